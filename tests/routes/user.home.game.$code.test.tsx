// The game account dialog (user.home.game.$code) against a SPEC-shaped backend: an open
// account's balance and login, Play (the wallet moves in first, the game opens in a new tab,
// the dialog says what moved), opening an account, a password reset, the English bank name,
// and each refusal translated.
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterAll, beforeAll, beforeEach, expect, type MockInstance, test, vi } from 'vitest'

import * as game from '~/routes/user.home.game.$code'

import { memberCookie, renderRoute } from '../support/render-route'
import { sentBodies } from '../support/sent-bodies'
import { profile, wallet } from '../support/spec-answers'
import { changesAfter, gameLogin, pgGame, walletWith } from '../support/spec-answers-wallet'
import { specBackend } from '../support/spec-backend'
import { toastJar } from '../support/toast-jar'

const backend = specBackend()
const bodiesOf = sentBodies()

// the game's tab: a window that opens nothing, for the whole file, since React may run the
// effect that opens it after a test's last look (and happy-dom's own would load the address)
let windowOpen: MockInstance<typeof window.open>
beforeAll(() => {
  windowOpen = vi.spyOn(window, 'open').mockReturnValue(null)
})
beforeEach(() => windowOpen.mockClear())
afterAll(() => windowOpen.mockRestore())

/** The member's wallet with PG Soft open beside the others. */
function withPg(amount: number, pgAmount: number) {
  const money = walletWith(amount)
  return { ...money, slots: [...money.slots, { ...pgGame, amount: pgAmount }] }
}

const happened = (call: string) => () => backend.calls().includes(call)

async function openGame(code: string, language: 'en' | 'th' = 'en', jar = toastJar()) {
  backend.answer('GET', '/api/account/profile', profile)
  renderRoute({
    routes: [{ path: '/user/home/game/:code', module: jar.wrap(game) }],
    url: `/user/home/game/${code}`,
    cookie: await memberCookie(),
    language,
  })
}

async function said(role: 'status' | 'alert', text: string) {
  await waitFor(() =>
    expect(screen.getAllByRole(role).map((message) => message.textContent)).toContain(text),
  )
}

test('an open account: its login, and Play says how much moves in first', async () => {
  backend.answer('GET', '/api/wallet', withPg(120, 0))
  backend.answer('GET', '/api/wallet/account/PG', gameLogin)
  await openGame('PG', 'th')
  const dialog = await screen.findByRole('dialog', { name: 'PG Soft' })
  const [username, password] = within(dialog).getAllByRole('definition')
  expect(username!.textContent).toBe('pg0812345678')
  // the password is dots until asked for (a details element: no JavaScript needed)
  const secret = password!.querySelector('details')!
  expect(secret.open).toBe(false)
  expect(within(secret).getByText('แสดงรหัสผ่าน')).toBeTruthy()
  expect(secret.querySelector('.hidden-text-value')?.textContent).toBe('Secret123')
  // copy buttons beside both, once the page runs
  expect(await within(dialog).findByRole('button', { name: 'คัดลอกชื่อผู้ใช้' })).toBeTruthy()
  expect(within(dialog).getByRole('button', { name: 'คัดลอกรหัสผ่าน' })).toBeTruthy()
  const play = within(dialog).getByRole('button', { name: 'เข้าเล่น · โยก 120.00 บาท เข้า PG Soft' })
  expect(play.getAttribute('aria-describedby')).toBe('play-hint-PG')
  expect(within(dialog).getByText('ยอดทั้งหมดในกระเป๋าหลักจะถูกโยกเข้า PG Soft ก่อนเปิดเกม')).toBeTruthy()
  expect(within(dialog).getByRole('link', { name: 'โยกเงินเข้าเกม' }).getAttribute('href')).toBe(
    '/user/home/transfer?to=PG',
  )
  expect(within(dialog).getByRole('link', { name: 'โยกเงินออกจากเกม' }).getAttribute('href')).toBe(
    '/user/home/transfer?from=PG',
  )
})

