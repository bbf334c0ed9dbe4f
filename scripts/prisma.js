// Runs the Prisma CLI with the project's schema and without any engine download:
// the libSQL driver adapter and the JS query compiler need no native engine.
import { spawnSync } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import path from 'node:path'

const databaseUrl = process.env.DATABASE_URL ?? 'file:./data/mock.db'
// migrate fails when the database file's folder does not exist yet
if (databaseUrl.startsWith('file:')) {
  mkdirSync(path.dirname(path.resolve(databaseUrl.slice('file:'.length))), { recursive: true })
}
const env = {
  ...process.env,
  DATABASE_URL: databaseUrl,
  PRISMA_HIDE_UPDATE_MESSAGE: '1',
  CHECKPOINT_DISABLE: '1',
}
const result = spawnSync('npx', ['prisma', ...process.argv.slice(2)], { stdio: 'inherit', env })
process.exit(result.status ?? 1)
