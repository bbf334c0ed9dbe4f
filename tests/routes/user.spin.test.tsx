// The wheel's screen against a SPEC-shaped backend: the running wheel with its name, prizes and
// coins, the coupons 3 a page with a claim link each, no coins, no wheel; a spin with the
// page's script (the action answers the result to animate), its refusals in Thai, and a plain
// post (no script) sent on to the prize dialog or back with the refusal. The canvas animation
// itself is drawn in the browser (e2e/spin.spec.ts); here the wheel lands at once, as for a
// reader who asks for less motion.
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'

import * as prize from '~/routes/user.spin.prize'
import * as spin from '~/routes/user.spin/route'

import { renderRoute } from '../support/render-route'
import { memberSessionCookie, toastOf } from '../support/route-flow'
import {
  coupon,
  FIFTY,
  fiftyCoupon,
  spinSetup,
  TEN,
  tenCoupon,
} from '../support/spec-answers-rewards'
import { specBackend } from '../support/spec-backend'

const backend = specBackend()
const WHEEL = 'วงล้อนำโชค'

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

function openAs(cookie: string, url: string, language: 'en' | 'th' = 'th') {
  renderRoute({
    routes: [
      { path: '/user/spin', module: spin },
      { path: '/user/spin/prize', module: prize },
    ],
    url,
    cookie,
    language,
  })
}

async function openSpinScreen(url = '/user/spin', language: 'en' | 'th' = 'th') {
  openAs(await memberSessionCookie(), url, language)
  await screen.findByRole('heading', { level: 1 })
}

const couponRows = () =>
  within(screen.getByRole('region', { name: 'คูปองของฉัน' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    )

test('the running wheel: its name, its prizes, the coins on the button and the coupons', async () => {
  backend.answer('GET', '/api/spinwheel/setup', spinSetup(3))
  backend.answer('GET', '/api/spinwheel/coupon', [fiftyCoupon])
  await openSpinScreen()
  expect(screen.getByRole('heading', { level: 1, name: WHEEL })).toBeTruthy()
  const wheel = screen.getByRole('region', { name: WHEEL })
  expect(within(wheel).getByRole('img', { name: `วงล้อ ${WHEEL} มีรางวัล 4 ช่อง` })).toBeTruthy()
  const button = within(wheel).getByRole('button', { name: 'หมุน เหลือ 3 เหรียญ' })
  expect((button as HTMLButtonElement).disabled).toBe(false)
  expect(within(wheel).getByText('แตะปุ่มกลางวงล้อเพื่อหมุน หมุนได้ครั้งละ 1 เหรียญ')).toBeTruthy()
  expect(couponRows()).toEqual([['1', '50 บาทเครดิตฟรี 50 บาท', '50.00', 'กดรับ']])
  // SPEC gives a coupon no id: its dialog is named by slice and amount (ADR 013)
  const claim = screen.getByRole('link', { name: 'กดรับ 50 บาท (เครดิตฟรี 50 บาท)' })
  expect(claim.getAttribute('href')).toBe('/user/spin/claim/CREDIT50~50')
})

test('coupons come 3 a page; the next page numbers on and its claim links keep the page', async () => {
  const coupons = [
    fiftyCoupon,
    tenCoupon,
    coupon(TEN, 'เครดิตฟรี 10 บาท', 10),
    coupon(FIFTY, 'โบนัส 20', 20),
  ]
  backend.answer('GET', '/api/spinwheel/setup', spinSetup(1))
  backend.answer('GET', '/api/spinwheel/coupon', coupons)
  await openSpinScreen('/user/spin?couponPage=2')
  expect(couponRows()).toEqual([['4', '50 บาทโบนัส 20', '20.00', 'กดรับ']])
  expect(screen.getByRole('link', { name: 'กดรับ 50 บาท (โบนัส 20)' }).getAttribute('href')).toBe(
    '/user/spin/claim/CREDIT50~20?couponPage=2',
  )
  expect(screen.getByRole('navigation', { name: 'หน้าคูปอง' }).textContent).toContain('2')
})

test('without coins the button is disabled, with a way to deposit', async () => {
  backend.answer('GET', '/api/spinwheel/setup', spinSetup(0))
  backend.answer('GET', '/api/spinwheel/coupon', [])
  await openSpinScreen()
  const wheel = screen.getByRole('region', { name: WHEEL })
  const button = within(wheel).getByRole('button', { name: 'หมุน เหลือ 0 เหรียญ' })
  expect((button as HTMLButtonElement).disabled).toBe(true)
  expect(within(wheel).getByText('คุณไม่มีเหรียญสำหรับหมุนวงล้อ รับเหรียญเพิ่มได้เมื่อฝากเงิน')).toBeTruthy()
  expect(within(wheel).getByRole('link', { name: 'ฝากเงิน' }).getAttribute('href')).toBe(
    '/user/home/deposit',
  )
  expect(screen.getByText('ยังไม่มีคูปอง หมุนวงล้อเพื่อลุ้นรับรางวัล')).toBeTruthy()
})

test('no wheel running: the screen says so, the coupons stay', async () => {
  backend.answer('GET', '/api/spinwheel/setup', { result: { activeSpinwheel: null, userCoin: 1 } })
  backend.answer('GET', '/api/spinwheel/coupon', [fiftyCoupon])
  await openSpinScreen()
  expect(screen.getByRole('heading', { name: 'ยังไม่มีวงล้อเปิดให้หมุน' })).toBeTruthy()
  expect(screen.queryByRole('button', { name: /^หมุน/ })).toBeNull()
  expect(couponRows()).toHaveLength(1)
})

test('a wheel and coupons that cannot be read say so', async () => {
  backend.refuse('GET', '/api/spinwheel/setup', 500, 'INTERNAL_SERVER_ERROR')
  backend.refuse('GET', '/api/spinwheel/coupon', 500, 'INTERNAL_SERVER_ERROR')
  await openSpinScreen('/user/spin', 'en')
  expect(screen.getByRole('heading', { name: 'The wheel did not load' })).toBeTruthy()
  expect(screen.getByText('Your coupons cannot be loaded right now.')).toBeTruthy()
})

/** The wheel lands at once (a reader who asks for less motion). */
function lessMotion() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList,
  )
}

