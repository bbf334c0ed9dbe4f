// Logging out (SPEC §4: logout clears the token and goes to /login) against a SPEC-shaped
// backend: the member layout's "Log out" asks first, staying keeps the session, and the post to
// /logout ends it for every copy of the cookie; /user is then the login page's again.
import { createRemixStub } from '@remix-run/testing'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { expect, test } from 'vitest'

import { TranslationsProvider } from '~/components/translations'
import { publicEnv } from '~/env.server'
import { translationsFor } from '~/locales.server'
import * as logout from '~/routes/logout'
import * as memberIndex from '~/routes/user._index'
import * as memberLayout from '~/routes/user/route'
import { getToken } from '~/session.server'

import { type CookieJar, cookieJar } from '../support/cookie-jar'
import { memberCookie } from '../support/render-route'
import { specBackend } from '../support/spec-backend'

const backend = specBackend()

/** Where /login was asked with: a page that leaves the session alone (the real one ends it). */
let loginAsked: string | null = null

/** Home inside the member layout (whose top bar has "Log out"), /logout and /login. */
function renderApp(jar: CookieJar, url = '/user/home') {
  loginAsked = null
  backend.answer('GET', '/api/lookup/info', { name: 'Lucky Wallet', website: 'https://lucky.test' })
  backend.answer('GET', '/api/lookup/active', { terminated: null })
  const layout = jar.around(memberLayout)
  const loggingOut = jar.around({ ...logout, default: () => null })
  const Stub = createRemixStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ locale: 'th', ENV: publicEnv() }),
      children: [
        {
          id: 'routes/user',
          path: 'user',
          Component: layout.default,
          loader: layout.loader,
          children: [
            { index: true, loader: memberIndex.loader },
            { path: 'home', Component: () => <h1>home page</h1> },
          ],
        },
        { path: 'logout', loader: loggingOut.loader, action: loggingOut.action },
        {
          path: 'login',
          Component: () => <h1>login page</h1>,
          loader: ({ request }) => ((loginAsked = new URL(request.url).search), null),
        },
      ],
    },
  ])
  render(
    <TranslationsProvider translations={translationsFor('th')}>
      <Stub initialEntries={[url]} />
    </TranslationsProvider>,
  )
}

test('logging out asks first; staying keeps the session; logging out ends it everywhere', async () => {
  const jar = cookieJar()
  const cookie = await memberCookie()
  jar.take(cookie)
  renderApp(jar)
  await screen.findByRole('heading', { name: 'home page' })

  const logoutLink = screen.getByRole('link', { name: 'ออกจากระบบ' })
  expect(logoutLink.getAttribute('href')).toBe('/user/home?logout=1')
  fireEvent.click(logoutLink)
  const confirm = await screen.findByRole('dialog', { name: 'ออกจากระบบ?' })
  expect(
    within(confirm).getByText('คุณจะต้องเข้าสู่ระบบด้วยเบอร์โทรศัพท์และรหัสผ่านอีกครั้งเมื่อกลับมา'),
  ).toBeTruthy()
  fireEvent.click(within(confirm).getByRole('link', { name: 'อยู่ต่อ' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  expect(jar.header()).toBe(cookie)

  fireEvent.click(screen.getByRole('link', { name: 'ออกจากระบบ' }))
  const again = await screen.findByRole('dialog', { name: 'ออกจากระบบ?' })
  fireEvent.click(within(again).getByRole('button', { name: 'ออกจากระบบ' }))
  expect(await screen.findByRole('heading', { name: 'login page' })).toBeTruthy()
  expect(loginAsked).toBe('')
  expect(jar.value('__session')).toBeUndefined()
  // a copy of the old cookie opens nothing either
  expect(
    await getToken(new Request('http://app.test/', { headers: { Cookie: cookie } })),
  ).toBeNull()

  // the member area is the login page's again, which brings the player back after
  cleanup()
  renderApp(jar)
  await screen.findByRole('heading', { name: 'login page' })
  expect(loginAsked).toBe('?redirectTo=%2Fuser%2Fhome')
})

test('/logout is no page of its own: a visit goes to /user, which is home', async () => {
  const jar = cookieJar()
  jar.take(await memberCookie())
  renderApp(jar, '/logout')
  expect(await screen.findByRole('heading', { name: 'home page' })).toBeTruthy()
})
