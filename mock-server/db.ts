// The mock backend's database: Prisma over libSQL (SQLite), in WAL mode, with a busy timeout;
// this process's interactive transactions take turns (ADR 031).
import { type InValue } from '@libsql/client'
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
 * PrismaLibSQL whose connections all wait for locks.
 *
 * libSQL hands the open connection to each transaction and opens a new one for what follows,
 * and busy_timeout is a per-connection setting, so it is set again on the connection opened
 * after every transaction begins.
 *
 * libSQL's local calls are synchronous underneath, so a busy wait blocks the event loop: a
 * transaction meeting the write lock of another interactive transaction of this process would
 * stall until the timeout, since that one cannot go on meanwhile. A lock in this process
 * therefore spans every interactive transaction, begin to commit or rollback. (Prisma's own
 * statements outside transactions already take turns with its transactions; busy_timeout
 * matters when another process, such as `npm run seed`, writes.)
 */
class TurnTakingPrismaLibSQL extends PrismaLibSQL {
  readonly acquireWriteLock = createLock()

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
    return client
  }
}

/** A Prisma client for a SQLite file (`file:./data/mock.db` is relative to the working directory). */
export async function createPrisma(url: string = DEFAULT_DATABASE_URL): Promise<PrismaClient> {
  const adapter = new TurnTakingPrismaLibSQL({ url })
  const prisma = new PrismaClient({ adapter })
  // journal_mode is stored in the file: once WAL, every later connection uses WAL.
  await prisma.$queryRawUnsafe('PRAGMA journal_mode=WAL')
  await prisma.$queryRawUnsafe(BUSY_TIMEOUT_SQL)
  return prisma
}
