// Runs once before the workers start: migrates the template database every worker's mock
// starts on a copy of (e2e/servers.ts), so no worker runs the Prisma CLI itself.
import { spawnSync } from 'node:child_process'
import { mkdirSync, rmSync } from 'node:fs'

import { TEMPLATE_DB, TMP_DIR } from './servers'

export default function globalSetup(): void {
  // what an earlier run of this checkout left (its workers' databases and uploads)
  rmSync(TMP_DIR, { recursive: true, force: true })
  mkdirSync(TMP_DIR, { recursive: true })
  const result = spawnSync(process.execPath, ['scripts/prisma.js', 'migrate', 'deploy'], {
    env: { ...process.env, DATABASE_URL: `file:${TEMPLATE_DB}` },
    encoding: 'utf8',
  })
  if (result.status !== 0) {
    throw new Error(
      `Could not migrate the e2e template database:\n${result.stdout}\n${result.stderr}`,
    )
  }
}
