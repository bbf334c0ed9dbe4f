// A coupon's claim dialog against a SPEC-shaped backend, where a coupon has no id and is named
// by its slice and amount: the prize, its worth and the operator's description; confirmed, the
// result sheet with what reached the wallet; each coupon refusal of SPEC §8 said in Thai on the
// failed sheet; no answer, the unknown sheet that sends the same key again; a coupon
// no longer listed offers no confirm; and a double tap claims once (the 500 ms debounce).
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'

import * as receipt from '~/routes/user.home.receipt'
import * as claim from '~/routes/user.spin.claim.$id'
import * as spin from '~/routes/user.spin/route'

import thErrors from '../../locales/th/errors.json'
import { detailPairs } from '../support/details'
import { renderRoute } from '../support/render-route'
import { memberSessionCookie, recordingActions, redirectOf } from '../support/route-flow'
import { sentRequests } from '../support/sent-bodies'
import { wallet } from '../support/spec-answers'
import { fiftyCoupon, spinSetup, tenCoupon } from '../support/spec-answers-rewards'
import { specBackend } from '../support/spec-backend'

const backend = specBackend()
const { keysOf } = sentRequests()

// the confirm waits out its debounce on the test's clock; the dialog reads the wallet to say
// what it will be after (a test answering it itself comes later and wins)
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true })
  backend.answer('GET', '/api/wallet', { ...wallet, amount: 300 })
})
afterEach(() => {
  vi.useRealTimers()
})

/** Presses confirm as a player does: once, then the debounce's 500 ms pass. */
async function confirm(dialog: HTMLElement, name = 'ยืนยันรับรางวัล') {
  fireEvent.click(within(dialog).getByRole('button', { name }))
  await act(async () => {
    await vi.advanceTimersByTimeAsync(500)
  })
}

async function openClaim(key: string, language: 'en' | 'th' = 'th') {
  const recorded = recordingActions(claim)
  renderRoute({
    routes: [
      { path: '/user/spin/claim/:id', module: recorded.module },
      { path: '/user/home/receipt', module: receipt },
      { path: '/user/spin', module: spin },
    ],
    url: `/user/spin/claim/${key}`,
    cookie: await memberSessionCookie(),
    language,
  })
  const dialog = await screen.findByRole('dialog', {
    name: language === 'th' ? 'รับรางวัล' : 'Claim prize',
  })
  return { dialog, answers: recorded.answers }
}

test('the dialog names the prize, what it adds, the wallet after and the operator’s description', async () => {
  backend.answer('GET', '/api/spinwheel/coupon', [tenCoupon, fiftyCoupon])
  const { dialog } = await openClaim('CREDIT50~50')
  expect(dialog.textContent).toContain('50 บาทเครดิตฟรี 50 บาท')
  expect(detailPairs(dialog)).toEqual([
    ['คุณจะได้รับ', '50.00 บาท'],
    ['กระเป๋าหลักหลังรับ', '350.00 บาท'],
  ])
  expect(dialog.querySelector('.spin-claim-description strong')?.textContent).toBe('50 บาท')
  expect(within(dialog).getByText('ยืนยันรับรางวัลนี้เข้ากระเป๋าเงินหลักหรือไม่?')).toBeTruthy()
  expect(within(dialog).getByRole('link', { name: 'ยกเลิก' }).getAttribute('href')).toBe(
    '/user/spin',
  )
})

test('confirmed: the receipt says what reached the wallet and the balance now', async () => {
  backend.answer('GET', '/api/spinwheel/coupon', [fiftyCoupon])
  backend.answer('POST', '/api/spinwheel/coupon/claim', { success: true, error: null })
  backend.answer('GET', '/api/wallet', { ...wallet, amount: 350 })
  const { dialog, answers } = await openClaim('CREDIT50~50')
  await confirm(dialog)
  const done = await screen.findByRole('dialog', { name: 'รับรางวัลเข้ากระเป๋าแล้ว' })
  expect(done.querySelector('.receipt-amount')?.textContent).toBe('50.00 บาท')
  expect(done.textContent).toContain('กระเป๋าหลักตอนนี้350.00 บาท')
  expect(within(done).getByRole('link', { name: 'เสร็จสิ้น' }).getAttribute('href')).toBe('/user/spin')
  expect(redirectOf(answers)).toMatch(/^\/user\/home\/receipt\?r=/)
  expect(backend.calls()).toContain('POST /api/spinwheel/coupon/claim')
})

