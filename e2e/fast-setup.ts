import { expect, type Page } from '@playwright/test'

/**
 * Logs a member in without the login screen: the login form is posted by the page's own
 * request context, so the session cookie lands where the page reads it. For tests whose
 * subject is not logging in (auth.spec.ts logs in through the screen). `remember` ticks
 * "remember me": such a session is also taken by another app of the suite, which shares no
 * store with this one (a login without it is known to the instance that made it only).
 */
export async function logInByRequest(
  page: Page,
  member: { phone: string; password: string },
  { remember = false } = {},
) {
  const response = await page.request.post('/login', {
    form: {
      username: member.phone,
      password: member.password,
      ...(remember ? { remember: 'on' } : {}),
    },
  })
  expect(new URL(response.url()).pathname, 'the login answers with home').toBe('/user/home')
}
