// The wallet without JavaScript (issue 34 item 2: was e2e/wallet.spec.ts in the js-off browser
// project; with JavaScript it runs in the spec-shape project): game accounts, transfers in and
// out ending on a receipt, the statement, the same-account refusal, the withdraw review and its
// receipt, and the Play button that says what it moves.
import { expect, test } from 'vitest'

import {
  buttonNamed,
  dialogNamed,
  documentAppOfThisFile,
  documentOf,
  type DocumentVisitor,
  hrefOf,
  memberWith,
  named,
  selectedValue,
  textOf,
} from '../support/document'

const TRANSFER = '/user/home/transfer'
const TRANSFER_BUTTON = 'button[name="intent"][value="transfer"]'
const WITHDRAW = '/user/home/withdraw'
const REVIEW_BUTTON = 'button[name="intent"][value="review"]'
const CONFIRM_BUTTON = 'button[name="intent"][value="confirm"]'

const served = documentAppOfThisFile()

const memberWithMoney = async (baht: number) => (await memberWith(served, baht)).visitor

/** Opens the game account of `code` from its dialog; the dialog's page after. */
async function openGameAccount(visitor: DocumentVisitor, code: string) {
  const path = `/user/home/game/${code}`
  const closed = (await visitor.page(path)).document
  const opened = await visitor.press(closed, 'button[name="intent"][value="activate"]', {}, path)
  return opened.status === 200 ? documentOf(await opened.text()) : visitor.follow(opened)
}

const text = (root: ParentNode, css: string) => textOf(root.querySelector(css))
test('open a game account, transfer in and out, and read both in the statement', async () => {
  const visitor = await memberWithMoney(1000)
  expect(text((await visitor.page('/user/home')).document, '.wallet-amount')).toContain('1,000.00')

  const opened = await openGameAccount(visitor, 'JOKER')
  expect(textOf(opened.body)).toContain('เปิดบัญชีเกมเรียบร้อยแล้ว')
  const gameDialog = dialogNamed(opened, 'Joker Gaming')
  expect(textOf(gameDialog)).toContain('ชื่อผู้ใช้')

  // the dialog's "transfer into the game" comes with the game chosen
  const into = await visitor.page(hrefOf(gameDialog, 'โยกเงินเข้าเกม'))
  const transferDialog = dialogNamed(into.document, 'โยกเงิน')
  expect(selectedValue(transferDialog.querySelector('select[name="to"]'))).toBe('JOKER')
  const sent = await visitor.press(into.document, TRANSFER_BUTTON, { amount: '300' }, TRANSFER)
  // the receipt: amount, from → to, the balances read after, and "play now" into the game
  const receipt = dialogNamed(await visitor.follow(sent), 'โยกเงินสำเร็จ')
  expect(text(receipt, '.receipt-amount')).toBe('300.00 บาท')
  expect(text(receipt, '.receipt-route')).toContain('กระเป๋าหลัก')
  expect(text(receipt, '.receipt-route')).toContain('Joker Gaming')
  expect(text(receipt, 'dd')).toBe('700.00 บาท')
  expect(textOf(receipt)).toContain('Joker Gaming ตอนนี้')
  expect(named(receipt, 'a', 'ดูรายการเดินบัญชี')).toHaveLength(1)
  expect(hrefOf(receipt, 'เล่นเลย')).toBe('/user/home/game/JOKER')

  const home = (await visitor.page('/user/home')).document
  expect(text(home, '.wallet-amount')).toContain('700.00')
  // home shows what is in games beside the main wallet
  expect(text(home, '.wallet-games')).toContain('ในเกม 300.00 บาท')
  expect(textOf(named(home, 'ul, ol', 'ยอดเงินในแต่ละเกม')[0])).toContain('300.00')
  expect(text(home, '.wallet-games')).toContain('รวมกระเป๋าหลักและในเกม 1,000.00 บาท')

  const back = (await visitor.page(TRANSFER)).document
  const returned = await visitor.press(
    back,
    TRANSFER_BUTTON,
    { from: 'JOKER', to: 'wallet', amount: '100.50' },
    TRANSFER,
  )
  const second = dialogNamed(await visitor.follow(returned), 'โยกเงินสำเร็จ')
  expect(textOf(second)).toContain('800.50 บาท')
  expect(hrefOf(second, 'เสร็จสิ้น')).toBe('/user/home')
  expect(text((await visitor.page('/user/home')).document, '.wallet-amount')).toContain('800.50')

  const entries = [
    ...(await visitor.page('/user/statement')).document.querySelectorAll('.statement-entry'),
  ]
  expect(entries).toHaveLength(3)
  expect(textOf(entries[0])).toContain('โยกเงิน')
  expect(textOf(entries[0])).toContain('สำเร็จ')
  expect(text(entries[0]!, '.statement-amount')).toBe('100.50')
  expect(text(entries[1]!, '.statement-amount')).toBe('300.00')
  expect(textOf(entries[2])).toContain('ฝากเงิน')
  expect(text(entries[2]!, '.statement-amount')).toBe('+1,000.00')
})

