// Every money event ends on the same result sheet, without JavaScript (issue 35 §1): each
// event of the built app against the mock, in each state it can end in. Done (or pending),
// refused by the backend (failed: why, nothing moved, try again), and answered never (the mock
// does the work and loses the answer: unknown, the statement first, and the same form sent
// again from the sheet, which moves the money once). With JavaScript: e2e/results.spec.ts.
import { readFileSync } from 'node:fs'

import { beforeAll, expect, test } from 'vitest'

import { type TestMember } from '../../mock-server/tests/helpers'
import {
  buttonNamed,
  dialogNamed,
  documentAppOfThisFile,
  type DocumentVisitor,
  hrefOf,
  memberWith,
  named,
  textOf,
} from '../support/document'

const served = documentAppOfThisFile()
beforeAll(async () => {
  // slips are refused in the daily closing window (23:50–00:10 Bangkok); not this file's test
  await served.mock.admin('PUT', '/__admin/settings', { slipClosed: null })
})

type Fault = { type: 'error'; code: string } | { type: 'lose' }

async function injectFault(method: string, path: string, kind: Fault) {
  const rule = { method, path, kind, remaining: 1 }
  expect((await served.mock.admin('POST', '/__admin/faults', rule)).status).toBe(201)
}

/** What a player can see moved: the main wallet, the statement's rows, the slips sent. */
async function ledger(visitor: DocumentVisitor) {
  const home = (await visitor.page('/user/home')).document
  const statement = (await visitor.page('/user/statement')).document
  const slips = (await visitor.page('/user/statement/slips')).document
  return {
    wallet: textOf(home.querySelector('.wallet-amount')),
    statement: statement.querySelectorAll('.statement-entry').length,
    slips: slips.querySelectorAll('tbody tr').length,
  }
}

/** The press that sends a money event, from the page its form is on. */
type Press = { page: Document; button: Element; changes?: Record<string, string>; from: string }

type MoneyEvent = {
  name: string
  /** The backend call that moves the money. */
  call: { method: string; path: string }
  /** A refusal of that call the backend can give. */
  refusal: string
  titles: { done: string; failed: string; unknown: string }
  /** How it ends when accepted: done, or waiting for the bank or a check. */
  accepted: 'สำเร็จ' | 'รอดำเนินการ'
  /** Whether the sheet can send it again (not a file). */
  resend: boolean
  /** A member ready for it, and the press that sends it. */
  prepare: () => Promise<{ visitor: DocumentVisitor; press: () => Promise<Press> }>
}

const SAMPLE_SLIP = new File([readFileSync('mock-server/assets/sample-slip.png')], 'slip.png', {
  type: 'image/png',
})

async function opened(visitor: DocumentVisitor, path: string, button: string) {
  const page = (await visitor.page(path)).document
  return { page, button: buttonNamed(page, button), from: path }
}

async function withGameAccount(baht: number) {
  const { member, visitor } = await memberWith(served, baht)
  const activated = await served.mock.call(
    'GET',
    '/api/wallet/activate/JOKER',
    undefined,
    member.token,
  )
  expect(activated.status).toBe(200)
  return { member, visitor }
}

async function setMember(member: TestMember, change: Record<string, unknown>) {
  const path = `/__admin/members/${member.username}`
  expect((await served.mock.admin('PUT', path, change)).status).toBe(200)
}

