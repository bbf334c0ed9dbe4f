// Backend answers for the bonus, promotion, wheel, invite and chat screens with exactly the
// fields SPEC §3 lists (tests/support/spec-backend.ts checks them). SPEC gives a bonus no
// name and a coupon no id: the screens name a bonus by its code and a coupon by its slice and
// amount (ADR 013).
import { wallet } from './spec-answers'
import { type SpecBackend } from './spec-backend'

const DAY = 24 * 60 * 60 * 1000

type BonusType = 'limit' | 'day' | 'week'

/**
 * A bonus of `type` is active: the check says so, the minimum check answers what SPEC shows of
 * it (nothing: `{}`), and the wallet has `money` (main wallet 1,500.50, games 250.25).
 */
export function answerActiveBonus(backend: SpecBackend, type: BonusType, money: unknown = wallet) {
  backend.answer('GET', '/api/bonus/check/active', { status: true, type })
  backend.answer('GET', '/api/bonus/check/minimum', {})
  backend.answer('GET', '/api/wallet', money)
}

/** A bonus as GET /api/bonus lists it; `received` are the times the member received it. */
export function bonus(
  code: string,
  type: BonusType,
  {
    maxReceived = 1,
    percentFail = 30,
    received = [] as Date[],
    isActive = false,
    image = `/banners/${code}.png`,
  } = {},
) {
  return {
    code,
    type,
    maxReceived,
    percentFail,
    banners: [{ image, html: `<p>${code}: <strong>read the rules</strong></p>` }],
    userBonus:
      received.length || isActive
        ? {
            _id: `ub-${code}`,
            isActive,
            received: received.map((at) => ({ updatedAt: at.toISOString() })),
          }
        : null,
  }
}

/** A welcome bonus never received, and a weekly one already received this week. */
export function bonuses(now = new Date()) {
  return [
    bonus('WELCOME100', 'limit'),
    bonus('DAILY20', 'day', { maxReceived: 2, received: [new Date(now.getTime() - 2 * DAY)] }),
    bonus('WEEKLY50', 'week', { received: [now] }),
  ]
}

export const noActiveBonus = { status: false, type: null }

/** GET /api/promotion/find/{code}: a promotion (SPEC §3: percentFail, description). */
export const promotion = {
  percentFail: 25,
  description: 'Deposit 100 baht, get <strong>50 baht</strong> more.<script>alert(1)</script>',
}

export function slice(code: string, label: string, htmlDescription = '') {
  return { code, label, bgColor: '#d97706', textColor: '#ffffff', htmlDescription }
}

export const FIFTY = slice('CREDIT50', '50 บาท', '<p>Free credit of <strong>50 บาท</strong></p>')
export const TEN = slice('CREDIT10', '10 บาท')
export const COIN = slice('COIN1', '+1 coin')
export const NOTHING = slice('NOTHING', 'ขอบคุณ')

/** GET /api/spinwheel/setup: the wheel that runs and the member's coins. */
export function spinSetup(userCoin = 3, slices = [FIFTY, TEN, COIN, NOTHING]) {
  return { result: { activeSpinwheel: { name: 'วงล้อนำโชค', slice: slices }, userCoin } }
}

/** A coupon as GET /api/spinwheel/coupon lists it. */
export function coupon(prize: ReturnType<typeof slice>, name: string, amount: number) {
  return { prize: { name, slice: prize }, amount }
}

export const fiftyCoupon = coupon(FIFTY, 'เครดิตฟรี 50 บาท', 50)
export const tenCoupon = coupon(TEN, 'เครดิตฟรี 10 บาท', 10)

/** An invite record (SPEC §3: from.name, amount, createdAt). */
export function invite(name: string, amount: number, createdAt: string) {
  return { from: { name }, amount, createdAt }
}

/** A §3 chat conversation object, from the member (`customer`) or the staff (`other`). */
export function chatMessage(
  text: string,
  createdAt: string,
  sender: 'customer' | 'other' = 'customer',
  message: { message_type: string; payload: Record<string, unknown> } = {
    message_type: 'text',
    payload: { text },
  },
) {
  return {
    sender,
    userId: sender === 'customer' ? 'member-1' : null,
    guestId: null,
    username: sender === 'customer' ? '0812345678' : null,
    name: sender === 'customer' ? 'Somchai Jaidee' : 'Staff',
    deviceToken: null,
    createdAt,
    session_id: null,
    message,
  }
}
