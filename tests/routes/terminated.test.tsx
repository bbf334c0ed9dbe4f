// The closed-service page, where a terminated service (SPEC §2) or a `gone` answer to any call
// (SPEC §7) sends the player: it says so in their language, with nothing to press.
import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'

import * as terminated from '~/routes/terminated'

import { renderRoute } from '../support/render-route'

test.each([
  ['en', 'Service closed', 'This service is no longer available. Thank you for playing with us.'],
  ['th', 'ปิดให้บริการ', 'ขณะนี้ระบบปิดให้บริการแล้ว ขอขอบคุณที่ใช้บริการ'],
] as const)('in %s it says the service has closed', async (language, title, body) => {
  renderRoute({
    routes: [{ path: '/terminated', module: terminated }],
    url: '/terminated',
    language,
  })
  expect(await screen.findByRole('heading', { name: title, level: 1 })).toBeTruthy()
  expect(screen.getByText(body)).toBeTruthy()
  expect(screen.queryAllByRole('link')).toEqual([])
  expect(screen.queryAllByRole('button')).toEqual([])
})
