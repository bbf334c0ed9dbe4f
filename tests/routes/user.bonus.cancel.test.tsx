// Cancelling the active bonus against a SPEC-shaped backend: the dialog asks with the bonus's
// type and warns of the game balances; confirmed, the backend's BONUS_CLEAR ends it (to the
// screen, with the promotion search back); BONUS_CONDITION says why it cannot end yet.
import { fireEvent, screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'

import * as cancel from '~/routes/user.bonus.cancel'
import * as bonusScreen from '~/routes/user.bonus/route'

import { memberCookie, renderRoute } from '../support/render-route'
import { recordingActions, redirectOf, toastOf } from '../support/route-flow'
import { bonus, noActiveBonus } from '../support/spec-answers-rewards'
import { specBackend } from '../support/spec-backend'

const backend = specBackend()

async function openCancel(language: 'en' | 'th' = 'en', after?: () => void) {
  const recorded = recordingActions(cancel, after)
  renderRoute({
    routes: [
      { path: '/user/bonus/cancel', module: recorded.module },
      { path: '/user/bonus', module: bonusScreen },
    ],
    url: '/user/bonus/cancel',
    cookie: await memberCookie(),
    language,
  })
  return { dialog: await screen.findByRole('dialog'), answers: recorded.answers }
}

test('the dialog asks with the active type and warns that game balances are cleared', async () => {
  backend.answer('GET', '/api/bonus/check/active', { status: true, type: 'week' })
  const { dialog } = await openCancel()
  expect(screen.getByRole('dialog', { name: 'Cancel bonus' })).toBe(dialog)
  expect(within(dialog).getByText('Do you want to cancel your active bonus (Weekly)?')).toBeTruthy()
  expect(within(dialog).getByText(/clears the balances of all game accounts/)).toBeTruthy()
  expect(within(dialog).getByRole('link', { name: 'Back' }).getAttribute('href')).toBe(
    '/user/bonus',
  )
})

test('confirmed, the bonus ends: the screen offers the search again, with the ended toast', async () => {
  backend.answer('GET', '/api/bonus/check/active', { status: true, type: 'limit' })
  backend.answer('GET', '/api/bonus/clear', { message: 'BONUS_CLEAR' })
  const { dialog, answers } = await openCancel('en', () => {
    backend.answer('GET', '/api/bonus/check/active', noActiveBonus)
    backend.answer('GET', '/api/bonus', [bonus('WELCOME100', 'limit', { received: [new Date()] })])
  })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }))
  expect(await screen.findByLabelText('Promotion code')).toBeTruthy()
  expect(screen.queryByRole('region', { name: 'Your active bonus' })).toBeNull()
  expect(screen.queryByRole('dialog')).toBeNull()
  // received once of once: the card stays, fully received
  expect(screen.getByRole('listitem').textContent).toContain('Fully received')
  expect(redirectOf(answers)).toBe('/user/bonus')
  expect(await toastOf(answers[0])).toEqual({ type: 'success', text: 'The bonus has ended' })
})

test('a condition not met: the bonus cannot end yet, said in Thai, and the dialog stays', async () => {
  backend.answer('GET', '/api/bonus/check/active', { status: true, type: 'limit' })
  backend.refuse('GET', '/api/bonus/clear', 400, 'BONUS_CONDITION')
  const { dialog, answers } = await openCancel('th')
  expect(within(dialog).getByText('ต้องการยกเลิกโบนัสประเภทจำกัดสิทธิ์ที่ใช้งานอยู่หรือไม่?')).toBeTruthy()
  fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันยกเลิก' }))
  expect((await within(dialog).findByRole('alert')).textContent).toBe(
    'เกิดข้อผิดพลาดยังไม่สามารถจบโบนัสได้ เนื่องจากยังไม่ครบเงื่อนไข',
  )
  expect(screen.getByRole('dialog', { name: 'ยกเลิกโบนัส' })).toBe(dialog)
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
