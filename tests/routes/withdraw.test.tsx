// The withdraw dialog's two steps against a SPEC-shaped backend: review shows what comes back
// from games, what leaves and the wallet after, before anything is withdrawn; confirmed, it
// ends on its result sheet (pending: the bank transfer follows), followed there. The limits are the lookup's, checked in the page.
import { fireEvent, screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'

import * as receipt from '~/routes/user.home.receipt'
import * as withdraw from '~/routes/user.home.withdraw'

import { memberCookie, renderRoute } from '../support/render-route'
import { sentRequests } from '../support/sent-bodies'
import { profile, wallet, withdrawLimits } from '../support/spec-answers'
import { changesAfter, walletWith } from '../support/spec-answers-wallet'
import { specBackend } from '../support/spec-backend'

const backend = specBackend()
const { bodiesOf, keysOf } = sentRequests()
const keyOf = (dialog: HTMLElement) =>
  dialog.querySelector<HTMLInputElement>('input[name="idempotencyKey"]')!.value

const detailRows = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll('.detail-row')].map((row) => row.textContent)

async function review(amount: string) {
  backend.answer('GET', '/api/lookup/withdraw', withdrawLimits)
  backend.answer('GET', '/api/wallet', wallet)
  backend.answer('GET', '/api/account/profile', profile)
  renderRoute({
    routes: [{ path: '/user/home/withdraw', module: withdraw }],
    url: '/user/home/withdraw',
    cookie: await memberCookie(),
  })
  fireEvent.change(await screen.findByLabelText('Amount (baht)'), { target: { value: amount } })
  fireEvent.click(screen.getByRole('button', { name: 'Review the withdrawal' }))
}

test('review: games come back first, then the amount leaves; nothing withdrawn yet', async () => {
  await review('1000')
  const dialog = await screen.findByRole('dialog', { name: 'Check before you confirm' })
  expect(detailRows(dialog)).toEqual([
    'Comes back from games first250.25 baht',
    'You withdraw1,000.00 baht',
    'Main wallet after750.75 baht',
  ])
  expect(within(dialog).getByRole('button', { name: 'Withdraw' })).toBeTruthy()
  expect(backend.calls().filter((call) => call.startsWith('POST'))).toEqual([])
})

test('more than wallet and games hold: the translated catalogue text, nothing withdrawn', async () => {
  await review('2000')
  expect((await screen.findByRole('alert')).textContent).toContain('Not enough money')
  expect(screen.queryByRole('dialog', { name: 'Check before you confirm' })).toBeNull()
  expect(backend.calls().filter((call) => call.startsWith('POST'))).toEqual([])
})

const bankProfile = {
  ...profile,
  bankAccountName: 'สมชาย ใจดี',
  bankAccountNo: '1234567890',
  bank: { nameTH: 'กสิกรไทย' },
}

async function openWithdraw(language: 'en' | 'th' = 'en', money = wallet) {
  backend.answer('GET', '/api/lookup/withdraw', withdrawLimits)
  backend.answer('GET', '/api/wallet', money)
  backend.answer('GET', '/api/account/profile', bankProfile)
  renderRoute({
    routes: [
      { path: '/user/home/withdraw', module: withdraw },
      { path: '/user/home/receipt', module: receipt },
    ],
    url: '/user/home/withdraw',
    cookie: await memberCookie(),
    language,
  })
  return screen.findByRole('dialog', { name: language === 'th' ? 'ถอนเงิน' : 'Withdraw' })
}

function typeAmount(dialog: HTMLElement, label: string, amount: string) {
  fireEvent.change(within(dialog).getByRole('spinbutton', { name: label }), {
    target: { value: amount },
  })
}

test('the form: the balance, the bank it pays to, and the limits from the lookup', async () => {
  const dialog = await openWithdraw()
  expect(within(dialog).getByText('Wallet balance: 1,500.50 baht')).toBeTruthy()
  expect(within(dialog).getByText('Paid to กสิกรไทย 123-456-7890')).toBeTruthy()
  expect(
    within(dialog).getByText(
      'From 100.00 to 50,000.00 baht; game balances come back to the wallet first.',
    ),
  ).toBeTruthy()
})

