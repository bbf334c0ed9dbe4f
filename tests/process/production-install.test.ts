// The app image's install without Docker: scripts/app-image.sh (the very script the
// Dockerfile's `app` target runs) into a temporary folder, then that folder started on Node 24
// LTS, the image's runtime, and walked as a member would: it serves, and it carries none of the
// mock server's machinery.
import { execFile } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'

import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { DEMO_PASSWORD, DEMO_USERNAME } from '../../mock-server/seed'
import { startTestMock, type TestMock } from '../../mock-server/tests/support/mock'
import { type AppProcess, productionEnv, startAppProcess } from '../support/app-process'
import { Visitor } from '../support/visitor'

const run = promisify(execFile)

/** What only the mock server needs: none of it may reach the live site's image. */
const MOCK_ONLY = [
  '@member-wallet/mock-server',
  '@faker-js/faker',
  'prisma',
  '@prisma/client',
  '@libsql/client',
  'socket.io',
  'multer',
  'tsx',
  'vitest',
  '@playwright/test',
  '@remix-run/dev',
]

let dir: string
let mock: TestMock
let node24: string
let app: AppProcess

beforeAll(async () => {
  dir = mkdtempSync(path.resolve('tests/.tmp/app-image-'))
  // the registry's node package: the image's runtime, whatever this machine runs
  const [, runtime] = await Promise.all([
    run('sh', ['scripts/app-image.sh', '.', dir], { maxBuffer: 16 * 1024 * 1024 }),
    run('npm', ['exec', '--yes', '--package=node@24', '--', 'node', '-p', 'process.execPath']),
  ])
  node24 = runtime.stdout.trim()
  mock = await startTestMock()
  app = await startAppProcess({
    cwd: dir,
    node: node24,
    env: { ...productionEnv(mock.url), SINGLE_INSTANCE: '1', DRAIN_DELAY_MS: '0' },
  })
}, 180_000)

afterAll(async () => {
  await app?.stop()
  await mock?.close()
  rmSync(dir, { recursive: true, force: true })
})

/** Every package folder of node_modules, scoped ones as @scope/name. */
function installed(): string[] {
  const root = path.join(dir, 'node_modules')
  return readdirSync(root).flatMap((name) =>
    name.startsWith('@')
      ? readdirSync(path.join(root, name)).map((inner) => `${name}/${inner}`)
      : [name],
  )
}

describe('the production install', () => {
  test('holds the app and its dependencies, none of the mock’s, the tests’ or the compiler’s', async () => {
    const packages = installed()
    expect(packages).toContain('@remix-run/node')
    expect(packages).toContain('pino')
    expect(MOCK_ONLY.filter((name) => packages.includes(name))).toEqual([])
    expect(readdirSync(dir).sort()).toEqual(
      [
        'brands',
        'build',
        'locales',
        'node_modules',
        'package-lock.json',
        'package.json',
        'packages',
        'public',
        'server',
        'server.js',
      ].sort(),
    )
    const { stdout } = await run('du', ['-sm', path.join(dir, 'node_modules')])
    const megabytes = Number(stdout.split('\t')[0])
    console.log(`production install: node_modules ${megabytes} MB, ${packages.length} packages`)
    expect(megabytes).toBeLessThan(150)
  })

  test('starts on Node 24 and serves the main pages to a member', async () => {
    const ready = app.lines().find((line) => line.msg.startsWith('App ready'))
    expect(ready?.node).toMatch(/^v24\./)
    expect((await fetch(`${app.url}/healthz`)).status).toBe(200)
    expect((await fetch(`${app.url}/readyz`)).status).toBe(200)

    const visitor = new Visitor()
    const login = await visitor.get(`${app.url}/login`)
    expect(login.status).toBe(200)
    const html = await login.text()
    expect(html).toContain('name="username"')
    // its scripts and styles come from the install's own public folder
    const script = /href="(\/build\/entry\.client-[^"]+\.js)"/.exec(html)?.[1]
    expect(script).toBeTruthy()
    expect((await fetch(`${app.url}${script}`)).status).toBe(200)

    await visitor.login(app.url, DEMO_USERNAME, DEMO_PASSWORD)
    const home = await visitor.get(`${app.url}/user/home`)
    expect(home.status).toBe(200)
    expect(await home.text()).toContain('1,500.00')
    for (const page of [
      '/user/home/deposit',
      '/user/home/transfer',
      '/user/home/withdraw',
      '/user/statement',
      '/user/profile',
      '/user/bonus',
      '/user/spin',
      '/user/contact',
    ]) {
      expect((await visitor.get(`${app.url}${page}`)).status, page).toBe(200)
    }
  })
})
