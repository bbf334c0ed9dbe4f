// The deposit dialog against a SPEC-shaped backend, with JavaScript as a phone runs it: the QR
// tab (amount first, channels by minimum, the live QR, cancel, "I have paid", what became of
// a watched QR), bank transfer with the slip upload, and the True Wallet gift link. A deposit
// ends on its result sheet (pending while it is checked, done once a watched QR is paid, failed
// when refused); a QR the provider will not make is a toast; the form's own rules send nothing. (Without JavaScript:
// tests/document/deposit.test.ts; the countdown ticking: e2e/deposit.spec.ts.)
import { readFileSync } from 'node:fs'

import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { expect, test } from 'vitest'

import { decryptTrueLink } from '@member-wallet/contract/truelink'

import { env } from '~/env.server'
import * as deposit from '~/routes/user.home.deposit/route'
import * as receipt from '~/routes/user.home.receipt'
import * as home from '~/routes/user.home/route'

import { asServer, chooseFile, uploadsAsMultipart } from '../support/multipart'
import { memberCookie, renderRoute } from '../support/render-route'
import { sentBodies } from '../support/sent-bodies'
import { answerActiveBonus, noActiveBonus } from '../support/spec-answers-rewards'
import {
  depositAccount,
  depositLookup,
  liveQr,
  noQr,
  walletWith,
} from '../support/spec-answers-wallet'
import { specBackend } from '../support/spec-backend'
import { toastJar } from '../support/toast-jar'

const backend = specBackend()
const bodiesOf = sentBodies()
uploadsAsMultipart()

const QR_PROVIDERS = ['KBANK', 'WW', 'PAYTIMZ', 'PAYONEX', 'FP']
const LOADER_CALLS = [
  'GET /api/lookup/deposit',
  'GET /api/lookup/slip',
  'GET /api/bonus/check/active',
  ...QR_PROVIDERS.map((provider) => `GET /api/qrcode/${provider}`),
]

function answerDeposit(qr: Record<string, unknown> = {}, lookup: unknown = depositLookup) {
  backend.answer('GET', '/api/lookup/deposit', lookup)
  // SPEC §7 does not show the slip lookup: nothing of it is promised
  backend.answer('GET', '/api/lookup/slip', {})
  backend.answer('GET', '/api/bonus/check/active', noActiveBonus)
  for (const provider of QR_PROVIDERS) {
    backend.answer('GET', `/api/qrcode/${provider}`, qr[provider] ?? noQr)
  }
}

async function openDeposit(
  url = '/user/home/deposit',
  language: 'en' | 'th' | 'lo' = 'en',
  jar = toastJar(),
) {
  renderRoute({
    routes: [
      { path: '/user/home/deposit', module: jar.wrap(asServer(deposit)) },
      { path: '/user/home/receipt', module: receipt },
      { path: '/user/home', module: jar.wrap(home) },
    ],
    url,
    cookie: await memberCookie(),
    language,
  })
  const titles = { th: 'ฝากเงิน', lo: 'ຝາກເງິນ', en: 'Deposit' }
  return screen.findByRole('dialog', { name: titles[language] })
}

const detailRows = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll('.detail-row')].map((row) => row.textContent)

/** The toast (or any live message) saying `text`, as a screen reader hears it. */
async function said(role: 'status' | 'alert', text: string) {
  await waitFor(() =>
    expect(screen.getAllByRole(role).map((message) => message.textContent)).toContain(text),
  )
}

function pngFile(name = 'slip.png') {
  return new File([readFileSync('mock-server/assets/sample-slip.png')], name, {
    type: 'image/png',
  })
}

