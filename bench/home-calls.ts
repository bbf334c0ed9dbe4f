// What the page GET /user/home asks the backend, as the bench's load section repeats it
// straight to the mock (bench/load.ts); a route test checks it against the page's own calls.
import { endpoints } from '@member-wallet/contract/schemas'

export type BackendCall = { method: 'GET' | 'POST'; path: string; body?: unknown }

/** Home's pending cards read the newest slips and statement rows (app/pending.server.ts). */
const NEWEST = { page: 1, limit: 10 }

/**
 * The mock calls behind GET /user/home once the agreement is accepted and no QR is waiting,
 * as the page makes them (the bench's latency section lists them): the member layout's info
 * lookup, the profile, the games asked again then the wallet (SPEC §2), the wheel, the notice,
 * the bonus and the pending cards' slips and statement. Groups run in parallel, each in order.
 */
export const HOME_BACKEND_CALLS: readonly (readonly BackendCall[])[] = [
  [{ method: 'GET', path: endpoints.lookup.info.path }],
  [{ method: 'GET', path: endpoints.account.profile.path }],
  [
    { method: 'GET', path: endpoints.wallet.refreshSlots.path },
    { method: 'GET', path: endpoints.wallet.wallet.path },
  ],
  [{ method: 'GET', path: endpoints.spin.active.path }],
  [{ method: 'GET', path: endpoints.lookup.notice.path }],
  [{ method: 'GET', path: endpoints.rewards.activeBonus.path }],
  [{ method: 'POST', path: endpoints.deposit.slips.path, body: NEWEST }],
  [{ method: 'POST', path: endpoints.statement.statements.path, body: NEWEST }],
]
