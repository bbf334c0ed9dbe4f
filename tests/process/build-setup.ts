// The process tests run the built app (node server.js): `npm test` builds first; a run of
// vitest alone builds when there is no build yet.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

export default function setup(): void {
  if (existsSync('build/index.js')) return
  const result = spawnSync('npm', ['run', 'build'], { encoding: 'utf8' })
  if (result.status !== 0)
    throw new Error(`npm run build failed:\n${result.stdout}\n${result.stderr}`)
}