const EVENTS: MoneyEvent[] = [
  {
    name: 'transfer',
    call: { method: 'POST', path: '/api/wallet/transfer' },
    refusal: 'TRANSFER_FAIL',
    titles: {
      done: 'โยกเงินสำเร็จ',
      failed: 'การโยกเงินไม่สำเร็จ',
      unknown: 'ยังไม่ทราบผลการโยกเงิน',
    },
    accepted: 'สำเร็จ',
    resend: true,
    prepare: async () => {
      const { visitor } = await withGameAccount(1000)
      return {
        visitor,
        press: async () => ({
          ...(await opened(visitor, '/user/home/transfer', 'ยืนยันการโยกเงิน')),
          changes: { to: 'JOKER', amount: '300' },
        }),
      }
    },
  },
  {
    name: 'withdraw',
    call: { method: 'POST', path: '/api/wallet/withdrawAll' },
    refusal: 'MONEY_NOT_ENOUGH',
    titles: {
      done: 'ส่งคำขอถอนเงินแล้ว',
      failed: 'การถอนเงินไม่สำเร็จ',
      unknown: 'ยังไม่ทราบผลการถอนเงิน',
    },
    accepted: 'รอดำเนินการ',
    resend: true,
    prepare: async () => {
      const { visitor } = await memberWith(served, 500)
      const path = '/user/home/withdraw'
      return {
        visitor,
        press: async () => {
          const form = await opened(visitor, path, 'ตรวจสอบก่อนถอน')
          const reviewed = await visitor.press(form.page, form.button, { amount: '200' }, path)
          const review = await visitor.landing(reviewed)
          return { page: review, button: buttonNamed(review, 'ยืนยันการถอนเงิน'), from: path }
        },
      }
    },
  },
  {
    name: 'slip',
    call: { method: 'POST', path: '/api/wallet/slip' },
    refusal: 'SLIP_UPLOAD_FAIL',
    titles: {
      done: 'ส่งสลิปแล้ว',
      failed: 'การฝากด้วยสลิปไม่สำเร็จ',
      unknown: 'ยังไม่ทราบผลการฝากด้วยสลิป',
    },
    accepted: 'รอดำเนินการ',
    resend: false,
    prepare: async () => {
      const { visitor } = await memberWith(served, 100)
      return {
        visitor,
        press: () => opened(visitor, '/user/home/deposit?method=bank', 'อัปโหลดสลิป'),
      }
    },
  },
  {
    name: 'gift link',
    call: { method: 'POST', path: '/api/wallet/truelink' },
    refusal: 'TRUELINK_DUPLICATE',
    titles: {
      done: 'ส่งลิงก์ซองของขวัญแล้ว',
      failed: 'การฝากด้วยซองของขวัญไม่สำเร็จ',
      unknown: 'ยังไม่ทราบผลการฝากด้วยซองของขวัญ',
    },
    accepted: 'รอดำเนินการ',
    resend: true,
    prepare: async () => {
      const { visitor } = await memberWith(served, 100)
      const link = `https://gift.truemoney.com/campaign/?v=${Date.now()}${Math.random().toString(36).slice(2, 10)}`
      return {
        visitor,
        press: async () => ({
          ...(await opened(visitor, '/user/home/deposit?method=wallet', 'ส่งลิงก์')),
          changes: { link },
        }),
      }
    },
  },
  {
    name: 'cashback to the wallet',
    call: { method: 'GET', path: '/api/refund/addWallet' },
    refusal: 'REFUND_CONDITION',
    titles: {
      done: 'เพิ่มยอดคืนเข้ากระเป๋าแล้ว',
      failed: 'การรับยอดคืนไม่สำเร็จ',
      unknown: 'ยังไม่ทราบผลการรับยอดคืน',
    },
    accepted: 'สำเร็จ',
    resend: true,
    prepare: async () => {
      const { member, visitor } = await memberWith(served, 100)
      await setMember(member, { refundAccrued: 40 })
      const received = await served.mock.call('GET', '/api/refund/receive', undefined, member.token)
      expect(received.status).toBe(200)
      return {
        visitor,
        press: () => opened(visitor, '/user/home/refund-wallet', 'เพิ่มเข้ากระเป๋า'),
      }
    },
  },
  {
    name: 'invite bonus',
    call: { method: 'GET', path: '/api/invite/bonus' },
    refusal: 'NO_INVITE_BONUS',
    titles: {
      done: 'รับโบนัสแนะนำเพื่อนแล้ว',
      failed: 'การรับโบนัสแนะนำเพื่อนไม่สำเร็จ',
      unknown: 'ยังไม่ทราบผลการรับโบนัสแนะนำเพื่อน',
    },
    accepted: 'สำเร็จ',
    resend: true,
    prepare: async () => {
      const { member, visitor } = await memberWith(served, 100)
      await setMember(member, { inviteBalance: 25 })
      return {
        visitor,
        press: () => opened(visitor, '/user/home/invite-bonus', 'รับโบนัส'),
      }
    },
  },
  {
    name: 'bonus',
    call: { method: 'GET', path: '/api/bonus/activate/WELCOME100' },
    refusal: 'BONUS_FULL',
    titles: {
      done: 'รับโบนัสแล้ว',
      failed: 'การรับโบนัสไม่สำเร็จ',
      unknown: 'ยังไม่ทราบผลการรับโบนัส',
    },
    accepted: 'สำเร็จ',
    resend: true,
    prepare: async () => {
      const { visitor } = await memberWith(served, 100)
      return { visitor, press: () => opened(visitor, '/user/bonus/WELCOME100', 'รับโบนัส') }
    },
  },
  {
    name: 'promotion',
    call: { method: 'GET', path: '/api/promotion/activate/NEWYEAR50' },
    refusal: 'PROMOTION_RECEIVED',
    titles: {
      done: 'รับโปรโมชันแล้ว',
      failed: 'การรับโปรโมชันไม่สำเร็จ',
      unknown: 'ยังไม่ทราบผลการรับโปรโมชัน',
    },
    accepted: 'สำเร็จ',
    resend: true,
    prepare: async () => {
      const { visitor } = await memberWith(served, 100)
      const path = '/user/bonus/promotion?code=NEWYEAR50'
      return { visitor, press: () => opened(visitor, path, 'รับโปรโมชั่น') }
    },
  },
  {
    name: 'coupon',
    call: { method: 'POST', path: '/api/spinwheel/coupon/claim' },
    refusal: 'COUPON_EXPIRED',
    titles: {
      done: 'รับรางวัลเข้ากระเป๋าแล้ว',
      failed: 'การรับรางวัลไม่สำเร็จ',
      unknown: 'ยังไม่ทราบผลการรับรางวัล',
    },
    accepted: 'สำเร็จ',
    resend: true,
    prepare: async () => {
      const { visitor } = await memberWith(served, 100)
      expect(
        (await served.mock.admin('PUT', '/__admin/spin', { nextSlices: ['CREDIT50'] })).status,
      ).toBe(200)
      const screen = (await visitor.page('/user/spin')).document
      const spun = await visitor.press(
        screen,
        named(screen, 'button', /^หมุน/)[0]!,
        {},
        '/user/spin',
      )
      const prize = dialogNamed(await visitor.follow(spun), 'ยินดีด้วย!')
      const claimPath = hrefOf(prize, 'รับรางวัลเลย')
      return { visitor, press: () => opened(visitor, claimPath, 'ยืนยันรับรางวัล') }
    },
  },
]

