// The wheel without JavaScript (issue 34 item 2: was e2e/spin.spec.ts in the js-off browser
// project; with JavaScript it runs in the spec-shape project): the server draws the wheel, a
// spin is a form post whose answer is the prize dialog's address, coupons are claimed through
// their dialog and end on a receipt; no coins, a stopped wheel and a slice that wins nothing
// each say so.
import { afterEach, expect, test } from 'vitest'

import {
  dialogNamed,
  documentAppOfThisFile,
  documentOf,
  type DocumentVisitor,
  hrefOf,
  memberWith,
  named,
  textOf,
} from '../support/document'

/** The seeded wheel's name and its 50 baht slice (mock-server/seed.ts). */
const WHEEL = 'วงล้อนำโชค'
const FIFTY = { code: 'CREDIT50', label: '50 บาท', name: 'เครดิตฟรี 50 บาท' }
const SPIN = '/user/spin'
const CONFIRM_CLAIM = 'ยืนยันรับรางวัล'

const served = documentAppOfThisFile()
afterEach(async () => {
  await adminSpin({ isActive: true, nextSlices: [] })
})

/** The operator's switches for the wheel: what the next spins win, whether it runs. */
async function adminSpin(body: { nextSlices?: string[]; isActive?: boolean }) {
  expect((await served.mock.admin('PUT', '/__admin/spin', body)).status).toBe(200)
}

/** A member who deposited `baht` (a coin per 100 baht), on the wheel's screen. */
async function onSpinScreen(baht: number) {
  const { visitor } = await memberWith(served, baht)
  const { document } = await visitor.page(SPIN)
  expect(named(document, 'h1', WHEEL)).toHaveLength(1)
  return { visitor, document }
}

const button = (root: ParentNode, name: string) => {
  const [found] = named(root, 'button', name)
  if (!found) throw new Error(`no button ${name}`)
  return found
}
const coupons = (document: Document) => named(document, 'section[aria-labelledby]', 'คูปองของฉัน')[0]

/** Spins from `document` with `coins` left; the answer, the prize dialog's address. */
async function spin(visitor: DocumentVisitor, document: Document, coins: number) {
  const spun = await visitor.press(document, button(document, `หมุน เหลือ ${coins} เหรียญ`), {}, SPIN)
  expect(spun.status).toBe(302)
  return spun
}

