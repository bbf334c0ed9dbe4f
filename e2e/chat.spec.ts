// The chat in a browser (issue 34): the live chain from the operator's panel through the socket
// and the app's relay to the page, a reconnect after the network comes back, and how the open
// widget sits on the phone. The widget's behaviour and /chat's calls are route tests against
// SPEC-shaped answers (tests/routes/chat*.test.tsx); without JavaScript, document tests.
import { readFileSync } from 'node:fs'

import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test'

import { expect, test, testWithAndWithoutJs } from './fixtures'
import { ADMIN_PASSWORD, mockUrl } from './servers'
import { settle } from './settle'
import { hasJs } from './support'

// against a mock answering only what SPEC §3/§7 promise
test.use({ mockShape: 'spec' })

const PNG = readFileSync('mock-server/assets/sample-slip.png')
const admin = { 'x-admin-password': ADMIN_PASSWORD }

/** Opens the widget (a <details>, so it works without JavaScript too). */
async function openChat(page: Page, path: string) {
  await page.goto(path)
  await settle(page, { scripts: hasJs() })
  await page.getByText('แชทกับเจ้าหน้าที่').click()
  await expect(page.getByLabel('ข้อความ', { exact: true })).toBeVisible()
}

async function sendText(page: Page, text: string) {
  await page.getByLabel('ข้อความ', { exact: true }).fill(text)
  await page.getByRole('button', { name: 'ส่ง', exact: true }).click()
}

async function attach(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByLabel('แนบรูปภาพหรือวิดีโอ').setInputFiles(file)
}

/** The visitor's room on the mock (the widget's guest id cookie). */
async function guestRoom(context: BrowserContext): Promise<string> {
  const guestId = (await context.cookies()).find((cookie) => cookie.name === 'guest-id')!.value
  return `lw-${guestId}`
}

/**
 * The operator answers through the mock's admin API. The room exists once the visitor's first
 * message has reached the mock, which the widget shows before it has: until then the mock
 * answers 404, so the answer is sent again until it is taken.
 */
async function answerAsStaff(
  request: APIRequestContext,
  room: string,
  message: { message_type: string; payload: Record<string, unknown> },
) {
  await expect(async () => {
    const sent = await request.post(`${mockUrl()}/__admin/chat/conversations/${room}/messages`, {
      headers: admin,
      data: message,
    })
    expect(sent.status(), 'the staff answer is taken').toBe(200)
  }).toPass({ timeout: 10_000 })
}

const conversation = (page: Page) => page.getByRole('list', { name: 'การสนทนากับเจ้าหน้าที่' })

/** The operator answers in the panel, in a browser window of its own. */
async function answerFromPanel(browser: Browser, who: RegExp, text: string) {
  // the panel is plain forms: it works the same with or without JavaScript
  const context = await browser.newContext({ javaScriptEnabled: false })
  const panel = await context.newPage()
  await panel.goto(`${mockUrl()}/panel/login?lang=en`)
  await panel.getByLabel('Admin password').fill(ADMIN_PASSWORD)
  await panel.getByRole('button', { name: 'Sign in' }).click()
  await panel.getByRole('link', { name: 'Chat', exact: true }).click()
  await panel.getByRole('link', { name: who }).first().click()
  const composer = panel.getByRole('region', { name: 'Answer the customer' })
  const textForm = composer.locator('form').filter({ has: panel.locator('#text-text') })
  await textForm.getByRole('textbox').fill(text)
  await textForm.getByRole('button', { name: 'Send' }).click()
  await expect(panel.locator('.thread').getByText(text)).toBeVisible()
  await context.close()
}

