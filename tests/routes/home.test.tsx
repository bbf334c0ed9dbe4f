// The home page's wallet card against a SPEC-shaped backend: the main wallet, a chip for each
// open game with its balance, what is in games and everything together.
import { screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'

import * as home from '~/routes/user.home/route'

import { memberCookie, renderRoute } from '../support/render-route'
import { profile, wallet } from '../support/spec-answers'
import { specBackend } from '../support/spec-backend'

const backend = specBackend()

function answerHome() {
  backend.answer('GET', '/api/account/profile', profile)
  backend.answer('GET', '/api/wallet/refresh/slot', {})
  backend.answer('GET', '/api/spinwheel/active', { status: false })
  backend.answer('GET', '/api/lookup/agreements', { agreements: [] })
  backend.answer('GET', '/api/lookup/notice', {})
}

async function renderHome() {
  renderRoute({
    routes: [{ path: '/user/home', module: home }],
    url: '/user/home',
    cookie: await memberCookie(),
  })
  return screen.findByRole('region', { name: 'Main wallet' })
}

test('the wallet card shows the main wallet, each open game and the sum', async () => {
  answerHome()
  backend.answer('GET', '/api/wallet', wallet)
  const card = await renderHome()
  expect(within(card).getByRole('heading', { name: 'Somchai Jaidee' })).toBeTruthy()
  expect(card.querySelector('.wallet-amount')?.textContent).toBe('1,500.50 baht')
  const chips = within(card).getByRole('list', { name: 'Balance in each game' })
  expect(
    within(chips)
      .getAllByRole('link')
      .map((chip) => chip.textContent),
  ).toEqual(['Joker Gaming 200.00', 'SBOBET 50.25'])
  expect(within(card).getByText('In games 250.25 baht')).toBeTruthy()
  expect(within(card).getByText('Wallet and games together 1,750.75 baht')).toBeTruthy()
})

test('a wallet that cannot be read says so, with a way to try again', async () => {
  answerHome()
  backend.refuse('GET', '/api/wallet', 500, 'INTERNAL_SERVER_ERROR')
  const card = await renderHome()
  expect(within(card).getByText("We couldn't load your balance.", { exact: false })).toBeTruthy()
  expect(within(card).getByRole('link', { name: 'Load the balance again' })).toBeTruthy()
  expect(card.querySelector('.wallet-amount')).toBeNull()
})
