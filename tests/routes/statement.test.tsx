// The statement page against a SPEC-shaped backend: entries grouped by Bangkok day, newest
// first, under "Today", "Yesterday" and the date, each with its type, sign and status.
import { cleanup, screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'

import * as statement from '~/routes/user.statement'

import { memberCookie, renderRoute } from '../support/render-route'
import { wallet } from '../support/spec-answers'
import { statementEntry } from '../support/spec-answers-wallet'
import { specBackend } from '../support/spec-backend'

const backend = specBackend()

const HOUR = 60 * 60 * 1000

test('entries are grouped by day under Today, Yesterday and the date', async () => {
  const now = Date.now()
  backend.answer('POST', '/api/statement', {
    total: 4,
    statements: [
      statementEntry('deposit', 'SUCCESS', 500, new Date(now)),
      statementEntry('transfer', 'SUCCESS', 100, new Date(now - 1000)),
      statementEntry('withdraw', 'PENDING', 200, new Date(now - 24 * HOUR)),
      statementEntry('deposit', 'FAILED', 50, new Date('2026-01-10T05:00:00.000Z')),
    ],
  })
  backend.answer('GET', '/api/wallet', wallet)
  renderRoute({
    routes: [{ path: '/user/statement', module: statement }],
    url: '/user/statement',
    cookie: await memberCookie(),
  })
  await screen.findByRole('heading', { name: 'Statement', level: 1 })
  const days = screen.getAllByRole('heading', { level: 2 }).map((day) => ({
    day: day.textContent,
    entries: within(day.closest('section')!)
      .getAllByRole('listitem')
      .map((item) => [
        item.querySelector('.statement-title')?.textContent,
        item.querySelector('.statement-amount')?.textContent,
        item.querySelector('.status')?.textContent,
      ]),
  }))
  expect(days).toEqual([
    {
      day: 'Today',
      entries: [
        ['Deposit', '+500.00', 'Success'],
        ['Transfer', '100.00', 'Success'],
      ],
    },
    { day: 'Yesterday', entries: [['Withdrawal', '-200.00', 'Processing']] },
    { day: '10 Jan 2026', entries: [['Deposit', '+50.00(no money moved)', 'Failed']] },
  ])
  expect(screen.getByText('Main wallet → Joker Gaming')).toBeTruthy()
})

async function openStatement(url = '/user/statement', language: 'en' | 'th' = 'en') {
  renderRoute({
    routes: [{ path: '/user/statement', module: statement }],
    url,
    cookie: await memberCookie(),
    language,
  })
  return screen.findByRole('heading', { level: 1 })
}

const entryTexts = () =>
  screen
    .getAllByRole('listitem')
    .map((item) => [
      item.querySelector('.statement-title')?.textContent,
      item.querySelector('.statement-detail')?.textContent ?? null,
      item.querySelector('.statement-failed-note')?.textContent ?? null,
      item.querySelector('.statement-amount')?.textContent,
    ])

test('a bonus, a lucky wheel prize and a failed transfer, in Thai, with what each means', async () => {
  const now = new Date()
  backend.answer('POST', '/api/statement', {
    total: 3,
    statements: [
      { ...statementEntry('bonus', 'SUCCESS', 50, now), luckydraw: { description: '50 บาท' } },
      { ...statementEntry('bonus', 'SUCCESS', 100, now), bonus: { description: 'WELCOME100' } },
      statementEntry('transfer', 'FAILED', 20, now),
    ],
  })
  backend.answer('GET', '/api/wallet', wallet)
  await openStatement('/user/statement', 'th')
  expect(screen.getByRole('heading', { level: 1, name: 'รายการเดินบัญชี' })).toBeTruthy()
  expect(screen.getByRole('heading', { level: 2, name: 'วันนี้' })).toBeTruthy()
  expect(entryTexts()).toEqual([
    ['รับโบนัส', '50 บาท', null, '+50.00'],
    ['รับโบนัส', 'WELCOME100', null, '+100.00'],
    ['โยกเงิน', 'กระเป๋าหลัก → Joker Gaming', 'เงินคืนเข้ากระเป๋าแล้ว', '20.00(ไม่มีการเคลื่อนไหวของเงิน)'],
  ])
  expect(screen.getByRole('link', { name: 'สถานะสลิป' }).getAttribute('href')).toBe(
    '/user/statement/slips',
  )
})

test('25 entries page 10 at a time: page 2 of 3 links both ways', async () => {
  backend.answer('POST', '/api/statement', {
    total: 25,
    statements: [statementEntry('deposit', 'SUCCESS', 500, new Date())],
  })
  backend.answer('GET', '/api/wallet', wallet)
  await openStatement('/user/statement?page=2')
  const pager = screen.getByRole('navigation', { name: 'Statement pages' })
  expect(pager.textContent).toContain('Page 2 of 3')
  expect(within(pager).getByRole('link', { name: 'Newer' }).getAttribute('href')).toBe(
    '/user/statement?page=1',
  )
  expect(within(pager).getByRole('link', { name: 'Older' }).getAttribute('href')).toBe(
    '/user/statement?page=3',
  )
})

test('a statement that cannot be read says so with a retry; an empty one says so', async () => {
  backend.refuse('POST', '/api/statement', 500, 'INTERNAL_SERVER_ERROR')
  backend.refuse('GET', '/api/wallet', 500, 'INTERNAL_SERVER_ERROR')
  await openStatement()
  expect(screen.getByRole('status').textContent).toContain(
    'Your statement cannot be loaded right now.',
  )
  expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
    '/user/statement?page=1',
  )
  cleanup()
  backend.answer('POST', '/api/statement', { total: 0, statements: [] })
  backend.answer('GET', '/api/wallet', wallet)
  await openStatement()
  expect(screen.getByText('No activity yet.')).toBeTruthy()
  expect(screen.queryByRole('navigation', { name: 'Statement pages' })).toBeNull()
})