/** Sends the event from its form; the result sheet it ends on, and that page. */
async function send(visitor: DocumentVisitor, event: MoneyEvent, press: Press, title: string) {
  const files = event.name === 'slip' ? { file: SAMPLE_SLIP } : undefined
  const answer = await visitor.press(
    press.page,
    press.button,
    press.changes ?? {},
    press.from,
    files,
  )
  expect(answer.status).toBe(302)
  expect(answer.headers.get('Location')).toMatch(/^\/user\/home\/receipt\?r=/)
  const page = await visitor.follow(answer)
  return { page, sheet: dialogNamed(page, title) }
}

const rowsOf = (sheet: Element) =>
  Object.fromEntries(
    [...sheet.querySelectorAll('.detail-row')].map((row) => [
      textOf(row.querySelector('dt')),
      textOf(row.querySelector('dd')),
    ]),
  )

test.each(EVENTS)(
  '$name: accepted, the sheet says so, with when and a reference',
  async (event) => {
    const { visitor, press } = await event.prepare()
    const { sheet } = await send(visitor, event, await press(), event.titles.done)
    expect(textOf(sheet.querySelector('.result-state'))).toBe(event.accepted)
    const rows = rowsOf(sheet)
    expect(rows['วันและเวลา']).toMatch(/^\d{1,2} \S+ \d\d · \d\d:\d\d$/)
    expect(rows['เลขอ้างอิง']).toMatch(/^[0-9A-Z-]{8,}$/)
    expect(rows['กระเป๋าหลักตอนนี้']).toMatch(/ บาท$/)
    expect(sheet.querySelector('[role="alert"]')).toBeNull()
  },
)

test.each(EVENTS)('$name: refused, the failed sheet says why; nothing moved', async (event) => {
  const { visitor, press } = await event.prepare()
  const before = await ledger(visitor)
  await injectFault(event.call.method, event.call.path, { type: 'error', code: event.refusal })
  const { sheet } = await send(visitor, event, await press(), event.titles.failed)
  expect(textOf(sheet.querySelector('.result-state'))).toBe('ไม่สำเร็จ')
  expect(textOf(sheet.querySelector('[role="alert"]'))).toContain('ไม่มีการหักเงิน')
  expect(named(sheet, 'a', 'ลองอีกครั้ง')).toHaveLength(1)
  expect(named(sheet, 'button', 'ส่งรายการเดิมอีกครั้ง')).toHaveLength(0)
  expect(await ledger(visitor)).toEqual(before)
})

test.each(EVENTS)(
  '$name: no answer, the unknown sheet; sent again from it, it moves once',
  async (event) => {
    const { visitor, press } = await event.prepare()
    await injectFault(event.call.method, event.call.path, { type: 'lose' })
    const { page, sheet } = await send(visitor, event, await press(), event.titles.unknown)
    expect(textOf(sheet.querySelector('.result-state'))).toBe('ยังไม่ทราบผล')
    expect(hrefOf(sheet, 'ดูรายการเดินบัญชี')).toBe('/user/statement')
    expect(named(sheet, 'a', 'ลองอีกครั้ง')).toHaveLength(0)
    // the backend did the work: only its answer was lost
    const moved = await ledger(visitor)
    const resend = named(sheet, 'button', 'ส่งรายการเดิมอีกครั้ง')
    if (!event.resend) {
      // a file is not sent again from the sheet: the slip status says whether it arrived
      expect(resend).toHaveLength(0)
      expect(hrefOf(sheet, 'ดูรายการเดินบัญชี')).toBe('/user/statement')
      expect(moved.slips).toBe(1)
      return
    }
    const again = await visitor.press(page, resend[0]!, {}, '/user/home/receipt')
    const done = dialogNamed(await visitor.follow(again), event.titles.done)
    expect(textOf(done.querySelector('.result-state'))).toBe(event.accepted)
    expect(await ledger(visitor)).toEqual(moved)
  },
)
