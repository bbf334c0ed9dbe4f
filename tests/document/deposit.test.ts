// Deposits without JavaScript (issue 34 item 2: was e2e/deposit.spec.ts in the js-off browser
// project; with JavaScript it runs in the spec-shape project): the slip uploaded by a multipart
// form post and approved by the operator; files refused by the app before the backend; the QR
// made from the amount and channel form, checked by a link, and cancelled; the channel minimum
// refused by the server; the True Wallet gift link once; the slip states in two languages.
import { readFileSync } from 'node:fs'

import { beforeAll, expect, test } from 'vitest'

import { DEMO_PASSWORD, DEMO_USERNAME } from '../../mock-server/seed'
import {
  buttonNamed,
  dialogNamed,
  documentAppOfThisFile,
  DocumentVisitor,
  hrefOf,
  memberWith,
  named,
  textOf,
} from '../support/document'

const DEPOSIT = '/user/home/deposit'
const BANK = `${DEPOSIT}?method=bank`
const SAMPLE_SLIP = new File(
  [readFileSync('mock-server/assets/sample-slip.png')],
  'sample-slip.png',
  {
    type: 'image/png',
  },
)
const NOT_A_PICTURE = new File(['this is not a picture'], 'slip.png', { type: 'image/png' })

const served = documentAppOfThisFile()
beforeAll(async () => {
  // slips are refused in the daily closing window (23:50–00:10 Bangkok); not the hour's test
  await served.mock.admin('PUT', '/__admin/settings', { slipClosed: null })
})

/** The deposit dialog of `path`, its page and the dialog. */
async function depositDialog(visitor: DocumentVisitor, path = DEPOSIT) {
  const page = (await visitor.page(path)).document
  return { page, dialog: dialogNamed(page, 'ฝากเงิน') }
}

/** Uploads `file` with the bank-transfer tab's form; the page the answer leads to. */
async function uploadSlip(visitor: DocumentVisitor, page: Document, file?: File) {
  const form = page.querySelector('form[enctype="multipart/form-data"]')!
  const submit = form.querySelector('button[type="submit"]')!
  const files: Record<string, File> = file ? { file } : {}
  return visitor.landing(await visitor.press(page, submit, {}, BANK, files))
}

/** Home's cards of what is in progress, as their texts. */
const pendingOnHome = async (visitor: DocumentVisitor) =>
  named((await visitor.page('/user/home')).document, 'section', 'รายการที่กำลังดำเนินการ').map(
    (section) => textOf(section),
  )

const wallet = async (visitor: DocumentVisitor) =>
  textOf((await visitor.page('/user/home')).document.querySelector('.wallet-amount'))

test('upload a slip, see it processing, and see the deposit once the operator approves it', async () => {
  const { member, visitor } = await memberWith(served, 100)
  const { page, dialog } = await depositDialog(visitor)
  expect(hrefOf(dialog, 'โอนผ่านธนาคาร')).toBe('/user/home/deposit?method=bank')
  const bank = await depositDialog(visitor, BANK)
  expect(textOf(bank.dialog)).toContain('ไทยพาณิชย์')
  expect(page).toBeDefined()
  const sent = dialogNamed(await uploadSlip(visitor, bank.page, SAMPLE_SLIP), 'ส่งสลิปแล้ว')
  expect(textOf(sent.querySelector('.result-state'))).toBe('รอดำเนินการ')
  expect(hrefOf(sent, 'ดูสถานะสลิป')).toBe('/user/statement/slips')
  // home shows it under review until the operator has read it
  expect((await pendingOnHome(visitor)).join()).toMatch(/สลิปที่ส่งเมื่อ .+ กำลังตรวจสอบ/)

  const statement = (await visitor.page('/user/statement')).document
  const slipsPath = hrefOf(statement, 'สถานะสลิป')
  const slips = dialogNamed((await visitor.page(slipsPath)).document, 'สถานะการอัปโหลดสลิป')
  const rows = slips.querySelectorAll('tbody tr')
  expect(rows).toHaveLength(1)
  expect(textOf(rows[0])).toContain('กำลังดำเนินการ')
  expect(textOf(rows[0]!.querySelectorAll('td')[1])).toBe('-')
  // the slip's picture opens in a sheet inside the app, from a short-lived address of the
  // backend, with a way back to the list
  const sheet = dialogNamed((await visitor.page(hrefOf(rows[0]!, 'ดูสลิป'))).document, 'สลิป')
  expect(named(sheet, 'img', 'สลิปที่คุณอัปโหลด')[0]!.getAttribute('src')).toContain('/slip-files/')
  expect(hrefOf(sheet, 'กลับไปที่สถานะสลิป')).toBe('/user/statement/slips')

  // the operator reads the slip and approves it
  const pending = await served.mock.admin('GET', '/__admin/slips?status=processing')
  const slip = (pending.body as { id: number; username: string }[]).find(
    (row) => row.username === member.username,
  )!
  const approved = await served.mock.admin('PUT', `/__admin/slips/${slip.id}`, {
    status: 'SUCCESS',
    amount: 250,
  })
  expect(approved.status).toBe(200)

  const after = dialogNamed((await visitor.page(slipsPath)).document, 'สถานะการอัปโหลดสลิป')
  const row = after.querySelector('tbody tr')!
  expect(textOf(row)).toContain('สำเร็จ')
  expect(textOf(row.querySelectorAll('td')[1])).toBe('250.00')
  const entries = (await visitor.page('/user/statement')).document
  expect(textOf(entries.querySelector('.statement-entry'))).toContain('ฝากเงิน')
  expect(textOf(entries.querySelector('.statement-amount'))).toBe('+250.00')
  expect(await wallet(visitor)).toContain('350.00')
  expect(await pendingOnHome(visitor)).toEqual([])
})

