// The prize dialog, an address with the win sealed in it by the server: a coupon is
// congratulated with "claim now" to its claim dialog, a slice that wins nothing says so without
// congratulations, a prize that could not be told names only where the wheel stopped; a seal
// that does not open, or another member's, is sent back to the screen.
import { fireEvent, screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'

import { env } from '~/env.server'
import * as claim from '~/routes/user.spin.claim.$id'
import * as prize from '~/routes/user.spin.prize'
import * as spin from '~/routes/user.spin/route'
import { sealValue } from '~/sessions/sealed-storage.server'
import { PRIZE_SEAL } from '~/sessions/seals'
import { prizeHref } from '~/utils/spin'

import { renderRoute } from '../support/render-route'
import { memberSessionCookie } from '../support/route-flow'
import { profile, wallet } from '../support/spec-answers'
import { fiftyCoupon, spinSetup } from '../support/spec-answers-rewards'
import { specBackend } from '../support/spec-backend'

const backend = specBackend()

/** The dialog's address as a spin seals it, for `owner`. */
async function wonHref(won: Record<string, unknown>, owner = profile._id) {
  return prizeHref(
    await sealValue({ ...won, owner }, { secrets: env.SESSION_SECRETS, ...PRIZE_SEAL }),
  )
}

async function openPrize(url: string, language: 'en' | 'th' = 'th') {
  renderRoute({
    routes: [
      { path: '/user/spin/prize', module: prize },
      { path: '/user/spin/claim/:id', module: claim },
      { path: '/user/spin', module: spin },
    ],
    url,
    cookie: await memberSessionCookie(),
    language,
  })
}

const FIFTY_WON = { code: 'CREDIT50', label: '50 บาท', kind: 'coupon', couponKey: 'CREDIT50~50' }

test('a coupon won: congratulations, the prize, and claim now leads to its claim dialog', async () => {
  backend.answer('GET', '/api/spinwheel/coupon', [fiftyCoupon])
  backend.answer('GET', '/api/wallet', { ...wallet, amount: 120 })
  await openPrize(await wonHref(FIFTY_WON))
  const dialog = await screen.findByRole('dialog', { name: 'ยินดีด้วย!' })
  expect(dialog.textContent).toContain('คุณได้รับรางวัล50 บาท')
  expect(dialog.textContent).toContain('คูปองนี้อยู่ในคูปองของฉันแล้ว')
  // the celebration is drawn (CSS stills it for a reader who asks for less motion)
  expect(dialog.querySelector('.spin-confetti[aria-hidden="true"]')).not.toBeNull()
  expect(within(dialog).getByRole('link', { name: 'ตกลง' }).getAttribute('href')).toBe('/user/spin')
  fireEvent.click(within(dialog).getByRole('link', { name: 'รับรางวัลเลย' }))
  const claimDialog = await screen.findByRole('dialog', { name: 'รับรางวัล' })
  expect(claimDialog.textContent).toContain('คุณจะได้รับ50.00 บาท')
  expect(claimDialog.textContent).toContain('กระเป๋าหลักหลังรับ170.00 บาท')
  expect(within(claimDialog).getByRole('button', { name: 'ยืนยันรับรางวัล' })).toBeTruthy()
})

test('a slice that wins nothing says so, without congratulations or a claim', async () => {
  await openPrize(await wonHref({ code: 'NOTHING', label: 'ขอบคุณ', kind: 'nothing' }))
  const dialog = await screen.findByRole('dialog', { name: 'ครั้งนี้ยังไม่ได้รางวัล' })
  expect(dialog.textContent).toContain('วงล้อหยุดที่ขอบคุณ')
  expect(dialog.textContent).toContain('ลองหมุนใหม่อีกครั้งนะ')
  expect(dialog.textContent).not.toContain('คุณได้รับรางวัล')
  expect(dialog.querySelector('.spin-confetti')).toBeNull()
  expect(within(dialog).queryByRole('link', { name: 'รับรางวัลเลย' })).toBeNull()
  expect(within(dialog).getByRole('link', { name: 'ตกลง' }).getAttribute('href')).toBe('/user/spin')
})

test('a prize that could not be told names only where the wheel stopped, in English', async () => {
  await openPrize(await wonHref({ code: 'CREDIT50', label: '50 บาท', kind: 'unknown' }), 'en')
  const dialog = await screen.findByRole('dialog', { name: 'The wheel has stopped' })
  expect(dialog.textContent).toContain('The wheel stopped on50 บาท')
  expect(dialog.textContent).not.toContain('You won')
})

test('closing goes back to the screen, which reads the wheel again', async () => {
  backend.answer('GET', '/api/spinwheel/setup', spinSetup(2))
  backend.answer('GET', '/api/spinwheel/coupon', [fiftyCoupon])
  await openPrize(await wonHref(FIFTY_WON), 'en')
  const dialog = await screen.findByRole('dialog', { name: 'Congratulations!' })
  expect(within(dialog).getByRole('link', { name: 'Close' }).getAttribute('href')).toBe(
    '/user/spin',
  )
  fireEvent.click(within(dialog).getByRole('link', { name: 'OK' }))
  expect(await screen.findByRole('heading', { level: 1, name: 'Lucky wheel' })).toBeTruthy()
  expect(screen.getByRole('button', { name: 'Spin 2 coins left' })).toBeTruthy()
  expect(screen.queryByRole('dialog')).toBeNull()
  expect(backend.calls()).toEqual(['GET /api/spinwheel/setup', 'GET /api/spinwheel/coupon'])
})

test.each([
  ['no seal', () => Promise.resolve('/user/spin/prize')],
  ['a seal altered', async () => `${await wonHref(FIFTY_WON)}x`],
  ['another member’s win', () => wonHref(FIFTY_WON, 'member-2')],
])('%s: the address goes back to the screen', async (_, href) => {
  backend.answer('GET', '/api/spinwheel/setup', spinSetup(1))
  backend.answer('GET', '/api/spinwheel/coupon', [])
  await openPrize(await href())
  expect(await screen.findByRole('heading', { level: 1, name: 'วงล้อนำโชค' })).toBeTruthy()
  expect(screen.queryByRole('dialog')).toBeNull()
})