test('Play moves the wallet in, opens the game in a new tab, and says what moved', async () => {
  backend.answer(
    'GET',
    '/api/wallet',
    changesAfter(happened('POST /api/wallet/transfer'), withPg(120, 0), withPg(0, 120)),
  )
  backend.answer('GET', '/api/wallet/account/PG', gameLogin)
  backend.answer('POST', '/api/wallet/transfer', {})
  backend.answer('GET', '/api/autoLogin/pg/pg0812345678', { link: 'https://pg.example/play?t=1' })
  await openGame('PG', 'th')
  const dialog = await screen.findByRole('dialog', { name: 'PG Soft' })
  fireEvent.click(within(dialog).getByRole('button', { name: /^เข้าเล่น · โยก 120.00 บาท/ }))

  const moved = await within(dialog).findByRole('region', { name: 'โยกเงินเข้าเกมแล้ว' })
  expect(moved.querySelector('.receipt-amount')?.textContent).toBe('120.00 บาท')
  expect(
    within(moved)
      .getAllByRole('definition')
      .map((value) => value.textContent),
  ).toEqual([
    '0.00 บาท',
    '120.00 บาท',
    expect.stringMatching(/^\d{1,2} \S+ \d\d · \d\d:\d\d$/),
    expect.stringMatching(/^[0-9A-F]{12}$/),
  ])
  expect(within(moved).getByText('PG Soft ตอนนี้')).toBeTruthy()
  // as every result: when, and its reference (the Play form's key)
  expect(within(moved).getByText('วันและเวลา')).toBeTruthy()
  expect(within(moved).getByText('เลขอ้างอิง')).toBeTruthy()
  await waitFor(() =>
    expect(windowOpen).toHaveBeenCalledWith('https://pg.example/play?t=1', '_blank'),
  )
  // one result: a blocked popup's link is in it, no second notice beside it
  expect(within(moved).getByRole('link', { name: 'เปิดเกม' }).getAttribute('href')).toBe(
    'https://pg.example/play?t=1',
  )
  expect(within(dialog).queryByRole('status')).toBeNull()
  expect(bodiesOf('POST /api/wallet/transfer')).toEqual([{ from: 'wallet', to: 'PG', amount: 120 }])
  // the wallet is empty now: Play only opens the game, and says so
  expect(within(dialog).getByRole('button', { name: 'เข้าเล่นเกม' })).toBeTruthy()
  expect(within(dialog).getByText('กระเป๋าหลักไม่มีเงิน กดแล้วจะเปิดเกมเท่านั้น ไม่มีการโยกเงิน')).toBeTruthy()
})

test('with an empty wallet Play only opens the game: nothing moves', async () => {
  backend.answer('GET', '/api/wallet', withPg(0, 50))
  backend.answer('GET', '/api/wallet/account/PG', gameLogin)
  backend.answer('GET', '/api/autoLogin/pg/pg0812345678', { link: 'https://pg.example/play?t=2' })
  await openGame('PG')
  const dialog = await screen.findByRole('dialog', { name: 'PG Soft' })
  expect(
    within(dialog).getByText(
      'Your main wallet is empty: this only opens the game, no money moves.',
    ),
  ).toBeTruthy()
  fireEvent.click(within(dialog).getByRole('button', { name: 'Play now' }))
  await waitFor(() =>
    expect(windowOpen).toHaveBeenCalledWith('https://pg.example/play?t=2', '_blank'),
  )
  expect(within(dialog).queryByRole('region')).toBeNull()
  expect(backend.calls()).not.toContain('POST /api/wallet/transfer')
})

test('the transfer before Play is refused: its code in the alert, no game opened', async () => {
  backend.answer('GET', '/api/wallet', withPg(120, 0))
  backend.answer('GET', '/api/wallet/account/PG', gameLogin)
  backend.refuse('POST', '/api/wallet/transfer', 400, 'MONEY_NOT_ENOUGH')
  await openGame('PG')
  const dialog = await screen.findByRole('dialog', { name: 'PG Soft' })
  fireEvent.click(within(dialog).getByRole('button', { name: /^Play · moves 120.00 baht/ }))
  expect((await within(dialog).findByRole('alert')).textContent).toContain('Not enough money')
  expect(windowOpen).not.toHaveBeenCalled()
  expect(backend.calls()).not.toContain('GET /api/autoLogin/pg/pg0812345678')
})

