import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'

import { type Coupon, type Slice } from '@member-wallet/contract/schemas'

import { backendFor } from '~/api/api.server'
import { env } from '~/env.server'
import { receiptOf } from '~/receipt.server'
import { action as claimAction, loader as claimLoader } from '~/routes/user.spin.claim.$id'
import { loader as prizeLoader } from '~/routes/user.spin.prize'
import { action as spinAction } from '~/routes/user.spin/route'
import { loadSpinScreen, spinOnce, wonPrizeOf } from '~/routes/user.spin/spin.server'
import { commitSession, getSession } from '~/session.server'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const api = (path: string) => `${env.BACKEND_URL}/api/spinwheel${path}`

const cookies = new Map<string, string>()

/** A logged-in member's request; the same member has the same session throughout a file. */
async function memberRequest(path: string, form?: Record<string, string>, member = 'member-1') {
  let cookie = cookies.get(member)
  if (!cookie) {
    const session = await getSession(new Request('http://app.test/'))
    session.set('token', `${member}-token`)
    session.set('member', member)
    cookie = (await commitSession(session)).split(';')[0]!
    cookies.set(member, cookie)
  }
  return new Request(`http://app.test${path}`, {
    method: form ? 'POST' : 'GET',
    headers: { Cookie: cookie },
    body: form ? new URLSearchParams(form) : undefined,
  })
}

const slice = (code: string, html = ''): Slice => ({
  code,
  label: `${code} label`,
  bgColor: '#f5b301',
  textColor: '#3d2600',
  htmlDescription: html,
})

const coupon = (id: number, html = ''): Coupon => ({
  _id: String(id),
  prize: { name: `Prize ${id}`, slice: slice(`S${id}`, html) },
  amount: id * 10,
  createdAt: '2026-11-20T10:00:00.000Z',
  expiredAt: '2026-11-27T10:00:00.000Z',
})

const won = { code: 'CREDIT50', label: '50 บาท', remainingCoin: 2 }

/** The two ways a backend refuses: an HTTP error, or 200 with success false. */
const refusals = {
  'an HTTP error': (code: string) => HttpResponse.json({ message: code }, { status: 400 }),
  'success false': (code: string) =>
    HttpResponse.json({ success: false, result: null, error: code }),
}

/** The member's coins and coupons around a spin: 3 coins, and `after` listed once it ran. */
function holdings(after: Coupon[], before: Coupon[] = []) {
  let spun = false
  return [
    http.get(api('/setup'), () =>
      HttpResponse.json({ result: { activeSpinwheel: null, userCoin: 3 } }),
    ),
    http.get(api('/coupon'), () => HttpResponse.json(spun ? after : before)),
    http.post(api('/spin'), () => {
      spun = true
      return HttpResponse.json({ success: true, result: won, error: null })
    }),
  ]
}

const fiftyCoupon: Coupon = {
  _id: '12',
  prize: { name: 'เครดิตฟรี 50 บาท', slice: { ...slice('CREDIT50'), label: '50 บาท' } },
  amount: 50,
}

