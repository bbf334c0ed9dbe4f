// The mock's transfer throughput: autocannon moving 1 baht between a funded member's main
// wallet and an open game account, each connection alternating the two directions, then the
// ledger checked against the transfers that were answered as successful.
import autocannon from 'autocannon'

import {
  endpoints,
  MAIN_WALLET,
  type StatementPage,
  type Wallet,
} from '@member-wallet/contract/schemas'

import { fillPath } from '../app/api/client'
import { createFundedMember, mockCall } from './accounts'
import { checkLedger, type LedgerRow, type LedgerSnapshot } from './ledger'
import { type LoadOptions, throughputOf } from './load'
import { sleep } from './processes'
import { type TransferResult } from './results'

const GAME = 'JOKER'
const FUNDING_BAHT = 1_000_000
/** Put in the game account first, so a transfer back never waits for one out. */
const GAME_FLOAT_BAHT = 1_000
const UNIT_BAHT = 1
const PAGE_LIMIT = 100
const SETTLED_MS = 1000
const SETTLE_MAX_MS = 30_000

const minor = (baht: number) => Math.round(baht * 100)

type Snapshot = LedgerSnapshot & { newestRowId: number }

async function statementPage(mockUrl: string, token: string, page: number, limit: number) {
  return mockCall<StatementPage>(mockUrl, 'POST', endpoints.statement.statements.path, {
    token,
    body: { page, limit },
  })
}

async function snapshot(mockUrl: string, token: string): Promise<Snapshot> {
  const wallet = await mockCall<Wallet>(mockUrl, 'GET', endpoints.wallet.wallet.path, { token })
  const game = wallet.slots.find((slot) => slot.code === GAME)
  if (!game) throw new Error(`The wallet has no ${GAME} account`)
  const { total, statements } = await statementPage(mockUrl, token, 1, 1)
  return {
    wallet: minor(wallet.amount),
    game: minor(game.amount),
    statementTotal: total,
    newestRowId: Number(statements[0]?._id ?? 0),
  }
}

/** Waits until the statement's row count has not changed for SETTLED_MS (at most SETTLE_MAX_MS). */
async function statementSettled(mockUrl: string, token: string): Promise<void> {
  const deadline = Date.now() + SETTLE_MAX_MS
  let last = -1
  let since = Date.now()
  while (Date.now() < deadline) {
    const { total } = await statementPage(mockUrl, token, 1, 1)
    if (total !== last) {
      last = total
      since = Date.now()
    } else if (Date.now() - since >= SETTLED_MS) {
      return
    }
    await sleep(200)
  }
}

/** Every statement row newer than `afterId`, newest first as the statement pages them. */
async function rowsAfter(mockUrl: string, token: string, afterId: number): Promise<LedgerRow[]> {
  const rows: LedgerRow[] = []
  for (let page = 1; ; page++) {
    const { statements } = await statementPage(mockUrl, token, page, PAGE_LIMIT)
    const newer = statements.filter((row) => Number(row._id) > afterId)
    rows.push(
      ...newer.map((row) => ({
        id: Number(row._id),
        statementType: row.statementType,
        status: row.status,
        from: row.from,
        to: row.to,
        amount: minor(row.amount),
      })),
    )
    if (newer.length === 0 || statements.length < PAGE_LIMIT) return rows
  }
}

export async function measureTransfers(
  mockUrl: string,
  { connections, seconds }: LoadOptions,
): Promise<TransferResult> {
  const { token } = await createFundedMember(mockUrl, FUNDING_BAHT)
  await mockCall(mockUrl, 'GET', fillPath(endpoints.wallet.activate.path, { gameCode: GAME }), {
    token,
  })
  const transferPath = endpoints.wallet.transfer.path
  await mockCall(mockUrl, 'POST', transferPath, {
    token,
    body: { from: MAIN_WALLET, to: GAME, amount: GAME_FLOAT_BAHT },
  })
  const before = await snapshot(mockUrl, token)

  const succeeded = { out: 0, back: 0 }
  let answered = 0
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` }
  const transferRequest = (from: string, to: string, direction: 'out' | 'back') => ({
    method: 'POST' as const,
    path: transferPath,
    headers,
    body: JSON.stringify({ from, to, amount: UNIT_BAHT }),
    onResponse: (status: number) => {
      answered++
      if (status >= 200 && status < 300) succeeded[direction]++
    },
  })
  const result = await autocannon({
    url: mockUrl,
    connections,
    duration: seconds,
    timeout: 10,
    requests: [
      transferRequest(MAIN_WALLET, GAME, 'out'),
      transferRequest(GAME, MAIN_WALLET, 'back'),
    ],
  })

  // autocannon drops the connections of requests still in flight when the time is up; the
  // mock finishes them all the same, so the ledger is read once it has stopped moving
  const unanswered = result.requests.sent - answered
  await statementSettled(mockUrl, token)
  const after = await snapshot(mockUrl, token)
  const rows = await rowsAfter(mockUrl, token, before.newestRowId)
  const { violations, moved } = checkLedger({
    before,
    after,
    rows,
    succeeded,
    unanswered,
    unit: minor(UNIT_BAHT),
    labels: { wallet: MAIN_WALLET, game: GAME },
  })
  return { ...throughputOf(result), connections, succeeded, unanswered, moved, violations }
}
