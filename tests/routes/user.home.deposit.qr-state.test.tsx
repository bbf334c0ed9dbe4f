// What the open QR asks every few seconds (user.home.deposit.qr-state), against a SPEC-shaped
// backend: still live, or gone and paid, expired or closed. It only reads.
import { expect, test } from 'vitest'

import { loader } from '~/routes/user.home.deposit.qr-state'

import { memberCookie } from '../support/render-route'
import { liveQr, noQr } from '../support/spec-answers-wallet'
import { specBackend } from '../support/spec-backend'

const backend = specBackend()

async function ask(query: Record<string, string>) {
  const search = new URLSearchParams(query).toString()
  const request = new Request(`http://app.test/user/home/deposit/qr-state?${search}`, {
    headers: { Cookie: await memberCookie() },
  })
  return (await loader({ request, params: {}, context: {} })) as Response
}

const watched = (expires: Date) => ({
  watch: 'KBANK',
  id: 'qr-1',
  amount: '300',
  expires: expires.toISOString(),
  since: String(Date.now() - 60_000),
})

const soon = () => new Date(Date.now() + 5 * 60_000)

test('the QR is still the provider’s: live, not kept by any cache, the statement not read', async () => {
  backend.answer('GET', '/api/qrcode/KBANK', liveQr(300))
  const answer = await ask(watched(soon()))
  expect(await answer.json()).toEqual({ outcome: 'live' })
  expect(answer.headers.get('Cache-Control')).toBe('no-store')
  expect(backend.calls()).toEqual(['GET /api/qrcode/KBANK'])
})

test('gone, and a deposit of its amount arrived since: paid', async () => {
  backend.answer('GET', '/api/qrcode/KBANK', noQr)
  backend.answer('POST', '/api/statement', {
    total: 1,
    statements: [
      {
        statementType: 'deposit',
        status: 'SUCCESS',
        from: null,
        to: null,
        amount: 300,
        createdAt: new Date().toISOString(),
      },
    ],
  })
  expect(await (await ask(watched(soon()))).json()).toEqual({ outcome: 'paid' })
})

test('gone before its time with no deposit: closed; after its time: expired', async () => {
  backend.answer('GET', '/api/qrcode/KBANK', noQr)
  backend.answer('POST', '/api/statement', { total: 0, statements: [] })
  expect(await (await ask(watched(soon()))).json()).toEqual({ outcome: 'closed' })
  expect(await (await ask(watched(new Date(Date.now() - 1000)))).json()).toEqual({
    outcome: 'expired',
  })
})

test('another QR is live there now: replaced', async () => {
  backend.answer('GET', '/api/qrcode/KBANK', liveQr(500, 10, 'qr-2'))
  expect(await (await ask(watched(soon()))).json()).toEqual({ outcome: 'replaced' })
})

test('a question it cannot read is refused with KEY_INVALID, and nothing is asked', async () => {
  const answer = await ask({ watch: 'NOPE', id: 'qr-1' })
  expect(answer.status).toBe(400)
  expect(await answer.json()).toEqual({ message: 'KEY_INVALID' })
  expect(backend.calls()).toEqual([])
})