test('no file, or a file that is not an image, is refused before it reaches the backend; then one is sent', async () => {
  const { visitor } = await memberWith(served, 100)
  const bank = await depositDialog(visitor, BANK)
  const none = await uploadSlip(visitor, bank.page)
  expect(textOf(dialogNamed(none, 'ฝากเงิน').querySelector('[role="alert"]'))).toContain(
    'กรุณาเลือกไฟล์สลิป',
  )
  // a file the server refuses: its message, and the button offers to upload again
  const refused = await uploadSlip(visitor, none, NOT_A_PICTURE)
  const dialog = dialogNamed(refused, 'ฝากเงิน')
  expect(textOf(dialog.querySelector('[role="alert"]'))).toContain('ไฟล์สลิปไม่ถูกต้อง')
  const slips = (await visitor.page('/user/statement/slips')).document
  expect(textOf(slips.body)).toContain('คุณยังไม่ได้อัปโหลดสลิป')
  expect(named(dialog, 'button', 'อัปโหลดอีกครั้ง')).toHaveLength(1)
  const sent = await uploadSlip(visitor, refused, SAMPLE_SLIP)
  expect(textOf(dialogNamed(sent, 'ส่งสลิปแล้ว'))).toContain('รอดำเนินการ')
})

test('the deposit flow amount → channel → QR → paid', async () => {
  const { member, visitor } = await memberWith(served, 50)
  const { dialog } = await depositDialog(visitor)
  // the amount first: a quick amount fills it
  const quick = named(dialog, '[role="group"]', 'จำนวนเงินด่วน')[0]!
  const filled = await depositDialog(
    visitor,
    `${DEPOSIT}${hrefOf(quick, '300.00').replace(DEPOSIT, '')}`,
  )
  expect(filled.dialog.querySelector('input[name="amount"]')?.getAttribute('value')).toBe('300')
  // then one channel, by name, the recommended one chosen
  const channels = named(filled.dialog, 'fieldset', 'เลือกช่องทางชำระ')[0]!
  const radios = [...channels.querySelectorAll('input[type="radio"]')]
  expect(radios).toHaveLength(5)
  const kbank = named(channels, 'input', /คิวอาร์พร้อมเพย์ กสิกรไทย/)[0]!
  expect(kbank.hasAttribute('checked')).toBe(true)
  expect(textOf(kbank.closest('label'))).toMatch(/แนะนำ/)
  expect(textOf(channels)).not.toContain('PAYTIMZ')
  const created = await visitor.landing(
    await visitor.press(filled.page, buttonNamed(filled.dialog, 'สร้าง QR'), {}, DEPOSIT),
  )

  // the QR, with its amount and countdown
  const panel = created.querySelector('#qr-KBANK')!
  expect(named(panel, '[role="img"]', 'QR ชำระเงิน คิวอาร์พร้อมเพย์ กสิกรไทย')).toHaveLength(1)
  expect(textOf(panel)).toContain('300.00')
  expect(textOf(panel.querySelector('[role="timer"]'))).toMatch(/(09|10):\d\d/)
  expect(named(created, 'button', 'สร้าง QR')).toHaveLength(0)

  // the provider reports it paid: the panel's link checks
  const live = await served.mock.admin('GET', '/__admin/qrcodes?status=LIVE')
  const qr = (live.body as { qrcodeId: string; username: string }[]).find(
    (row) => row.username === member.username,
  )!
  expect((await served.mock.admin('POST', `/__admin/qrcodes/${qr.qrcodeId}/paid`)).status).toBe(200)
  // paid, it ends on the done sheet: the amount, the QR's own reference, the wallet now
  const checked = await visitor.landing(
    await visitor.get(`${served.app.url}${hrefOf(panel, 'ตรวจสอบการชำระเงิน')}`),
  )
  const paid = dialogNamed(checked, 'แจ้งชำระ QR แล้ว')
  expect(textOf(paid.querySelector('.result-state'))).toBe('สำเร็จ')
  expect(textOf(paid.querySelector('.receipt-amount'))).toBe('300.00 บาท')
  expect(textOf(paid.querySelector('.result-reference'))).toBe(qr.qrcodeId)
  expect(textOf(paid)).toContain('กระเป๋าหลักตอนนี้350.00 บาท')
  const home = (await visitor.page(hrefOf(paid, 'เสร็จสิ้น'))).document
  expect(textOf(home.querySelector('.wallet-amount'))).toContain('350.00')
})

