// The promotion dialog against a SPEC-shaped backend: the code is looked up in upper case and
// shows the description (operator HTML, cleaned) and the fail percentage; receiving it goes
// back to the screen with a toast; PROMOTION_RECEIVED is said in Thai under the error title;
// an empty answer, NO_PROMOTION and an empty code each say so, with nothing to receive.
import { fireEvent, screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'

import * as promotion from '~/routes/user.bonus.promotion'
import * as bonusScreen from '~/routes/user.bonus/route'
import * as receipt from '~/routes/user.home.receipt'

import { memberCookie, renderRoute } from '../support/render-route'
import { recordingActions, redirectOf } from '../support/route-flow'
import { bonuses, noActiveBonus, promotion as found } from '../support/spec-answers-rewards'
import { walletWith } from '../support/spec-answers-wallet'
import { specBackend } from '../support/spec-backend'

const backend = specBackend()

async function openPromotion(query: string, language: 'en' | 'th' = 'en') {
  const recorded = recordingActions(promotion)
  renderRoute({
    routes: [
      { path: '/user/bonus/promotion', module: recorded.module },
      { path: '/user/bonus', module: bonusScreen },
      { path: '/user/home/receipt', module: receipt },
    ],
    url: `/user/bonus/promotion${query}`,
    cookie: await memberCookie(),
    language,
  })
  const dialog = await screen.findByRole('dialog', {
    name: language === 'th' ? 'โปรโมชั่น' : 'Promotion',
  })
  return { dialog, answers: recorded.answers }
}

test('a code in lower case is looked up in upper case: its description and fail percentage', async () => {
  backend.answer('GET', '/api/promotion/find/NEWYEAR50', found)
  const { dialog } = await openPromotion('?code=newyear50', 'th')
  expect(within(dialog).getByText('NEWYEAR50')).toBeTruthy()
  const description = dialog.querySelector('.promotion-description')!
  expect(description.textContent).toBe('Deposit 100 baht, get 50 baht more.')
  expect(description.querySelector('strong')?.textContent).toBe('50 baht')
  expect(description.querySelector('script')).toBeNull()
  expect(within(dialog).getByText('หากทำไม่ครบตามเงื่อนไข จะถูกหัก 25% ของยอดโปรโมชั่น')).toBeTruthy()
  expect(backend.calls()).toEqual(['GET /api/promotion/find/NEWYEAR50'])
})

test('receive: the result sheet, then back to the bonus screen', async () => {
  backend.answer('GET', '/api/promotion/find/NEWYEAR50', found)
  backend.answer('GET', '/api/promotion/activate/NEWYEAR50', {})
  backend.answer('GET', '/api/bonus/check/active', noActiveBonus)
  backend.answer('GET', '/api/bonus', bonuses())
  backend.answer('GET', '/api/wallet', walletWith(50))
  const { dialog, answers } = await openPromotion('?code=newyear50', 'th')
  fireEvent.click(within(dialog).getByRole('button', { name: 'รับโปรโมชั่น' }))
  const done = await screen.findByRole('dialog', { name: 'รับโปรโมชันแล้ว' })
  expect(done.querySelector('.receipt-route')?.textContent).toBe('จาก โปรโมชัน→ ไปยัง กระเป๋าหลัก')
  expect(redirectOf(answers)).toMatch(/^\/user\/home\/receipt\?r=/)
  expect(backend.calls()).toContain('GET /api/promotion/activate/NEWYEAR50')
  fireEvent.click(within(done).getByRole('link', { name: 'เสร็จสิ้น' }))
  expect(await screen.findByRole('heading', { level: 1, name: 'โบนัส' })).toBeTruthy()
})

test('received before: the failed sheet says so in Thai, and tries again from the code', async () => {
  backend.answer('GET', '/api/promotion/find/NEWYEAR50', found)
  backend.answer('GET', '/api/wallet', walletWith(50))
  backend.refuse('GET', '/api/promotion/activate/NEWYEAR50', 400, 'PROMOTION_RECEIVED')
  const { dialog } = await openPromotion('?code=NEWYEAR50', 'th')
  fireEvent.click(within(dialog).getByRole('button', { name: 'รับโปรโมชั่น' }))
  const failed = await screen.findByRole('dialog', { name: 'การรับโปรโมชันไม่สำเร็จ' })
  expect(within(failed).getByRole('alert').textContent).toContain('คุณรับโปรโมชั่นนี้แล้ว')
  expect(within(failed).getByRole('link', { name: 'ลองอีกครั้ง' }).getAttribute('href')).toBe(
    '/user/bonus/promotion?code=NEWYEAR50',
  )
})

test.each([
  ['an empty answer', () => backend.answer('GET', '/api/promotion/find/NOSUCHCODE', {})],
  [
    'NO_PROMOTION',
    () => backend.refuse('GET', '/api/promotion/find/NOSUCHCODE', 404, 'NO_PROMOTION'),
  ],
])('%s: not found, with only a way back', async (_, answerLookup) => {
  answerLookup()
  backend.answer('GET', '/api/bonus/check/active', noActiveBonus)
  backend.answer('GET', '/api/bonus', bonuses())
  const { dialog } = await openPromotion('?code=nosuchcode', 'th')
  expect(within(dialog).getByText('NOSUCHCODE')).toBeTruthy()
  expect(within(dialog).getByRole('status').textContent).toBe(
    'ไม่พบโปรโมชั่นของโค้ดนี้ กรุณาตรวจสอบโค้ดอีกครั้ง',
  )
  expect(within(dialog).queryByRole('button', { name: 'รับโปรโมชั่น' })).toBeNull()
  fireEvent.click(within(dialog).getByRole('link', { name: 'ย้อนกลับ' }))
  expect(await screen.findByRole('heading', { level: 1, name: 'โบนัส' })).toBeTruthy()
  expect(screen.queryByRole('dialog')).toBeNull()
})

test('a lookup the backend fails says why, with nothing to receive', async () => {
  backend.refuse('GET', '/api/promotion/find/NEWYEAR50', 429, 'REQUEST_LIMIT')
  const { dialog } = await openPromotion('?code=NEWYEAR50')
  expect((await within(dialog).findByRole('alert')).textContent).toBe(
    'Something went wrongToo many requests, please wait a moment',
  )
  expect(within(dialog).queryByRole('button', { name: 'Receive promotion' })).toBeNull()
})

test('an empty code is not looked up', async () => {
  const { dialog } = await openPromotion('?code=+')
  expect(within(dialog).getByRole('alert').textContent).toBe(
    'Something went wrongPlease enter a promotion code',
  )
  expect(backend.calls()).toEqual([])
})
