// Time budgets without JavaScript (issue 34 item 2: was e2e/page-budget.spec.ts in the js-off
// browser project; issue 18 item 3): with the backend holding home's calls back, home still
// answers within PAGE_BUDGET_MS with the outage notice and a retry, and a transfer whose
// answer does not come says to check the statement, not that it failed.
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
  errorPage: { retry: string }
}
const errors = JSON.parse(readFileSync('locales/th/errors.json', 'utf8')) as Record<string, string>

// reads get 1.5 s in all; each call alone could wait a minute; an action's calls get 1 s
const served = documentAppOfThisFile({
  PAGE_BUDGET_MS: '1500',
  BACKEND_TIMEOUT_MS: '60000',
  ACTION_BUDGET_MS: '1000',
})

async function delay(path: string, ms: number) {
  const rule = { path, kind: { type: 'delay', ms } }
  expect((await served.mock.admin('POST', '/__admin/faults', rule)).status).toBe(201)
}

test('home answers within its budget with the outage notice and a retry', async () => {
  const { visitor } = await memberWith(served, 100)
  // home's calls, not the layout's (/api/lookup/info): only the page's loader runs out of time
  for (const path of ['/api/account/profile', '/api/wallet*', '/api/spinwheel/*']) {
    await delay(path, 5_000)
  }
  const started = Date.now()
  const { response, document } = await visitor.page('/user/home')
  expect(Date.now() - started).toBeLessThan(1_500 + 2_000)
  expect(response.status).toBe(200)
  const [notice] = [...document.querySelectorAll('[role="alert"]')].filter((alert) =>
    textOf(alert).includes(common.outage),
  )
  expect(notice).toBeDefined()
  const [retry] = named(notice!, 'a', common.errorPage.retry)
  expect(retry).toBeDefined()
  // the wallet says it did not load, with its own retry (issue 19 point 9)
  const failed = document.querySelector('.wallet-failed')
  expect(textOf(failed)).toContain('โหลดยอดเงินไม่สำเร็จ')
  expect(textOf(failed?.querySelector('a'))).toBe('โหลดยอดเงินอีกครั้ง')

  await served.mock.admin('DELETE', '/__admin/faults')
  const { pathname, search } = new URL(retry!.getAttribute('href')!, served.app.url)
  const again = (await visitor.page(pathname + search)).document
  expect(textOf(again.querySelector('.wallet-amount'))).toContain('100.00')
  expect(
    [...again.querySelectorAll('[role="alert"]')].filter((alert) =>
      textOf(alert).includes(common.outage),
    ),
  ).toHaveLength(0)
})

test('a transfer whose answer does not come says to check the statement, not that it failed', async () => {
  const { member, visitor } = await memberWith(served, 100)
  expect(
    (await served.mock.call('GET', '/api/wallet/activate/JOKER', undefined, member.token)).status,
  ).toBe(200)
  const form = (await visitor.page('/user/home/transfer')).document
  await delay('/api/wallet/transfer', 3_000)
  const unanswered = await visitor.press(
    form,
    'button[name="intent"][value="transfer"]',
    { from: 'wallet', to: 'JOKER', amount: '10' },
    '/user/home/transfer',
  )
  const sheet = dialogNamed(await visitor.follow(unanswered), 'ยังไม่ทราบผลการโยกเงิน')
  expect(textOf(sheet)).toContain('เงินอาจโอนไปแล้ว ตรวจสอบรายการเดินบัญชีก่อนทำรายการใหม่')
  expect(textOf(sheet)).not.toContain(errors.TIMEOUT)
  expect(hrefOf(sheet, 'ดูรายการเดินบัญชี')).toBe('/user/statement')
})
