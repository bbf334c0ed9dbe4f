// The slip upload status dialog (user.statement.slips) against a SPEC-shaped backend: each
// slip's time, amount ('-' until read), status with its reason, a new upload for a failed one,
// and its picture: the direct link, or the backend's address for its reference.
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { expect, test } from 'vitest'

import * as slips from '~/routes/user.statement.slips'

import { memberCookie, renderRoute } from '../support/render-route'
import { sentBodies } from '../support/sent-bodies'
import { slip } from '../support/spec-answers-wallet'
import { specBackend } from '../support/spec-backend'

const backend = specBackend()
const bodiesOf = sentBodies()

async function openSlips(language: 'en' | 'th' = 'en') {
  renderRoute({
    routes: [{ path: '/user/statement/slips', module: slips }],
    url: '/user/statement/slips',
    cookie: await memberCookie(),
    language,
  })
  return screen.findByRole('dialog', {
    name: language === 'th' ? 'สถานะการอัปโหลดสลิป' : 'Slip upload status',
  })
}

const rowsOf = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    )

test('every state with its reason; a failed slip offers a new upload', async () => {
  backend.answer('POST', '/api/statement/slip', {
    slips: [
      slip('PROCESSING', 0, { reference: 'REF-1', createdAt: '2026-01-10T05:00:00.000Z' }),
      slip('SUCCESS', 250, {
        link: 'https://slips.example/2.png',
        createdAt: '2026-01-09T05:00:00.000Z',
      }),
      slip('FAILED', 0, { note: 'SLIP_REFNO_DUPLICATED', createdAt: '2026-01-08T05:00:00.000Z' }),
      slip('FAILED', 100, { note: 'EXPIRED_SLIP', createdAt: '2026-01-07T05:00:00.000Z' }),
    ],
  })
  const dialog = await openSlips('th')
  expect(
    within(dialog)
      .getAllByRole('columnheader')
      .map((header) => header.textContent),
  ).toEqual(['เวลาที่อัปโหลด', 'จำนวนเงิน', 'สถานะ', 'สลิป'])
  const rows = rowsOf(dialog)
  expect(rows.map((cells) => cells.slice(1))).toEqual([
    ['-', 'กำลังดำเนินการ', 'ดูสลิป'],
    ['250.00', 'สำเร็จ', 'ดูสลิป'],
    ['-', 'ไม่สำเร็จสลิปซ้ำอัปโหลดสลิปใหม่', '-'],
    ['100.00', 'ไม่สำเร็จสลิปหมดอายุอัปโหลดสลิปใหม่', '-'],
  ])
  const [processing, success, duplicate] = within(dialog).getAllByRole('row').slice(1)
  expect(within(processing!).queryByRole('link', { name: 'อัปโหลดสลิปใหม่' })).toBeNull()
  expect(within(duplicate!).getByRole('link', { name: 'อัปโหลดสลิปใหม่' }).getAttribute('href')).toBe(
    '/user/home/deposit?method=bank',
  )
  // the picture opens in a sheet inside the app: by reference, or by its place in the list
  const view = (row: HTMLElement) => within(row).getByRole('link', { name: 'ดูสลิป' })
  expect([view(success!).getAttribute('href'), view(success!).getAttribute('target')]).toEqual([
    '/user/slip?page=1&i=1',
    null,
  ])
  expect(view(processing!).getAttribute('href')).toBe('/user/slip?reference=REF-1')
  expect(bodiesOf('POST /api/statement/slip')).toEqual([{ page: 1, limit: 10 }])
})

test('the reasons in English too', async () => {
  backend.answer('POST', '/api/statement/slip', {
    slips: [slip('FAILED', 0, { note: 'NOT_MATCH' }), slip('FAILED', 0, { note: 'SOMETHING_NEW' })],
  })
  const dialog = await openSlips()
  expect(rowsOf(dialog).map((cells) => cells[2])).toEqual([
    'FailedThe account does not match your registered accountUpload again',
    'FailedUnknown errorUpload again',
  ])
})

test('no slips yet: it says so', async () => {
  backend.answer('POST', '/api/statement/slip', { slips: [] })
  const dialog = await openSlips('th')
  expect(within(dialog).getByText('คุณยังไม่ได้อัปโหลดสลิป')).toBeTruthy()
  expect(within(dialog).queryByRole('table')).toBeNull()
})

test('slips that cannot be read: it says so, not that there are none', async () => {
  backend.refuse('POST', '/api/statement/slip', 500, 'INTERNAL_SERVER_ERROR')
  const dialog = await openSlips()
  expect(within(dialog).getByText('Your slips cannot be loaded right now.')).toBeTruthy()
})

test('a full page offers the next one, which asks for page 2', async () => {
  backend.answer('POST', '/api/statement/slip', {
    slips: Array.from({ length: 10 }, () => slip('SUCCESS', 50)),
  })
  const dialog = await openSlips()
  const pages = within(dialog).getByRole('navigation', { name: 'Slip pages' })
  expect(within(pages).getByText('Page 1')).toBeTruthy()
  fireEvent.click(within(pages).getByRole('link', { name: 'Older' }))
  await waitFor(() =>
    expect(bodiesOf('POST /api/statement/slip')).toContainEqual({ page: 2, limit: 10 }),
  )
})
