// Invite and cashback rewards without JavaScript (issue 34 item 2: was e2e/rewards.spec.ts in
// the js-off browser project; with JavaScript it runs in the spec-shape project): a friend
// registers through the invite link (the register wizard's form posts), the inviter sees the
// record and receives the bonus to a receipt; cashback is received, then added to the wallet
// after the warning; lists of more than ten records page on.
import { beforeAll, expect, test } from 'vitest'

import {
  dialogNamed,
  documentAppOfThisFile,
  DocumentVisitor,
  hrefOf,
  memberWith,
  named,
  nextStep,
  textOf,
} from '../support/document'

const served = documentAppOfThisFile()
beforeAll(async () => {
  await served.mock.admin('PUT', '/__admin/settings', { registerOTP: false })
})

/** A home tile's dialog, past the operator's banners when they show first. */
async function openPastBanners(visitor: DocumentVisitor, tile: string, onward: string) {
  const home = (await visitor.page('/user/home')).document
  const page = (await visitor.page(hrefOf(home, tile))).document
  const dialog = dialogNamed(page, tile)
  if (named(dialog, 'section[aria-labelledby], [role="region"]', /โปรโมชัน/).length === 0) {
    return { page, dialog }
  }
  const past = (await visitor.page(hrefOf(dialog, onward))).document
  return { page: past, dialog: dialogNamed(past, tile) }
}

test('invite a friend through the link, see the record and receive the invite bonus', async () => {
  const { visitor } = await memberWith(served, 100)
  const invites = await openPastBanners(visitor, 'แนะนำเพื่อน', 'ดูรายการแนะนำเพื่อน')
  expect(textOf(invites.dialog)).toContain('ยังไม่มีเพื่อนที่สมัครผ่านลิงก์ของคุณ')
  const link = [...invites.dialog.querySelectorAll('*')]
    .map((element) => textOf(element))
    .find((text) => /^\S+\/register\?code=PR\d+$/.test(text))!
  expect(new URL(link).origin).toBe(new URL(served.app.url).origin)

  // the friend opens the link in a browser of their own and registers
  const friend = new DocumentVisitor(served.app.url)
  const phone = `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`
  const start = new URL(link)
  let step = (await friend.page(start.pathname + start.search)).document
  expect(named(step, 'h1, h2', 'เบอร์โทรศัพท์')).not.toHaveLength(0)
  step = await nextStep(friend, step, { phone })
  expect(named(step, 'h1, h2', 'ข้อมูลส่วนตัว')).not.toHaveLength(0)
  step = await nextStep(friend, step, {
    name: 'เพื่อน ชวนมา',
    password: 'friend-pass-1',
    confirmPassword: 'friend-pass-1',
    sourceCode: 'FACEBOOK',
  })
  expect(named(step, 'h1, h2', 'บัญชีธนาคาร')).not.toHaveLength(0)
  step = await nextStep(friend, step, {
    bankCode: 'SCB',
    accountNo: String(Math.floor(1e9 + Math.random() * 9e9)),
    firstName: 'Somsri',
    lastName: 'Testing',
  })
  // the friend is in with the password just set, welcomed on home
  expect(textOf(step.body)).toContain('ยินดีต้อนรับ! สมัครสมาชิกเรียบร้อยและเข้าสู่ระบบแล้ว')

  const home = (await visitor.page('/user/home')).document
  expect(textOf(home.querySelector('.wallet-invite strong'))).toBe('20.00')
  const records = (
    await openPastBanners(visitor, 'แนะนำเพื่อน', 'ดูรายการแนะนำเพื่อน')
  ).dialog.querySelectorAll('.record')
  expect(records).toHaveLength(1)
  expect(textOf(records[0])).toContain('เพื่อน ชวนมา')
  expect(textOf(records[0])).toContain('+20.00')

  const claimPath = hrefOf(home, /^รับ$/)
  const claimPage = (await visitor.page(claimPath)).document
  const claim = dialogNamed(claimPage, 'รับโบนัสแนะนำเพื่อน')
  expect(textOf(claim)).toContain('หากทำตามเงื่อนไขครบ คุณจะได้รับโบนัส 70%')
  expect(textOf(claim)).toContain('หากไม่ครบเงื่อนไข จะถูกหักโบนัส 30%')
  const receiveButton = named(claim, 'button', 'รับโบนัส')[0]!
  const received = await visitor.press(claimPage, receiveButton, {}, claimPath)
  const receipt = dialogNamed(await visitor.follow(received), 'รับโบนัสแนะนำเพื่อนแล้ว')
  expect(textOf(receipt.querySelector('.receipt-amount'))).toBe('20.00 บาท')
  expect(textOf(receipt)).toContain('กระเป๋าหลักตอนนี้120.00 บาท')
  const done = (await visitor.page(hrefOf(receipt, 'เสร็จสิ้น'))).document
  expect(textOf(done.querySelector('.wallet-amount'))).toContain('120.00')
  expect(textOf(done.querySelector('.wallet-invite strong'))).toBe('0.00')

  // nothing left to receive: a danger toast
  const again = (await visitor.page(claimPath)).document
  const nothing = await visitor.press(
    again,
    named(dialogNamed(again, 'รับโบนัสแนะนำเพื่อน'), 'button', 'รับโบนัส')[0]!,
    {},
    claimPath,
  )
  expect(textOf((await visitor.landing(nothing)).body)).toContain('ไม่มีโบนัสแนะนำเพื่อนให้รับ')
})

