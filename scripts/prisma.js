// Runs the Prisma CLI with the project's schema and without any engine download:
// the libSQL driver adapter and the JS query compiler need no native engine.
import { spawnSync } from 'node:child_process'
import { writeFileSync, existsSync, mkdirSync } from 'node:fs'
import path from 'node:path'

const dummy = path.resolve('node_modules/.cache/prisma-no-engine')
if (!existsSync(dummy)) {
  mkdirSync(path.dirname(dummy), { recursive: true })
  writeFileSync(dummy, '')
}
mkdirSync(path.resolve('data'), { recursive: true })
const env = {
  ...process.env,
  DATABASE_URL: process.env.DATABASE_URL ?? 'file:./data/mock.db',
  PRISMA_HIDE_UPDATE_MESSAGE: '1',
  CHECKPOINT_DISABLE: '1',
}
const result = spawnSync('npx', ['prisma', ...process.argv.slice(2)], { stdio: 'inherit', env })
process.exit(result.status ?? 1)
