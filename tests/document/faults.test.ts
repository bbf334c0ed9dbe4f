// Backend refusals without JavaScript (issue 34 item 2: was e2e/faults.spec.ts in the js-off
// browser project; SPEC §7 response handling, §8 how errors show), each produced on purpose by
// the mock's fault injection where the real call would succeed: the page that answers the form
// post says what happened, in Thai, and no money moved.
import { expect, test } from 'vitest'

import {
  dialogNamed,
  documentAppOfThisFile,
  documentOf,
  type DocumentVisitor,
  MEMBER_PASSWORD,
  memberWith,
  textOf,
} from '../support/document'

const LOGIN_BUTTON = 'form:has(input[name="password"]) button[type="submit"]'

const served = documentAppOfThisFile()

async function injectFault(method: string, path: string, code: string) {
  const rule = { method, path, kind: { type: 'error', code }, remaining: 1 }
  expect((await served.mock.admin('POST', '/__admin/faults', rule)).status).toBe(201)
}

const walletOnHome = async (visitor: DocumentVisitor) =>
  textOf((await visitor.page('/user/home')).document.querySelector('.wallet-amount'))

test.each([
  ['WRONG_CREDENTIAL', 'เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง'],
  ['INACTIVE_USER', 'ผู้ใช้นี้ถูกระงับการใช้งาน'],
  ['REQUEST_LIMIT', 'ทำรายการบ่อยเกินไป กรุณารอสักครู่'],
])('a login refused with %s says so on the form', async (code, message) => {
  const { member, visitor } = await memberWith(served, 10, { loggedIn: false })
  await injectFault('POST', '/api/login', code)
  const login = (await visitor.page('/login')).document
  const credentials = { username: member.username, password: MEMBER_PASSWORD }
  const refused = await visitor.press(login, LOGIN_BUTTON, credentials, '/login')
  expect(refused.status).toBe(200)
  const again = documentOf(await refused.text())
  expect(textOf(again.body)).toContain(message)
  // the next try, from the page that said so, reaches the real backend
  const accepted = await visitor.press(again, LOGIN_BUTTON, credentials, '/login')
  expect(accepted.status).toBe(302)
  expect(accepted.headers.get('Location')).toBe('/user')
  expect((await visitor.page('/user/home')).response.status).toBe(200)
})

test('a withdrawal refused with MONEY_NOT_ENOUGH keeps the money', async () => {
  const { visitor } = await memberWith(served, 500)
  await injectFault('POST', '/api/wallet/withdrawAll', 'MONEY_NOT_ENOUGH')
  const form = (await visitor.page('/user/home/withdraw')).document
  const review = documentOf(
    await (
      await visitor.press(form, 'button[value="review"]', { amount: '200' }, '/user/home/withdraw')
    ).text(),
  )
  const refused = await visitor.press(review, 'button[value="confirm"]', {}, '/user/home/withdraw')
  const failed = dialogNamed(await visitor.follow(refused), 'การถอนเงินไม่สำเร็จ')
  expect(textOf(failed.querySelector('[role="alert"]'))).toContain('ยอดเงินไม่เพียงพอ')
  expect(await walletOnHome(visitor)).toContain('500.00')
})

test('a transfer refused with TRANSFER_FAIL says the money came back', async () => {
  const { member, visitor } = await memberWith(served, 300)
  expect(
    (await served.mock.call('GET', '/api/wallet/activate/JOKER', undefined, member.token)).status,
  ).toBe(200)
  await injectFault('POST', '/api/wallet/transfer', 'TRANSFER_FAIL')
  const form = (await visitor.page('/user/home/transfer')).document
  const refused = await visitor.press(
    form,
    'button[value="transfer"]',
    { from: 'wallet', to: 'JOKER', amount: '100' },
    '/user/home/transfer',
  )
  const failed = dialogNamed(await visitor.follow(refused), 'การโยกเงินไม่สำเร็จ')
  expect(textOf(failed.querySelector('[role="alert"]'))).toContain(
    'โยกเงินไม่สำเร็จ ระบบคืนเงินเข้ากระเป๋าแล้ว',
  )
  expect(await walletOnHome(visitor)).toContain('300.00')
})