test('the money went in but the game would not open (NO_GAME): it says where the money is now', async () => {
  backend.answer('GET', '/api/wallet', withPg(120, 0))
  backend.answer('GET', '/api/wallet/account/PG', gameLogin)
  backend.answer('POST', '/api/wallet/transfer', {})
  backend.refuse('GET', '/api/autoLogin/pg/pg0812345678', 404, 'NO_GAME')
  await openGame('PG', 'th')
  const dialog = await screen.findByRole('dialog', { name: 'PG Soft' })
  fireEvent.click(within(dialog).getByRole('button', { name: /^เข้าเล่น · โยก 120.00 บาท/ }))
  const alert = await within(dialog).findByRole('alert')
  // why, and where the money is now, in one alert
  expect(alert.textContent).toContain('ไม่พบเกม')
  expect(alert.textContent).toContain(
    'ยอด 120.00 บาท อยู่ใน PG Soft แล้ว แต่เปิดเกมไม่ได้ กดเข้าเล่นเกมอีกครั้ง หรือโยกเงินกลับด้วยปุ่มโยกเงินออกจากเกม',
  )
  expect(windowOpen).not.toHaveBeenCalled()
})

test('a game with no way to open it says so', async () => {
  backend.answer('GET', '/api/wallet', walletWith(0))
  backend.answer('GET', '/api/wallet/account/JOKER', gameLogin)
  await openGame('JOKER')
  const dialog = await screen.findByRole('dialog', { name: 'Joker Gaming' })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Play now' }))
  expect((await within(dialog).findByRole('alert')).textContent).toContain(
    'This game cannot be opened right now',
  )
  expect(windowOpen).not.toHaveBeenCalled()
})

test('no account yet: open one, and its login shows, with the toast in Thai', async () => {
  const opened = walletWith(1500.5, { HUAYHD: { isActive: true } })
  backend.answer(
    'GET',
    '/api/wallet',
    changesAfter(happened('GET /api/wallet/activate/HUAYHD'), wallet, opened),
  )
  backend.answer('GET', '/api/wallet/activate/HUAYHD', gameLogin)
  backend.answer('GET', '/api/wallet/account/HUAYHD', gameLogin)
  await openGame('HUAYHD', 'th')
  const dialog = await screen.findByRole('dialog', { name: 'Huay HD' })
  expect(within(dialog).getByText('คุณยังไม่มีบัญชีในค่ายเกมนี้ เปิดบัญชีเพื่อเริ่มเล่น')).toBeTruthy()
  expect(within(dialog).queryByText('ชื่อผู้ใช้')).toBeNull()
  fireEvent.click(within(dialog).getByRole('button', { name: 'เปิดบัญชี' }))

  await said('status', 'เปิดบัญชีเกมเรียบร้อยแล้ว')
  const active = screen.getByRole('dialog', { name: 'Huay HD' })
  expect(within(active).getByText('ชื่อผู้ใช้')).toBeTruthy()
  expect(within(active).getByText('pg0812345678')).toBeTruthy()
})

test('opening an account refused: SLOT_ACTIVATE_FAIL in Thai in the alert', async () => {
  backend.answer('GET', '/api/wallet', wallet)
  backend.refuse('GET', '/api/wallet/activate/HUAYHD', 400, 'SLOT_ACTIVATE_FAIL')
  await openGame('HUAYHD', 'th')
  const dialog = await screen.findByRole('dialog', { name: 'Huay HD' })
  fireEvent.click(within(dialog).getByRole('button', { name: 'เปิดบัญชี' }))
  expect((await within(dialog).findByRole('alert')).textContent).toContain('เปิดบัญชีเกมไม่สำเร็จ')
})