// how the open widget sits on the phone needs a real browser, also without JavaScript; this
// file's other no-JS flows are tests/document/chat.test.ts
testWithAndWithoutJs(
  'opened empty, the chat fills the phone with the composer in view and a greeting',
  async ({ page }) => {
    await openChat(page, '/contact')
    // the operator's name comes from the info lookup (the seed's Lucky Wallet)
    const list = conversation(page)
    await expect(list.getByText('ทีมงาน Lucky Wallet')).toBeVisible()
    await expect(list.getByText('สวัสดีค่ะ ที่นี่ Lucky Wallet มีอะไรให้เราช่วยไหมคะ')).toBeVisible()
    await expect(list.getByText('ยังไม่มีข้อความ พิมพ์คำถามของคุณด้านล่างได้เลย')).toBeVisible()
    // the greeting is said by the page, not passed off as a message from the staff
    await expect(list.locator('.chat-row')).toHaveCount(0)

    const box = page.getByLabel('ข้อความ', { exact: true })
    const send = page.getByRole('button', { name: 'ส่ง', exact: true })
    await expect(box).toBeInViewport({ ratio: 1 })
    await expect(send).toBeInViewport({ ratio: 1 })
    await expect(box).toHaveCSS('resize', 'none')
    // the sheet reaches the bottom of the 390 × 844 screen, the page behind does not scroll
    const sheet = await page.locator('details.chat').boundingBox()
    expect(Math.round(sheet!.y + sheet!.height)).toBe(844)
    await page.mouse.wheel(0, 600)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)

    // closed, the LINE button reads on one line
    await page.getByText('แชทกับเจ้าหน้าที่').click()
    const line = page.getByRole('link', { name: 'เพิ่มเพื่อนทางไลน์' })
    await expect(line).toBeVisible()
    expect((await line.boundingBox())!.height).toBeLessThanOrEqual(52)
  },
)

test('a guest sends text and a picture, and the staff reply arrives', async ({
  page,
  browser,
  context,
}) => {
  await openChat(page, '/contact')
  await sendText(page, 'สวัสดีครับ ฝากเงินไม่เข้า')
  await expect(conversation(page).getByText('สวัสดีครับ ฝากเงินไม่เข้า')).toBeVisible()

  await attach(page, { name: 'slip.png', mimeType: 'image/png', buffer: PNG })
  if (!hasJs()) {
    await page.getByRole('button', { name: 'ส่ง', exact: true }).click()
  }
  await expect(conversation(page).getByRole('img', { name: 'รูปภาพ slip.png' })).toBeVisible()
  // SPEC §3 media delivery: the picture is marked sent; text carries no status
  const mine = conversation(page).locator('.is-mine')
  await expect(mine.filter({ has: page.getByRole('img') })).toContainText('ส่งแล้ว')
  await expect(mine.filter({ hasText: 'ฝากเงินไม่เข้า' })).not.toContainText('ส่งแล้ว')

  const guestId = (await context.cookies()).find((cookie) => cookie.name === 'guest-id')!.value
  await answerFromPanel(browser, new RegExp(guestId.slice(-6)), 'ได้รับสลิปแล้วค่ะ')
  if (!hasJs()) await page.reload()
  // with JavaScript it arrives live, without a reload
  await expect(conversation(page).getByText('ได้รับสลิปแล้วค่ะ')).toBeVisible()
})

test.describe('with JavaScript', () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'live updates need JavaScript')

  test('going offline and back reconnects, and what came meanwhile shows', async ({
    page,
    context,
    request,
  }) => {
    await openChat(page, '/contact')
    await sendText(page, 'ทดสอบการเชื่อมต่อ')
    const status = page.getByRole('status').filter({ hasText: /ออนไลน์|ออฟไลน์|เชื่อมต่อ/ })
    await expect(status).toHaveText(/^ออนไลน์/)

    await context.setOffline(true)
    await expect(status).toHaveText(/^ออฟไลน์/)
    await answerAsStaff(request, await guestRoom(context), {
      message_type: 'text',
      payload: { text: 'ตอบระหว่างออฟไลน์' },
    })

    await context.setOffline(false)
    await expect(status).toHaveText(/^ออนไลน์/)
    await expect(conversation(page).getByText('ตอบระหว่างออฟไลน์')).toBeVisible()
  })
})
