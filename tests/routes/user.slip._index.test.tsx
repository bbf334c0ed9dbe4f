// A slip's picture in a sheet inside the app (user.slip._index), against
// a SPEC-shaped backend: by its reference, the backend's address for it; by its place in the
// list, its own link read from the list again; an address that is no web address, a refusal
// or a place with no slip leave the sheet saying the picture cannot be shown. Each has a way
// back to the slip list.
import { screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'

import * as slipImage from '~/routes/user.slip._index'

import { memberCookie, renderRoute } from '../support/render-route'
import { slip } from '../support/spec-answers-wallet'
import { specBackend } from '../support/spec-backend'

const backend = specBackend()

async function openSheet(url: string, language: 'en' | 'th' = 'th') {
  renderRoute({
    routes: [{ path: '/user/slip', module: slipImage }],
    url,
    cookie: await memberCookie(),
    language,
  })
  return screen.findByRole('dialog', { name: language === 'th' ? 'สลิป' : 'Slip' })
}

const backLink = (sheet: HTMLElement) =>
  within(sheet).getByRole('link', { name: 'กลับไปที่สถานะสลิป' }).getAttribute('href')

test('by reference: the picture the backend gives an address for, in the app, with a way back', async () => {
  backend.answer('GET', '/api/statement/slip/reference/REF-1', {
    url: 'https://slips.example/REF-1.png?sig=abc',
  })
  const sheet = await openSheet('/user/slip?reference=REF-1')
  expect(within(sheet).getByRole('img', { name: 'สลิปที่คุณอัปโหลด' }).getAttribute('src')).toBe(
    'https://slips.example/REF-1.png?sig=abc',
  )
  expect(backLink(sheet)).toBe('/user/statement/slips')
})

test('by its place in the list: its own link, read from the list again', async () => {
  backend.answer('POST', '/api/statement/slip', {
    slips: [slip('SUCCESS', 100), slip('SUCCESS', 250, { link: 'https://slips.example/2.png' })],
  })
  const sheet = await openSheet('/user/slip?page=1&i=1', 'en')
  expect(
    within(sheet).getByRole('img', { name: 'The slip you uploaded' }).getAttribute('src'),
  ).toBe('https://slips.example/2.png')
})

test.each([
  [
    'an address that is no web address',
    () => {
      backend.answer('GET', '/api/statement/slip/reference/REF-1', { url: 'javascript:alert(1)' })
    },
    '/user/slip?reference=REF-1',
  ],
  [
    'a refused reference',
    () => {
      backend.refuse('GET', '/api/statement/slip/reference/REF-1', 404, 'NO_DATA')
    },
    '/user/slip?reference=REF-1',
  ],
  [
    'a place with no slip',
    () => {
      backend.answer('POST', '/api/statement/slip', { slips: [] })
    },
    '/user/slip?page=1&i=4',
  ],
  ['a place that is no place', () => {}, '/user/slip?page=x&i=99'],
])('%s: the sheet says the picture cannot be shown, not an error', async (_, answer, url) => {
  answer()
  const sheet = await openSheet(url)
  expect(within(sheet).getByText('ไม่สามารถแสดงภาพสลิปนี้ได้')).toBeTruthy()
  expect(within(sheet).queryByRole('img')).toBeNull()
  expect(backLink(sheet)).toBe('/user/statement/slips')
})
