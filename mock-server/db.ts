// The mock backend's database: Prisma over libSQL (SQLite), in WAL mode, with a busy timeout,
// and a direct SQL handle on the same libSQL client for the few hot paths (sqlOf).
import { type InValue, type ResultSet } from '@libsql/client'
import { PrismaLibSQL } from '@prisma/adapter-libsql'
import { PrismaClient } from '@prisma/client'

/** How long a statement waits for another process's write lock before failing. */
export const BUSY_TIMEOUT_MS = 5000

export const DEFAULT_DATABASE_URL = 'file:./data/mock.db'

type LibSQLConfig = Parameters<PrismaLibSQL['createClient']>[0]
type LibSQLClient = ReturnType<PrismaLibSQL['createClient']>
type LibSQLTransaction = Awaited<ReturnType<LibSQLClient['transaction']>>

type TransactionMode = 'write' | 'read' | 'deferred'

const BUSY_TIMEOUT_SQL = `PRAGMA busy_timeout=${BUSY_TIMEOUT_MS}`

export type SqlStatement = { sql: string; args: InValue[] }
export type SqlRow = Record<string, InValue>

/**
 * SQL straight on the libSQL client under a Prisma client, without Prisma's query compiler:
 * a read costs some 0.03 ms against Prisma's 0.7 ms. For the hot paths only (the session and
 * setting reads every call makes, and the transfer); everything else speaks Prisma.
 */
export type Sql = {
  /** The first row a read answers, if any. Reads never wait: WAL readers see the last commit. */
  get<Row extends SqlRow>(sql: string, args?: InValue[]): Promise<Row | undefined>
  /** Writes in one transaction, all or nothing, never while a Prisma transaction is open. */
  batch(statements: SqlStatement[]): Promise<ResultSet[]>
}

/** A queue of one: whoever acquires it holds it until they call the release they were given. */
function createLock(): () => Promise<() => void> {
  let tail: Promise<void> = Promise.resolve()
  return () => {
    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    const acquired = tail.then(() => release)
    tail = tail.then(() => released)
    return acquired
  }
}

/** Calls `release` after `method` of `transaction`, however it ends. */
function releaseAfter(
  transaction: LibSQLTransaction,
  method: 'commit' | 'rollback',
  release: () => void,
): void {
  const end = transaction[method].bind(transaction)
  transaction[method] = async () => {
    try {
      await end()
    } finally {
      release()
    }
  }
}

/**
 * PrismaLibSQL whose connections all wait for locks, and whose client is shared with Sql.
 *
 * libSQL hands the open connection to each transaction and opens a new one for what follows,
 * and busy_timeout is a per-connection setting, so it is set again on the connection opened
 * after every transaction begins.
 *
 * libSQL's local calls are synchronous underneath, so a busy wait blocks the event loop: a
 * Sql.batch meeting the write lock of a Prisma interactive transaction of this process would
 * stall until the timeout, since that transaction cannot go on meanwhile. A lock in this
 * process therefore spans every Prisma transaction (begin to commit or rollback) and every
 * batch. (Prisma's own statements outside transactions already take turns with its
 * transactions; busy_timeout matters when another process, such as `npm run seed`, writes.)
 */
class SharedPrismaLibSQL extends PrismaLibSQL {
  readonly acquireWriteLock = createLock()
  #client: LibSQLClient | undefined

  override createClient(config: LibSQLConfig): LibSQLClient {
    const client = super.createClient(config)
    const beginTransaction = client.transaction.bind(client)
    client.transaction = async (mode?: TransactionMode) => {
      const release = await this.acquireWriteLock()
      try {
        const transaction = await beginTransaction(mode)
        await client.execute(BUSY_TIMEOUT_SQL)
        releaseAfter(transaction, 'commit', release)
        releaseAfter(transaction, 'rollback', release)
        return transaction
      } catch (error) {
        release()
        throw error
      }
    }
    this.#client = client
    return client
  }

  sql(): Sql {
    const client = this.#client
    const { acquireWriteLock } = this
    if (!client) throw new Error('The Prisma client has not connected yet')
    return {
      async get<Row extends SqlRow>(sql: string, args: InValue[] = []) {
        const { rows } = await client.execute({ sql, args })
        return rows[0] as unknown as Row | undefined
      },
      async batch(statements) {
        const release = await acquireWriteLock()
        try {
          return await client.batch(statements, 'write')
        } finally {
          release()
        }
      },
    }
  }
}

const sqlHandles = new WeakMap<object, Sql>()

/**
 * The direct SQL handle of a Prisma client made by createPrisma; undefined for any other (a
 * transaction's client, whose reads must stay inside it).
 */
export function sqlOf(prisma: object): Sql | undefined {
  return sqlHandles.get(prisma)
}

/** The direct SQL handle of the root client, for the hot paths that need one. */
export function requireSql(prisma: object): Sql {
  const sql = sqlHandles.get(prisma)
  if (!sql) throw new Error('Not a Prisma client made by createPrisma: it has no SQL handle')
  return sql
}

/** A Prisma client for a SQLite file (`file:./data/mock.db` is relative to the working directory). */
export async function createPrisma(url: string = DEFAULT_DATABASE_URL): Promise<PrismaClient> {
  const adapter = new SharedPrismaLibSQL({ url })
  const prisma = new PrismaClient({ adapter })
  // journal_mode is stored in the file: once WAL, every later connection uses WAL.
  await prisma.$queryRawUnsafe('PRAGMA journal_mode=WAL')
  await prisma.$queryRawUnsafe(BUSY_TIMEOUT_SQL)
  sqlHandles.set(prisma, adapter.sql())
  return prisma
}