test('a spin with the script: the page stays while it turns, then the prize dialog opens', async () => {
  lessMotion()
  backend.answer('GET', '/api/spinwheel/setup', spinSetup(1))
  backend.answer('GET', '/api/spinwheel/coupon', [])
  backend.answer('POST', '/api/spinwheel/spin', {
    success: true,
    result: { code: 'COIN1', label: '+1 coin', remainingCoin: 1 },
    error: null,
  })
  await openSpinScreen('/user/spin', 'en')
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true })
  fireEvent.click(screen.getByRole('button', { name: 'Spin 1 coin left' }))
  // the wheel stopped: where is said, the button waits, the dialog is 2 s away
  expect((await screen.findByText('The wheel stopped on +1 coin')).getAttribute('role')).toBe(
    'status',
  )
  expect(screen.getByRole<HTMLButtonElement>('button', { name: /^Good luck!/ }).disabled).toBe(true)
  expect(screen.queryByRole('dialog')).toBeNull()
  await act(async () => {
    await vi.advanceTimersByTimeAsync(2_000)
  })
  // the coin came back: a coin prize
  const dialog = await screen.findByRole('dialog', { name: 'Congratulations!' })
  expect(dialog.textContent).toContain('You won+1 coin')
  expect(dialog.textContent).toContain('Your coins are added: spin again!')
  expect(backend.calls().filter((call) => call.startsWith('POST'))).toEqual([
    'POST /api/spinwheel/spin',
  ])
})

test.each([
  [
    'a 200 answer without success',
    () =>
      backend.answer('POST', '/api/spinwheel/spin', {
        success: false,
        result: null,
        error: 'NO_ACTIVE_SPINWHEEL',
      }),
    'ขณะนี้ไม่มีวงล้อที่เปิดให้หมุน',
  ],
  [
    'an HTTP refusal',
    () => backend.refuse('POST', '/api/spinwheel/spin', 400, 'NO_COIN'),
    'คุณไม่มีเหรียญเหลือสำหรับหมุนวงล้อ',
  ],
])('a spin refused by %s says why in Thai, and the wheel stays', async (_, refuse, text) => {
  backend.answer('GET', '/api/spinwheel/setup', spinSetup(1))
  backend.answer('GET', '/api/spinwheel/coupon', [])
  refuse()
  await openSpinScreen()
  fireEvent.click(screen.getByRole('button', { name: 'หมุน เหลือ 1 เหรียญ' }))
  const alert = await screen.findByRole('alert')
  expect(alert.textContent).toBe(`เกิดข้อผิดพลาด${text}`)
  expect(screen.getByRole('button', { name: 'หมุน เหลือ 1 เหรียญ' })).toBeTruthy()
  expect(screen.queryByRole('dialog')).toBeNull()
})

/** The spin as a page without JavaScript posts it: the action's answer. */
async function plainSpin(cookie: string) {
  const form = new URLSearchParams({ intent: 'spin', mode: 'page' })
  const request = new Request('http://app.test/user/spin', {
    method: 'POST',
    body: form,
    headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
  })
  return (await spin.action({ request, params: {}, context: {} })) as Response
}

test('a plain post is sent on to the prize dialog, which opens for this member only', async () => {
  backend.answer('GET', '/api/spinwheel/setup', spinSetup(2))
  backend.answer('GET', '/api/spinwheel/coupon', [])
  backend.answer('POST', '/api/spinwheel/spin', {
    success: true,
    result: { code: 'NOTHING', label: 'ขอบคุณ', remainingCoin: 1 },
    error: null,
  })
  const answer = await plainSpin(await memberSessionCookie())
  const to = answer.headers.get('Location')!
  expect(to).toMatch(/^\/user\/spin\/prize\?won=/)
  openAs(await memberSessionCookie(), to)
  const dialog = await screen.findByRole('dialog', { name: 'ครั้งนี้ยังไม่ได้รางวัล' })
  expect(dialog.textContent).toContain('วงล้อหยุดที่ขอบคุณ')
  // another member holding the address is sent to the screen
  cleanup()
  openAs(await memberSessionCookie('other-token', 'member-2'), to)
  expect(await screen.findByRole('region', { name: WHEEL })).toBeTruthy()
  expect(screen.queryByRole('dialog')).toBeNull()
})

test('a plain post refused comes back to the screen with the reason, in Thai', async () => {
  backend.answer('GET', '/api/spinwheel/setup', spinSetup(0))
  backend.answer('GET', '/api/spinwheel/coupon', [])
  backend.answer('POST', '/api/spinwheel/spin', { success: false, result: null, error: 'NO_COIN' })
  const answer = await plainSpin(await memberSessionCookie())
  expect(answer.headers.get('Location')).toBe('/user/spin')
  expect(await toastOf(answer, 'th')).toEqual({
    type: 'error',
    text: 'คุณไม่มีเหรียญเหลือสำหรับหมุนวงล้อ',
  })
})
