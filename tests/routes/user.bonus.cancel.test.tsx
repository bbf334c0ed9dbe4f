// Cancelling the active bonus against a SPEC-shaped backend: the dialog asks with the bonus's
// type and says in baht what it clears in the games; confirmed, the backend's BONUS_CLEAR ends
// it (to the screen, with the promotion search open again); BONUS_CONDITION says why it cannot
// end yet, and the confirm is not offered again.
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { expect, test } from 'vitest'

import * as cancel from '~/routes/user.bonus.cancel'
import * as bonusScreen from '~/routes/user.bonus/route'

import { memberCookie, renderRoute } from '../support/render-route'
import { recordingActions, redirectOf, toastOf } from '../support/route-flow'
import { answerActiveBonus, bonus, noActiveBonus } from '../support/spec-answers-rewards'
import { walletWith } from '../support/spec-answers-wallet'
import { specBackend } from '../support/spec-backend'

const backend = specBackend()

async function openCancel(language: 'en' | 'th' = 'en', after?: () => void) {
  const recorded = recordingActions(cancel, after)
  // the screen under the dialog lists the bonuses (none here)
  backend.answer('GET', '/api/bonus', [])
  renderRoute({
    // the dialog over its screen, whose data it reads (one call for both)
    routes: [
      {
        path: '/user/bonus',
        id: 'routes/user.bonus',
        module: bonusScreen,
        children: [{ path: 'cancel', module: recorded.module }],
      },
    ],
    url: '/user/bonus/cancel',
    cookie: await memberCookie(),
    language,
  })
  return { dialog: await screen.findByRole('dialog'), answers: recorded.answers }
}

test('the dialog asks with the active type and says in baht what it clears in each game', async () => {
  answerActiveBonus(backend, 'week')
  const { dialog } = await openCancel()
  expect(screen.getByRole('dialog', { name: 'Cancel bonus' })).toBe(dialog)
  expect(within(dialog).getByText('Do you want to cancel your active bonus (Weekly)?')).toBeTruthy()
  expect(within(dialog).getByText('Ending it now clears 250.25 baht in your games:')).toBeTruthy()
  expect(
    within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Joker Gaming 200.00', 'SBOBET 50.25'])
  expect(
    within(dialog)
      .getByRole('link', { name: 'Move it to the main wallet first' })
      .getAttribute('href'),
  ).toBe('/user/home/transfer?from=JOKER&to=wallet')
  expect(within(dialog).getByRole('link', { name: 'Back' }).getAttribute('href')).toBe(
    '/user/bonus',
  )
})

test('nothing in the games: it says no money is cleared', async () => {
  answerActiveBonus(backend, 'limit', walletWith(80, { JOKER: { amount: 0 }, SBO: { amount: 0 } }))
  const { dialog } = await openCancel()
  expect(
    within(dialog).getByText('Nothing is in your games now: ending it clears no money.'),
  ).toBeTruthy()
  expect(within(dialog).queryByRole('link', { name: /main wallet/ })).toBeNull()
})

test('confirmed, the bonus ends: the screen offers the search again, with the ended toast', async () => {
  answerActiveBonus(backend, 'limit')
  backend.answer('GET', '/api/bonus/clear', { message: 'BONUS_CLEAR' })
  const { dialog, answers } = await openCancel('en', () => {
    backend.answer('GET', '/api/bonus/check/active', noActiveBonus)
    backend.answer('GET', '/api/bonus', [bonus('WELCOME100', 'limit', { received: [new Date()] })])
  })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }))
  // the search box stays in view while a bonus is active: it is unlocked once the bonus ends
  await waitFor(() =>
    expect(screen.queryByRole('region', { name: 'Your active bonus' })).toBeNull(),
  )
  expect(screen.getByLabelText('Promotion code')).toHaveProperty('disabled', false)
  expect(screen.queryByRole('dialog')).toBeNull()
  // received once of once: the card stays, fully received
  expect(screen.getByRole('listitem').textContent).toContain('Fully received')
  expect(redirectOf(answers)).toBe('/user/bonus')
  expect(await toastOf(answers[0])).toEqual({ type: 'success', text: 'The bonus has ended' })
})

test('a condition not met: said in Thai, the dialog stays, and the confirm is not offered again', async () => {
  answerActiveBonus(backend, 'limit')
  backend.refuse('GET', '/api/bonus/clear', 400, 'BONUS_CONDITION')
  const { dialog, answers } = await openCancel('th')
  expect(within(dialog).getByText('ต้องการยกเลิกโบนัสประเภทจำกัดสิทธิ์ที่ใช้งานอยู่หรือไม่?')).toBeTruthy()
  fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันยกเลิก' }))
  expect((await within(dialog).findByRole('alert')).textContent).toBe(
    'เกิดข้อผิดพลาดยังไม่สามารถจบโบนัสได้ เนื่องจากยังไม่ครบเงื่อนไข',
  )
  expect(screen.getByRole('dialog', { name: 'ยกเลิกโบนัส' })).toBe(dialog)
  expect(within(dialog).getByText('ยังจบโบนัสไม่ได้')).toBeTruthy()
  expect(within(dialog).getByText('ยังยกเลิกไม่ได้ จึงยังไม่มีอะไรให้ยืนยัน')).toBeTruthy()
  expect(within(dialog).queryByRole('button', { name: 'ยืนยันยกเลิก' })).toBeNull()
  expect(within(dialog).getByRole('link', { name: 'ย้อนกลับ' }).getAttribute('href')).toBe(
    '/user/bonus',
  )
  expect(redirectOf(answers)).toBeNull()
})

test('nothing active: the address goes back to the screen', async () => {
  backend.answer('GET', '/api/bonus/check/active', noActiveBonus)
  backend.answer('GET', '/api/bonus', [])
  renderRoute({
    routes: [
      { path: '/user/bonus/cancel', module: cancel },
      { path: '/user/bonus', module: bonusScreen },
    ],
    url: '/user/bonus/cancel',
    cookie: await memberCookie(),
  })
  expect(await screen.findByLabelText('Promotion code')).toBeTruthy()
  expect(screen.queryByRole('dialog')).toBeNull()
})