test('the QR tab: channels by name, the recommended one chosen; a quick amount fills the amount', async () => {
  answerDeposit()
  const dialog = await openDeposit('/user/home/deposit', 'th')
  const methods = within(dialog).getByRole('navigation', { name: 'ช่องทางการฝาก' })
  expect(
    within(methods)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['ชำระด้วย QR', 'โอนผ่านธนาคาร', 'ทรูมันนี่ วอลเล็ท'])
  expect(within(methods).getByRole('link', { current: 'page' }).textContent).toBe('ชำระด้วย QR')

  fireEvent.click(
    within(within(dialog).getByRole('group', { name: 'จำนวนเงินด่วน' })).getByRole('link', {
      name: '300.00',
    }),
  )
  expect(
    within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'จำนวนเงิน (บาท)' }).value,
  ).toBe('300')
  const channels = within(dialog).getByRole('group', { name: 'เลือกช่องทางชำระ' })
  const radios = within(channels).getAllByRole<HTMLInputElement>('radio')
  // by the names players know, never the providers' codes
  expect(radios.map((radio) => radio.value)).toEqual(['KBANK', 'PAYTIMZ', 'FP', 'WW', 'PAYONEX'])
  expect(
    radios.map((radio) => radio.closest('label')?.querySelector('.channel-name')?.textContent),
  ).toEqual([
    'คิวอาร์พร้อมเพย์ กสิกรไทยแนะนำ',
    'คิวอาร์ Paytimz',
    'คิวอาร์ FP Pay',
    'คิวอาร์ WW Pay',
    'คิวอาร์ Payonex',
  ])
  const kbank = within(channels).getByRole<HTMLInputElement>('radio', {
    name: /คิวอาร์พร้อมเพย์ กสิกรไทย/,
  })
  expect(kbank.checked).toBe(true)
  expect(kbank.closest('label')?.textContent).toContain('แนะนำ')
  expect(await within(dialog).findByRole('button', { name: 'สร้าง QR · 300.00 บาท' })).toBeTruthy()
  expect(backend.calls()).toEqual(LOADER_CALLS)
})

test('create a QR: it shows with its amount and countdown, the create form gone', async () => {
  answerDeposit()
  backend.answer('POST', '/api/qrcode/KBANK', liveQr(300))
  const dialog = await openDeposit()
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Amount (baht)' }), {
    target: { value: '300' },
  })
  // once made, the provider's state has the QR
  answerDeposit({ KBANK: liveQr(300) })
  fireEvent.click(await within(dialog).findByRole('button', { name: 'Create QR · 300.00 baht' }))

  const panel = await within(dialog).findByRole('region', { name: 'KBank PromptPay QR' })
  expect(within(panel).getByRole('img', { name: 'KBank PromptPay QR payment code' })).toBeTruthy()
  expect(within(panel).getByText('300.00')).toBeTruthy()
  expect(within(panel).getByRole('timer').textContent).toMatch(/^Pay within (10:00|09:5\d)$/)
  expect(within(panel).getByRole('button', { name: 'Cancel QR' })).toBeTruthy()
  expect(within(dialog).queryByRole('button', { name: /Create QR/ })).toBeNull()
  expect(bodiesOf('POST /api/qrcode/KBANK')).toEqual([{ amount: 300 }])
})

test('below a channel minimum that channel cannot be chosen; below every minimum no QR', async () => {
  answerDeposit()
  const dialog = await openDeposit('/user/home/deposit', 'th')
  const amount = within(dialog).getByRole('textbox', { name: 'จำนวนเงิน (บาท)' })
  const ww = within(dialog).getByRole<HTMLInputElement>('radio', { name: /คิวอาร์ WW Pay/ })
  fireEvent.change(amount, { target: { value: '50' } })
  // once the page runs its script
  await waitFor(() => expect(ww.disabled).toBe(true))
  fireEvent.change(amount, { target: { value: '100' } })
  expect(ww.disabled).toBe(false)
  fireEvent.change(amount, { target: { value: '0.5' } })
  const create = within(dialog).getByRole<HTMLButtonElement>('button', { name: /^สร้าง QR/ })
  expect(create.disabled).toBe(true)
  expect(within(dialog).getByText('ยอดขั้นต่ำของ QR นี้คือ 1.00 บาท')).toBeTruthy()
  expect(backend.calls()).toEqual(LOADER_CALLS)
})

