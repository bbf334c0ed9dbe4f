// The transfer dialog against a SPEC-shaped backend: the form's rules (SPEC §5) are checked in
// the page, so a form that breaks one shows the translated message and sends nothing; an
// amount above the balance goes to the backend, whose code the player reads in their language.
import { fireEvent, screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'

import * as transfer from '~/routes/user.home.transfer'

import { memberCookie, renderRoute } from '../support/render-route'
import { wallet } from '../support/spec-answers'
import { specBackend } from '../support/spec-backend'

const backend = specBackend()

async function sendTransfer(
  { from, to, amount }: { from: string; to: string; amount: string },
  language: 'en' | 'th' = 'en',
) {
  backend.answer('GET', '/api/wallet', wallet)
  renderRoute({
    routes: [{ path: '/user/home/transfer', module: transfer }],
    url: '/user/home/transfer',
    cookie: await memberCookie(),
    language,
  })
  const form = (await screen.findAllByRole('combobox'))[0]!.closest('form')!
  const [fromField, toField] = within(form).getAllByRole('combobox')
  fireEvent.change(fromField!, { target: { value: from } })
  fireEvent.change(toField!, { target: { value: to } })
  fireEvent.change(within(form).getByRole('spinbutton'), { target: { value: amount } })
  fireEvent.submit(form)
  return form
}

test('less than the minimum: the translated rule, nothing sent', async () => {
  const form = await sendTransfer({ from: 'wallet', to: 'JOKER', amount: '0.5' })
  expect(await within(form).findByText('The minimum transfer is 1 baht')).toBeTruthy()
  expect(backend.calls()).toEqual(['GET /api/wallet'])
})

test('the same account on both sides: the translated rule, nothing sent', async () => {
  const form = await sendTransfer({ from: 'JOKER', to: 'JOKER', amount: '10' })
  expect(await within(form).findByText('You cannot transfer to the same account')).toBeTruthy()
  expect(backend.calls()).toEqual(['GET /api/wallet'])
})

test('more than the balance: the backend refuses, the player reads its code in Thai', async () => {
  backend.refuse('POST', '/api/wallet/transfer', 400, 'MONEY_NOT_ENOUGH')
  const form = await sendTransfer({ from: 'wallet', to: 'JOKER', amount: '99999' }, 'th')
  const alert = await within(form).findByRole('alert')
  expect(alert.textContent).toContain('ยอดเงินไม่เพียงพอ')
  expect(backend.calls()).toContain('POST /api/wallet/transfer')
})

test('a message the catalogue does not know is shown as the backend wrote it', async () => {
  backend.refuse('POST', '/api/wallet/transfer', 503, 'ปิดปรับปรุงระบบชั่วคราว')
  const form = await sendTransfer({ from: 'wallet', to: 'JOKER', amount: '10' })
  expect((await within(form).findByRole('alert')).textContent).toContain('ปิดปรับปรุงระบบชั่วคราว')
})
