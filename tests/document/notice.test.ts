// The operator's notice without JavaScript (issue 34 item 2: was e2e/notice.spec.ts in the
// js-off browser project): on home and in the deposit dialog until dismissed by a form post
// that comes back to the same page; a new notice shows again; none, or a failing call, shows
// no banner and the page works.
import { afterEach, beforeAll, expect, test } from 'vitest'

import { documentAppOfThisFile, memberWith, named, textOf } from '../support/document'

const NOTICE = '<p><strong>ประกาศ</strong> ปิดปรับปรุงระบบฝากเงิน 02:00 – 03:00 น.</p>'
const NEWER = '<p>ฝากขั้นต่ำ 10 บาท ตั้งแต่วันนี้</p>'
const TITLE = 'ประกาศจากทางเว็บไซต์'
const DISMISS = 'form[action="/notice"] button[type="submit"]'

const served = documentAppOfThisFile()
let seeded = ''
beforeAll(async () => {
  seeded = ((await served.mock.admin('GET', '/__admin/settings')).body as { notice: string }).notice
})
afterEach(async () => {
  await served.mock.admin('PUT', '/__admin/settings', { notice: seeded })
})

async function setNotice(notice: string) {
  expect((await served.mock.admin('PUT', '/__admin/settings', { notice })).status).toBe(200)
}

const banner = (document: Document) => named(document, 'section[aria-labelledby]', TITLE)[0]

test('the notice shows on home and in the deposit dialog until dismissed; a new one shows again', async () => {
  await setNotice(NOTICE)
  const { visitor } = await memberWith(served, 100)
  const home = (await visitor.page('/user/home')).document
  expect(textOf(banner(home))).toContain('ปิดปรับปรุงระบบฝากเงิน 02:00 – 03:00 น.')
  // the operator's HTML is kept as formatting
  expect(textOf(banner(home)?.querySelector('strong'))).toBe('ประกาศ')

  const deposit = (await visitor.page('/user/home/deposit')).document
  const inDialog = named(deposit, '[role="group"]', TITLE)[0]
  expect(textOf(inDialog)).toContain('ปิดปรับปรุงระบบฝากเงิน')
  const dismissed = await visitor.press(
    deposit,
    `[role="group"] ${DISMISS}`,
    {},
    '/user/home/deposit',
  )
  // back to the same page, the notice gone there and on home
  expect(dismissed.status).toBe(302)
  expect(dismissed.headers.get('Location')).toBe('/user/home/deposit')
  const after = (await visitor.page('/user/home/deposit')).document
  expect(named(after, '[role="group"]', TITLE)).toHaveLength(0)
  expect(banner(after)).toBeUndefined()
  const homeAfter = (await visitor.page('/user/home')).document
  expect(textOf(homeAfter.querySelector('h1'))).not.toBe('')
  expect(banner(homeAfter)).toBeUndefined()

  await setNotice(NEWER)
  const newer = (await visitor.page('/user/home')).document
  expect(textOf(banner(newer))).toContain('ฝากขั้นต่ำ 10 บาท ตั้งแต่วันนี้')
  const gone = await visitor.press(newer, `section ${DISMISS}`, {}, '/user/home')
  expect(gone.headers.get('Location')).toBe('/user/home')
  expect(banner((await visitor.page('/user/home')).document)).toBeUndefined()
})

test('no notice, no banner', async () => {
  await setNotice('')
  const { visitor } = await memberWith(served, 100)
  const home = (await visitor.page('/user/home')).document
  expect(textOf(home.querySelector('h1'))).not.toBe('')
  expect(banner(home)).toBeUndefined()
})

test('a failing notice call shows nothing and the page works', async () => {
  await setNotice(NOTICE)
  const { visitor } = await memberWith(served, 100)
  const fault = {
    method: 'GET',
    path: '/api/lookup/notice',
    kind: { type: 'error', code: 'INTERNAL_SERVER_ERROR' },
    remaining: 5,
  }
  expect((await served.mock.admin('POST', '/__admin/faults', fault)).status).toBe(201)
  const { response, document } = await visitor.page('/user/home')
  expect(response.status).toBe(200)
  expect(textOf(document.querySelector('h1'))).not.toBe('')
  expect(named(document, 'a', 'ฝากเงิน').length).toBeGreaterThan(0)
  expect(banner(document)).toBeUndefined()
})