test('the provider makes no QR: its message in a red toast, the amount kept', async () => {
  answerDeposit()
  backend.answer('POST', '/api/qrcode/KBANK', { ...noQr, message: 'QR_FAIL' })
  const dialog = await openDeposit()
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Amount (baht)' }), {
    target: { value: '300' },
  })
  fireEvent.click(within(dialog).getByRole('button', { name: /^Create QR/ }))
  await said('alert', 'The QR code could not be created')
  expect(
    within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Amount (baht)' }).value,
  ).toBe('300')
  expect(within(dialog).queryByRole('timer')).toBeNull()
})

test('the backend refuses the QR: the code in Thai in a red toast', async () => {
  answerDeposit()
  backend.refuse('POST', '/api/qrcode/KBANK', 429, 'REQUEST_LIMIT')
  const dialog = await openDeposit('/user/home/deposit', 'th')
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'จำนวนเงิน (บาท)' }), {
    target: { value: '100' },
  })
  fireEvent.click(within(dialog).getByRole('button', { name: /^สร้าง QR/ }))
  await said('alert', 'ทำรายการบ่อยเกินไป กรุณารอสักครู่')
})

test('cancel a live QR: the create form again, and the toast says so', async () => {
  answerDeposit({ KBANK: liveQr(100) })
  backend.answer('DELETE', '/api/qrcode/qr-1', {})
  const dialog = await openDeposit('/user/home/deposit', 'th')
  const panel = within(dialog).getByRole('region', { name: 'คิวอาร์พร้อมเพย์ กสิกรไทย' })
  expect(within(panel).getByRole('img', { name: 'QR ชำระเงิน คิวอาร์พร้อมเพย์ กสิกรไทย' })).toBeTruthy()
  answerDeposit()
  fireEvent.click(within(panel).getByRole('button', { name: 'ยกเลิก QR' }))

  await said('status', 'ยกเลิก QR เรียบร้อยแล้ว')
  expect(within(dialog).getByRole('button', { name: 'สร้าง QR' })).toBeTruthy()
  expect(within(dialog).queryByRole('timer')).toBeNull()
  expect(backend.calls()).toContain('DELETE /api/qrcode/qr-1')
})

test('"I have paid": the pending sheet with the QR\'s amount and reference, nothing sent', async () => {
  answerDeposit({ KBANK: liveQr(100) })
  backend.answer('GET', '/api/wallet', walletWith(1500.5))
  const dialog = await openDeposit()
  fireEvent.click(within(dialog).getByRole('button', { name: 'I have paid' }))

  const pending = await screen.findByRole('dialog', { name: 'QR payment reported' })
  expect(pending.querySelector('.result-state')?.textContent).toBe('Pending')
  expect(pending.querySelector('.receipt-amount')?.textContent).toBe('100.00 baht')
  expect(pending.querySelector('.receipt-route')?.textContent).toBe(
    'From QR payment→ To Main wallet',
  )
  expect(pending.querySelector('.result-reference')?.textContent).toBe(liveQr(100).qrcodeId)
  expect(
    within(pending).getByText(
      'Once it is checked, the money reaches your main wallet in about 1 minute.',
    ),
  ).toBeTruthy()
  expect(backend.calls().filter((call) => !call.startsWith('GET'))).toEqual([])
})

/** The address the dialog loads once a QR it showed is gone (qr-panel.tsx's watch). */
function watching(expires: Date, since = Date.now() - 60_000) {
  const query = new URLSearchParams({
    method: 'qr',
    watch: 'KBANK',
    id: 'qr-1',
    amount: '300',
    expires: expires.toISOString(),
    since: String(since),
  })
  return `/user/home/deposit?${query.toString()}`
}

