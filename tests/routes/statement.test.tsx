// The statement page against a SPEC-shaped backend: entries grouped by Bangkok day, newest
// first, under "Today", "Yesterday" and the date, each with its type, sign and status.
import { screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'

import * as statement from '~/routes/user.statement'

import { memberCookie, renderRoute } from '../support/render-route'
import { wallet } from '../support/spec-answers'
import { specBackend } from '../support/spec-backend'

const backend = specBackend()

const HOUR = 60 * 60 * 1000

function entry(statementType: string, status: string, amount: number, createdAt: Date) {
  const [from, to] = statementType === 'transfer' ? ['wallet', 'JOKER'] : [null, null]
  return { statementType, status, from, to, amount, createdAt: createdAt.toISOString() }
}

test('entries are grouped by day under Today, Yesterday and the date', async () => {
  const now = Date.now()
  backend.answer('POST', '/api/statement', {
    total: 4,
    statements: [
      entry('deposit', 'SUCCESS', 500, new Date(now)),
      entry('transfer', 'SUCCESS', 100, new Date(now - 1000)),
      entry('withdraw', 'PENDING', 200, new Date(now - 24 * HOUR)),
      entry('deposit', 'FAILED', 50, new Date('2026-01-10T05:00:00.000Z')),
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