test('spin, win 50 baht, claim the coupon into the wallet and see it in the statement', async () => {
  // a 300 baht deposit earns 3 coins
  const { visitor, document } = await onSpinScreen(300)
  const wheel = named(document, 'section[aria-labelledby]', WHEEL)[0]!
  expect(named(wheel, '[role="img"]', `วงล้อ ${WHEEL} มีรางวัล 8 ช่อง`)).toHaveLength(1)
  // without JavaScript the server's picture is the wheel
  expect(wheel.querySelector('svg.spin-svg')).not.toBeNull()
  expect(textOf(coupons(document))).toContain('ยังไม่มีคูปอง')

  await adminSpin({ nextSlices: [FIFTY.code] })
  const spun = await spin(visitor, document, 3)
  expect(spun.headers.get('Location')).toMatch(/^\/user\/spin\/prize\?won=/)
  const prize = dialogNamed(await visitor.follow(spun), 'ยินดีด้วย!')
  expect(textOf(prize)).toContain('คุณได้รับรางวัล')
  expect(textOf(prize)).toContain(FIFTY.label)
  expect(hrefOf(prize, 'ตกลง')).toBe(SPIN)

  // closing reloads the wheel: one coin spent, the coupon listed
  const after = (await visitor.page(SPIN)).document
  expect(button(after, 'หมุน เหลือ 2 เหรียญ').hasAttribute('disabled')).toBe(false)
  const row = [...coupons(after)!.querySelectorAll('tr')].find((tr) =>
    textOf(tr).includes(FIFTY.name),
  )!
  expect(textOf(row)).toContain(FIFTY.label)
  expect(textOf(row)).toContain('50.00')
  expect(textOf(row.querySelector('td, th'))).toBe('1')
  const claimPath = hrefOf(row, `กดรับ ${FIFTY.label} (${FIFTY.name})`)
  // the coupon's _id, or its slice and amount where the backend lists no _id (ADR 013)
  expect(claimPath).toMatch(/^\/user\/spin\/claim\/(\d+|CREDIT50~50)$/)

  const claimPage = (await visitor.page(claimPath)).document
  const claim = dialogNamed(claimPage, 'รับรางวัล')
  expect(textOf(claim)).toContain(FIFTY.label)
  expect(textOf(claim)).toContain('คุณจะได้รับ50.00 บาท')
  expect(textOf(claim)).toContain('กระเป๋าหลักหลังรับ')
  // the operator's description, as formatted text
  expect([...claim.querySelectorAll('strong')].map((element) => textOf(element))).toContain(
    '50 บาท',
  )
  const claimed = await visitor.press(claimPage, button(claim, CONFIRM_CLAIM), {}, claimPath)
  const receipt = dialogNamed(await visitor.follow(claimed), 'รับรางวัลเข้ากระเป๋าแล้ว')
  expect(textOf(receipt.querySelector('.receipt-amount'))).toBe('50.00 บาท')
  expect(textOf(receipt)).toContain('กระเป๋าหลักตอนนี้350.00 บาท')
  expect(hrefOf(receipt, 'เสร็จสิ้น')).toBe(SPIN)
  expect(textOf(coupons((await visitor.page(SPIN)).document))).toContain('ยังไม่มีคูปอง')

  // its dialog's address now says it is gone, and offers no confirm
  const gone = dialogNamed((await visitor.page(claimPath)).document, 'รับรางวัล')
  expect(textOf(gone)).toContain('ไม่พบคูปองนี้ อาจถูกรับไปแล้วหรือหมดอายุ')
  expect(named(gone, 'button', CONFIRM_CLAIM)).toHaveLength(0)

  const home = (await visitor.page('/user/home')).document
  expect(textOf(home.querySelector('.wallet-amount'))).toContain('350.00')
  const entries = [
    ...(await visitor.page('/user/statement')).document.querySelectorAll('.statement-entry'),
  ]
  const won = entries.filter((entry) => textOf(entry).includes('+50.00'))
  expect(won).toHaveLength(1)
  expect(textOf(won[0])).toContain(FIFTY.label)
})

test('without coins the button is disabled and the server refuses a spin too', async () => {
  // 50 baht is less than the 100 baht a coin takes
  const { visitor, document } = await onSpinScreen(50)
  const wheel = named(document, 'section[aria-labelledby]', WHEEL)[0]!
  expect(button(wheel, 'หมุน เหลือ 0 เหรียญ').hasAttribute('disabled')).toBe(true)
  expect(textOf(wheel)).toContain('คุณไม่มีเหรียญสำหรับหมุนวงล้อ')
  expect(hrefOf(wheel, 'ฝากเงิน')).toBe('/user/home/deposit')

  // a post made anyway comes back with the refusal, translated
  const refused = await visitor.post(`${served.app.url}${SPIN}`, { intent: 'spin', mode: 'page' })
  const page =
    refused.status === 302 ? await visitor.follow(refused) : documentOf(await refused.text())
  expect(textOf(page.body)).toContain('คุณไม่มีเหรียญเหลือสำหรับหมุนวงล้อ')
})