test('above the maximum or below the minimum: the rule in the page, nothing sent', async () => {
  const dialog = await openWithdraw('th')
  typeAmount(dialog, 'จำนวนเงินที่ต้องการถอน (บาท)', '60000')
  fireEvent.click(within(dialog).getByRole('button', { name: 'ตรวจสอบก่อนถอน' }))
  expect(await within(dialog).findByText('ถอนได้สูงสุด 50,000.00 บาท')).toBeTruthy()
  typeAmount(dialog, 'จำนวนเงินที่ต้องการถอน (บาท)', '50')
  fireEvent.click(within(dialog).getByRole('button', { name: 'ตรวจสอบก่อนถอน' }))
  expect(await within(dialog).findByText('ถอนขั้นต่ำ 100.00 บาท')).toBeTruthy()
  expect(backend.calls().filter((call) => call.startsWith('POST'))).toEqual([])
})

test('confirmed: the pending sheet says what left for the bank, the wallet read after, and when to expect it', async () => {
  backend.answer('POST', '/api/wallet/withdrawAll', {})
  const noGames = walletWith(500, { JOKER: { amount: 0 }, SBO: { amount: 0 } })
  const dialog = await openWithdraw('th', noGames)
  const key = keyOf(dialog)
  typeAmount(dialog, 'จำนวนเงินที่ต้องการถอน (บาท)', '200')
  fireEvent.click(within(dialog).getByRole('button', { name: 'ตรวจสอบก่อนถอน' }))
  const review = await screen.findByRole('dialog', { name: 'ตรวจสอบก่อนยืนยัน' })
  // the dialog's key goes on to the review, and with the withdrawal
  expect(keyOf(review)).toBe(key)
  expect(detailRows(review)).toEqual(['ยอดที่ถอน200.00 บาท', 'กระเป๋าหลักหลังถอน300.00 บาท'])
  expect(within(review).getByRole('link', { name: 'แก้ไขจำนวนเงิน' })).toBeTruthy()
  const withdrawn = () => backend.calls().includes('POST /api/wallet/withdrawAll')
  const after = walletWith(300, { JOKER: { amount: 0 }, SBO: { amount: 0 } })
  backend.answer('GET', '/api/wallet', changesAfter(withdrawn, noGames, after))
  fireEvent.click(within(review).getByRole('button', { name: 'ยืนยันการถอนเงิน' }))

  const done = await screen.findByRole('dialog', { name: 'ส่งคำขอถอนเงินแล้ว' })
  expect(done.querySelector('.receipt-amount')?.textContent).toBe('200.00 บาท')
  expect(done.querySelector('.receipt-route')?.textContent).toBe(
    'จาก กระเป๋าหลัก→ ไปยัง บัญชีธนาคารของคุณ',
  )
  // waiting for the bank, not the green tick of a finished move
  expect(done.querySelector('.result-state')?.textContent).toBe('รอดำเนินการ')
  expect(done.querySelector('.receipt-icon use')?.getAttribute('href')).toMatch(/#clock$/)
  expect(detailRows(done)[0]).toBe('กระเป๋าหลักตอนนี้300.00 บาท')
  expect(
    within(done).getByText('ปกติเงินเข้าบัญชีธนาคารของคุณภายใน 15 นาที ดูสถานะได้ในรายการเดินบัญชี'),
  ).toBeTruthy()
  expect(within(done).getByRole('link', { name: 'ดูรายการเดินบัญชี' }).getAttribute('href')).toBe(
    '/user/statement',
  )
  expect(bodiesOf('POST /api/wallet/withdrawAll')).toEqual([{ amount: 200 }])
  expect(keysOf('POST /api/wallet/withdrawAll')).toEqual([key])
})

test('no answer in time: the unknown sheet; sending again carries the same key, so it cannot pay twice', async () => {
  backend.refuse('POST', '/api/wallet/withdrawAll', 504, 'Gateway Timeout')
  const dialog = await openWithdraw()
  const key = keyOf(dialog)
  typeAmount(dialog, 'Amount (baht)', '200')
  fireEvent.click(within(dialog).getByRole('button', { name: 'Review the withdrawal' }))
  const review = await screen.findByRole('dialog', { name: 'Check before you confirm' })
  fireEvent.click(within(review).getByRole('button', { name: 'Withdraw' }))
  const unknown = await screen.findByRole('dialog', { name: 'Withdrawal: result not known yet' })
  expect(unknown.textContent).toContain('Check your statement before you try anything new')
  backend.answer('POST', '/api/wallet/withdrawAll', {})
  fireEvent.click(within(unknown).getByRole('button', { name: 'Send the same request again' }))
  await screen.findByRole('dialog', { name: 'Withdrawal requested' })
  expect(keysOf('POST /api/wallet/withdrawAll')).toEqual([key, key])
  expect(bodiesOf('POST /api/wallet/withdrawAll')).toEqual([{ amount: 200 }, { amount: 200 }])
})

test('with money in games the receipt says what came back from them first', async () => {
  backend.answer('POST', '/api/wallet/withdrawAll', {})
  const dialog = await openWithdraw()
  const withdrawn = () => backend.calls().includes('POST /api/wallet/withdrawAll')
  const after = walletWith(750.75, { JOKER: { amount: 0 }, SBO: { amount: 0 } })
  backend.answer('GET', '/api/wallet', changesAfter(withdrawn, wallet, after))
  typeAmount(dialog, 'Amount (baht)', '1000')
  fireEvent.click(within(dialog).getByRole('button', { name: 'Review the withdrawal' }))
  const review = await screen.findByRole('dialog', { name: 'Check before you confirm' })
  fireEvent.click(within(review).getByRole('button', { name: 'Withdraw' }))
  const done = await screen.findByRole('dialog', { name: 'Withdrawal requested' })
  expect(detailRows(done).slice(0, 2)).toEqual([
    'Came back from games first250.25 baht',
    'Main wallet now750.75 baht',
  ])
})

test('the backend refuses the withdrawal: its code in Thai on the failed sheet, and a way back to the form', async () => {
  backend.refuse('POST', '/api/wallet/withdrawAll', 429, 'REQUEST_LIMIT_1MIN')
  const dialog = await openWithdraw('th')
  typeAmount(dialog, 'จำนวนเงินที่ต้องการถอน (บาท)', '200')
  fireEvent.click(within(dialog).getByRole('button', { name: 'ตรวจสอบก่อนถอน' }))
  const review = await screen.findByRole('dialog', { name: 'ตรวจสอบก่อนยืนยัน' })
  fireEvent.click(within(review).getByRole('button', { name: 'ยืนยันการถอนเงิน' }))
  const failed = await screen.findByRole('dialog', { name: 'การถอนเงินไม่สำเร็จ' })
  expect(within(failed).getByRole('alert').textContent).toContain('กรุณารอประมาณ 1 นาทีแล้วลองใหม่')
  expect(within(failed).getByRole('link', { name: 'ลองอีกครั้ง' }).getAttribute('href')).toBe(
    '/user/home/withdraw',
  )
})

test('limits that cannot be read: the dialog says so, with a way to try again', async () => {
  backend.refuse('GET', '/api/lookup/withdraw', 500, 'INTERNAL_SERVER_ERROR')
  backend.answer('GET', '/api/wallet', wallet)
  backend.answer('GET', '/api/account/profile', profile)
  renderRoute({
    routes: [{ path: '/user/home/withdraw', module: withdraw }],
    url: '/user/home/withdraw',
    cookie: await memberCookie(),
  })
  const dialog = await screen.findByRole('dialog', { name: 'This page could not be loaded' })
  expect(within(dialog).getByRole('link', { name: 'Try again' })).toBeTruthy()
})