test('receive cashback, then add it to the wallet after the warning', async () => {
  const { member, visitor } = await memberWith(served, 100)
  const granted = await served.mock.admin('PUT', `/__admin/members/${member.username}`, {
    refundAccrued: 40,
  })
  expect(granted.status).toBe(200)
  const cashback = await openPastBanners(visitor, 'คืนยอดเสีย', 'ดูยอดคืนของฉัน')
  expect(textOf(cashback.dialog.querySelector('.amount-large'))).toContain('40.00')
  expect(textOf(cashback.dialog)).toContain('คุณยังไม่เคยได้รับยอดคืน')
  const receive = named(cashback.dialog, 'button', 'รับยอดคืน')[0]!
  const received = await visitor.landing(await visitor.press(cashback.page, receive, {}, '/'))
  expect(textOf(received.body)).toContain('รับคืนยอดเสียสำเร็จ')
  const after = dialogNamed(received, 'คืนยอดเสีย')
  expect(after.querySelectorAll('.record')).toHaveLength(1)
  expect(textOf(after.querySelector('.record'))).toContain('+40.00')
  expect(named(after, 'button', 'รับยอดคืน')[0]!.hasAttribute('disabled')).toBe(true)

  const addPath = hrefOf(after, 'เพิ่มเข้ากระเป๋า')
  const addPage = (await visitor.page(addPath)).document
  const confirm = dialogNamed(addPage, 'เพิ่มยอดคืนเข้ากระเป๋า')
  expect(textOf(confirm)).toMatch(/ได้รับ 80% ไม่ครบเงื่อนไขถูกหัก 20%/)
  const added = await visitor.press(
    addPage,
    named(confirm, 'button', 'เพิ่มเข้ากระเป๋า')[0]!,
    {},
    addPath,
  )
  const receipt = dialogNamed(await visitor.follow(added), 'เพิ่มยอดคืนเข้ากระเป๋าแล้ว')
  expect(textOf(receipt.querySelector('.receipt-amount'))).toBe('40.00 บาท')
  expect(textOf(receipt)).toContain('กระเป๋าหลักตอนนี้140.00 บาท')
  const home = (await visitor.page(hrefOf(receipt, 'เสร็จสิ้น'))).document
  expect(textOf(home.querySelector('.wallet-amount'))).toContain('140.00')
})

test('invite and cashback lists of more than ten records page on', async () => {
  const { member, visitor } = await memberWith(served, 100)
  const inviterId = (
    (await served.mock.call('GET', '/api/account/profile', undefined, member.token)).body as {
      _id: string
    }
  )._id

  // a friend registers with the inviter's code; each of their 11 deposits earns a record
  const friendPhone = `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`
  const registered = await served.mock.call('POST', '/api/account', {
    name: 'เพื่อน หลายรายการ',
    username: friendPhone,
    password: 'friend-pass-1',
    inviteCode: `PR${inviterId}`,
    bankCode: 'SCB',
    bankAccountName: 'MANY RECORDS',
    bankAccountNo: String(Math.floor(1e9 + Math.random() * 9e9)),
    currency: 'BAHT',
  })
  expect(registered.status).toBe(201)
  const friendToken = await served.mock.login(friendPhone, 'friend-pass-1')
  for (let deposit = 0; deposit < 11; deposit++) {
    const added = await served.mock.call('POST', '/api/wallet/add', { amount: 100 }, friendToken)
    expect(added.status).toBe(200)
  }
  // and the inviter receives cashback 11 times
  for (let refund = 0; refund < 11; refund++) {
    await served.mock.admin('PUT', `/__admin/members/${member.username}`, {
      refundAccrued: 1 + refund,
    })
    const received = await served.mock.call('GET', '/api/refund/receive', undefined, member.token)
    expect(received.status).toBe(200)
  }

  for (const [tile, onward, pages] of [
    ['แนะนำเพื่อน', 'ดูรายการแนะนำเพื่อน', 'หน้าของรายการแนะนำเพื่อน'],
    ['คืนยอดเสีย', 'ดูยอดคืนของฉัน', 'หน้าของประวัติยอดคืน'],
  ] as const) {
    const { dialog } = await openPastBanners(visitor, tile, onward)
    expect(dialog.querySelectorAll('.record')).toHaveLength(10)
    const pager = named(dialog, 'nav', pages)[0]!
    const older = dialogNamed((await visitor.page(hrefOf(pager, 'เก่ากว่า'))).document, tile)
    expect(older.querySelectorAll('.record').length).toBeGreaterThanOrEqual(1)
    const olderPager = named(older, 'nav', pages)[0]!
    expect(textOf(olderPager)).toContain('หน้า 2')
    expect(named(olderPager, 'a', 'ใหม่กว่า')).toHaveLength(1)
  }
})
