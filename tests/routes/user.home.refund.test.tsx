// The cashback dialog (user.home.refund) against a SPEC-shaped backend: its banners first when
// there are any, then what is waiting, whether it can be received (never while a bonus is
// active), the logs 10 a page, and receiving it: the server's message in green or its error in
// red, then the dialog checks again.
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { expect, test } from 'vitest'

import * as refund from '~/routes/user.home.refund'

import { memberCookie, renderRoute } from '../support/render-route'
import { sentBodies } from '../support/sent-bodies'
import { banner, refundCheck, refundLog } from '../support/spec-answers-wallet'
import { specBackend } from '../support/spec-backend'
import { toastJar } from '../support/toast-jar'

const backend = specBackend()
const bodiesOf = sentBodies()

function answerRefund(check = refundCheck(150), refunds = [refundLog(75.5)]) {
  backend.answer('GET', '/api/refund/banners', [])
  backend.answer('GET', '/api/refund/check', check)
  backend.answer('POST', '/api/refund', { refunds })
}

async function openRefund(url = '/user/home/refund', language: 'en' | 'th' = 'en') {
  renderRoute({
    routes: [{ path: '/user/home/refund', module: toastJar().wrap(refund) }],
    url,
    cookie: await memberCookie(),
    language,
  })
  return screen.findByRole('dialog', { name: language === 'th' ? 'คืนยอดเสีย' : 'Cashback' })
}

async function said(role: 'status' | 'alert', text: string) {
  await waitFor(() =>
    expect(screen.getAllByRole(role).map((message) => message.textContent)).toContain(text),
  )
}

test('banners first; the cashback only once the player continues', async () => {
  answerRefund()
  backend.answer('GET', '/api/refund/banners', [banner])
  const dialog = await openRefund()
  expect(within(dialog).getByRole('region', { name: 'Cashback promotions' })).toBeTruthy()
  expect(backend.calls()).toEqual(['GET /api/refund/banners'])
  fireEvent.click(within(dialog).getByRole('link', { name: 'See my cashback' }))
  expect(await screen.findByText('Cashback waiting for you')).toBeTruthy()
  expect(backend.calls()).toEqual([
    'GET /api/refund/banners',
    'GET /api/refund/check',
    'POST /api/refund',
  ])
})

test('what is waiting, the operator’s rule, receivable, and the logs', async () => {
  answerRefund()
  const dialog = await openRefund('/user/home/refund', 'th')
  expect(within(dialog).getByText('ยอดคืนที่รอรับ')).toBeTruthy()
  expect(dialog.querySelector('.amount-large')?.textContent).toBe('150.00 บาท')
  expect(within(dialog).getByText('5%')).toBeTruthy()
  const receive = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'รับยอดคืน' })
  expect(receive.disabled).toBe(false)
  expect(within(dialog).getByRole('link', { name: 'เพิ่มเข้ากระเป๋า' }).getAttribute('href')).toBe(
    '/user/home/refund-wallet',
  )
  expect(within(dialog).getByRole('heading', { name: 'ประวัติการรับยอดคืน' })).toBeTruthy()
  expect(dialog.querySelector('.record-amount')?.textContent).toBe('+75.50')
  expect(bodiesOf('POST /api/refund')).toEqual([{ page: 1, limit: 10 }])
})

test('while a bonus is active the cashback cannot be received, and it says why', async () => {
  answerRefund(refundCheck(150, { bonus: true }))
  const dialog = await openRefund()
  expect(
    within(dialog).getByText(
      'Cashback cannot be received while a bonus is active. End the bonus first.',
    ),
  ).toBeTruthy()
  expect(
    within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Receive cashback' }).disabled,
  ).toBe(true)
})

test('nothing to receive: it says so, the button off; no logs yet', async () => {
  answerRefund(refundCheck(0, { result: false }), [])
  const dialog = await openRefund()
  expect(within(dialog).getByText('No cashback to receive right now.')).toBeTruthy()
  expect(
    within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Receive cashback' }).disabled,
  ).toBe(true)
  expect(within(dialog).getByText('You have not received any cashback yet.')).toBeTruthy()
})

test('received: the server’s message in green, then the dialog checks again', async () => {
  answerRefund()
  backend.answer('GET', '/api/refund/receive', { message: 'REFUND_SUCCESS' })
  const dialog = await openRefund()
  fireEvent.click(within(dialog).getByRole('button', { name: 'Receive cashback' }))
  await said('status', 'Refund received')
  expect(backend.calls().filter((call) => call === 'GET /api/refund/check')).toHaveLength(2)
})

test('refused: its code in Thai in red', async () => {
  answerRefund()
  backend.refuse('GET', '/api/refund/receive', 400, 'NO_REFUND')
  const dialog = await openRefund('/user/home/refund', 'th')
  fireEvent.click(within(dialog).getByRole('button', { name: 'รับยอดคืน' }))
  await said('alert', 'ไม่พบยอดคืนยอดเสีย')
})

test('a full page of logs offers the next one, which asks for page 2', async () => {
  answerRefund(
    refundCheck(0, { result: false }),
    Array.from({ length: 10 }, () => refundLog(10)),
  )
  const dialog = await openRefund()
  const pages = within(dialog).getByRole('navigation', { name: 'Cashback pages' })
  fireEvent.click(within(pages).getByRole('link', { name: 'Older' }))
  await waitFor(() => expect(bodiesOf('POST /api/refund')).toContainEqual({ page: 2, limit: 10 }))
})

test('a check that fails says cashback cannot be loaded', async () => {
  backend.answer('GET', '/api/refund/banners', [])
  backend.refuse('GET', '/api/refund/check', 500, 'INTERNAL_SERVER_ERROR')
  backend.refuse('POST', '/api/refund', 500, 'INTERNAL_SERVER_ERROR')
  const dialog = await openRefund()
  expect(within(dialog).getAllByText('Cashback cannot be loaded right now.')).toHaveLength(2)
  expect(within(dialog).queryByRole('button', { name: 'Receive cashback' })).toBeNull()
})
