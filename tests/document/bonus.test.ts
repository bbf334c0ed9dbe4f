// Bonuses without JavaScript (issue 34 item 2: was e2e/bonus.spec.ts in the js-off browser
// project; with JavaScript it runs in the spec-shape project): receiving a bonus, seeing it
// active with the rule that ends it in numbers, cancelling it once the money is low enough; promotion codes searched by a GET form,
// received once, unknown or switched off not found; an empty code held back by the browser;
// a bonus received as often as allowed shown as received, in Thai and English.
import { afterEach, beforeAll, expect, test } from 'vitest'

import { DEMO_PASSWORD, DEMO_USERNAME } from '../../mock-server/seed'
import {
  dialogNamed,
  documentAppOfThisFile,
  documentOf,
  DocumentVisitor,
  hrefOf,
  memberWith,
  named,
  textOf,
} from '../support/document'

const SEARCH = 'form[method="get"] button[type="submit"]'
const RECEIVE = '[role="dialog"] form[method="post"] button[type="submit"]'

const served = documentAppOfThisFile()
let clearBelow: number
beforeAll(async () => {
  clearBelow = (
    (await served.mock.admin('GET', '/__admin/settings')).body as {
      bonusClearBelow: number
    }
  ).bonusClearBelow
})
afterEach(async () => {
  await served.mock.admin('PUT', '/__admin/settings', { bonusClearBelow: clearBelow })
})

async function memberOnBonus() {
  const { visitor } = await memberWith(served, 100)
  const { document } = await visitor.page('/user/bonus')
  expect(textOf(document.querySelector('h1'))).toBe('โบนัส')
  return { visitor, document }
}

const cardOf = (document: Document, title: string) =>
  [...document.querySelectorAll('li')].find((item) => textOf(item).includes(title))!
const activeBonus = (document: Document) =>
  named(document, 'section[aria-labelledby]', 'โบนัสที่ใช้งานอยู่')[0]

test('receive a bonus, see it active, and cancel it once the money is below the threshold', async () => {
  const WELCOME = 'โบนัสสมาชิกใหม่ 100 บาท'
  const { visitor, document } = await memberOnBonus()
  const offer = cardOf(document, WELCOME).querySelector('a')!.getAttribute('href')!
  const opened = (await visitor.page(offer)).document
  const dialog = dialogNamed(opened, WELCOME)
  expect(textOf(dialog)).toMatch(/จะถูกหัก 30% ของยอดโบนัส/)
  expect(textOf(dialog)).toMatch(/ต้องจบโบนัสที่ใช้อยู่ก่อนฝากเงินครั้งถัดไป/)
  const received = await visitor.press(opened, RECEIVE, {}, offer)
  // its result sheet, then the screen with SPEC §4's saved flag
  const sheet = dialogNamed(await visitor.follow(received), 'รับโบนัสแล้ว')
  expect(textOf(sheet.querySelector('.result-state'))).toBe('สำเร็จ')
  const back = hrefOf(sheet, 'เสร็จสิ้น')
  expect(back).toBe('/user/bonus?saved=1')

  const screen = (await visitor.page(back)).document
  expect(screen.querySelector('[role="dialog"]')).toBeNull()
  expect(textOf(cardOf(screen, WELCOME))).toContain('ใช้งานอยู่')
  expect(textOf(activeBonus(screen))).toContain(WELCOME)
  expect(textOf(activeBonus(screen))).toContain('ประเภท: จำกัดสิทธิ์')
  // the code box stays, locked, with the reason
  expect(screen.querySelector('input[name="code"]')!.hasAttribute('disabled')).toBe(true)
  expect(textOf(screen.body)).toContain('ใช้โค้ดไม่ได้ระหว่างที่มีโบนัสใช้งานอยู่ กรุณาจบโบนัสก่อน')

  // the active bonus's dialog only confirms
  const again = dialogNamed((await visitor.page(offer)).document, WELCOME)
  expect(textOf(again)).toContain('โบนัสนี้กำลังใช้งานอยู่')
  expect(again.querySelector('form[method="post"]')).toBeNull()
  expect(named(again, 'a', 'ตกลง')[0]!.getAttribute('href')).toBe('/user/bonus')

  // 200 baht of wallet and bonus is above the 5 baht threshold: said in numbers, and the
  // cancel is not offered
  expect(textOf(activeBonus(screen))).toContain(
    'จบโบนัสได้เมื่อยอดเงินในกระเป๋าและในเกมรวมกันต่ำกว่า 5.00 บาท ขณะนี้คุณมี 200.00 บาท',
  )
  expect(textOf(activeBonus(screen))).toContain('ยังจบโบนัสไม่ได้')
  expect(named(activeBonus(screen)!, 'a', 'ยกเลิกโบนัส')).toHaveLength(0)
  // the dialog's address, opened anyway: why, and nothing to confirm
  const cancel = '/user/bonus/cancel'
  const notYet = dialogNamed((await visitor.page(cancel)).document, 'ยกเลิกโบนัส')
  expect(textOf(notYet)).toContain('จำกัดสิทธิ์')
  expect(textOf(notYet)).toContain('ยังยกเลิกไม่ได้ จึงยังไม่มีอะไรให้ยืนยัน')
  expect(notYet.querySelector('form[method="post"]')).toBeNull()

  await served.mock.admin('PUT', '/__admin/settings', { bonusClearBelow: 1_000_000 })
  const now = (await visitor.page('/user/bonus')).document
  expect(textOf(activeBonus(now))).toContain('คุณจบโบนัสได้แล้ว')
  const confirmPage = (await visitor.page(hrefOf(activeBonus(now)!, 'ยกเลิกโบนัส'))).document
  // nothing is in the games: nothing is lost
  expect(textOf(dialogNamed(confirmPage, 'ยกเลิกโบนัส'))).toContain(
    'ขณะนี้ไม่มีเงินในเกม การยกเลิกจะไม่ล้างเงินใดๆ',
  )
  const ended = await visitor.press(confirmPage, RECEIVE, {}, cancel)
  expect(ended.headers.get('Location')).toBe('/user/bonus')
  const after = await visitor.follow(ended)
  expect(textOf(after.body)).toContain('จบโบนัสเรียบร้อยแล้ว')
  expect(after.querySelector('[role="dialog"]')).toBeNull()
  expect(activeBonus(after)).toBeUndefined()
  expect(after.querySelector('input[name="code"]')!.hasAttribute('disabled')).toBe(false)
  // received once of once: the card stays, but cannot be opened again
  expect(textOf(cardOf(after, WELCOME))).toContain('รับครบแล้ว')
  expect(cardOf(after, WELCOME).querySelector('a')).toBeNull()
})

