// A bonus's dialog against a SPEC-shaped backend: its banners, the notice with the bonus's fail
// percentage, the rules, and receive: its result sheet, then the screen with the saved flag and
// the bonus now active; a refusal on the failed sheet; no answer, the unknown sheet.
import { fireEvent, screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'

import * as dialog from '~/routes/user.bonus.$code'
import * as bonusScreen from '~/routes/user.bonus/route'
import * as receipt from '~/routes/user.home.receipt'

import { memberCookie, renderRoute } from '../support/render-route'
import { recordingActions, redirectOf } from '../support/route-flow'
import { sentRequests } from '../support/sent-bodies'
import { answerActiveBonus, bonus, bonuses, noActiveBonus } from '../support/spec-answers-rewards'
import { walletWith } from '../support/spec-answers-wallet'
import { specBackend } from '../support/spec-backend'

const backend = specBackend()
const { keysOf } = sentRequests()

async function openDialog(
  code: string,
  { language = 'en', after }: { language?: 'en' | 'th'; after?: () => void } = {},
) {
  const recorded = recordingActions(dialog, after)
  renderRoute({
    routes: [
      { path: '/user/bonus/:code', module: recorded.module },
      { path: '/user/bonus', module: bonusScreen },
      { path: '/user/home/receipt', module: receipt },
    ],
    url: `/user/bonus/${code}`,
    cookie: await memberCookie(),
    language,
  })
  return { dialog: await screen.findByRole('dialog'), answers: recorded.answers }
}

test('the dialog shows the banners, the notice with its percentage and the rules', async () => {
  backend.answer('GET', '/api/bonus', bonuses())
  // the address's code in any case finds the bonus
  const { dialog: opened } = await openDialog('welcome100', { language: 'th' })
  expect(screen.getByRole('dialog', { name: 'WELCOME100' })).toBe(opened)
  const banners = within(opened).getByRole('region', { name: 'ภาพโปรโมชั่นของ WELCOME100' })
  expect(within(banners).getByText('read the rules')).toBeTruthy()
  expect(
    within(opened).getByText('หากทำไม่ครบตามเงื่อนไขของโบนัส จะถูกหัก 30% ของยอดโบนัสเมื่อจบโบนัส'),
  ).toBeTruthy()
  expect(within(opened).getByText('ต้องจบโบนัสที่ใช้อยู่ก่อนฝากเงินครั้งถัดไป')).toBeTruthy()
  expect(within(opened).getByText('รับแล้ว 0/1 ครั้ง')).toBeTruthy()
  expect(within(opened).getByRole('button', { name: 'รับโบนัส' })).toBeTruthy()
})

test('receive: the result sheet, then the screen with the saved flag, the bonus active there', async () => {
  backend.answer('GET', '/api/bonus', bonuses())
  backend.answer('GET', '/api/bonus/activate/WELCOME100', {
    _id: 'ub-WELCOME100',
    isActive: true,
    received: [{ updatedAt: new Date().toISOString() }],
  })
  backend.answer('GET', '/api/wallet', walletWith(150))
  const { dialog: opened, answers } = await openDialog('WELCOME100', {
    // what the backend reads once the bonus is received
    after: () => {
      answerActiveBonus(backend, 'limit')
      backend.answer('GET', '/api/bonus', [
        bonus('WELCOME100', 'limit', { received: [new Date()], isActive: true }),
      ])
    },
  })
  const key = opened.querySelector<HTMLInputElement>('input[name="idempotencyKey"]')!.value
  fireEvent.click(within(opened).getByRole('button', { name: 'Receive bonus' }))
  const done = await screen.findByRole('dialog', { name: 'Bonus received' })
  expect(done.querySelector('.receipt-route')?.textContent).toBe('From Bonus→ To Main wallet')
  expect(done.querySelector('.receipt-amount')?.textContent).toBe('The amount is in your statement')
  expect(redirectOf(answers)).toMatch(/^\/user\/home\/receipt\?r=/)
  expect(keysOf('GET /api/bonus/activate/WELCOME100')).toEqual([key])

  fireEvent.click(within(done).getByRole('link', { name: 'Done' }))
  const active = await screen.findByRole('region', { name: 'Your active bonus' })
  expect(within(active).getByText('WELCOME100')).toBeTruthy()
  expect(within(active).getByText('Type: Limited')).toBeTruthy()
})

test.each([
  ['BONUS_REMAINING', 'คุณยังมีโบนัสที่ใช้งานอยู่'],
  ['BONUS_ALREADY_ACTIVE', 'มีโบนัสที่ใช้งานอยู่แล้ว'],
  ['BONUS_MAX_CLAIMED', 'คุณรับโบนัสนี้ครบจำนวนครั้งแล้ว'],
  ['BONUS_FULL', 'โบนัสนี้มีผู้รับเต็มแล้ว'],
])('%s: the failed sheet says why, in Thai', async (code, text) => {
  backend.answer('GET', '/api/bonus', bonuses())
  backend.answer('GET', '/api/wallet', walletWith(150))
  backend.refuse('GET', '/api/bonus/activate/WELCOME100', 400, code)
  const { dialog: opened } = await openDialog('WELCOME100', { language: 'th' })
  fireEvent.click(within(opened).getByRole('button', { name: 'รับโบนัส' }))
  const failed = await screen.findByRole('dialog', { name: 'การรับโบนัสไม่สำเร็จ' })
  expect(within(failed).getByRole('alert').textContent).toContain(text)
  expect(within(failed).getByRole('link', { name: 'ลองอีกครั้ง' }).getAttribute('href')).toBe(
    '/user/bonus/WELCOME100',
  )
})

test('no answer in time: the unknown sheet sends to the statement, never "try again"', async () => {
  backend.answer('GET', '/api/bonus', bonuses())
  backend.answer('GET', '/api/wallet', walletWith(150))
  backend.refuse('GET', '/api/bonus/activate/WELCOME100', 504, 'GATEWAY_TIMEOUT')
  const { dialog: opened } = await openDialog('WELCOME100')
  fireEvent.click(within(opened).getByRole('button', { name: 'Receive bonus' }))
  const unknown = await screen.findByRole('dialog', { name: 'Bonus: result not known yet' })
  expect(within(unknown).getByRole('link', { name: 'See statement' })).toBeTruthy()
  expect(within(unknown).queryByRole('link', { name: 'Try again' })).toBeNull()
})

test('the active bonus only confirms, and a fully received one says so', async () => {
  backend.answer('GET', '/api/bonus', [
    bonus('WELCOME100', 'limit', { received: [new Date()], isActive: true }),
    bonus('WEEKLY50', 'week', { received: [new Date()] }),
  ])
  answerActiveBonus(backend, 'limit')
  const { dialog: opened } = await openDialog('WELCOME100')
  expect(within(opened).getByRole('status').textContent).toBe('This is your active bonus.')
  expect(within(opened).queryByRole('button', { name: 'Receive bonus' })).toBeNull()
  fireEvent.click(within(opened).getByRole('link', { name: 'OK' }))
  expect(await screen.findByRole('region', { name: 'Your active bonus' })).toBeTruthy()
  expect(screen.queryByRole('dialog')).toBeNull()
})

test('a bonus received as often as allowed says so and cannot be received', async () => {
  backend.answer('GET', '/api/bonus', [bonus('WEEKLY50', 'week', { received: [new Date()] })])
  const { dialog: opened } = await openDialog('WEEKLY50')
  expect(within(opened).getByRole('status').textContent).toBe(
    'You have received this bonus as many times as allowed.',
  )
  expect(within(opened).queryByRole('button', { name: 'Receive bonus' })).toBeNull()
})

test('a code the backend does not list is not found', async () => {
  backend.answer('GET', '/api/bonus', bonuses())
  backend.answer('GET', '/api/bonus/check/active', noActiveBonus)
  const { dialog: opened } = await openDialog('NOSUCH')
  expect(screen.getByRole('dialog', { name: 'Page not found' })).toBe(opened)
  expect(within(opened).queryByRole('button', { name: 'Receive bonus' })).toBeNull()
})
