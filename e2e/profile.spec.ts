import { type Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { createFundedMember, logIn, uniqueAccountNo } from './support'

async function openProfileEdit(page: Page, phone: string, password: string) {
  await page.goto('/login')
  await logIn(page, phone, password)
  await expect(page).toHaveURL(/\/user\/home$/)
  await page.goto('/user/profile')
  await page.getByRole('link', { name: 'แก้ไขข้อมูลส่วนตัว' }).click()
  const dialog = page.getByRole('dialog', { name: 'แก้ไขข้อมูลส่วนตัว' })
  await expect(dialog).toBeVisible()
  return dialog
}

test('edit the name and the bank account, and see them on the profile', async ({
  page,
  request,
}) => {
  const member = await createFundedMember(request, 100)
  const dialog = await openProfileEdit(page, member.phone, member.password)
  // filled with what the profile carries: the bank found by its name where no code came
  await expect(dialog.getByLabel('ชื่อ-นามสกุล')).toHaveValue(member.name)
  await expect(dialog.getByRole('radio', { name: 'ไทยพาณิชย์ (SCB)' })).toBeChecked()
  await expect(dialog.getByLabel('ชื่อบัญชี', { exact: true })).toHaveValue('TEST')
  await expect(dialog.getByLabel('นามสกุลบัญชี')).toHaveValue('WALLET')

  const accountNo = uniqueAccountNo()
  await dialog.getByLabel('ชื่อ-นามสกุล').fill('ทดสอบ แก้ไขแล้ว')
  await dialog.getByRole('radio', { name: 'กสิกรไทย (KBANK)' }).check()
  await dialog.getByLabel('เลขที่บัญชี').fill(accountNo)
  await dialog.getByLabel('ชื่อบัญชี', { exact: true }).fill('Somchai')
  await dialog.getByLabel('นามสกุลบัญชี').fill('Edited')
  await dialog.getByRole('button', { name: 'บันทึกข้อมูล' }).click()

  await expect(page).toHaveURL(/\/user\/profile$/)
  await expect(dialog).toHaveCount(0)
  await expect(page.getByText('บันทึกข้อมูลส่วนตัวเรียบร้อยแล้ว')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ทดสอบ แก้ไขแล้ว')
  const bank = page.locator('.card').filter({ hasText: 'บัญชีธนาคาร' })
  await expect(bank).toContainText('SOMCHAI EDITED')
  await expect(bank).toContainText('กสิกรไทย')
  await expect(bank).toContainText(
    `${accountNo.slice(0, 3)}-${accountNo.slice(3, 6)}-${accountNo.slice(6)}`,
  )
})

test('a KTB account with a Thai name, or an account already taken, is refused and nothing changes', async ({
  page,
  request,
}) => {
  const member = await createFundedMember(request, 100)
  const dialog = await openProfileEdit(page, member.phone, member.password)
  await dialog.getByRole('radio', { name: 'กรุงไทย (KTB)' }).check()
  await dialog.getByLabel('ชื่อบัญชี', { exact: true }).fill('สมชาย')
  await dialog.getByRole('button', { name: 'บันทึกข้อมูล' }).click()
  await expect(dialog.getByText('ชื่อบัญชีธนาคารต้องเป็นภาษาอังกฤษเท่านั้น')).toBeVisible()
  await expect(page).toHaveURL(/\/user\/profile\/edit$/)

  // the demo member's account: the backend refuses it with its catalogue text
  await dialog.getByRole('radio', { name: 'กสิกรไทย (KBANK)' }).check()
  await dialog.getByLabel('ชื่อบัญชี', { exact: true }).fill('Somchai')
  await dialog.getByLabel('เลขที่บัญชี').fill('1234567890')
  await dialog.getByRole('button', { name: 'บันทึกข้อมูล' }).click()
  await expect(dialog.getByRole('alert')).toContainText('บัญชีธนาคารนี้ถูกใช้สมัครแล้ว')

  await page.goto('/user/profile')
  const bank = page.locator('.card').filter({ hasText: 'บัญชีธนาคาร' })
  await expect(bank).toContainText('TEST WALLET')
  await expect(bank).toContainText('ไทยพาณิชย์')
})
