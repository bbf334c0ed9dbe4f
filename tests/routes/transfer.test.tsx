// The transfer dialog against a SPEC-shaped backend: the form's rules (SPEC §5) are checked in
// the page, so a form that breaks one shows the translated message and sends nothing; an
// amount above the balance goes to the backend, whose code the player reads in their language.
// A transfer (or transfer-all) ends on its result sheet, followed there: done, refused (failed)
// or unanswered (unknown).
import { fireEvent, screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'

import * as receipt from '~/routes/user.home.receipt'
import * as transfer from '~/routes/user.home.transfer'

import { memberCookie, renderRoute } from '../support/render-route'
import { sentRequests } from '../support/sent-bodies'
import { wallet } from '../support/spec-answers'
import { changesAfter, walletWith } from '../support/spec-answers-wallet'
import { specBackend } from '../support/spec-backend'

const backend = specBackend()
const { bodiesOf, keysOf } = sentRequests()
const keyOf = (form: HTMLElement) =>
  form.querySelector<HTMLInputElement>('input[name="idempotencyKey"]')!.value

/** A receipt's balances, as label and amount. */
const detailRows = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll('.detail-row')].map((row) => row.textContent)

async function sendTransfer(
  { from, to, amount }: { from: string; to: string; amount: string },
  language: 'en' | 'th' = 'en',
) {
  backend.answer('GET', '/api/wallet', wallet)
  renderRoute({
    routes: [
      { path: '/user/home/transfer', module: transfer },
      { path: '/user/home/receipt', module: receipt },
    ],
    url: '/user/home/transfer',
    cookie: await memberCookie(),
    language,
  })
  const form = (await screen.findAllByRole('combobox'))[0]!.closest('form')!
  const [fromField, toField] = within(form).getAllByRole('combobox')
  fireEvent.change(fromField!, { target: { value: from } })
  fireEvent.change(toField!, { target: { value: to } })
  fireEvent.change(within(form).getByRole('spinbutton'), { target: { value: amount } })
  fireEvent.submit(form)
  return form
}

test('less than the minimum: the translated rule, nothing sent', async () => {
  const form = await sendTransfer({ from: 'wallet', to: 'JOKER', amount: '0.5' })
  expect(await within(form).findByText('The minimum transfer is 1 baht')).toBeTruthy()
  expect(backend.calls()).toEqual(['GET /api/wallet'])
})

test('the same account on both sides: the translated rule, nothing sent', async () => {
  const form = await sendTransfer({ from: 'JOKER', to: 'JOKER', amount: '10' }, 'th')
  expect(await within(form).findByText('ไม่สามารถโยกเงินไปยังบัญชีเดียวกันได้')).toBeTruthy()
  expect(backend.calls()).toEqual(['GET /api/wallet'])
})

test('more than the balance: the backend refuses; the failed sheet says why and that nothing moved', async () => {
  backend.refuse('POST', '/api/wallet/transfer', 400, 'MONEY_NOT_ENOUGH')
  await sendTransfer({ from: 'wallet', to: 'JOKER', amount: '99999' }, 'th')
  const failed = await screen.findByRole('dialog', { name: 'การโยกเงินไม่สำเร็จ' })
  expect(failed.querySelector('.result-state')?.textContent).toBe('ไม่สำเร็จ')
  const alert = within(failed).getByRole('alert')
  expect(alert.textContent).toContain('ยอดเงินไม่เพียงพอ')
  expect(alert.textContent).toContain('ไม่มีการหักเงิน ยอดเงินของคุณยังเท่าเดิม')
  expect(failed.querySelector('.receipt-amount')?.textContent).toBe('99,999.00 บาท')
  expect(detailRows(failed)[0]).toBe('กระเป๋าหลักตอนนี้1,500.50 บาท')
  expect(within(failed).getByRole('link', { name: 'ลองอีกครั้ง' }).getAttribute('href')).toBe(
    '/user/home/transfer?from=wallet&to=JOKER',
  )
  expect(backend.calls()).toContain('POST /api/wallet/transfer')
})

test('a message the catalogue does not know is shown as the backend wrote it', async () => {
  backend.refuse('POST', '/api/wallet/transfer', 503, 'ปิดปรับปรุงระบบชั่วคราว')
  await sendTransfer({ from: 'wallet', to: 'JOKER', amount: '10' })
  const failed = await screen.findByRole('dialog', { name: 'Transfer failed' })
  expect(within(failed).getByRole('alert').textContent).toContain('ปิดปรับปรุงระบบชั่วคราว')
})

async function openTransfer(url = '/user/home/transfer', language: 'en' | 'th' = 'en') {
  backend.answer('GET', '/api/wallet', wallet)
  renderRoute({
    routes: [
      { path: '/user/home/transfer', module: transfer },
      { path: '/user/home/receipt', module: receipt },
    ],
    url,
    cookie: await memberCookie(),
    language,
  })
  return screen.findByRole('dialog', { name: language === 'th' ? 'โยกเงิน' : 'Transfer' })
}