test('a promotion code in lower case is found, received once, and an unknown one is not found', async () => {
  const { visitor, document } = await memberOnBonus()
  const found = await visitor.press(document, SEARCH, { code: 'newyear50' }, '/user/bonus')
  expect(new URL(found.url).pathname + new URL(found.url).search).toBe(
    '/user/bonus/promotion?code=newyear50',
  )
  const offerPage = documentOf(await found.text())
  const dialog = dialogNamed(offerPage, 'โปรโมชั่น')
  expect(textOf(dialog)).toContain('NEWYEAR50')
  expect(textOf(dialog.querySelector('.promotion-description'))).not.toBe('')
  expect(textOf(dialog)).toContain('หากทำไม่ครบตามเงื่อนไข จะถูกหัก 25% ของยอดโปรโมชั่น')
  const promotion = '/user/bonus/promotion?code=newyear50'
  const received = await visitor.press(offerPage, RECEIVE, {}, promotion)
  const sheet = dialogNamed(await visitor.follow(received), 'รับโปรโมชันแล้ว')
  expect(hrefOf(sheet, 'เสร็จสิ้น')).toBe('/user/bonus')
  const home = (await visitor.page('/user/home')).document
  expect(textOf(home.querySelector('.wallet-amount'))).toContain('150.00')

  // a second time the backend refuses, and the dialog says why under the generic error title
  const secondPage = (await visitor.page(promotion)).document
  const twice = await visitor.press(secondPage, RECEIVE, {}, promotion)
  const alert = textOf(
    dialogNamed(await visitor.follow(twice), 'การรับโปรโมชันไม่สำเร็จ').querySelector('[role="alert"]'),
  )
  expect(alert).toContain('เกิดข้อผิดพลาด')
  expect(alert).toContain('คุณรับโปรโมชั่นนี้แล้ว')

  const unknown = await visitor.press(document, SEARCH, { code: 'nosuchcode' }, '/user/bonus')
  const notFound = dialogNamed(documentOf(await unknown.text()), 'โปรโมชั่น')
  expect(textOf(notFound)).toContain('ไม่พบโปรโมชั่นของโค้ดนี้ กรุณาตรวจสอบโค้ดอีกครั้ง')
  expect(notFound.querySelector('form[method="post"]')).toBeNull()

  // the dialog is an address: a switched-off promotion is not found either
  const old = dialogNamed(
    (await visitor.page('/user/bonus/promotion?code=old10')).document,
    'โปรโมชั่น',
  )
  expect(textOf(old)).toContain('OLD10')
  expect(textOf(old)).toContain('ไม่พบโปรโมชั่นของโค้ดนี้ กรุณาตรวจสอบโค้ดอีกครั้ง')
  expect(named(old, 'a', 'ย้อนกลับ')[0]!.getAttribute('href')).toBe('/user/bonus')
})

test('an empty promotion code is held back by the browser', async () => {
  const { document } = await memberOnBonus()
  const form = document.querySelector('form[method="get"]')!
  // without JavaScript the browser itself holds back an empty code: the field is required
  // and the form is not marked novalidate
  expect(form.hasAttribute('novalidate')).toBe(false)
  expect(form.querySelector('input[name="code"]')!.hasAttribute('required')).toBe(true)
})

test('a bonus received as often as allowed this week shows as received and cannot be opened', async () => {
  const visitor = new DocumentVisitor(served.app.url)
  await visitor.login(served.app.url, DEMO_USERNAME, DEMO_PASSWORD)
  const thai = (await visitor.page('/user/bonus')).document
  const weekly = cardOf(thai, 'โบนัสรายสัปดาห์ 50 บาท')
  expect(textOf(weekly)).toContain('รับครบแล้ว')
  expect(weekly.querySelector('a')).toBeNull()
  expect(weekly.querySelectorAll('[aria-disabled="true"]')).toHaveLength(1)

  visitor.cookies.set('lng', 'en')
  visitor.cookies.set('LANGUAGE', 'EN')
  const english = (await visitor.page('/user/bonus')).document
  expect(textOf(english.querySelector('h1'))).toBe('Bonus')
  // the operator's name of the bonus stays as the backend gives it
  expect(textOf(cardOf(english, 'โบนัสรายสัปดาห์ 50 บาท'))).toContain('Fully received')
})