test('a watched QR that was paid ends on the done sheet: the amount, its reference', async () => {
  answerDeposit()
  backend.answer('GET', '/api/wallet', walletWith(1800))
  backend.answer('POST', '/api/statement', {
    total: 1,
    statements: [
      {
        statementType: 'deposit',
        status: 'SUCCESS',
        from: null,
        to: null,
        amount: 300,
        createdAt: new Date().toISOString(),
      },
    ],
  })
  await openDeposit(watching(new Date(Date.now() + 5 * 60_000)), 'th').catch(() => null)
  const paid = await screen.findByRole('dialog', { name: 'แจ้งชำระ QR แล้ว' })
  expect(paid.querySelector('.result-state')?.textContent).toBe('สำเร็จ')
  expect(paid.querySelector('.receipt-amount')?.textContent).toBe('300.00 บาท')
  expect(paid.querySelector('.result-reference')?.textContent).toBe('qr-1')
  expect(detailRows(paid)[0]).toBe('กระเป๋าหลักตอนนี้1,800.00 บาท')
  expect(within(paid).getByRole('link', { name: 'เสร็จสิ้น' }).getAttribute('href')).toBe('/user/home')
})

test('a watched QR whose time ran out: it says so, and a new one can be made', async () => {
  answerDeposit()
  backend.answer('POST', '/api/statement', { total: 0, statements: [] })
  const dialog = await openDeposit(watching(new Date(Date.now() - 1000)))
  const expired = within(dialog).getByRole('status')
  expect(within(expired).getByRole('heading', { name: 'The QR has expired' })).toBeTruthy()
  expect(expired.textContent).toContain('The QR for 300.00 baht expired before it was paid.')
  expect(
    await within(dialog).findByRole('button', { name: 'Create QR · 300.00 baht' }),
  ).toBeTruthy()
})

test('bank transfer: the accounts to send to, each number to copy, and the slip rules', async () => {
  answerDeposit()
  const dialog = await openDeposit('/user/home/deposit?method=bank', 'th')
  const accounts = within(dialog)
    .getAllByRole('listitem')
    .filter((item) => item.classList.contains('account-card'))
  expect(accounts.map((account) => account.querySelector('.account-bank')?.textContent)).toEqual([
    'กสิกรไทย',
    'ไทยพาณิชย์',
  ])
  expect(within(accounts[1]!).getByText('987-654-3210')).toBeTruthy()
  expect(
    await within(accounts[1]!).findByRole('button', { name: 'คัดลอกเลขบัญชี 9876543210' }),
  ).toBeTruthy()
  expect(within(dialog).getByText('กรุณาอัปโหลดสลิปภายใน 60 นาทีหลังการโอน')).toBeTruthy()
  expect(within(dialog).getByText('ปิดรับสลิปในช่วงเวลาที่กำหนดทุกวัน')).toBeTruthy()
})

test('in Lao a bank without a Lao name reads in Thai, never in English; in English, English', async () => {
  const namesIn = async (language: 'lo' | 'en') => {
    answerDeposit()
    const dialog = await openDeposit('/user/home/deposit?method=bank', language)
    const names = [...dialog.querySelectorAll('.account-card .account-bank')].map(
      (name) => name.textContent,
    )
    cleanup()
    return names
  }
  expect(await namesIn('lo')).toEqual(['กสิกรไทย', 'ไทยพาณิชย์'])
  expect(await namesIn('en')).toEqual(['Kasikornbank', 'Siam Commercial Bank'])
})

test('every bank as manual when the lookup says so, with no other way to deposit', async () => {
  const banks = [depositAccount('SCB', 'AUTO'), depositAccount('KTB', 'AUTO')]
  answerDeposit({}, { banks, wallets: [], isManual: true })
  const dialog = await openDeposit()
  expect(within(dialog).queryByRole('navigation')).toBeNull()
  expect(within(dialog).getAllByText('Our staff check this transfer by hand.')).toHaveLength(2)
  expect(within(dialog).getByRole('button', { name: 'Upload slip' })).toBeTruthy()
})

