// The app's production install carries none of the mock server's machinery (issue 20, decision
// 019): what `npm ls --omit=dev` lists for the root (the app) with the contract package it
// builds on. The mock workspace's own tree is read the same way, to show the check sees them.
import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { promisify } from 'node:util'

import { describe, expect, it } from 'vitest'

type Tree = { dependencies?: Record<string, Tree> }

const MOCK_ONLY = [
  '@faker-js/faker',
  'prisma',
  '@prisma/client',
  '@prisma/adapter-libsql',
  '@libsql/client',
  'socket.io',
  'multer',
  'tsx',
]

/** Every package name in the production tree of the root and the given workspace. */
async function productionPackages(workspace: string): Promise<Set<string>> {
  const { stdout } = await promisify(execFile)(
    'npm',
    ['ls', '--omit=dev', '--all', '--json', '--include-workspace-root', `--workspace=${workspace}`],
    { maxBuffer: 64 * 1024 * 1024 },
  )
  const names = new Set<string>()
  const walk = (tree: Tree) => {
    for (const [name, child] of Object.entries(tree.dependencies ?? {})) {
      names.add(name)
      walk(child)
    }
  }
  walk(JSON.parse(stdout) as Tree)
  return names
}

describe('production dependencies', () => {
  it('the app with its contract package has no faker, Prisma, socket.io server, multer or tsx', async () => {
    const [app, mock] = await Promise.all([
      productionPackages('@member-wallet/contract'),
      productionPackages('@member-wallet/mock-server'),
    ])
    expect(app).toContain('@member-wallet/contract')
    expect(app).toContain('@remix-run/node')
    expect(MOCK_ONLY.filter((name) => app.has(name))).toEqual([])
    // the same listing of the mock workspace finds every one of them
    expect(MOCK_ONLY.filter((name) => !mock.has(name))).toEqual([])
  }, 60_000)

  it('the root names none of them, not even as a devDependency', () => {
    // npm ci --omit=dev --include-workspace-root --workspace=@member-wallet/contract still
    // installs a root devDependency that the mock workspace needs at run time
    const root = JSON.parse(readFileSync('package.json', 'utf8')) as Record<
      'dependencies' | 'devDependencies',
      Record<string, string>
    >
    const named = Object.keys({ ...root.dependencies, ...root.devDependencies })
    expect(named.filter((name) => MOCK_ONLY.includes(name))).toEqual([])
  })
})
