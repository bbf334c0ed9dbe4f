// The mock backend's database: Prisma over libSQL (SQLite), in WAL mode, with a busy timeout.
import { PrismaLibSQL } from '@prisma/adapter-libsql'
import { PrismaClient } from '@prisma/client'

/** How long a statement waits for another process's write lock before failing. */
export const BUSY_TIMEOUT_MS = 5000

export const DEFAULT_DATABASE_URL = 'file:./data/mock.db'

type LibSQLConfig = Parameters<PrismaLibSQL['createClient']>[0]
type LibSQLClient = ReturnType<PrismaLibSQL['createClient']>

type TransactionMode = 'write' | 'read' | 'deferred'

const BUSY_TIMEOUT_SQL = `PRAGMA busy_timeout=${BUSY_TIMEOUT_MS}`

/**
 * PrismaLibSQL whose connections all wait for locks. libSQL hands the open connection to each
 * transaction and opens a new one for what follows, and busy_timeout is a per-connection
 * setting, so it is set again on the connection opened after every transaction begins.
 * (Inside one process the adapter already runs one statement at a time; the timeout matters
 * when another process, such as `npm run seed` or the Prisma CLI, writes to the same file.)
 */
class PrismaLibSQLWithBusyTimeout extends PrismaLibSQL {
  override createClient(config: LibSQLConfig): LibSQLClient {
    const client = super.createClient(config)
    const beginTransaction = client.transaction.bind(client)
    client.transaction = async (mode?: TransactionMode) => {
      const transaction = await beginTransaction(mode)
      await client.execute(BUSY_TIMEOUT_SQL)
      return transaction
    }
    return client
  }
}

/** A Prisma client for a SQLite file (`file:./data/mock.db` is relative to the working directory). */
export async function createPrisma(url: string = DEFAULT_DATABASE_URL): Promise<PrismaClient> {
  const prisma = new PrismaClient({ adapter: new PrismaLibSQLWithBusyTimeout({ url }) })
  // journal_mode is stored in the file: once WAL, every later connection uses WAL.
  await prisma.$queryRawUnsafe('PRAGMA journal_mode=WAL')
  await prisma.$queryRawUnsafe(BUSY_TIMEOUT_SQL)
  return prisma
}