test('a spin refused because the wheel stopped says so, and then the screen says no wheel runs', async () => {
  const { visitor, document } = await onSpinScreen(100)
  await adminSpin({ isActive: false })
  const refused = await visitor.press(document, button(document, 'หมุน เหลือ 1 เหรียญ'), {}, SPIN)
  const answer =
    refused.status === 302 ? await visitor.follow(refused) : documentOf(await refused.text())
  expect(
    [...answer.querySelectorAll('[role="alert"]')].some((alert) =>
      textOf(alert).includes('ขณะนี้ไม่มีวงล้อที่เปิดให้หมุน'),
    ),
  ).toBe(true)

  const stopped = (await visitor.page(SPIN)).document
  expect(named(stopped, 'h1, h2, h3', 'ยังไม่มีวงล้อเปิดให้หมุน')).toHaveLength(1)
  expect(named(stopped, 'button', /^หมุน เหลือ/)).toHaveLength(0)
  expect(coupons(stopped)).toBeDefined()

  // switched on again, the coin was not spent
  await adminSpin({ isActive: true })
  const again = (await visitor.page(SPIN)).document
  expect(button(again, 'หมุน เหลือ 1 เหรียญ').hasAttribute('disabled')).toBe(false)
})

test('the prize dialog is an address and closes back to the screen, in English too', async () => {
  const { visitor, document } = await onSpinScreen(200)
  await adminSpin({ nextSlices: [FIFTY.code] })
  const address = (await spin(visitor, document, 2)).headers.get('Location')!
  // the same address, opened again
  const prize = dialogNamed((await visitor.page(address)).document, 'ยินดีด้วย!')
  expect(textOf(prize)).toContain(FIFTY.label)
  expect(hrefOf(prize, 'ปิด')).toBe(SPIN)

  visitor.cookies.set('lng', 'en')
  visitor.cookies.set('LANGUAGE', 'EN')
  const english = (await visitor.page(SPIN)).document
  expect(named(english, 'h1', 'Lucky wheel')).toHaveLength(1)
  expect(button(english, 'Spin 1 coin left').hasAttribute('disabled')).toBe(false)
})

test('a slice that wins nothing says so, without congratulations', async () => {
  const { visitor, document } = await onSpinScreen(100)
  await adminSpin({ nextSlices: ['NOTHING'] })
  const answer = await visitor.follow(await spin(visitor, document, 1))
  const noPrize = dialogNamed(answer, 'ครั้งนี้ยังไม่ได้รางวัล')
  expect(textOf(noPrize)).toContain('วงล้อหยุดที่')
  expect(textOf(noPrize)).toContain('ขอบคุณ')
  expect(textOf(noPrize)).toContain('ลองหมุนใหม่อีกครั้งนะ')
  expect(textOf(noPrize)).not.toContain('คุณได้รับรางวัล')
  expect(named(noPrize, 'a', 'รับรางวัลเลย')).toHaveLength(0)
  expect(named(answer, '[role="dialog"]', 'ยินดีด้วย!')).toHaveLength(0)
  expect(hrefOf(noPrize, 'ตกลง')).toBe(SPIN)
  expect(textOf(coupons((await visitor.page(SPIN)).document))).toContain('ยังไม่มีคูปอง')
})

test('claim now from the prize dialog: 50 baht in two presses after the spin', async () => {
  const { visitor, document } = await onSpinScreen(100)
  await adminSpin({ nextSlices: [FIFTY.code] })
  const prizePage = await visitor.follow(await spin(visitor, document, 1))
  const prize = dialogNamed(prizePage, 'ยินดีด้วย!')
  expect(textOf(prize)).toContain('คุณได้รับรางวัล')
  // the celebration is drawn for the prize
  expect(prize.querySelectorAll('.spin-confetti')).toHaveLength(1)
  const claimPath = hrefOf(prize, 'รับรางวัลเลย')
  expect(claimPath).toMatch(/^\/user\/spin\/claim\/(\d+|CREDIT50~50)$/)
  const claimPage = (await visitor.page(claimPath)).document
  const claim = dialogNamed(claimPage, 'รับรางวัล')
  expect(textOf(claim)).toContain('คุณจะได้รับ50.00 บาท')
  expect(textOf(claim)).toContain('กระเป๋าหลักหลังรับ')
  const claimed = await visitor.press(claimPage, button(claim, CONFIRM_CLAIM), {}, claimPath)
  expect(claimed.status).toBe(302)
  const home = (await visitor.page('/user/home')).document
  expect(textOf(home.querySelector('.wallet-amount'))).toContain('150.00')
})
