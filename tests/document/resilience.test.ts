// Failures as pages without JavaScript (issue 34 item 2: was e2e/resilience.spec.ts in the
// js-off browser project, whose walk of every screen runs with JavaScript): once the backend is
// back, "try again" brings the screen and the dialog back; a dialog's failure closes to the
// screen behind it; an unknown bonus or game is a not-found dialog over its screen.
import { readFileSync } from 'node:fs'

import { expect, test } from 'vitest'

import {
  dialogNamed,
  documentAppOfThisFile,
  hrefOf,
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