const optionsOf = (select: HTMLElement) =>
  [...(select as HTMLSelectElement).options].map((option) => option.textContent)

test('the accounts to move between: the main wallet and each open game, with balances', async () => {
  const dialog = await openTransfer()
  expect(optionsOf(within(dialog).getByRole('combobox', { name: 'From' }))).toEqual([
    'Choose an account',
    'Main wallet (1,500.50)',
    'Joker Gaming (200.00)',
    'SBOBET (50.25)',
  ])
  expect(within(dialog).getByRole<HTMLSelectElement>('combobox', { name: 'From' }).value).toBe(
    'wallet',
  )
  expect(within(dialog).getByText('At least 1 baht')).toBeTruthy()
  expect(within(dialog).getByRole('heading', { name: 'Transfer everything' })).toBeTruthy()
})

test("a game's 'move money in' arrives with the game chosen as the target", async () => {
  const dialog = await openTransfer('/user/home/transfer?to=JOKER', 'th')
  expect(within(dialog).getByRole<HTMLSelectElement>('combobox', { name: 'ไปยัง' }).value).toBe(
    'JOKER',
  )
})

test('no target chosen: the translated rule, nothing sent', async () => {
  const dialog = await openTransfer()
  fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Amount (baht)' }), {
    target: { value: '10' },
  })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }))
  expect(await within(dialog).findByText('Please choose both accounts')).toBeTruthy()
  expect(backend.calls()).toEqual(['GET /api/wallet'])
})

test('into a game: the sheet says what moved, the balances read after, when, its reference, and offers to play', async () => {
  backend.answer('POST', '/api/wallet/transfer', {})
  const dialog = await openTransfer('/user/home/transfer?to=JOKER', 'th')
  fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'จำนวนเงิน (บาท)' }), {
    target: { value: '300' },
  })
  backend.answer('GET', '/api/wallet', walletWith(1200.5, { JOKER: { amount: 500 } }))
  fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันการโยกเงิน' }))

  const done = await screen.findByRole('dialog', { name: 'โยกเงินสำเร็จ' })
  expect(done.querySelector('.receipt-amount')?.textContent).toBe('300.00 บาท')
  expect(done.querySelector('.receipt-route')?.textContent).toBe('จาก กระเป๋าหลัก→ ไปยัง Joker Gaming')
  expect(done.querySelector('.result-state')?.textContent).toBe('สำเร็จ')
  const rows = detailRows(done)
  expect(rows.slice(0, 2)).toEqual(['กระเป๋าหลักตอนนี้1,200.50 บาท', 'Joker Gaming ตอนนี้500.00 บาท'])
  // today in Thai (a Thai month, the Buddhist era's year) on Bangkok's clock, and the form's key
  // as the reference; dates.test.ts pins the format to the minute
  expect(rows[2]).toMatch(
    /^วันและเวลา\d{1,2} [\u0E01-\u0E4E]{1,3}\.[\u0E01-\u0E4E]\. \d\d · \d\d:\d\d$/,
  )
  expect(rows[3]).toBe(
    `เลขอ้างอิง${keysOf('POST /api/wallet/transfer')[0]!.replaceAll('-', '').slice(0, 12).toUpperCase()}`,
  )
  expect(within(done).getByRole('link', { name: 'เล่นเลย' }).getAttribute('href')).toBe(
    '/user/home/game/JOKER',
  )
  expect(within(done).getByRole('link', { name: 'ดูรายการเดินบัญชี' }).getAttribute('href')).toBe(
    '/user/statement',
  )
  expect(bodiesOf('POST /api/wallet/transfer')).toEqual([
    { from: 'wallet', to: 'JOKER', amount: 300 },
  ])
})

test('out of a game into the wallet: the receipt ends with Done, back home', async () => {
  backend.answer('POST', '/api/wallet/transfer', {})
  const dialog = await openTransfer('/user/home/transfer?from=JOKER&to=wallet')
  fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Amount (baht)' }), {
    target: { value: '100.50' },
  })
  backend.answer('GET', '/api/wallet', walletWith(1601, { JOKER: { amount: 99.5 } }))
  fireEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }))

  const done = await screen.findByRole('dialog', { name: 'Transfer done' })
  expect(done.querySelector('.receipt-amount')?.textContent).toBe('100.50 baht')
  expect(detailRows(done)[0]).toBe('Main wallet now1,601.00 baht')
  expect(detailRows(done)).toHaveLength(4)
  expect(within(done).getByRole('link', { name: 'Done' }).getAttribute('href')).toBe('/user/home')
  expect(within(done).queryByRole('link', { name: 'Play now' })).toBeNull()
})

