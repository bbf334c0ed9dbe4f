// The profile edit without JavaScript (issue 34 item 2: was e2e/profile.spec.ts in the js-off
// browser project): the dialog is a page whose form carries the member's name and bank account,
// its post saves them and lands on the profile with the toast, and a refused one comes back as
// the same page with the translated reason, changing nothing.
import { expect, test } from 'vitest'

import { createMember } from '../../mock-server/tests/helpers'
import {
  documentAppOfThisFile,
  documentOf,
  DocumentVisitor,
  fieldsOf,
  textOf,
} from '../support/document'

const PASSWORD = 'profile-pass-1'
const EDIT = '/user/profile/edit'
const FORM = 'form[method="post"]:has(input[name="accountNo"])'
const SAVE = `${FORM} button[type="submit"]`

const served = documentAppOfThisFile()

/** A member as the e2e flows had one (an SCB account "TEST WALLET"), logged in. */
async function memberOnEdit() {
  const member = await createMember(served.mock, { password: PASSWORD })
  await served.mock.prisma.member.update({
    where: { id: member.id },
    data: { name: 'ทดสอบ กระเป๋า', bankAccountName: 'TEST WALLET' },
  })
  const visitor = new DocumentVisitor(served.app.url)
  await visitor.login(served.app.url, member.username, PASSWORD)
  const { response, document } = await visitor.page(EDIT)
  expect(response.status).toBe(200)
  return { member, visitor, document }
}

const bankCard = (document: Document) =>
  [...document.querySelectorAll('.card')].find((card) => textOf(card).includes('บัญชีธนาคาร'))

test('the dialog carries the profile; its post saves the name and account, shown on the profile', async () => {
  const { visitor, document } = await memberOnEdit()
  const form = document.querySelector<HTMLFormElement>(FORM)!
  const dialog = document.querySelector('[role="dialog"]')
  expect(textOf(dialog)).toContain('แก้ไขข้อมูลส่วนตัว')
  // filled with what the profile carries: the bank found by its name where no code came
  const drawn = fieldsOf(form)
  expect(drawn.get('name')).toBe('ทดสอบ กระเป๋า')
  expect(drawn.get('bankCode')).toBe('SCB')
  expect(drawn.get('firstName')).toBe('TEST')
  expect(drawn.get('lastName')).toBe('WALLET')
  // each field is labelled, as a screen reader and a Playwright getByLabel find it
  for (const name of ['name', 'accountNo', 'firstName', 'lastName']) {
    const input = form.querySelector(`input[name="${name}"]`)!
    expect(document.querySelector(`label[for="${input.id}"]`), name).not.toBeNull()
  }

  const accountNo = String(Math.floor(1e9 + Math.random() * 9e9))
  const saved = await visitor.press(
    document,
    SAVE,
    {
      name: 'ทดสอบ แก้ไขแล้ว',
      bankCode: 'KBANK',
      accountNo,
      firstName: 'Somchai',
      lastName: 'Edited',
    },
    EDIT,
  )
  expect(saved.status).toBe(302)
  expect(saved.headers.get('Location')).toBe('/user/profile')

  const profile = (await visitor.page('/user/profile')).document
  expect(textOf(profile.body)).toContain('บันทึกข้อมูลส่วนตัวเรียบร้อยแล้ว')
  expect(textOf(profile.querySelector('h1'))).toBe('ทดสอบ แก้ไขแล้ว')
  const bank = textOf(bankCard(profile))
  expect(bank).toContain('SOMCHAI EDITED')
  expect(bank).toContain('กสิกรไทย')
  expect(bank).toContain(`${accountNo.slice(0, 3)}-${accountNo.slice(3, 6)}-${accountNo.slice(6)}`)
})

test('a KTB account with a Thai name, or an account already taken, is refused; nothing changes', async () => {
  const { visitor, document } = await memberOnEdit()
  const thaiName = await visitor.press(
    document,
    SAVE,
    { bankCode: 'KTB', firstName: 'สมชาย' },
    EDIT,
  )
  // the same page again, with the reason beside the field
  expect(thaiName.status).toBe(200)
  const refused = documentOf(await thaiName.text())
  expect(textOf(refused.querySelector(FORM))).toContain('ชื่อบัญชีธนาคารต้องเป็นภาษาอังกฤษเท่านั้น')

  // the demo member's account: the backend refuses it with its catalogue text
  const taken = await visitor.press(
    refused,
    SAVE,
    { bankCode: 'KBANK', firstName: 'Somchai', accountNo: '1234567890' },
    EDIT,
  )
  expect(taken.status).toBe(200)
  const alert = documentOf(await taken.text()).querySelector(`${FORM} [role="alert"]`)
  expect(textOf(alert)).toContain('บัญชีธนาคารนี้ถูกใช้สมัครแล้ว')

  const bank = textOf(bankCard((await visitor.page('/user/profile')).document))
  expect(bank).toContain('TEST WALLET')
  expect(bank).toContain('ไทยพาณิชย์')
})
