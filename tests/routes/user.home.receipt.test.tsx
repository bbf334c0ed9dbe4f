// The result sheet every money event ends on (user.home.receipt), in its four states: it shows
// only what the action sealed into its address for this member, so nothing of it asks the
// backend. The actions' own tests follow their redirects here (transfer, withdraw, deposit,
// refund-wallet, invite bonus, coupon).
import { screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'

import { type Receipt, redirectToReceipt } from '~/receipt.server'
import * as receipt from '~/routes/user.home.receipt'

import { memberCookie, renderRoute } from '../support/render-route'
import { specBackend } from '../support/spec-backend'

const backend = specBackend()

/** The receipt's address as the action that moved the money answers it, for `cookie`'s member. */
async function sealed(cookie: string, moved: Receipt, back?: string) {
  const request = new Request('http://app.test/user/home/transfer', { headers: { Cookie: cookie } })
  return (await redirectToReceipt(request, moved, back)).headers.get('Location')!
}

/** Half past eleven in Bangkok, 28 November 2026. */
const AT = Date.UTC(2026, 10, 28, 4, 30)
const done = {
  state: 'success',
  at: AT,
  reference: '8A88C72F6301',
  failure: null,
  again: null,
  retry: null,
} as const

const toJoker: Receipt = {
  ...done,
  kind: 'transfer',
  amount: 300,
  from: { account: 'wallet' },
  to: { account: 'game', code: 'JOKER', name: 'Joker Gaming' },
  fromGames: null,
  walletAfter: 1200.5,
  game: { code: 'JOKER', name: 'Joker Gaming', amount: 500 },
}

async function openReceipt(moved: Receipt, language: 'en' | 'th' | 'lo' = 'en', back?: string) {
  const cookie = await memberCookie()
  renderRoute({
    routes: [{ path: '/user/home/receipt', module: receipt }],
    url: await sealed(cookie, moved, back),
    cookie,
    language,
  })
}

test('a transfer into a game: amount, from → to, balances after, play now', async () => {
  await openReceipt(toJoker, 'th')
  const dialog = await screen.findByRole('dialog', { name: 'โยกเงินสำเร็จ' })
  expect(dialog.querySelector('.receipt-amount')?.textContent).toBe('300.00 บาท')
  expect(
    within(dialog)
      .getAllByRole('definition')
      .map((value) => value.textContent),
  ).toEqual(['1,200.50 บาท', '500.00 บาท', '28 พ.ย. 69 · 11:30', '8A88C72F6301'])
  expect(dialog.querySelector('.result-state')?.textContent).toBe('สำเร็จ')
  expect(within(dialog).getByText('Joker Gaming ตอนนี้')).toBeTruthy()
  expect(within(dialog).getByRole('link', { name: 'เล่นเลย' }).getAttribute('href')).toBe(
    '/user/home/game/JOKER',
  )
  expect(backend.calls()).toEqual([])
})

test('what the action could not read is said, not made up', async () => {
  await openReceipt(
    {
      ...done,
      kind: 'cashback',
      amount: null,
      from: { account: 'cashback' },
      to: { account: 'wallet' },
      fromGames: null,
      walletAfter: null,
      game: null,
    },
    'en',
    '/user/home/refund',
  )
  const dialog = await screen.findByRole('dialog', { name: 'Cashback added' })
  expect(within(dialog).getByText('The amount is in your statement')).toBeTruthy()
  expect(within(dialog).getByText('Not read yet: check your balance on home')).toBeTruthy()
  expect(within(dialog).getByRole('link', { name: 'Done' }).getAttribute('href')).toBe(
    '/user/home/refund',
  )
})

const slip: Receipt = {
  ...done,
  state: 'pending',
  kind: 'slip',
  amount: null,
  from: { account: 'bank' },
  to: { account: 'wallet' },
  fromGames: null,
  walletAfter: 40,
  game: null,
}

test('pending, in Lao: a slip being checked, its amount once read, and where to follow it', async () => {
  await openReceipt(slip, 'lo')
  const dialog = await screen.findByRole('dialog', { name: 'ສົ່ງສະລິບແລ້ວ' })
  expect(dialog.querySelector('.result-state')?.textContent).toBe('ລໍຖ້າດຳເນີນການ')
  expect(dialog.querySelector('.receipt-amount')?.textContent).toBe('ຈຳນວນເງິນຈະສະແດງເມື່ອກວດສອບແລ້ວ')
  expect(within(dialog).getByText('ເມື່ອກວດສອບແລ້ວ ເງິນຈະເຂົ້າກະເປົາຫຼັກພາຍໃນປະມານ 1 ນາທີ')).toBeTruthy()
  expect(within(dialog).getByRole('link', { name: 'ເບິ່ງສະຖານະສະລິບ' }).getAttribute('href')).toBe(
    '/user/statement/slips',
  )
})

test("pending QR: the backend's reference, the amount it was made for", async () => {
  await openReceipt({
    ...slip,
    kind: 'qr',
    amount: 300,
    from: { account: 'qr' },
    reference: 'QR-20261128-0001',
  })
  const dialog = await screen.findByRole('dialog', { name: 'QR payment reported' })
  expect(dialog.querySelector('.receipt-amount')?.textContent).toBe('300.00 baht')
  expect(dialog.querySelector('.result-reference')?.textContent).toBe('QR-20261128-0001')
  expect(within(dialog).getByRole('link', { name: 'See statement' })).toBeTruthy()
})

test('failed: why, that nothing was taken, and trying again from the dialog', async () => {
  await openReceipt({
    ...toJoker,
    state: 'failed',
    failure: 'errors:MONEY_NOT_ENOUGH',
    again: '/user/home/transfer?from=wallet&to=JOKER',
  })
  const dialog = await screen.findByRole('dialog', { name: 'Transfer failed' })
  expect(dialog.querySelector('.receipt-icon use')?.getAttribute('href')).toMatch(/#close$/)
  expect(within(dialog).getByRole('alert').textContent).toContain('Not enough money')
  expect(within(dialog).getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
    '/user/home/transfer?from=wallet&to=JOKER',
  )
  expect(within(dialog).queryByRole('link', { name: 'Play now' })).toBeNull()
})

test('unknown: the statement first, and the same form to send again with its key', async () => {
  const key = '8a88c72f-6301-4b1e-9c1d-2f0e5a7b9c3d'
  const fields = {
    intent: 'transfer',
    from: 'wallet',
    to: 'JOKER',
    amount: '300',
    idempotencyKey: key,
  }
  await openReceipt({
    ...toJoker,
    state: 'unknown',
    retry: { action: '/user/home/transfer', fields },
  })
  const dialog = await screen.findByRole('dialog', { name: 'Transfer: result not known yet' })
  expect(within(dialog).queryByRole('alert')).toBeNull()
  expect(
    within(dialog).getByRole('link', { name: 'See statement' }).getAttribute('class'),
  ).toContain('button-primary')
  const resend = within(dialog).getByRole('button', { name: 'Send the same request again' })
  const form = resend.closest('form')!
  expect(form.getAttribute('action')).toBe('/user/home/transfer')
  expect(Object.fromEntries(new FormData(form))).toEqual(fields)
})

async function loadAs(cookie: string, url: string) {
  const request = new Request(`http://app.test${url}`, { headers: { Cookie: cookie } })
  return receipt.loader({ request, params: {}, context: {} }).catch((thrown: unknown) => thrown)
}

test("another member's receipt, or none, opens nothing: home instead", async () => {
  const url = await sealed(await memberCookie('someone-else'), toJoker)
  for (const address of [url, '/user/home/receipt', '/user/home/receipt?r=forged']) {
    const answer = await loadAs(await memberCookie(), address)
    expect(answer).toBeInstanceOf(Response)
    const { status, headers } = answer as Response
    expect([status, headers.get('Location')]).toEqual([302, '/user/home'])
  }
})
