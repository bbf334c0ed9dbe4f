// Adding the cashback to the wallet (user.home.refund-wallet) against a SPEC-shaped backend:
// the confirm shows the amount and the wallet after, and warns of the success and failure
// percentages; added, its result sheet; refused, the failed sheet with the code, and the way
// back to the cashback dialog.
import { fireEvent, screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'

import * as receipt from '~/routes/user.home.receipt'
import * as refund from '~/routes/user.home.refund'
import * as refundWallet from '~/routes/user.home.refund-wallet'

import { detailPairs } from '../support/details'
import { memberCookie, renderRoute } from '../support/render-route'
import { changesAfter, refundCheck, refundLog, walletWith } from '../support/spec-answers-wallet'
import { specBackend } from '../support/spec-backend'
import { toastJar } from '../support/toast-jar'

const backend = specBackend()

async function renderConfirm(language: 'en' | 'th' = 'en') {
  const jar = toastJar()
  renderRoute({
    routes: [
      { path: '/user/home/refund-wallet', module: jar.wrap(refundWallet) },
      { path: '/user/home/refund', module: jar.wrap(refund) },
      { path: '/user/home/receipt', module: receipt },
    ],
    url: '/user/home/refund-wallet',
    cookie: await memberCookie(),
    language,
  })
}

async function openConfirm(language: 'en' | 'th' = 'en') {
  await renderConfirm(language)
  return screen.findByRole('dialog', {
    name: language === 'th' ? 'เพิ่มยอดคืนเข้ากระเป๋า' : 'Add cashback to the wallet',
  })
}

test('the confirm shows the amount and the wallet after, and warns what is kept and what is deducted', async () => {
  backend.answer('GET', '/api/refund/check', refundCheck(150))
  backend.answer('GET', '/api/wallet', walletWith(100.5))
  const dialog = await openConfirm()
  expect(detailPairs(dialog)).toEqual([
    ['You receive', '150.00 baht'],
    ['Main wallet after', '250.50 baht'],
  ])
  expect(
    within(dialog).getByText(
      'Once added, the cashback counts towards your conditions: 80% is kept when they are met, 20% is deducted when they are not.',
    ),
  ).toBeTruthy()
  expect(within(dialog).getByRole('link', { name: 'Back' }).getAttribute('href')).toBe(
    '/user/home/refund?list=1',
  )
  expect(backend.calls().sort()).toEqual(['GET /api/refund/check', 'GET /api/wallet'])
})

test('a wallet that cannot be read leaves the amount, without the wallet after', async () => {
  backend.answer('GET', '/api/refund/check', refundCheck(150))
  backend.refuse('GET', '/api/wallet', 500, 'INTERNAL_SERVER_ERROR')
  const dialog = await openConfirm()
  expect([...dialog.querySelectorAll('.detail-row dt')].map((term) => term.textContent)).toEqual([
    'You receive',
  ])
  expect(within(dialog).getByRole('button', { name: 'Add to wallet' })).toBeTruthy()
})

test('added: the receipt with the cashback and the wallet read after', async () => {
  backend.answer('GET', '/api/refund/check', refundCheck(150))
  backend.answer('GET', '/api/refund/addWallet', {})
  const added = () => backend.calls().includes('GET /api/refund/addWallet')
  backend.answer('GET', '/api/wallet', changesAfter(added, walletWith(100), walletWith(250)))
  const dialog = await openConfirm('th')
  fireEvent.click(within(dialog).getByRole('button', { name: 'เพิ่มเข้ากระเป๋า' }))

  const done = await screen.findByRole('dialog', { name: 'เพิ่มยอดคืนเข้ากระเป๋าแล้ว' })
  expect(done.querySelector('.receipt-amount')?.textContent).toBe('150.00 บาท')
  expect(done.querySelector('.receipt-route')?.textContent).toBe('จาก ยอดคืน→ ไปยัง กระเป๋าหลัก')
  expect(detailPairs(done)[0]).toEqual(['กระเป๋าหลักตอนนี้', '250.00 บาท'])
  expect(within(done).getByRole('link', { name: 'เสร็จสิ้น' }).getAttribute('href')).toBe('/user/home')
})

test('refused: the failed sheet with the code in Thai, trying again from the cashback dialog', async () => {
  backend.answer('GET', '/api/refund/check', refundCheck(150))
  backend.answer('GET', '/api/wallet', walletWith(100))
  backend.refuse('GET', '/api/refund/addWallet', 400, 'REFUND_CONDITION')
  backend.answer('POST', '/api/refund', { refunds: [refundLog(75.5)] })
  const dialog = await openConfirm('th')
  fireEvent.click(within(dialog).getByRole('button', { name: 'เพิ่มเข้ากระเป๋า' }))

  const failed = await screen.findByRole('dialog', { name: 'การรับยอดคืนไม่สำเร็จ' })
  expect(within(failed).getByRole('alert').textContent).toContain('ยังไม่ครบเงื่อนไขการรับคืนยอดเสีย')
  expect(detailPairs(failed)[0]).toEqual(['กระเป๋าหลักตอนนี้', '100.00 บาท'])
  fireEvent.click(within(failed).getByRole('link', { name: 'ลองอีกครั้ง' }))
  await screen.findByRole('dialog', { name: 'คืนยอดเสีย' })
})
