// The withdraw dialog's two steps against a SPEC-shaped backend: review shows what comes back
// from games, what leaves and the wallet after, before anything is withdrawn.
import { fireEvent, screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'

import * as withdraw from '~/routes/user.home.withdraw'

import { memberCookie, renderRoute } from '../support/render-route'
import { profile, wallet, withdrawLimits } from '../support/spec-answers'
import { specBackend } from '../support/spec-backend'

const backend = specBackend()

async function review(amount: string) {
  backend.answer('GET', '/api/lookup/withdraw', withdrawLimits)
  backend.answer('GET', '/api/wallet', wallet)
  backend.answer('GET', '/api/account/profile', profile)
  renderRoute({
    routes: [{ path: '/user/home/withdraw', module: withdraw }],
    url: '/user/home/withdraw',
    cookie: await memberCookie(),
  })
  fireEvent.change(await screen.findByLabelText('Amount (baht)'), { target: { value: amount } })
  fireEvent.click(screen.getByRole('button', { name: 'Review the withdrawal' }))
}

test('review: games come back first, then the amount leaves; nothing withdrawn yet', async () => {
  await review('1000')
  const dialog = await screen.findByRole('dialog', { name: 'Check before you confirm' })
  const rows = [...dialog.querySelectorAll('.detail-row')].map((row) => row.textContent)
  expect(rows).toEqual([
    'Comes back from games first250.25 baht',
    'You withdraw1,000.00 baht',
    'Main wallet after750.75 baht',
  ])
  expect(within(dialog).getByRole('button', { name: 'Withdraw' })).toBeTruthy()
  expect(backend.calls().filter((call) => call.startsWith('POST'))).toEqual([])
})

test('more than wallet and games hold: the translated catalogue text, nothing withdrawn', async () => {
  await review('2000')
  expect((await screen.findByRole('alert')).textContent).toContain('Not enough money')
  expect(screen.queryByRole('dialog', { name: 'Check before you confirm' })).toBeNull()
  expect(backend.calls().filter((call) => call.startsWith('POST'))).toEqual([])
})