test('a bonus cancel refused with BONUS_CONDITION shows an alert, and no second confirm', async () => {
  const { member, visitor } = await memberWith(served, 100)
  expect(
    (await served.mock.call('GET', '/api/bonus/activate/WELCOME100', undefined, member.token))
      .status,
  ).toBe(200)
  // the real backend would let the bonus end now; the injected refusal says it cannot
  const settings = await served.mock.admin('GET', '/__admin/settings')
  const { bonusClearBelow } = settings.body as { bonusClearBelow: number }
  await served.mock.admin('PUT', '/__admin/settings', { bonusClearBelow: 1_000_000 })
  try {
    await injectFault('GET', '/api/bonus/clear', 'BONUS_CONDITION')
    const confirm = (await visitor.page('/user/bonus/cancel')).document
    const cancelButton = '[role="dialog"] form[method="post"] button[type="submit"]'
    const refused = await visitor.press(confirm, cancelButton, {}, '/user/bonus/cancel')
    expect(refused.status).toBe(200)
    const again = documentOf(await refused.text())
    expect(textOf(dialogNamed(again, 'ยกเลิกโบนัส').querySelector('[role="alert"]'))).toContain(
      'ยังไม่สามารถจบโบนัสได้ เนื่องจากยังไม่ครบเงื่อนไข',
    )
    // the same button is not offered again; the dialog opened afresh asks the backend again
    expect(again.querySelector(cancelButton)).toBeNull()
    const reopened = (await visitor.page('/user/bonus/cancel')).document
    const ended = await visitor.press(reopened, cancelButton, {}, '/user/bonus/cancel')
    expect(textOf((await visitor.follow(ended)).body)).toContain('จบโบนัสเรียบร้อยแล้ว')
  } finally {
    await served.mock.admin('PUT', '/__admin/settings', { bonusClearBelow })
  }
})

test('a QR refused with QR_FAIL says it could not be made, the form as it was sent', async () => {
  const { visitor } = await memberWith(served, 10)
  await injectFault('POST', '/api/qrcode/:provider', 'QR_FAIL')
  const deposit = (await visitor.page('/user/home/deposit')).document
  const refused = await visitor.press(
    deposit,
    'button[name="intent"][value="qr-create"]',
    { amount: '100' },
    '/user/home/deposit',
  )
  expect(refused.status).toBe(200)
  const again = documentOf(await refused.text())
  expect(textOf(again.body)).toContain('สร้างคิวอาร์โค้ดไม่สำเร็จ')
  expect(again.querySelector('#qr-KBANK')).toBeNull()
  // the form comes back as it was sent, to try again
  expect(again.querySelector('input[name="amount"]')?.getAttribute('value')).toBe('100')
})

test('a gift link refused with TRUELINK_DUPLICATE says it was used', async () => {
  const { visitor } = await memberWith(served, 10)
  await injectFault('POST', '/api/wallet/truelink', 'TRUELINK_DUPLICATE')
  const deposit = (await visitor.page('/user/home/deposit?method=wallet')).document
  const refused = await visitor.press(
    deposit,
    'button[name="intent"][value="truelink"]',
    { link: `https://gift.truemoney.com/campaign/?v=${Date.now()}abcdefgh` },
    '/user/home/deposit?method=wallet',
  )
  const failed = dialogNamed(await visitor.follow(refused), 'การฝากด้วยซองของขวัญไม่สำเร็จ')
  expect(textOf(failed.querySelector('[role="alert"]'))).toContain('ลิงก์ทรูวอลเล็ตนี้ถูกใช้แล้ว')
  expect(await walletOnHome(visitor)).toContain('10.00')
})

test('"gone" from any call sends the player to the closed-service page', async () => {
  const { visitor } = await memberWith(served, 10)
  await injectFault('GET', '/api/wallet', 'gone')
  const home = await visitor.get(`${served.app.url}/user/home`)
  expect(home.status).toBe(302)
  expect(home.headers.get('Location')).toBe('/terminated')
})

test('an invalid token ends the session and comes back after logging in again', async () => {
  const { member, visitor } = await memberWith(served, 10)
  await injectFault('GET', '/api/account/profile', 'EXPIRED_AUTH_TOKEN')
  const profile = await visitor.get(`${served.app.url}/user/profile`)
  expect(profile.status).toBe(302)
  expect(profile.headers.get('Location')).toBe('/login?redirectTo=%2Fuser%2Fprofile')
  const login = (await visitor.page('/login?redirectTo=%2Fuser%2Fprofile')).document
  const back = await visitor.press(
    login,
    LOGIN_BUTTON,
    { username: member.username, password: MEMBER_PASSWORD },
    '/login?redirectTo=%2Fuser%2Fprofile',
  )
  expect(back.headers.get('Location')).toBe('/user/profile')
})
