// The receipt dialog every money action ends on (user.home.receipt): it shows only what the
// action sealed into its address for this member, so nothing of it asks the backend. The
// actions' own tests follow their redirects here (transfer, withdraw, refund-wallet, game).
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

const toJoker: Receipt = {
  kind: 'transfer',
  amount: 300,
  from: { account: 'wallet' },
  to: { account: 'game', code: 'JOKER', name: 'Joker Gaming' },
  fromGames: null,
  walletAfter: 1200.5,
  game: { code: 'JOKER', name: 'Joker Gaming', amount: 500 },
}

async function openReceipt(moved: Receipt, language: 'en' | 'th' = 'en', back?: string) {
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
  ).toEqual(['1,200.50 บาท', '500.00 บาท'])
  expect(within(dialog).getByText('Joker Gaming ตอนนี้')).toBeTruthy()
  expect(within(dialog).getByRole('link', { name: 'เล่นเลย' }).getAttribute('href')).toBe(
    '/user/home/game/JOKER',
  )
  expect(backend.calls()).toEqual([])
})

test('what the action could not read is said, not made up', async () => {
  await openReceipt(
    {
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
