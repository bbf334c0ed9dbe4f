import { type APIRequestContext, expect, type Page } from '@playwright/test'

import { openSealedCookie, sealValue } from '../app/sessions/sealed-storage.server'
import { MEMBER_SEAL, PRIZE_SEAL, RECEIPT_SEAL } from '../app/sessions/seals'
import { ADMIN_PASSWORD, mockUrl, SESSION_SECRET } from './servers'

export const DEMO = { phone: '0812345678', password: 'demo1234', name: 'สมชาย ใจดี' }

/** A phone number no other test uses: 09 + eight random digits. */
export function uniquePhone(): string {
  return `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`
}

/** A ten-digit account number no other test uses. */
export function uniqueAccountNo(): string {
  return String(Math.floor(1e9 + Math.random() * 9e9))
}

export async function setMockSettings(
  request: APIRequestContext,
  settings: Record<string, unknown>,
) {
  const response = await request.put(`${mockUrl()}/__admin/settings`, {
    data: settings,
    headers: { 'x-admin-password': ADMIN_PASSWORD },
  })
  expect(response.ok()).toBeTruthy()
}

/** Chooses a language in the top bar's dropdown (a form post, with or without JavaScript). */
export async function chooseLanguage(page: Page, name: RegExp) {
  await page.locator('.language-select summary').click()
  await page.getByRole('button', { name }).click()
}

export async function logIn(page: Page, phone: string, password: string) {
  await page.getByLabel(/เบอร์โทรศัพท์|Phone number/).fill(phone)
  await page.getByLabel(/^(รหัสผ่าน|Password)$/).fill(password)
  await page.getByRole('button', { name: /^(เข้าสู่ระบบ|Log in)$/ }).click()
}

/** A new member made through the mock backend's API, with money in the wallet. */
export async function createFundedMember(request: APIRequestContext, amount: number) {
  const member = { phone: uniquePhone(), password: 'wallet-pass-1', name: 'ทดสอบ กระเป๋า' }
  const registered = await request.post(`${mockUrl()}/api/account`, {
    data: {
      name: member.name,
      username: member.phone,
      password: member.password,
      bankCode: 'SCB',
      bankAccountName: 'TEST WALLET',
      bankAccountNo: uniqueAccountNo(),
      currency: 'BAHT',
    },
  })
  expect(registered.status()).toBe(201)
  const login = await request.post(`${mockUrl()}/api/login`, {
    data: { username: member.phone, password: member.password },
  })
  const { token } = (await login.json()) as { token: string }
  const added = await request.post(`${mockUrl()}/api/wallet/add`, {
    data: { amount },
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(added.ok()).toBeTruthy()
  return { ...member, token }
}

/**
 * Makes the mock answer the next `times` calls of an endpoint with a §8 code (fault injection);
 * cleared again by clearFaults().
 */
export async function injectFault(
  request: APIRequestContext,
  rule: { method: string; path: string; code: string; times?: number },
) {
  const response = await request.post(`${mockUrl()}/__admin/faults`, {
    headers: { 'x-admin-password': ADMIN_PASSWORD },
    data: {
      method: rule.method,
      path: rule.path,
      kind: { type: 'error', code: rule.code },
      remaining: rule.times ?? 1,
    },
  })
  expect(response.status()).toBe(201)
}

export async function clearFaults(request: APIRequestContext) {
  const response = await request.delete(`${mockUrl()}/__admin/faults`, {
    headers: { 'x-admin-password': ADMIN_PASSWORD },
  })
  expect(response.ok()).toBeTruthy()
}

/** The phone step of the register wizard. */
export async function fillPhoneStep(page: Page, phone: string) {
  await expect(page.getByRole('heading', { name: 'เบอร์โทรศัพท์' })).toBeVisible()
  await page.getByLabel('เบอร์โทรศัพท์').fill(phone)
  await page.getByRole('button', { name: 'ถัดไป' }).click()
}

export { hasJs } from './fixtures'

/** The game dialog's Play button, which names what it moves when there is money (issue 19). */
export const PLAY_BUTTON = /^เข้าเล่น/

/** A member with money and an open PG account, on PG's dialog. */
export async function openPgDialog(page: Page, request: APIRequestContext) {
  const member = await createFundedMember(request, 120)
  await page.goto('/login')
  await logIn(page, member.phone, member.password)
  await page.getByRole('link', { name: 'PG Soft เปิดบัญชีเกม' }).click()
  const dialog = page.getByRole('dialog', { name: 'PG Soft' })
  await dialog.getByRole('button', { name: 'เปิดบัญชี' }).click()
  await expect(dialog.getByRole('button', { name: PLAY_BUTTON })).toBeVisible()
  return dialog
}

/**
 * Whose session the page holds, as the app reads it to bind what it seals in an address to
 * its member (sessionOwner in app/session.server.ts; the tests hold the secret).
 */
async function ownerOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === '__session')
  const data = await openSealedCookie(cookie?.value, {
    secrets: [SESSION_SECRET],
    ...MEMBER_SEAL,
  })
  const owner = data?.member ?? data?.id
  if (typeof owner !== 'string') throw new Error('the page holds no member session')
  return owner
}

/** The prize dialog's address for a win of the page's member, sealed as the app seals it. */
export async function prizeDialogPath(
  page: Page,
  prize: { code: string; label: string },
): Promise<string> {
  const owner = await ownerOf(page)
  const won = await sealValue({ ...prize, owner }, { secrets: [SESSION_SECRET], ...PRIZE_SEAL })
  return `/user/spin/prize?won=${encodeURIComponent(won)}`
}

/** A result sheet's address of the page's member, sealed as a money action seals it. */
export async function receiptDialogPath(
  page: Page,
  receipt: Record<string, unknown>,
): Promise<string> {
  const owner = await ownerOf(page)
  const outcome = { state: 'success', at: Date.now(), reference: 'A1B2C3D4E5F6' }
  const unsaid = { failure: null, again: null, retry: null }
  const sealed = await sealValue(
    { back: '/user/home', fromGames: null, game: null, ...outcome, ...unsaid, ...receipt, owner },
    { secrets: [SESSION_SECRET], ...RECEIPT_SEAL },
  )
  return `/user/home/receipt?r=${encodeURIComponent(sealed)}`
}
