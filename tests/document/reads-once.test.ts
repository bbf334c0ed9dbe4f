// One backend per request (issue 36 item 4): the layouts', the screen's and the dialog's
// loaders of one document share it, so each read goes to the backend once. The deposit dialog
// over home asked whether a bonus is active twice, home's loader and the dialog's each.
import { expect, test } from 'vitest'

import { documentAppOfThisFile, documentOf, memberWith, textOf } from '../support/document'

const served = documentAppOfThisFile()

type Call = { method: string; path: string }

/** The mock's /api calls since the journal was last cleared, oldest first. */
async function callsSince(): Promise<string[]> {
  const journal = await served.mock.admin('GET', '/__admin/journal?limit=200')
  return (journal.body as Call[]).map(({ method, path }) => `${method} ${path}`).reverse()
}

test.each(['/user/home/deposit', '/user/home/withdraw', '/user/home/transfer'])(
  'the document of %s asks each read once',
  async (page) => {
    const { visitor } = await memberWith(served, 500)
    expect((await served.mock.admin('DELETE', '/__admin/journal')).status).toBe(200)
    const { response } = await visitor.page(page)
    expect(response.status).toBe(200)
    const calls = await callsSince()
    expect(calls).toContain('GET /api/lookup/info')
    expect(calls.filter((call, index) => calls.indexOf(call) !== index)).toEqual([])
  },
)

test('a form post and the page drawn after it each ask afresh', async () => {
  const { visitor } = await memberWith(served, 500)
  const { document } = await visitor.page('/user/home')
  expect((await served.mock.admin('DELETE', '/__admin/journal')).status).toBe(200)
  // check balance: the action asks the games again, then home's loader does, then the wallet
  const response = await visitor.press(document, 'button[value="refresh"]', {}, '/user/home')
  expect(response.status).toBe(200)
  const calls = await callsSince()
  expect(calls.filter((call) => call === 'GET /api/wallet/refresh/slot')).toHaveLength(2)
  expect(calls.at(-1)).not.toBe('GET /api/wallet/refresh/slot')
  expect(calls.lastIndexOf('GET /api/wallet')).toBeGreaterThan(
    calls.lastIndexOf('GET /api/wallet/refresh/slot'),
  )
  // when, written by the server in Thai and Bangkok time: "25 พ.ย. 69 · 11:14"
  const page = documentOf(await response.text())
  expect(textOf(page.querySelector('.wallet-sync'))).toMatch(
    /^อัปเดตล่าสุด \d{1,2} \S+ \d{2} · \d{2}:\d{2}$/,
  )
})