test('the slip: none chosen, then a file that is no picture: the app says so, nothing sent', async () => {
  answerDeposit()
  const dialog = await openDeposit('/user/home/deposit?method=bank')
  fireEvent.click(within(dialog).getByRole('button', { name: 'Upload slip' }))
  expect(
    await within(dialog).findByText('Please choose the slip image before uploading'),
  ).toBeTruthy()

  chooseFile(within(dialog).getByLabelText(/^Slip image/), pngFile())
  expect(await within(dialog).findByRole('img', { name: 'Chosen slip' })).toBeTruthy()
  expect(within(dialog).getByText('slip.png')).toBeTruthy()
  chooseFile(
    within(dialog).getByLabelText(/^Slip image/),
    new File(['%PDF-1.4'], 'slip.pdf', { type: 'application/pdf' }),
  )
  const wrongType = 'This file is not a JPG, PNG or WebP image. Please choose the slip picture.'
  expect(within(dialog).getByText(wrongType)).toBeTruthy()
  expect(within(dialog).queryByRole('img', { name: 'Chosen slip' })).toBeNull()
  fireEvent.click(within(dialog).getByRole('button', { name: 'Upload slip' }))
  expect(within(dialog).getByText(wrongType)).toBeTruthy()
  expect(backend.calls()).toEqual(LOADER_CALLS)
})

test('a slip is sent as a picture of its own name, and ends on the pending sheet', async () => {
  answerDeposit()
  backend.answer('POST', '/api/wallet/slip', {})
  backend.answer('GET', '/api/wallet', walletWith(40))
  const dialog = await openDeposit('/user/home/deposit?method=bank', 'th')
  chooseFile(within(dialog).getByLabelText(/^ภาพสลิป/), pngFile('ภาพของฉัน.png'))
  fireEvent.click(within(dialog).getByRole('button', { name: 'อัปโหลดสลิป' }))

  const pending = await screen.findByRole('dialog', { name: 'ส่งสลิปแล้ว' })
  expect(pending.querySelector('.result-state')?.textContent).toBe('รอดำเนินการ')
  expect(pending.querySelector('.receipt-amount')?.textContent).toBe('จำนวนเงินจะแสดงเมื่อตรวจสอบแล้ว')
  // a link to where it is followed, not directions in words
  expect(within(pending).getByRole('link', { name: 'ดูสถานะสลิป' }).getAttribute('href')).toBe(
    '/user/statement/slips',
  )
  const [sent] = bodiesOf('POST /api/wallet/slip') as FormData[]
  const file = sent!.get('file') as File
  expect([file.name, file.type, file.size]).toEqual(['slip.png', 'image/png', pngFile().size])
})

test('a PNG that is not a picture is refused before the backend, in Thai; upload again', async () => {
  answerDeposit()
  const dialog = await openDeposit('/user/home/deposit?method=bank', 'th')
  chooseFile(
    within(dialog).getByLabelText(/^ภาพสลิป/),
    new File(['this is not a picture'], 'slip.png', { type: 'image/png' }),
  )
  fireEvent.click(within(dialog).getByRole('button', { name: 'อัปโหลดสลิป' }))
  expect((await within(dialog).findByRole('alert')).textContent).toContain('ไฟล์สลิปไม่ถูกต้อง')
  expect(within(dialog).getByRole('button', { name: 'อัปโหลดอีกครั้ง' })).toBeTruthy()
  expect(backend.calls()).not.toContain('POST /api/wallet/slip')
})

test('the backend refuses the slip: the failed sheet says why, and uploading again is one press away', async () => {
  answerDeposit()
  backend.refuse('POST', '/api/wallet/slip', 400, 'SLIP_UPLOAD_FAIL')
  backend.answer('GET', '/api/wallet', walletWith(40))
  const dialog = await openDeposit('/user/home/deposit?method=bank')
  chooseFile(within(dialog).getByLabelText(/^Slip image/), pngFile())
  fireEvent.click(within(dialog).getByRole('button', { name: 'Upload slip' }))
  const failed = await screen.findByRole('dialog', { name: 'Slip deposit failed' })
  expect(within(failed).getByRole('alert').textContent).toContain('The slip could not be uploaded')
  // a file cannot be sent again from the sheet
  expect(within(failed).queryByRole('button', { name: 'Send the same request again' })).toBeNull()
  expect(within(failed).getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
    '/user/home/deposit?method=bank',
  )
})

async function openTrueWallet(language: 'en' | 'th' = 'en') {
  answerDeposit()
  const dialog = await openDeposit('/user/home/deposit?method=wallet', language)
  const gift = within(dialog).getByRole('heading', {
    name: language === 'th' ? 'ส่งลิงก์ซองของขวัญทรูมันนี่' : 'Send a True Wallet gift link',
  })
  return { dialog, gift: gift.closest('form')! }
}

