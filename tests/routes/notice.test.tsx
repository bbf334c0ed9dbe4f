// Dismissing the operator's notice (the /notice action): with JavaScript the banner's fetcher
// hides it at once and the cookie keeps it hidden on the next load, while a new notice shows;
// a plain form post goes back to the page it came from; a bad post changes nothing.
//
// SPEC §7 does not show the notice lookup's fields, so a SPEC-shaped backend sends no notice
// (ADR 013): the page here carries its own, as home does with the operator's.
import { type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { expect, test } from 'vitest'

import { NoticeBanner } from '~/components/notice-banner'
import { dismissedNoticeCookie, noticeId } from '~/notice.server'
import * as notice from '~/routes/notice'

import { type CookieJar, cookieJar } from '../support/cookie-jar'
import { renderRoute } from '../support/render-route'

const TEXT = 'Deposits are closed 02:00 to 03:00'

/** Home with the notice `text` unless the cookie says it was dismissed (notice.server.ts). */
function homeWith(text: string) {
  const id = noticeId(text)
  return {
    loader: async ({ request }: LoaderFunctionArgs) => {
      const dismissed: unknown = await dismissedNoticeCookie.parse(request.headers.get('Cookie'))
      return dismissed === id ? null : { id, html: `<p>${text}</p>` }
    },
    default: function Home() {
      return (
        <main>
          <h1>home page</h1>
          <NoticeBanner notice={useLoaderData<{ id: string; html: string } | null>()} />
        </main>
      )
    },
  }
}

function openHome(jar: CookieJar, text = TEXT) {
  renderRoute({
    routes: [
      { path: '/user/home', module: jar.around(homeWith(text)) },
      { path: '/notice', module: jar.around({ ...notice, default: () => null }) },
    ],
    url: '/user/home',
    language: 'th',
  })
  return screen.findByRole('heading', { name: 'home page' })
}

const post = (fields: Record<string, string>) =>
  notice.action({
    request: new Request('http://app.test/notice', {
      method: 'POST',
      body: new URLSearchParams(fields),
    }),
    params: {},
    context: {},
  })

test('dismissed, the notice goes at once and stays gone; a new one shows', async () => {
  const jar = cookieJar()
  await openHome(jar)
  const banner = screen.getByRole('region', { name: 'ประกาศจากทางเว็บไซต์' })
  expect(within(banner).getByText(TEXT)).toBeTruthy()
  fireEvent.click(within(banner).getByRole('button', { name: 'ปิดประกาศ' }))
  await waitFor(() =>
    expect(screen.queryByRole('region', { name: 'ประกาศจากทางเว็บไซต์' })).toBeNull(),
  )
  await waitFor(async () =>
    expect(await dismissedNoticeCookie.parse(jar.header())).toBe(noticeId(TEXT)),
  )

  cleanup()
  await openHome(jar)
  expect(screen.queryByRole('region', { name: 'ประกาศจากทางเว็บไซต์' })).toBeNull()

  cleanup()
  await openHome(jar, 'Minimum deposit is now 10 baht')
  expect(screen.getByRole('region', { name: 'ประกาศจากทางเว็บไซต์' }).textContent).toContain(
    'Minimum deposit is now 10 baht',
  )
})

test('a plain form post goes back to its page, with the cookie', async () => {
  const id = noticeId(TEXT)
  const answer = (await post({ id, mode: 'page', redirectTo: '/user/home/deposit' })) as Response
  expect([answer.status, answer.headers.get('Location')]).toEqual([302, '/user/home/deposit'])
  expect(await dismissedNoticeCookie.parse(answer.headers.get('Set-Cookie'))).toBe(id)
})

test.each([
  [{ id: 'not-an-id', mode: 'page', redirectTo: '/user/home/deposit' }, '/user/home/deposit'],
  [{ id: noticeId(TEXT), mode: 'page', redirectTo: 'https://elsewhere.example/' }, '/user/home'],
])('a bad post changes nothing, and goes back only within the app (%o)', async (fields, back) => {
  const answer = (await post(fields)) as Response
  expect(answer.headers.get('Location')).toBe(back)
  if (fields.id === 'not-an-id') expect(answer.headers.get('Set-Cookie')).toBeNull()
})

test('/notice is no page: a visit goes home', () => {
  const answer = notice.loader()
  expect([answer.status, answer.headers.get('Location')]).toEqual([302, '/user/home'])
})