test.each([
  'NO_CLAIMABLE_COUPON',
  'INVALID_PRIZE_CODE',
  'INVALID_CODE',
  'INVALID_COUPON_TYPE',
  'COUPON_EXPIRED',
  'BONUS_REMAINING',
])('%s in the claim’s answer: the failed sheet says why in Thai', async (code) => {
  backend.answer('GET', '/api/spinwheel/coupon', [fiftyCoupon])
  backend.answer('POST', '/api/spinwheel/coupon/claim', { success: false, error: code })
  const { dialog } = await openClaim('CREDIT50~50')
  await confirm(dialog)
  const failed = await screen.findByRole('dialog', { name: 'การรับรางวัลไม่สำเร็จ' })
  expect(within(failed).getByRole('alert').textContent).toContain(
    (thErrors as unknown as Record<string, string>)[code],
  )
  expect(failed.querySelector('.receipt-amount')?.textContent).toBe('50.00 บาท')
  expect(within(failed).getByRole('link', { name: 'ลองอีกครั้ง' }).getAttribute('href')).toBe(
    '/user/spin',
  )
})

test('an HTTP refusal is said too; no answer in time is the unknown sheet, whose resend keeps the key', async () => {
  backend.answer('GET', '/api/spinwheel/coupon', [fiftyCoupon])
  backend.refuse('POST', '/api/spinwheel/coupon/claim', 400, 'COUPON_EXPIRED')
  const first = await openClaim('CREDIT50~50', 'en')
  await confirm(first.dialog, 'Confirm claim')
  const failed = await screen.findByRole('dialog', { name: 'Prize claim failed' })
  expect(within(failed).getByRole('alert').textContent).toBe(
    'Something went wrongThe coupon has expiredNothing was taken: your balance is as it was.',
  )
  cleanup()

  backend.refuse('POST', '/api/spinwheel/coupon/claim', 504, 'GATEWAY_TIMEOUT')
  const second = await openClaim('CREDIT50~50', 'en')
  await confirm(second.dialog, 'Confirm claim')
  const unknown = await screen.findByRole('dialog', { name: 'Prize claim: result not known yet' })
  backend.answer('POST', '/api/spinwheel/coupon/claim', { success: true, error: null })
  fireEvent.click(within(unknown).getByRole('button', { name: 'Send the same request again' }))
  await screen.findByRole('dialog', { name: 'Prize added' })
  const [, timedOut, resent] = keysOf('POST /api/spinwheel/coupon/claim')
  expect(resent).toBe(timedOut)
})

test('a coupon no longer listed: the dialog says so and offers no confirm', async () => {
  backend.answer('GET', '/api/spinwheel/coupon', [tenCoupon])
  backend.answer('GET', '/api/spinwheel/setup', spinSetup(1))
  const { dialog } = await openClaim('CREDIT50~50')
  expect(within(dialog).getByText('ไม่พบคูปองนี้ อาจถูกรับไปแล้วหรือหมดอายุ')).toBeTruthy()
  expect(within(dialog).queryByRole('button', { name: 'ยืนยันรับรางวัล' })).toBeNull()
  fireEvent.click(within(dialog).getByRole('link', { name: 'กลับ' }))
  expect(await screen.findByRole('heading', { level: 1, name: 'วงล้อนำโชค' })).toBeTruthy()
})

test('a double tap on confirm claims once', async () => {
  backend.answer('GET', '/api/spinwheel/coupon', [tenCoupon])
  backend.answer('POST', '/api/spinwheel/coupon/claim', { success: true, error: null })
  backend.answer('GET', '/api/wallet', { ...wallet, amount: 110 })
  const { dialog } = await openClaim('CREDIT10~10')
  const button = within(dialog).getByRole('button', { name: 'ยืนยันรับรางวัล' })
  fireEvent.click(button)
  fireEvent.click(button)
  // waiting out the debounce, the button says it is sending
  expect(button.textContent).toBe('กำลังรับรางวัล…')
  expect(backend.calls()).not.toContain('POST /api/spinwheel/coupon/claim')
  await act(async () => {
    await vi.advanceTimersByTimeAsync(500)
  })
  const done = await screen.findByRole('dialog', { name: 'รับรางวัลเข้ากระเป๋าแล้ว' })
  expect(done.querySelector('.receipt-amount')?.textContent).toBe('10.00 บาท')
  expect(
    backend.calls().filter((call) => call === 'POST /api/spinwheel/coupon/claim'),
  ).toHaveLength(1)
})