test('a KBANK QR waits on home for its payment, and can be cancelled', async () => {
  const { visitor } = await memberWith(served, 100)
  const { page, dialog } = await depositDialog(visitor)
  const created = await visitor.landing(
    await visitor.press(page, buttonNamed(dialog, 'สร้าง QR'), { amount: '100' }, DEPOSIT),
  )
  const kbank = created.querySelector('#qr-KBANK')!
  expect(kbank.querySelector('svg path')).not.toBeNull()
  expect(textOf(kbank.querySelector('[role="timer"]'))).toMatch(/(09|10):\d\d/)
  // home shows it waiting, until when
  const [pending] = await pendingOnHome(visitor)
  expect(pending).toMatch(/QR 100\.00 บาท รอการชำระถึง/)

  const cancelled = await visitor.landing(
    await visitor.press(created, buttonNamed(kbank, 'ยกเลิก QR'), {}, DEPOSIT),
  )
  expect(textOf(cancelled.body)).toContain('ยกเลิก QR เรียบร้อยแล้ว')
  expect(named(cancelled, 'button', 'สร้าง QR')).toHaveLength(1)
  expect(cancelled.querySelector('[role="timer"]')).toBeNull()
  expect(await pendingOnHome(visitor)).toEqual([])
})

test('a QR below the channel minimum is refused by the server, the form as it was sent', async () => {
  const { visitor } = await memberWith(served, 100)
  const { page, dialog } = await depositDialog(visitor)
  const ww = named(dialog, 'input', /คิวอาร์ WW Pay/)[0]!
  const refused = await visitor.landing(
    await visitor.press(
      page,
      buttonNamed(dialog, 'สร้าง QR'),
      { amount: '50', provider: ww.getAttribute('value')! },
      DEPOSIT,
    ),
  )
  const again = dialogNamed(refused, 'ฝากเงิน')
  expect(textOf(again)).toContain('ยอดขั้นต่ำของ QR นี้คือ 100.00 บาท')
  expect(again.querySelector('input[name="amount"]')?.getAttribute('value')).toBe('50')
  expect(again.querySelectorAll('[role="img"]')).toHaveLength(0)
})

test('a True Wallet gift link is credited once; sending it again says it was used', async () => {
  const { visitor } = await memberWith(served, 100)
  const wallets = `${DEPOSIT}?method=wallet`
  const link = `https://gift.truemoney.com/campaign/?v=${Date.now()}${Math.random().toString(36).slice(2, 10)}`
  const send = async () => {
    const { page, dialog } = await depositDialog(visitor, wallets)
    return visitor.landing(
      await visitor.press(page, buttonNamed(dialog, 'ส่งลิงก์'), { link }, wallets),
    )
  }
  expect(textOf(dialogNamed(await send(), 'ส่งลิงก์ซองของขวัญแล้ว'))).toContain('รอดำเนินการ')
  const again = dialogNamed(await send(), 'การฝากด้วยซองของขวัญไม่สำเร็จ')
  expect(textOf(again.querySelector('[role="alert"]'))).toContain('ลิงก์ทรูวอลเล็ตนี้ถูกใช้แล้ว')
  expect(await wallet(visitor)).toContain('200.00')
})

test('the slip status shows every state with its reason, in English too', async () => {
  const visitor = new DocumentVisitor(served.app.url)
  await visitor.login(served.app.url, DEMO_USERNAME, DEMO_PASSWORD)
  const slips = dialogNamed(
    (await visitor.page('/user/statement/slips')).document,
    'สถานะการอัปโหลดสลิป',
  )
  for (const state of ['กำลังดำเนินการ', 'สำเร็จ', 'สลิปซ้ำ', 'สลิปหมดอายุ']) {
    expect(textOf(slips)).toContain(state)
  }
  // a failed slip offers a new upload, which opens the bank-transfer deposit
  const rows = [...slips.querySelectorAll('tbody tr')]
  const failed = rows.find((row) => textOf(row).includes('สลิปซ้ำ'))!
  expect(hrefOf(failed, 'อัปโหลดสลิปใหม่')).toBe(BANK)
  const processing = rows.find((row) => textOf(row).includes('กำลังดำเนินการ'))!
  expect(named(processing, 'a', 'อัปโหลดสลิปใหม่')).toHaveLength(0)

  visitor.cookies.set('lng', 'en')
  visitor.cookies.set('LANGUAGE', 'EN')
  const english = dialogNamed(
    (await visitor.page('/user/statement/slips')).document,
    'Slip upload status',
  )
  expect(textOf(english)).toContain('The account does not match your registered account')
})