const GIFT_LINK = 'https://gift.truemoney.com/campaign/?v=abc123'

test('True Wallet: the AUTO number to send to, and the gift link sent encrypted', async () => {
  backend.answer('POST', '/api/wallet/truelink', {})
  const { dialog, gift } = await openTrueWallet()
  expect(within(dialog).getByText('089-123-4567')).toBeTruthy()
  expect(within(dialog).getByText('Wallet Auto')).toBeTruthy()
  expect(within(dialog).getByText('Minimum 2.00 baht')).toBeTruthy()
  const send = within(gift).getByRole<HTMLButtonElement>('button', { name: 'Send link' })
  await waitFor(() => expect(send.disabled).toBe(true))
  fireEvent.change(within(gift).getByLabelText('Gift link'), { target: { value: GIFT_LINK } })
  backend.answer('GET', '/api/wallet', walletWith(40))
  fireEvent.click(send)

  const pending = await screen.findByRole('dialog', { name: 'Gift link sent' })
  expect(pending.querySelector('.receipt-route')?.textContent).toBe(
    'From TrueMoney gift link→ To Main wallet',
  )
  const [sent] = bodiesOf('POST /api/wallet/truelink') as { link: string }[]
  // SPEC §7: the link joined to the wallet's account name, encrypted with the shared secret
  expect(sent!.link).not.toContain('gift.truemoney.com')
  expect(decryptTrueLink(sent!.link, env.TRUELINK_SECRET)).toEqual({
    link: GIFT_LINK,
    walletAccountName: 'Wallet Gift',
  })
})

test('a gift link already used: TRUELINK_DUPLICATE in Thai on the failed sheet', async () => {
  backend.refuse('POST', '/api/wallet/truelink', 400, 'TRUELINK_DUPLICATE')
  backend.answer('GET', '/api/wallet', walletWith(40))
  const { gift } = await openTrueWallet('th')
  fireEvent.change(within(gift).getByLabelText('ลิงก์ซองของขวัญ'), { target: { value: GIFT_LINK } })
  fireEvent.click(within(gift).getByRole('button', { name: 'ส่งลิงก์' }))
  const failed = await screen.findByRole('dialog', { name: 'การฝากด้วยซองของขวัญไม่สำเร็จ' })
  expect(within(failed).getByRole('alert').textContent).toContain('ลิงก์ทรูวอลเล็ตนี้ถูกใช้แล้ว')
})

test('a gift link that is no web address: the form says so, nothing sent', async () => {
  const { gift } = await openTrueWallet()
  fireEvent.change(within(gift).getByLabelText('Gift link'), {
    target: { value: 'gift.truemoney.com/campaign/?v=abc' },
  })
  fireEvent.click(within(gift).getByRole('button', { name: 'Send link' }))
  expect(
    await within(gift).findByText(
      'The link must start with https://. Please copy the gift link again.',
    ),
  ).toBeTruthy()
  expect(backend.calls()).not.toContain('POST /api/wallet/truelink')
})

test('a deposit lookup that fails says the methods cannot be loaded', async () => {
  backend.refuse('GET', '/api/lookup/deposit', 500, 'INTERNAL_SERVER_ERROR')
  backend.answer('GET', '/api/lookup/slip', {})
  backend.answer('GET', '/api/bonus/check/active', noActiveBonus)
  const dialog = await openDeposit()
  expect(
    within(dialog).getByText(
      'Deposit methods cannot be loaded right now. Please try again in a moment.',
    ),
  ).toBeTruthy()
  expect(within(dialog).queryByRole('navigation')).toBeNull()
})

/** The banner an active bonus puts at the top of the sheet, before anything can be filled. */
function bonusGate(dialog: HTMLElement, language: 'en' | 'th' = 'en') {
  return within(dialog).getByRole('group', {
    name:
      language === 'th' ? 'ฝากเงินได้หลังจบโบนัสที่ใช้งานอยู่' : 'Deposits wait while your bonus is active',
  })
}