test('a transfer to the same account is refused with its message', async () => {
  const visitor = await memberWithMoney(50)
  const { document } = await visitor.page(TRANSFER)
  const refused = await visitor.press(
    document,
    TRANSFER_BUTTON,
    { from: 'wallet', to: 'wallet', amount: '10' },
    TRANSFER,
  )
  expect(refused.status).toBe(200)
  const dialog = dialogNamed(documentOf(await refused.text()), 'โยกเงิน')
  expect(textOf(dialog)).toContain('ไม่สามารถโยกเงินไปยังบัญชีเดียวกันได้')
})

test('withdraw: above the maximum is refused; a valid amount is reviewed, then ends on a receipt', async () => {
  const visitor = await memberWithMoney(500)
  const form = (await visitor.page(WITHDRAW)).document
  const tooMuch = await visitor.press(form, REVIEW_BUTTON, { amount: '60000' }, WITHDRAW)
  expect(textOf(dialogNamed(documentOf(await tooMuch.text()), 'ถอนเงิน'))).toContain(
    'ถอนได้สูงสุด 50,000.00 บาท',
  )

  const reviewed = await visitor.press(form, REVIEW_BUTTON, { amount: '200' }, WITHDRAW)
  const reviewPage = documentOf(await reviewed.text())
  const review = dialogNamed(reviewPage, 'ตรวจสอบก่อนยืนยัน')
  expect(textOf(review)).toContain('ยอดที่ถอน200.00 บาท')
  expect(textOf(review)).toContain('กระเป๋าหลักหลังถอน300.00 บาท')
  expect(textOf(review)).not.toContain('ดึงกลับจากเกมเข้ากระเป๋าก่อน')
  const confirmed = await visitor.press(reviewPage, CONFIRM_BUTTON, {}, WITHDRAW)

  const receipt = dialogNamed(await visitor.follow(confirmed), 'ส่งคำขอถอนเงินแล้ว')
  expect(text(receipt, '.receipt-amount')).toBe('200.00 บาท')
  expect(text(receipt, '.receipt-route')).toContain('บัญชีธนาคารของคุณ')
  expect(textOf(receipt)).toContain('กระเป๋าหลักตอนนี้300.00 บาท')
  const statement = (await visitor.page(hrefOf(receipt, 'ดูรายการเดินบัญชี'))).document
  const latest = statement.querySelector('.statement-entry')!
  expect(textOf(latest)).toContain('ถอนเงิน')
  expect(text(latest, '.statement-amount')).toBe('-200.00')
  expect(textOf(latest)).toContain('กำลังดำเนินการ')
})

test('withdraw says what comes back from games before it is confirmed', async () => {
  const visitor = await memberWithMoney(120)
  await openGameAccount(visitor, 'PG')
  const into = (await visitor.page(`${TRANSFER}?to=PG`)).document
  const sent = await visitor.press(into, TRANSFER_BUTTON, { amount: '70.50' }, `${TRANSFER}?to=PG`)
  dialogNamed(await visitor.follow(sent), 'โยกเงินสำเร็จ')

  const form = (await visitor.page(WITHDRAW)).document
  const reviewed = await visitor.press(form, REVIEW_BUTTON, { amount: '100' }, WITHDRAW)
  const reviewPage = documentOf(await reviewed.text())
  const review = dialogNamed(reviewPage, 'ตรวจสอบก่อนยืนยัน')
  // 49.50 in the wallet, 70.50 back from PG, 100 out: 20.00 left
  expect(textOf(review)).toContain('ดึงกลับจากเกมเข้ากระเป๋าก่อน70.50 บาท')
  expect(textOf(review)).toContain('กระเป๋าหลักหลังถอน20.00 บาท')
  const confirmed = await visitor.press(reviewPage, CONFIRM_BUTTON, {}, WITHDRAW)
  const receipt = dialogNamed(await visitor.follow(confirmed), 'ส่งคำขอถอนเงินแล้ว')
  expect(textOf(receipt)).toContain('ดึงกลับจากเกมก่อน70.50 บาท')
  expect(textOf(receipt)).toContain('กระเป๋าหลักตอนนี้20.00 บาท')
})

