// A slip's picture by its reference (user.slip.$reference), against a SPEC-shaped backend:
// the window goes to the backend's address for it; an address that is no web address, or a
// refusal, leaves a page that says the picture cannot be shown.
import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'

import * as slipImage from '~/routes/user.slip.$reference'

import { memberCookie, renderRoute } from '../support/render-route'
import { specBackend } from '../support/spec-backend'

const backend = specBackend()

async function load(reference: string) {
  const request = new Request(`http://app.test/user/slip/${reference}`, {
    headers: { Cookie: await memberCookie() },
  })
  return slipImage.loader({ request, params: { reference }, context: {} })
}

test('the window goes to the address the backend gives for the reference', async () => {
  backend.answer('GET', '/api/statement/slip/reference/REF-1', {
    url: 'https://slips.example/REF-1.png?sig=abc',
  })
  const answer = (await load('REF-1')) as Response
  expect([answer.status, answer.headers.get('Location')]).toEqual([
    302,
    'https://slips.example/REF-1.png?sig=abc',
  ])
})

async function showUnavailable(language: 'en' | 'th') {
  renderRoute({
    routes: [{ path: '/user/slip/:reference', module: slipImage }],
    url: '/user/slip/REF-1',
    cookie: await memberCookie(),
    language,
  })
}

test('an address that is no web address is not followed: the picture cannot be shown', async () => {
  backend.answer('GET', '/api/statement/slip/reference/REF-1', { url: 'javascript:alert(1)' })
  await showUnavailable('th')
  expect(await screen.findByRole('heading', { name: 'ไม่สามารถแสดงภาพสลิปนี้ได้' })).toBeTruthy()
  expect(screen.getByRole('link', { name: 'กลับไปที่สถานะสลิป' }).getAttribute('href')).toBe(
    '/user/statement/slips',
  )
})

test('the backend refuses the reference: the same page, not an error', async () => {
  backend.refuse('GET', '/api/statement/slip/reference/REF-1', 404, 'NO_DATA')
  await showUnavailable('en')
  expect(
    await screen.findByRole('heading', { name: 'This slip image cannot be shown.' }),
  ).toBeTruthy()
})