test('a password reset: the toast says so; refused, its code', async () => {
  backend.answer('GET', '/api/wallet', wallet)
  backend.answer('GET', '/api/wallet/account/JOKER', gameLogin)
  backend.answer('GET', '/api/wallet/resetpassword/JOKER', gameLogin)
  await openGame('JOKER')
  const dialog = await screen.findByRole('dialog', { name: 'Joker Gaming' })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Reset game password' }))
  await said('status', 'The game password has been reset')

  backend.refuse('GET', '/api/wallet/resetpassword/JOKER', 400, 'SLOT_RESET_PASSWORD_FAIL')
  fireEvent.click(screen.getByRole('button', { name: 'Reset game password' }))
  expect((await screen.findByRole('alert')).textContent).toContain(
    'The game password could not be reset',
  )
})

async function openWithThaiBankName() {
  backend.answer('GET', '/api/wallet', wallet)
  backend.answer('GET', '/api/wallet/account/JOKER', gameLogin)
  backend.answer('GET', '/api/lookup/banks', [
    { code: 'KBANK', nameTH: 'กสิกรไทย' },
    { code: 'KTB', nameTH: 'กรุงไทย' },
  ])
  renderRoute({
    routes: [{ path: '/user/home/game/:code', module: toastJar().wrap(game) }],
    url: '/user/home/game/JOKER',
    cookie: await memberCookie(),
  })
  const dialog = await screen.findByRole('dialog', { name: 'Joker Gaming' })
  return within(dialog).getByRole('button', { name: 'Save account name' }).closest('form')!
}

test('a KTB account with a Thai name: the English name it needs, checked before it is sent', async () => {
  backend.answer('GET', '/api/account/profile', {
    ...profile,
    bankAccountName: 'สมชาย ใจดี',
    bankAccountNo: '1234567890',
    bank: { nameTH: 'กรุงไทย' },
  })
  const form = await openWithThaiBankName()
  expect(
    within(form).getByText(
      'Your KTB account needs its name in English before money can be paid out.',
    ),
  ).toBeTruthy()
  const name = within(form).getByRole('textbox', { name: 'Bank account name in English' })
  fireEvent.change(name, { target: { value: 'สมชาย ใจดี' } })
  fireEvent.click(within(form).getByRole('button', { name: 'Save account name' }))
  await said('alert', 'Bank account name must be in English only')
  expect(backend.calls()).not.toContain('PUT /api/account/bankAccountName')

  backend.answer('PUT', '/api/account/bankAccountName', {})
  fireEvent.change(name, { target: { value: 'somchai jaidee' } })
  fireEvent.click(within(form).getByRole('button', { name: 'Save account name' }))
  await said('status', 'The account name has been saved')
  expect(bodiesOf('PUT /api/account/bankAccountName')).toEqual([
    { bankCode: 'KTB', bankAccountName: 'SOMCHAI JAIDEE' },
  ])
})

test('the backend refuses the English name: its code in a red toast, not the alert', async () => {
  backend.answer('GET', '/api/account/profile', {
    ...profile,
    bankAccountName: 'สมชาย ใจดี',
    bank: { nameTH: 'กรุงไทย' },
  })
  backend.refuse('PUT', '/api/account/bankAccountName', 400, 'INVALID_BANK')
  const form = await openWithThaiBankName()
  fireEvent.change(within(form).getByRole('textbox', { name: 'Bank account name in English' }), {
    target: { value: 'SOMCHAI JAIDEE' },
  })
  fireEvent.click(within(form).getByRole('button', { name: 'Save account name' }))
  await said('alert', 'The bank account information is invalid')
})

test('a code the wallet does not have: not found, in a dialog', async () => {
  backend.answer('GET', '/api/wallet', wallet)
  await openGame('NOPE')
  const dialog = await screen.findByRole('dialog', { name: 'Page not found' })
  expect(within(dialog).getByText('The address may be wrong, or the page has moved.')).toBeTruthy()
})