test('an active bonus is said at the top of each tab, before anything is filled, and nothing can be sent', async () => {
  answerDeposit()
  answerActiveBonus(backend, 'limit')
  const dialog = await openDeposit('/user/home/deposit', 'th')
  const gate = bonusGate(dialog, 'th')
  // first in the sheet, above the amount
  expect(dialog.querySelector('.stack')?.firstElementChild).toBe(gate)
  expect(gate.textContent).toContain('กรุณาจบโบนัสก่อน สลิป QR หรือลิงก์ซองของขวัญที่ส่งตอนนี้จะถูกปฏิเสธ')
  // SPEC shows no answer of the minimum check: the rule in words, the money in numbers
  expect(gate.textContent).toContain('ต่ำกว่าเกณฑ์ที่กำหนด ขณะนี้คุณมี 1,750.75 บาท')
  expect(within(gate).getByRole('link', { name: 'ไปที่โบนัสของฉัน' }).getAttribute('href')).toBe(
    '/user/bonus',
  )
  expect(within(dialog).getByRole('textbox', { name: 'จำนวนเงิน (บาท)' })).toHaveProperty(
    'disabled',
    true,
  )
  expect(within(dialog).getByRole('button', { name: /^สร้าง QR/ })).toHaveProperty('disabled', true)
  expect(backend.calls().sort()).toEqual(
    [...LOADER_CALLS, 'GET /api/bonus/check/minimum', 'GET /api/wallet'].sort(),
  )
})

test('with an active bonus the slip cannot be chosen or sent, nor the gift link', async () => {
  answerDeposit()
  answerActiveBonus(backend, 'week')
  const bank = await openDeposit('/user/home/deposit?method=bank')
  expect(bonusGate(bank)).toBeTruthy()
  expect(within(bank).getByLabelText(/^Slip image/)).toHaveProperty('disabled', true)
  expect(within(bank).getByRole('button', { name: 'Upload slip' })).toHaveProperty('disabled', true)
  cleanup()

  answerDeposit()
  answerActiveBonus(backend, 'week')
  const wallet = await openDeposit('/user/home/deposit?method=wallet')
  expect(bonusGate(wallet)).toBeTruthy()
  expect(within(wallet).getByRole('textbox', { name: 'Gift link' })).toHaveProperty(
    'disabled',
    true,
  )
  expect(within(wallet).getByRole('button', { name: 'Send link' })).toHaveProperty('disabled', true)
})

test('a slip sent from a page older than the bonus is held back: never sent, the banner says why', async () => {
  answerDeposit()
  const dialog = await openDeposit('/user/home/deposit?method=bank')
  // the bonus became active in another tab after this page was drawn
  answerActiveBonus(backend, 'limit')
  chooseFile(within(dialog).getByLabelText(/^Slip image/), pngFile())
  fireEvent.click(within(dialog).getByRole('button', { name: 'Upload slip' }))
  expect(await within(dialog).findByRole('group', { name: /^Deposits wait/ })).toBeTruthy()
  expect(backend.calls()).not.toContain('POST /api/wallet/slip')
  expect(screen.queryByRole('alert')).toBeNull()
})

test('a QR the backend refuses for an active bonus shows the banner, not a toast', async () => {
  answerDeposit()
  backend.refuse('POST', '/api/qrcode/KBANK', 400, 'BONUS_REMAINING')
  const dialog = await openDeposit('/user/home/deposit', 'th')
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'จำนวนเงิน (บาท)' }), {
    target: { value: '100' },
  })
  // the check did not see it (a backend between two states): the refusal is what tells
  fireEvent.click(within(dialog).getByRole('button', { name: /^สร้าง QR/ }))
  const gate = await within(dialog).findByRole('group', { name: 'ฝากเงินได้หลังจบโบนัสที่ใช้งานอยู่' })
  expect(gate.textContent).not.toContain('ขณะนี้คุณมี')
  expect(within(dialog).getByRole('button', { name: /^สร้าง QR/ })).toHaveProperty('disabled', true)
  expect(screen.queryByRole('alert')).toBeNull()
})