test('an active bonus is said at the top of the sheet with its rule in numbers; a slip posted anyway is not sent', async () => {
  const { member, visitor } = await memberWith(served, 100)
  const received = await served.mock.call(
    'GET',
    '/api/bonus/activate/WELCOME100',
    undefined,
    member.token,
  )
  expect(received.status).toBe(200)

  const { page, dialog } = await depositDialog(visitor, BANK)
  const gate = named(dialog, '[role="group"]', 'ฝากเงินได้หลังจบโบนัสที่ใช้งานอยู่')[0]!
  expect(dialog.querySelector('.stack')!.firstElementChild).toBe(gate)
  // the mock answers the minimum check with its threshold: the rule in numbers
  expect(textOf(gate)).toContain(
    'จบโบนัสได้เมื่อยอดเงินในกระเป๋าและในเกมรวมกันต่ำกว่า 5.00 บาท ขณะนี้คุณมี 200.00 บาท',
  )
  expect(textOf(gate)).toContain('ยังจบโบนัสไม่ได้')
  expect(hrefOf(gate, 'ไปที่โบนัสของฉัน')).toBe('/user/bonus')
  // without JavaScript the browser cannot choose a file or press upload
  expect(dialog.querySelector('input[type="file"]')!.hasAttribute('disabled')).toBe(true)
  expect(buttonNamed(dialog, 'อัปโหลดสลิป').hasAttribute('disabled')).toBe(true)

  // a client that posts the form anyway (a page drawn before the bonus, or one that ignores
  // `disabled`): held back before the backend, and the banner says why
  const form = page.querySelector('form[enctype="multipart/form-data"]')!
  for (const control of form.querySelectorAll('[disabled]')) control.removeAttribute('disabled')
  const sent = await uploadSlip(visitor, page, SAMPLE_SLIP)
  expect(named(dialogNamed(sent, 'ฝากเงิน'), '[role="group"]', /^ฝากเงินได้หลังจบโบนัส/)).toHaveLength(1)
  const slips = await served.mock.admin('GET', '/__admin/slips?status=processing')
  const mine = (slips.body as { username: string }[]).filter(
    (row) => row.username === member.username,
  )
  expect(mine).toEqual([])
  expect(textOf((await visitor.page('/user/statement/slips')).document.body)).toContain(
    'คุณยังไม่ได้อัปโหลดสลิป',
  )
})

/** Bangkok's clock `hours` from now, as HH:mm. */
function bangkokClock(hours: number): string {
  const at = new Date(Date.now() + (7 + hours) * 3_600_000)
  return `${String(at.getUTCHours()).padStart(2, '0')}:${String(at.getUTCMinutes()).padStart(2, '0')}`
}

test('closed now is said before the bank accounts, the upload off; no window speaks of no hours', async () => {
  const { visitor } = await memberWith(served, 0)
  const window = { from: bangkokClock(-1), to: bangkokClock(1) }
  await served.mock.admin('PUT', '/__admin/settings', { slipClosed: window })
  try {
    const { dialog } = await depositDialog(visitor, BANK)
    const closed = dialog.querySelector('[role="status"].alert')!
    expect(textOf(closed)).toBe(
      `ขณะนี้ปิดรับสลิป (${window.from} – ${window.to} น.) กรุณาอัปโหลดหลังเวลา ${window.to} น.`,
    )
    // first in the tab, before the accounts the player would transfer to
    const shown = [...dialog.querySelectorAll('[role="status"].alert, .account-card')]
    expect(shown[0]).toBe(closed)
    expect(buttonNamed(dialog, 'อัปโหลดสลิป').hasAttribute('disabled')).toBe(true)
  } finally {
    await served.mock.admin('PUT', '/__admin/settings', { slipClosed: null })
  }
  // no window: the mock's lookup sends 00:00 to 00:00, which is no closing at all
  const { dialog } = await depositDialog(visitor, BANK)
  const slipForm = dialog.querySelector('form[enctype="multipart/form-data"]')!
  expect(textOf(slipForm)).toContain('กรุณาอัปโหลดสลิปภายใน 60 นาทีหลังการโอน')
  expect(textOf(slipForm)).not.toContain('ปิดรับสลิป')
  expect(textOf(slipForm)).not.toContain('00:00')
  expect(dialog.querySelector('[role="status"].alert')).toBeNull()
  expect(buttonNamed(dialog, 'อัปโหลดสลิป').hasAttribute('disabled')).toBe(false)
})