test('transfer everything to a game: the receipt sums what came from the others', async () => {
  backend.answer('POST', '/api/wallet/transferAll', {})
  const dialog = await openTransfer()
  const all = within(dialog).getByRole('heading', { name: 'Transfer everything' }).closest('form')!
  fireEvent.change(within(all).getByRole('combobox', { name: 'Move everything to' }), {
    target: { value: 'JOKER' },
  })
  // read before it: 1,500.50 in the main wallet and 50.25 in SBOBET, all in Joker after it
  const moved = () => backend.calls().includes('POST /api/wallet/transferAll')
  const after = walletWith(0, { JOKER: { amount: 1750.75 }, SBO: { amount: 0 } })
  backend.answer('GET', '/api/wallet', changesAfter(moved, wallet, after))
  fireEvent.click(within(all).getByRole('button', { name: 'Transfer everything' }))

  const done = await screen.findByRole('dialog', { name: 'Everything moved' })
  expect(done.querySelector('.receipt-amount')?.textContent).toBe('1,550.75 baht')
  expect(done.querySelector('.receipt-route')?.textContent).toBe(
    'From Main wallet and other games→ To Joker Gaming',
  )
  expect(detailRows(done).slice(0, 2)).toEqual([
    'Main wallet now0.00 baht',
    'Joker Gaming now1,750.75 baht',
  ])
  expect(bodiesOf('POST /api/wallet/transferAll')).toEqual([{ to: 'JOKER' }])
})

test('transfer everything refused: TRANSFER_FAIL in Thai on the failed sheet', async () => {
  backend.refuse('POST', '/api/wallet/transferAll', 400, 'TRANSFER_FAIL')
  const dialog = await openTransfer('/user/home/transfer', 'th')
  const all = within(dialog).getByRole('heading', { name: 'โยกเงินทั้งหมด' }).closest('form')!
  fireEvent.change(within(all).getByRole('combobox', { name: 'ย้ายทั้งหมดไปยัง' }), {
    target: { value: 'JOKER' },
  })
  fireEvent.click(within(all).getByRole('button', { name: 'โยกเงินทั้งหมด' }))
  const failed = await screen.findByRole('dialog', { name: 'การโยกเงินทั้งหมดไม่สำเร็จ' })
  expect(within(failed).getByRole('alert').textContent).toContain(
    'โยกเงินไม่สำเร็จ ระบบคืนเงินเข้ากระเป๋าแล้ว',
  )
})

test('no answer in time: the unknown sheet sends to the statement; sending again sends the same key', async () => {
  backend.refuse('POST', '/api/wallet/transfer', 504, 'Gateway Timeout')
  const form = await sendTransfer({ from: 'wallet', to: 'JOKER', amount: '10' })
  const key = keyOf(form)
  const unknown = await screen.findByRole('dialog', { name: 'Transfer: result not known yet' })
  expect(unknown.querySelector('.result-state')?.textContent).toBe('Result not known yet')
  expect(unknown.textContent).toContain('the money may have moved')
  expect(within(unknown).queryByRole('alert')).toBeNull()
  expect(within(unknown).getByRole('link', { name: 'See statement' }).getAttribute('href')).toBe(
    '/user/statement',
  )
  backend.answer('POST', '/api/wallet/transfer', {})
  fireEvent.click(within(unknown).getByRole('button', { name: 'Send the same request again' }))
  await screen.findByRole('dialog', { name: 'Transfer done' })
  expect(keysOf('POST /api/wallet/transfer')).toEqual([key, key])
  expect(bodiesOf('POST /api/wallet/transfer')).toEqual([
    { from: 'wallet', to: 'JOKER', amount: 10 },
    { from: 'wallet', to: 'JOKER', amount: 10 },
  ])
})

test('a clear refusal moved nothing: trying again is a new transfer, with a new key', async () => {
  backend.refuse('POST', '/api/wallet/transfer', 400, 'MONEY_NOT_ENOUGH')
  const form = await sendTransfer({ from: 'wallet', to: 'JOKER', amount: '99999' })
  const key = keyOf(form)
  const failed = await screen.findByRole('dialog', { name: 'Transfer failed' })
  expect(within(failed).queryByRole('button', { name: 'Send the same request again' })).toBeNull()
  fireEvent.click(within(failed).getByRole('link', { name: 'Try again' }))
  const again = await screen.findByRole('dialog', { name: 'Transfer' })
  const next = keyOf(within(again).getAllByRole('combobox')[0]!.closest('form')!)
  expect(next).not.toBe(key)
  expect(within(again).getByRole<HTMLSelectElement>('combobox', { name: 'To' }).value).toBe('JOKER')
})

test('a wallet that cannot be read: the dialog says so, with a way to try again', async () => {
  backend.refuse('GET', '/api/wallet', 500, 'INTERNAL_SERVER_ERROR')
  renderRoute({
    routes: [{ path: '/user/home/transfer', module: transfer }],
    url: '/user/home/transfer',
    cookie: await memberCookie(),
  })
  const dialog = await screen.findByRole('dialog', { name: 'This page could not be loaded' })
  expect(within(dialog).getByRole('link', { name: 'Try again' })).toBeTruthy()
})