describe('spinning', () => {
  test('gives the result of a spin, and what it won', async () => {
    server.use(...holdings([fiftyCoupon]))
    const backend = await backendFor(await memberRequest('/user/spin'))
    const outcome = await spinOnce(backend, 'member-1')
    expect(outcome.result).toEqual(won)
    const prize = new URL(outcome.prizeHref!, 'http://app.test')
    expect(prize.pathname).toBe('/user/spin/prize')
    expect(await wonPrizeOf(await memberRequest(prize.pathname + prize.search))).toEqual({
      code: won.code,
      label: won.label,
      prize: { kind: 'coupon', couponKey: '12' },
    })
  })

  test("a win's address opens for the member who spun only: another holding the link sees nothing", async () => {
    server.use(...holdings([fiftyCoupon]))
    const outcome = await spinOnce(await backendFor(await memberRequest('/user/spin')), 'member-1')
    expect(await wonPrizeOf(await memberRequest(outcome.prizeHref!, undefined, 'member-2'))).toBe(
      null,
    )
    const other = await memberRequest(outcome.prizeHref!, undefined, 'member-2')
    const answer = await prizeLoader({ request: other, params: {}, context: {} }).catch(
      (thrown: unknown) => thrown,
    )
    expect((answer as Response).headers.get('Location')).toBe('/user/spin')
  })

  test('seals "nothing" when no coupon came and the coin was spent', async () => {
    server.use(...holdings([]))
    const backend = await backendFor(await memberRequest('/user/spin'))
    const outcome = await spinOnce(backend, 'member-1')
    const prize = await wonPrizeOf(await memberRequest(outcome.prizeHref!))
    expect(prize?.prize).toEqual({ kind: 'nothing' })
  })

  test('seals "unknown" when the coupons cannot be read', async () => {
    server.use(
      http.get(api('/coupon'), () => HttpResponse.json({ message: 'oops' }, { status: 500 })),
      ...holdings([]),
    )
    const backend = await backendFor(await memberRequest('/user/spin'))
    const outcome = await spinOnce(backend, 'member-1')
    const prize = await wonPrizeOf(await memberRequest(outcome.prizeHref!))
    expect(prize?.prize).toEqual({ kind: 'unknown' })
  })

  test.each(Object.entries(refusals))('reads a refusal sent as %s', async (_, refuse) => {
    server.use(
      http.post(api('/spin'), () => refuse('NO_COIN')),
      ...holdings([]),
    )
    const backend = await backendFor(await memberRequest('/user/spin'))
    expect(await spinOnce(backend, 'member-1')).toEqual({ error: 'spin:errors.NO_COIN' })
  })

  test('answers the script with the result to animate', async () => {
    server.use(...holdings([fiftyCoupon]))
    const request = await memberRequest('/user/spin', { intent: 'spin', mode: 'animate' })
    expect(await spinAction({ request, params: {}, context: {} })).toEqual({
      result: won,
      prizeHref: expect.stringMatching(/^\/user\/spin\/prize\?won=/),
    })
  })

  test('sends a plain form post on to the prize dialog', async () => {
    server.use(...holdings([fiftyCoupon]))
    const request = await memberRequest('/user/spin', { intent: 'spin', mode: 'page' })
    const response = (await spinAction({ request, params: {}, context: {} })) as Response
    expect(response.status).toBe(302)
    const location = new URL(response.headers.get('Location')!, 'http://app.test')
    expect(location.pathname).toBe('/user/spin/prize')
    const prize = await prizeLoader({
      request: await memberRequest(location.pathname + location.search),
      params: {},
      context: {},
    })
    expect(prize).toEqual({
      code: 'CREDIT50',
      label: '50 บาท',
      prize: { kind: 'coupon', couponKey: '12' },
    })
  })

  test.each([
    '/user/spin/prize?code=CREDIT50&label=1,000,000 บาท',
    '/user/spin/prize?won=Fe26.2**forged',
    '/user/spin/prize',
  ])('the prize dialog names no prize the server did not seal: %s', async (path) => {
    const response = await prizeLoader({
      request: await memberRequest(path),
      params: {},
      context: {},
    }).catch((thrown: unknown) => thrown)
    expect((response as Response).headers.get('Location')).toBe('/user/spin')
  })

  test('sends a refused plain post back to the screen with the message', async () => {
    // the first handler that matches answers
    server.use(
      http.post(api('/spin'), () => refusals['an HTTP error']('NO_ACTIVE_SPINWHEEL')),
      ...holdings([]),
    )
    const request = await memberRequest('/user/spin', { intent: 'spin' })
    const response = (await spinAction({ request, params: {}, context: {} })) as Response
    expect(response.headers.get('Location')).toBe('/user/spin')
    expect(response.headers.get('Set-Cookie')).toMatch(/^__toast=/)
  })
})

describe('the screen', () => {
  test('sanitises the slice descriptions and pages the coupons by 3', async () => {
    server.use(
      http.get(api('/setup'), () =>
        HttpResponse.json({
          result: {
            activeSpinwheel: {
              name: 'Wheel',
              slice: [
                slice('A', '<p onclick="x()">Win <script>alert(1)</script><b>big</b></p>'),
                { ...slice('B'), bgColor: 'red;background:url(x)' },
              ],
            },
            userCoin: 3,
          },
        }),
      ),
      http.get(api('/coupon'), () => HttpResponse.json([1, 2, 3, 4].map((id) => coupon(id)))),
    )
    const backend = await backendFor(await memberRequest('/user/spin'))
    const screen = await loadSpinScreen(backend, 2)
    expect(screen.wheel?.slices[0]!.html).toBe('<p>Win <b>big</b></p>')
    expect(screen.wheel?.slices[1]!.bgColor).toBe('#6d28d9')
    expect(screen.coins).toBe(3)
    expect(screen.coupons).toMatchObject({ page: 2, pages: 2, first: 3, failed: false })
    expect(screen.coupons.rows.map((row) => row.id)).toEqual(['4'])
  })

  test('shows no wheel when none runs, and the coupons still', async () => {
    server.use(
      http.get(api('/setup'), () =>
        HttpResponse.json({ result: { activeSpinwheel: null, userCoin: 0 } }),
      ),
      http.get(api('/coupon'), () => HttpResponse.json([coupon(1)])),
    )
    const backend = await backendFor(await memberRequest('/user/spin'))
    const screen = await loadSpinScreen(backend, 1)
    expect(screen.wheel).toBeNull()
    expect(screen.failed).toBe(false)
    expect(screen.coupons.rows).toHaveLength(1)
  })
})

