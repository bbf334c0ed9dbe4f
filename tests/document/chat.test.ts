// The chat without JavaScript (issue 34 item 2: was e2e/chat.spec.ts in the js-off browser
// project): the widget is a <details> whose composer is a multipart form post to /chat,
// answered by a redirect back to the page with the widget open; a staff reply shows on the
// next load; a file over the limit is refused with the size message. How the open widget sits
// on the phone's screen needs a real browser: that test stays there, tagged @js-off.
import { readFileSync } from 'node:fs'

import { expect, test } from 'vitest'

import { createMember } from '../../mock-server/tests/helpers'
import { documentAppOfThisFile, DocumentVisitor, named, textOf } from '../support/document'

const PNG = readFileSync('mock-server/assets/sample-slip.png')
const COMPOSER = 'form[action="/chat"] button[type="submit"]'

const served = documentAppOfThisFile()

const conversation = (page: Document) => named(page, 'ol', 'การสนทนากับเจ้าหน้าที่')[0]!

/** Sends from the widget on `path`: a text, a file, or both; the page it comes back to. */
async function send(
  visitor: DocumentVisitor,
  path: string,
  { text = '', file }: { text?: string; file?: File },
) {
  const page = (await visitor.page(path)).document
  const answer = await visitor.press(page, COMPOSER, { message: text }, path, file ? { file } : {})
  expect(answer.status).toBe(302)
  expect(answer.headers.get('Location')).toBe(`${path}?chat=open#chat`)
  return visitor.follow(answer)
}

/** The staff's answer in the room of the newest conversation, through the operator's API. */
async function answerAsStaff(text: string) {
  const rooms = (await served.mock.admin('GET', '/__admin/chat/conversations')).body as {
    room: string
  }[]
  const sent = await served.mock.admin(
    'POST',
    `/__admin/chat/conversations/${rooms[0]!.room}/messages`,
    {
      message_type: 'text',
      payload: { text },
    },
  )
  expect(sent.status).toBe(200)
}

async function textAndPicture(visitor: DocumentVisitor, path: string, text: string, name: string) {
  const afterText = await send(visitor, path, { text })
  expect(textOf(conversation(afterText))).toContain(text)
  const afterPicture = await send(visitor, path, {
    file: new File([PNG], name, { type: 'image/png' }),
  })
  const list = conversation(afterPicture)
  expect(named(list, 'img', `รูปภาพ ${name}`)).toHaveLength(1)
  // SPEC §3 media delivery: the picture is marked sent; text carries no status
  const mine = [...list.querySelectorAll('.is-mine')]
  expect(textOf(mine.find((row) => row.querySelector('img')))).toContain('ส่งแล้ว')
  expect(textOf(mine.find((row) => textOf(row).includes(text)))).not.toContain('ส่งแล้ว')
}

test('a guest sends text and a picture, and the staff reply shows on the next load', async () => {
  const guest = new DocumentVisitor(served.app.url)
  await textAndPicture(guest, '/contact', 'สวัสดีครับ ฝากเงินไม่เข้า', 'slip.png')
  await answerAsStaff('ได้รับสลิปแล้วค่ะ')
  const reloaded = (await guest.page('/contact?chat=open')).document
  expect(textOf(conversation(reloaded))).toContain('ได้รับสลิปแล้วค่ะ')
})

test('the file field is the app’s own, in Thai, and a message without a file still goes', async () => {
  const guest = new DocumentVisitor(served.app.url)
  const page = (await guest.page('/contact?chat=open')).document
  const composer = page.querySelector('form[action="/chat"]')!
  // the browser's "Choose file / No file chosen" is hidden under the app's translated label
  const input = composer.querySelector('input[type="file"]')!
  const label = input.closest('label')!
  expect(textOf(label.querySelector('.chat-attach-label'))).toBe('แนบรูปภาพหรือวิดีโอ')
  expect(textOf(label.querySelector('.chat-attach-chosen'))).toBe('แนบไฟล์แล้ว จะส่งไปเมื่อกดส่ง')
  // `required` only lets CSS show that a file is chosen; the form does not ask for one
  expect(input.hasAttribute('required')).toBe(true)
  expect(composer.hasAttribute('novalidate')).toBe(true)
})

test('a member chats from the member contact page', async () => {
  const member = await createMember(served.mock, { password: 'chat-pass-1' })
  const visitor = new DocumentVisitor(served.app.url)
  await visitor.login(served.app.url, member.username, 'chat-pass-1')
  await textAndPicture(visitor, '/user/contact', 'ขอสอบถามโบนัส', 'photo.png')
  await answerAsStaff('โบนัสรายวันรับได้วันละครั้งค่ะ')
  const reloaded = (await visitor.page('/user/contact?chat=open')).document
  expect(textOf(conversation(reloaded))).toContain('โบนัสรายวันรับได้วันละครั้งค่ะ')
})

test('a file over the limit is refused with the size message', async () => {
  const guest = new DocumentVisitor(served.app.url)
  const big = new File([PNG, new Uint8Array(10 * 1024 * 1024)], 'huge.png', { type: 'image/png' })
  const page = await send(guest, '/contact', { file: big })
  const alerts = [...page.querySelectorAll('[role="alert"]')].map((alert) => textOf(alert))
  expect(alerts).toContain('ไฟล์มีขนาดใหญ่เกินไป กรุณาเลือกไฟล์ที่มีขนาดไม่เกิน 10 MB')
  expect(conversation(page).querySelectorAll('img')).toHaveLength(0)
})
