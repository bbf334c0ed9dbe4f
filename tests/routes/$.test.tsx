// Any address no route matches: the not-found page (SPEC §2), in the player's language, with
// the way back home; and the 404 the server answers, not a page that pretends to be found.
import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'

import * as notFound from '~/routes/$'

import { renderRoute, type RouteModule } from '../support/render-route'

/** The route with its loader, which only ever throws the 404. */
const page: RouteModule = {
  ...notFound,
  loader: () => {
    notFound.loader()
    return null
  },
}

test('an unknown address shows the not-found page with the way home', async () => {
  renderRoute({ routes: [{ path: '*', module: page }], url: '/no/such/page' })
  expect(await screen.findByRole('heading', { name: 'Page not found', level: 1 })).toBeTruthy()
  expect(screen.getByText('The address may be wrong, or the page has moved.')).toBeTruthy()
  expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/')
})

test('in Thai too', async () => {
  renderRoute({ routes: [{ path: '*', module: page }], url: '/ไม่มี', language: 'th' })
  expect(await screen.findByRole('heading', { name: 'ไม่พบหน้าที่คุณต้องการ' })).toBeTruthy()
  expect(screen.getByRole('link', { name: 'กลับหน้าหลัก' })).toBeTruthy()
})

test('the answer is a 404', () => {
  expect(() => notFound.loader()).toThrow(
    expect.objectContaining({ status: 404 }) as unknown as Error,
  )
})