test('the Play button states the amount, and the dialog says what moved', async () => {
  const visitor = await memberWithMoney(120)
  const dialogPage = await openGameAccount(visitor, 'PG')
  const dialog = dialogNamed(dialogPage, 'PG Soft')
  expect(named(dialog, 'button', 'เข้าเล่น · โยก 120.00 บาท เข้า PG Soft')).toHaveLength(1)
  expect(textOf(dialog)).toContain('ยอดทั้งหมดในกระเป๋าหลักจะถูกโยกเข้า PG Soft ก่อนเปิดเกม')

  const played = await visitor.press(
    dialogPage,
    'button[name="intent"][value="play"]',
    {},
    '/user/home/game/PG',
  )
  expect(played.status).toBe(200)
  const after = dialogNamed(documentOf(await played.text()), 'PG Soft')
  // without JavaScript the dialog offers the game's link
  const [link] = named(after, 'a', 'เปิดเกม')
  const game = documentOf(
    await (await fetch(new URL(link!.getAttribute('href')!, served.app.url))).text(),
  )
  expect(named(game, 'h1, h2', 'PG Soft')).not.toHaveLength(0)
  expect(textOf(game.body)).toContain('120.00')

  const moved = named(after, 'section[aria-labelledby]', 'โยกเงินเข้าเกมแล้ว')[0]!
  expect(text(moved, '.receipt-amount')).toBe('120.00 บาท')
  expect(textOf(moved)).toContain('กระเป๋าหลักตอนนี้0.00 บาท')
  expect(textOf(moved)).toContain('PG Soft ตอนนี้120.00 บาท')
  // the wallet is empty now: Play only opens the game, and says so
  expect(named(after, 'button', 'เข้าเล่นเกม')).toHaveLength(1)
  expect(textOf(after)).toContain('กระเป๋าหลักไม่มีเงิน กดแล้วจะเปิดเกมเท่านั้น ไม่มีการโยกเงิน')

  const home = (await visitor.page('/user/home')).document
  expect(text(home, '.wallet-amount')).toContain('0.00')
  expect(text(home, '.wallet-games')).toContain('ในเกม 120.00 บาท')
})

const statementRows = async (visitor: DocumentVisitor) =>
  (await visitor.page('/user/statement')).document.querySelectorAll('.statement-entry').length

test('a transfer sent twice at once (a double tap without JavaScript) moves the money once', async () => {
  const visitor = await memberWithMoney(1000)
  await openGameAccount(visitor, 'JOKER')
  const rowsBefore = await statementRows(visitor)
  const page = (await visitor.page(TRANSFER)).document
  const changes = { to: 'JOKER', amount: '300' }
  const answers = await Promise.all([
    visitor.press(page, TRANSFER_BUTTON, changes, TRANSFER),
    visitor.press(page, TRANSFER_BUTTON, changes, TRANSFER),
  ])
  // both end on the receipt: the second is the first's answer again
  expect(answers.map((answer) => answer.status)).toEqual([302, 302])
  const home = (await visitor.page('/user/home')).document
  expect(text(home, '.wallet-amount')).toContain('700.00')
  expect(text(home, '.wallet-games')).toContain('ในเกม 300.00 บาท')
  expect(await statementRows(visitor)).toBe(rowsBefore + 1)
})

test('a transfer whose answer was lost: the unknown sheet; sent again from it, it ends done, moved once', async () => {
  const visitor = await memberWithMoney(1000)
  await openGameAccount(visitor, 'JOKER')
  const lost = { method: 'POST', path: '/api/wallet/transfer', kind: { type: 'lose' } }
  expect(
    (await served.mock.admin('POST', '/__admin/faults', { ...lost, remaining: 1 })).status,
  ).toBe(201)
  const page = (await visitor.page(TRANSFER)).document
  const key = page.querySelector<HTMLInputElement>('input[name="idempotencyKey"]')!.value
  const first = await visitor.press(page, TRANSFER_BUTTON, { to: 'JOKER', amount: '300' }, TRANSFER)
  const unknownPage = await visitor.follow(first)
  const unknown = dialogNamed(unknownPage, 'ยังไม่ทราบผลการโยกเงิน')
  expect(textOf(unknown.querySelector('.result-state'))).toBe('ยังไม่ทราบผล')
  expect(hrefOf(unknown, 'ดูรายการเดินบัญชี')).toBe('/user/statement')
  // the money did move: the backend did the work, only its answer was lost
  expect(text((await visitor.page('/user/home')).document, '.wallet-amount')).toContain('700.00')
  // the sheet sends the same form again, key and all: the same transfer, not a second one
  const resend = buttonNamed(unknown, 'ส่งรายการเดิมอีกครั้ง')
  expect(
    resend.closest('form')!.querySelector<HTMLInputElement>('input[name="idempotencyKey"]')!.value,
  ).toBe(key)
  const again = await visitor.press(unknownPage, resend, {}, TRANSFER)
  const done = dialogNamed(await visitor.follow(again), 'โยกเงินสำเร็จ')
  expect(text(done, '.receipt-amount')).toBe('300.00 บาท')
  expect(text(done, 'dd')).toBe('700.00 บาท')
  expect(text((await visitor.page('/user/home')).document, '.wallet-amount')).toContain('700.00')
})
