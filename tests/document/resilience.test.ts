// Failures as pages (issue 34 item 2: was e2e/resilience.spec.ts in the browser projects): every
// screen, with the backend down, past the app's timeout or answering garbage, says so in Thai
// with a retry, never a stack trace or a blank page; once the backend is back, "try again"
// brings the screen and the dialog back; a dialog's failure closes to the screen behind it; an
// unknown bonus or game is a not-found dialog over its screen.
import { readFileSync } from 'node:fs'

import { expect, test } from 'vitest'

import { productionEnv, startAppProcess } from '../support/app-process'
import {
  dialogNamed,
  documentAppOfThisFile,
  DocumentVisitor,
  hrefOf,
  MEMBER_PASSWORD,
  memberWith,
  named,
  textOf,
} from '../support/document'

const common = JSON.parse(readFileSync('locales/th/common.json', 'utf8')) as {
  outage: string
  errorPage: { body: string; retry: string }
}
const FAILURE = new RegExp(`${common.outage}|${common.errorPage.body}`)
const RETRY = common.errorPage.retry

/** /terminated and the 404 page are drawn without the backend, so they are not here. */
const MEMBER_SCREENS = [
  '/user/home',
  '/user/home/deposit',
  '/user/home/transfer',
  '/user/home/withdraw',
  '/user/home/refund',
  '/user/home/refund-wallet',
  '/user/home/invite',
  '/user/home/invite-bonus',
  '/user/home/game/JOKER',
  '/user/spin',
  '/user/spin/prize',
  '/user/bonus',
  '/user/bonus/WELCOME',
  '/user/bonus/promotion?code=WELCOME',
  '/user/bonus/cancel',
  '/user/statement',
  '/user/statement/slips',
  '/user/profile',
  '/user/profile/password',
  '/user/contact',
  '/user/slip?reference=SLIP-1',
]
// last: a GET of /login ends the session (SPEC §2)
const PUBLIC_SCREENS = ['/register', '/howto', '/contact', '/login']

const served = documentAppOfThisFile()

async function breakEveryCall() {
  const rule = { path: '/api/*', kind: { type: 'garbage' } }
  expect((await served.mock.admin('POST', '/__admin/faults', rule)).status).toBe(201)
}

/** The first alert that says the backend failed, with its retry; never a stack trace. */
function friendlyFailure(page: Document, html = page.documentElement.outerHTML) {
  const alert = [...page.querySelectorAll('[role="alert"]')].find((element) =>
    FAILURE.test(textOf(element)),
  )
  expect(alert).toBeDefined()
  expect(html).not.toMatch(/ApiError|TypeError|node:internal|at \S+ \(\S+:\d+:\d+\)/)
  return { alert: alert!, retry: hrefOf(alert!, RETRY) }
}

/**
 * Walks every screen as `member` on the app at `base`: each is drawn (where it was asked, or
 * where it sends the player, never the login page) saying the backend failed.
 */
async function walkEveryScreen(member: DocumentVisitor, base: string) {
  const visitor = new DocumentVisitor(base)
  for (const [name, value] of member.cookies) visitor.cookies.set(name, value)
  for (const screen of [...MEMBER_SCREENS, ...PUBLIC_SCREENS]) {
    const { response, document } = await visitor.page(screen)
    const sentTo = response.headers.get('Location')
    expect(sentTo ?? screen, screen).not.toMatch(/^\/login\?/)
    friendlyFailure(sentTo ? await visitor.follow(response) : document)
  }
}

/** A member with 100 baht, logged in with "remember me": a session every app of the test takes. */
async function rememberedMember() {
  const { member, visitor } = await memberWith(served, 100, { loggedIn: false })
  const credentials = { username: member.username, password: MEMBER_PASSWORD, remember: 'on' }
  expect((await visitor.post(`${served.app.url}/login`, credentials)).status).toBe(302)
  return visitor
}

/** The built app in front of `backendUrl`, for one test. */
async function appBefore(backendUrl: string, settings: Record<string, string> = {}) {
  return startAppProcess({
    env: { ...productionEnv(backendUrl), SINGLE_INSTANCE: '1', ...settings },
  })
}

test('backend down: every screen says the server cannot be reached, with a retry', async () => {
  const visitor = await rememberedMember()
  const app = await appBefore('http://127.0.0.1:9')
  try {
    await walkEveryScreen(visitor, app.url)
  } finally {
    await app.stop('SIGKILL')
  }
})

test('backend past the timeout: every screen says so, with a retry', async () => {
  const visitor = await rememberedMember()
  // the app waits 0.1 s, the mock holds every call 1 s
  const app = await appBefore(served.mock.url, { BACKEND_TIMEOUT_MS: '100' })
  const rule = { path: '/api/*', kind: { type: 'delay', ms: 1000 } }
  expect((await served.mock.admin('POST', '/__admin/faults', rule)).status).toBe(201)
  try {
    await walkEveryScreen(visitor, app.url)
  } finally {
    await app.stop('SIGKILL')
  }
})

test('backend answering garbage: every screen says so, with a retry', async () => {
  const { visitor } = await memberWith(served, 100)
  await breakEveryCall()
  await walkEveryScreen(visitor, served.app.url)
})

test('once the backend is back, "try again" brings the screen and the dialog back', async () => {
  const { visitor } = await memberWith(served, 100)
  await breakEveryCall()
  const home = (await visitor.page('/user/home')).document
  const { retry } = friendlyFailure(home)
  // the wallet says it did not load, with its own retry (issue 19 point 9)
  expect(textOf(home.querySelector('.wallet-failed'))).toContain('โหลดยอดเงินไม่สำเร็จ')
  expect(textOf(home.querySelector('.wallet-failed a'))).toBe('โหลดยอดเงินอีกครั้ง')
  await served.mock.admin('DELETE', '/__admin/faults')
  const back = (await visitor.page(retry)).document
  expect(textOf(back.querySelector('.wallet-amount'))).toContain('100.00')
  expect(
    [...back.querySelectorAll('[role="alert"]')].filter((a) => FAILURE.test(textOf(a))),
  ).toHaveLength(0)

  // a dialog's failure keeps the screen behind it, and closes to it
  await breakEveryCall()
  const failed = (await visitor.page('/user/home/transfer')).document
  const dialog = failed.querySelector('[role="dialog"]')!
  expect(textOf(dialog)).toContain(common.errorPage.body)
  expect(hrefOf(dialog, 'ปิด')).toBe('/user/home')
  const dialogRetry = hrefOf(dialog, RETRY)
  await served.mock.admin('DELETE', '/__admin/faults')
  const restored = (await visitor.page(dialogRetry)).document
  expect(textOf(dialogNamed(restored, 'โยกเงิน'))).not.toContain(common.errorPage.body)
})

test('an unknown bonus or game opens a not-found dialog over its screen', async () => {
  const { visitor } = await memberWith(served, 100)
  for (const [address, behind] of [
    ['/user/bonus/NO-SUCH-BONUS', '/user/bonus'],
    ['/user/home/game/NO-SUCH-GAME', '/user/home'],
  ] as const) {
    const { response, document } = await visitor.page(address)
    expect(response.status).toBe(404)
    const dialog = dialogNamed(document, 'ไม่พบหน้าที่คุณต้องการ')
    expect(hrefOf(dialog, 'ปิด')).toBe(behind)
    expect(named(document, 'h1', /.+/)).not.toHaveLength(0)
  }
})