describe('claiming', () => {
  const walletOf120 = () =>
    http.get(`${env.BACKEND_URL}/api/wallet`, () =>
      HttpResponse.json({ amount: 120, invite: { amount: 0, success: 0, fail: 0 }, slots: [] }),
    )

  /** The result sheet a claim action ended on, as its claimant opens it. */
  async function sheetOf(request: Request, response: Response) {
    const sheet = new URL(response.headers.get('Location')!, 'http://app.test')
    expect(sheet.pathname).toBe('/user/home/receipt')
    const cookie = request.headers.get('Cookie')!
    return receiptOf(new Request(sheet.href, { headers: { Cookie: cookie } }))
  }

  test.each(Object.entries(refusals))('reads a refusal sent as %s', async (_, refuse) => {
    server.use(
      walletOf120(),
      http.get(api('/coupon'), () => HttpResponse.json([coupon(1)])),
      http.post(api('/coupon/claim'), () => refuse('COUPON_EXPIRED')),
    )
    const request = await memberRequest('/user/spin/claim/1', {})
    const response = (await claimAction({ request, params: { id: '1' }, context: {} })) as Response
    expect(await sheetOf(request, response)).toMatchObject({
      state: 'failed',
      failure: 'errors:COUPON_EXPIRED',
    })
  })

  test('sends the coupon id and ends on the receipt with the new balance', async () => {
    let body: unknown
    server.use(
      http.get(api('/coupon'), () => HttpResponse.json([coupon(7)])),
      http.get(`${env.BACKEND_URL}/api/wallet`, () =>
        HttpResponse.json({ amount: 120, invite: { amount: 0, success: 0, fail: 0 }, slots: [] }),
      ),
      http.post(api('/coupon/claim'), async ({ request }) => {
        body = await request.json()
        return HttpResponse.json({ success: true, error: null })
      }),
    )
    const request = await memberRequest('/user/spin/claim/7?couponPage=2', {})
    const response = (await claimAction({ request, params: { id: '7' }, context: {} })) as Response
    expect(body).toEqual({ coupon: '7' })
    const receipt = new URL(response.headers.get('Location')!, 'http://app.test')
    expect(receipt.pathname).toBe('/user/home/receipt')
    // the receipt is the claimant's: another member holding its address sees nothing
    expect(
      await receiptOf(
        await memberRequest(receipt.pathname + receipt.search, undefined, 'member-2'),
      ),
    ).toBeNull()
    expect(await receiptOf(await memberRequest(receipt.pathname + receipt.search))).toMatchObject({
      kind: 'coupon',
      amount: 70,
      from: { account: 'coupon' },
      to: { account: 'wallet' },
      walletAfter: 120,
      back: '/user/spin?couponPage=2',
    })
  })

  test('a refusal in a successful answer is said on the failed sheet, tried again on the wheel', async () => {
    server.use(
      walletOf120(),
      http.get(api('/coupon'), () => HttpResponse.json([coupon(7)])),
      http.post(api('/coupon/claim'), () => refusals['success false']('BONUS_REMAINING')),
    )
    const request = await memberRequest('/user/spin/claim/7', {})
    const response = (await claimAction({ request, params: { id: '7' }, context: {} })) as Response
    expect(await sheetOf(request, response)).toMatchObject({
      state: 'failed',
      failure: 'errors:BONUS_REMAINING',
      again: '/user/spin',
    })
  })

  test('the dialog sanitises the description, and says when the coupon is gone', async () => {
    server.use(
      http.get(api('/coupon'), () =>
        HttpResponse.json([coupon(7, '<img src="javascript:x" onerror="y()"><em>ok</em>')]),
      ),
      http.get(`${env.BACKEND_URL}/api/wallet`, () =>
        HttpResponse.json({ message: 'INTERNAL_SERVER_ERROR' }, { status: 500 }),
      ),
    )
    const request = await memberRequest('/user/spin/claim/7')
    const found = await claimLoader({ request, params: { id: '7' }, context: {} })
    expect(found.coupon?.html).toBe('<img /><em>ok</em>')
    const gone = await claimLoader({ request, params: { id: '8' }, context: {} })
    expect(gone).toMatchObject({ coupon: null, wallet: null, closeTo: '/user/spin' })
  })
})
