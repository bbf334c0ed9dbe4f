// The language dropdown's choice (the /set-language action, SPEC §1: chosen from a dropdown
// and remembered): the form the dropdown draws, posted as the browser posts it, keeps the
// language in the `lng` cookie and its upper-case mirror `LANGUAGE` (SPEC §3) and goes back to
// the page, whose next request is in that language. The menu's own behaviour is in
// language-select.test.tsx.
import { cleanup, screen } from '@testing-library/react'
import { expect, test } from 'vitest'

import { LanguageSelect } from '~/components/language-select'
import { getLanguage } from '~/language.server'
import * as setLanguage from '~/routes/set-language'

import { renderRoute } from '../support/render-route'

const post = (body: URLSearchParams | FormData) =>
  setLanguage.action({
    request: new Request('http://app.test/set-language', { method: 'POST', body }),
    params: {},
    context: {},
  }) as Promise<Response>

/** What the browser sends for the dropdown's button named `name` on the page at `url`. */
async function choose(name: RegExp, url: string) {
  renderRoute({
    routes: [{ path: '/user/statement', module: { default: LanguageSelect } }],
    url,
    language: 'th',
  })
  const button = await screen.findByRole('button', { name, hidden: true })
  const form = button.closest('form')!
  expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual([
    'post',
    '/set-language',
  ])
  const fields = new URLSearchParams(new FormData(form) as unknown as Record<string, string>)
  fields.set(button.getAttribute('name')!, button.getAttribute('value')!)
  return post(fields)
}

test('English chosen on a page: the cookies keep it, and the page comes back in English', async () => {
  const answer = await choose(/English/, '/user/statement?page=2')
  expect([answer.status, answer.headers.get('Location')]).toEqual([302, '/user/statement?page=2'])
  const cookies = answer.headers.getSetCookie()
  expect(cookies.map((cookie) => cookie.split(';')[0])).toEqual(['lng=en', 'LANGUAGE=EN'])
  expect(cookies.every((cookie) => /Max-Age=31536000/.test(cookie))).toBe(true)
  const next = new Request('http://app.test/user/statement?page=2', {
    headers: { Cookie: cookies.map((cookie) => cookie.split(';')[0]).join('; ') },
  })
  expect(await getLanguage(next)).toBe('en')
})

test('each of the three languages can be chosen', async () => {
  for (const [name, language] of [
    [/ไทย/, 'th'],
    [/ລາວ/, 'lo'],
    [/English/, 'en'],
  ] as const) {
    const answer = await choose(name, '/user/statement')
    expect(answer.headers.getSetCookie()[0]?.split(';')[0]).toBe(`lng=${language}`)
    cleanup()
  }
})

test('a language the app does not have changes nothing', async () => {
  const answer = await post(new URLSearchParams({ language: 'fr', redirectTo: '/howto' }))
  expect(answer.headers.get('Location')).toBe('/howto')
  expect(answer.headers.getSetCookie()).toEqual([])
})

test('it goes back only within the app', async () => {
  const answer = await post(
    new URLSearchParams({ language: 'en', redirectTo: '//elsewhere.example/login' }),
  )
  expect(answer.headers.get('Location')).toBe('/')
})

test('/set-language is no page: a visit goes to /', () => {
  expect(setLanguage.loader().headers.get('Location')).toBe('/')
})
