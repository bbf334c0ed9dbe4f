// The operator pages of the control panel (/panel): every form changes what the player API
// then answers, exactly as the /__admin API would; refused forms change nothing and show the
// page again with a translated error; "Reset demo data" brings back the very data the server
// started with. Also the admin API's addCoins.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { SLIP_NOTE_CODES } from '@member-wallet/contract/errors'

import { COIN_GRANT_MAX, LOGIN_AS_PASSWORD } from '../operator-members'
import { DEMO_PASSWORD, DEMO_USERNAME, INACTIVE_USERNAME } from '../seed'
import {
  conversation,
  createMember,
  expectError,
  expectUnchanged,
  type TestMember,
} from './helpers'
import { type DbSnapshot, startTestMock, type TestMock } from './support/mock'
import { type PanelPage as Page, panelRequest, panelSignIn } from './support/panel'

const MINUTE = 60_000
/** A fixed clock: the seed dates its rows before "now", so a reset at the same now is the same. */
const START = Math.floor(Date.now() / MINUTE) * MINUTE
const APP_URL = 'http://app.example.test:3000'

let mock: TestMock
let cookie: string
/** The database right after the start, before any test touched it. */
let initial: { snapshot: DbSnapshot; rest: Awaited<ReturnType<typeof everythingElse>> }

/** What mock.snapshot() leaves out: every member's full row, the settings, the sessions. */
async function everythingElse() {
  return {
    members: await mock.prisma.member.findMany({ orderBy: { id: 'asc' } }),
    settings: await mock.prisma.setting.findMany({ orderBy: { key: 'asc' } }),
    sessions: await mock.prisma.session.findMany({ orderBy: { id: 'asc' } }),
    promotions: await mock.prisma.promotion.findMany({ orderBy: { code: 'asc' } }),
    deposits: await mock.prisma.depositAccount.findMany({ orderBy: { id: 'asc' } }),
  }
}

beforeAll(async () => {
  mock = await startTestMock({ now: () => START, appUrl: APP_URL })
  initial = { snapshot: await mock.snapshot(), rest: await everythingElse() }
  cookie = await signIn()
})
afterAll(() => mock.close())

const request = (
  path: string,
  { as = cookie, ...options }: { method?: string; body?: URLSearchParams; as?: string } = {},
) => panelRequest(mock.url, path, { ...options, cookie: as })

const signIn = () => panelSignIn(mock.url)

const post = (path: string, fields: Record<string, string> = {}, lang?: 'en') =>
  request(lang ? `${path}?lang=${lang}` : path, {
    method: 'POST',
    body: new URLSearchParams(fields),
  })

/** A refused form: the status, the page again with the error, and nothing changed. */
async function expectRefused(
  send: () => Promise<Page>,
  status: number,
  message: string,
): Promise<Page> {
  const settings = await mock.admin('GET', '/__admin/settings')
  const page = await expectUnchanged(mock, send)
  expect(page.status).toBe(status)
  expect(page.text).toContain('<html lang="en">')
  expect(page.text).toContain(message)
  expect(page.text).toMatch(/role="alert"/)
  expect(await mock.admin('GET', '/__admin/settings')).toEqual(settings)
  return page
}

const wallet = async (token: string) => {
  const { status, body } = await mock.call('GET', '/api/wallet', undefined, token)
  expect(status).toBe(200)
  return (body as { amount: number }).amount
}

type Row = { statementType: string; status: string; amount: number; from: string; to: string }
const statement = async (token: string) => {
  const { body } = await mock.call('POST', '/api/statement', { page: 1, limit: 5 }, token)
  return (body as { statements: Row[] }).statements
}

type SlipEntry = { _id: string; status: string; note: string | null; amount: number }
const slipsOf = async (token: string) => {
  const { body } = await mock.call('POST', '/api/statement/slip', { page: 1, limit: 20 }, token)
  return (body as { slips: SlipEntry[] }).slips
}

/** The member's coins, as the prize wheel's setup tells the player. */
const coinsOf = async (member: TestMember) => {
  const { status, body } = await mock.call('GET', '/api/spinwheel/setup', undefined, member.token)
  expect(status).toBe(200)
  return (body as { result: { userCoin: number } }).result.userCoin
}

describe('the pages', () => {
  it('need the sign-in, and change nothing without it', async () => {
    for (const path of ['/panel', '/panel/members', `/panel/members/${DEMO_USERNAME}`]) {
      const page = await request(path, { as: '' })
      expect([page.status, page.location], path).toEqual([303, '/panel/login'])
    }
    for (const path of ['/panel/deposits', '/panel/settings']) {
      expect((await request(path, { as: '' })).location).toBe('/panel/login')
    }
    for (const [path, fields] of [
      [`/panel/members/${DEMO_USERNAME}/coins`, { coins: '5' }],
      [`/panel/members/${DEMO_USERNAME}/login-as`, {}],
      ['/panel/settings/switch', { name: 'terminated', value: 'on' }],
      ['/panel/settings/reset', { confirm: 'yes' }],
      ['/panel/deposits/slips/5/approve', { amount: '100' }],
    ] as const) {
      const page = await expectUnchanged(mock, () =>
        request(path, { method: 'POST', as: '', body: new URLSearchParams(fields) }),
      )
      expect([page.status, page.location], path).toEqual([303, '/panel/login'])
    }
  })

  it('sign-in lands on the overview: what waits, with links, in Thai', async () => {
    const page = await request('/panel')
    expect(page.status).toBe(200)
    expect(page.text).toContain('<html lang="th">')
    expect(page.text).toContain('ภาพรวม')
    // the seed has two slips waiting, eleven members
    expect(page.text).toMatch(/href="\/panel\/deposits#slips"[^>]*>\s*<span class="op-count-n">2</)
    expect(page.text).toMatch(/href="\/panel\/members"[^>]*>\s*<span class="op-count-n">11</)
    for (const href of ['chat', 'members', 'deposits', 'settings', 'faults', 'journal']) {
      expect(page.text).toContain(`href="/panel/${href}"`)
    }
    expect(page.text).toContain(`${APP_URL}/login?username=${DEMO_USERNAME}`)
    expect((await request('/panel/login')).location).toBe('/panel')
    expect((await request('/panel/chat')).status).toBe(200)
  })

  it('speaks English after ?lang=en, and marks the page in the header', async () => {
    const page = await request('/panel/settings?lang=en')
    expect(page.text).toContain('<html lang="en">')
    expect(page.text).toContain('<a href="/panel/settings" aria-current="page">Settings</a>')
    expect(page.text).toContain('href="/panel/settings?lang=th"')
  })
})

describe('members', () => {
  it('lists 20 a page with baht, coins, state and the Bangkok date; searches phone and name', async () => {
    const first = await request('/panel/members?lang=en')
    expect(first.status).toBe(200)
    expect(first.text.match(/<tr>/g)).toHaveLength(1 + 11)
    expect(first.text).toContain('11 members · page 1 of 1')
    // the demo member: 1,500.00 baht, 3 coins, registered 15 Jun 2026 (10:30 in Bangkok)
    const row = /<tr>(?:(?!<\/tr>)[\s\S])*0812345678[\s\S]*?<\/tr>/.exec(first.text)?.[0] ?? ''
    expect(row).toContain('1,500.00')
    expect(row).toMatch(/class="op-num">\s*3\s*</)
    expect(row).toContain('15 Jun 2026')
    expect(row).toContain('Active')
    const inactive = await request(`/panel/members?q=${INACTIVE_USERNAME}&lang=en`)
    expect(inactive.text).toContain('1 member · page 1 of 1')
    expect(inactive.text).toContain('Deactivated')
    const byName = await request(`/panel/members?q=${encodeURIComponent('ใจดี')}`)
    expect(byName.text).toContain(DEMO_USERNAME)
    expect(byName.text).not.toContain(INACTIVE_USERNAME)
    for (let i = 0; i < 15; i++) await createMember(mock)
    const second = await request('/panel/members?page=2&lang=en')
    expect(second.text).toContain('page 2 of 2')
    expect(second.text.match(/<tr>/g)).toHaveLength(1 + 26 - 20)
    expect(second.text).toContain('rel="prev"')
    const none = await request('/panel/members?q=nobody-at-all&lang=en')
    expect(none.text).toContain('No members found')
  })

  it('grants coins: the spin setup then counts them', async () => {
    const m = await createMember(mock)
    const setup = () => coinsOf(m)
    expect(await setup()).toBe(0)
    const done = await post(`/panel/members/${m.username}/coins`, { coins: '3' })
    expect([done.status, done.location]).toEqual([
      303,
      `/panel/members/${m.username}?done=coinsGranted`,
    ])
    await post(`/panel/members/${m.username}/coins`, { coins: '2' })
    expect(await setup()).toBe(5)
    const page = await request(`${done.location ?? ''}&lang=en`)
    expect(page.text).toContain('Coins added')
  })

  it.each(['-3', '0', '1.5', String(COIN_GRANT_MAX + 1), 'abc', ''])(
    'refuses %j coins: 422, the error, nothing changes',
    async (coins) => {
      const m = await createMember(mock)
      const page = await expectRefused(
        () => post(`/panel/members/${m.username}/coins`, { coins }, 'en'),
        422,
        'Enter a whole number from 1 to 1000',
      )
      expect(page.text).toMatch(/id="coins-coins"\s+name="coins"\s+aria-invalid="true"/)
      expect(page.text).toContain(`value="${coins}"`)
    },
  )

  it('an unknown member: 404 with the error, nothing changes', async () => {
    for (const form of ['coins', 'active', 'login-as', 'rewards']) {
      const fields = { coins: '3', isActive: 'false', refundAccrued: '1', inviteBalance: '1' }
      await expectRefused(
        () => post(`/panel/members/0000000000/${form}`, fields, 'en'),
        404,
        'There is no such member',
      )
    }
    expect((await request('/panel/members/0000000000')).status).toBe(404)
  })

  it('"log in as": the demo password works at once, even after failed logins', async () => {
    const m = await createMember(mock)
    const login = (password: string) =>
      mock.call('POST', '/api/login', { username: m.username, password })
    for (let i = 0; i < 5; i++) expectError(await login('wrong'), 401, 'WRONG_CREDENTIAL')
    expectError(await login(LOGIN_AS_PASSWORD), 429, 'REQUEST_LIMIT')
    const done = await post(`/panel/members/${m.username}/login-as`)
    expect([done.status, done.location]).toEqual([
      303,
      `/panel/members/${m.username}?done=loginAs#login-as-done`,
    ])
    const page = await request(`/panel/members/${m.username}?done=loginAs&lang=en`)
    expect(page.text).toContain('Ready to log in')
    expect(page.text).toContain(`<code>${LOGIN_AS_PASSWORD}</code>`)
    expect(page.text).toContain(`href="${APP_URL}/login?username=${m.username}"`)
    const { status, body } = await login(LOGIN_AS_PASSWORD)
    expect(status).toBe(200)
    expect(body).toEqual({ token: expect.any(String) })
    const row = await mock.prisma.member.findUniqueOrThrow({ where: { id: m.id } })
    expect(row.passwordHash).toMatch(/^scrypt\$/)
  })

  it('deactivates and activates: the login answers INACTIVE_USER, then works', async () => {
    const m = await createMember(mock)
    await post(`/panel/members/${m.username}/login-as`)
    const off = await post(`/panel/members/${m.username}/active`, { isActive: 'false' })
    expect(off.location).toBe(`/panel/members/${m.username}?done=memberDeactivated`)
    const login = () =>
      mock.call('POST', '/api/login', { username: m.username, password: LOGIN_AS_PASSWORD })
    expectError(await login(), 403, 'INACTIVE_USER')
    expectError(await mock.call('GET', '/api/wallet', undefined, m.token), 401, 'INVALID_USER_1')
    const page = await request(`/panel/members/${m.username}?done=loginAs&lang=en`)
    expect(page.text).toContain('This account is deactivated')
    await post(`/panel/members/${m.username}/active`, { isActive: 'true' })
    expect((await login()).status).toBe(200)
    await expectRefused(
      () => post(`/panel/members/${m.username}/active`, { isActive: 'maybe' }, 'en'),
      422,
      'This form was not sent as expected',
    )
  })

  it('sets the cashback and invite bonus waiting, in baht with two decimals', async () => {
    const m = await createMember(mock)
    const done = await post(`/panel/members/${m.username}/rewards`, {
      refundAccrued: '12.34',
      inviteBalance: '5',
    })
    expect(done.location).toBe(`/panel/members/${m.username}?done=rewardsSaved`)
    expect((await mock.admin('GET', `/__admin/members/${m.username}`)).body).toMatchObject({
      refundAccrued: 12.34,
      inviteBalance: 5,
    })
    for (const refundAccrued of ['12.345', '-1', 'ten']) {
      await expectRefused(
        () =>
          post(`/panel/members/${m.username}/rewards`, { refundAccrued, inviteBalance: '1' }, 'en'),
        422,
        'Enter an amount of 0 or more with at most 2 decimals',
      )
    }
  })
})

describe('deposits', () => {
  let demo: string
  let slips: { approve: number; fail: number }

  beforeAll(async () => {
    demo = await mock.login(DEMO_USERNAME, DEMO_PASSWORD)
    const waiting = await mock.prisma.slip.findMany({
      where: { status: 'processing' },
      orderBy: { id: 'asc' },
    })
    expect(waiting).toHaveLength(2)
    slips = { approve: waiting[0]?.id ?? 0, fail: waiting[1]?.id ?? 0 }
  })

  it('shows the slips waiting with their images, and every note code to choose', async () => {
    const page = await request('/panel/deposits?lang=en')
    expect(page.status).toBe(200)
    const images = [...page.text.matchAll(/<img src="([^"]+)"/g)].map((m) => m[1] ?? '')
    expect(images).toHaveLength(2)
    const image = await fetch(images[0]?.replaceAll('&amp;', '&') ?? '')
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/png')
    for (const code of SLIP_NOTE_CODES) expect(page.text).toContain(`<option value="${code}"`)
    expect(page.text).toContain('Slip expired (EXPIRED_SLIP)')
    expect(page.text).toContain('Last settled slips')
  })

  it('refuses a bad amount, an unknown note, an unknown slip: nothing changes', async () => {
    for (const amount of ['10.125', '0', '-5', 'abc', '']) {
      const page = await expectRefused(
        () => post(`/panel/deposits/slips/${slips.approve}/approve`, { amount }, 'en'),
        422,
        'Enter an amount above 0 with at most 2 decimals',
      )
      expect(page.text).toMatch(/name="amount"\s+aria-invalid="true"/)
    }
    await expectRefused(
      () => post(`/panel/deposits/slips/${slips.fail}/fail`, { note: 'BOGUS' }, 'en'),
      422,
      'Choose a reason from the list',
    )
    await expectRefused(
      () => post('/panel/deposits/slips/999999/approve', { amount: '10' }, 'en'),
      404,
      'There is no such slip',
    )
    await expectRefused(
      () => post('/panel/deposits/slips/abc/fail', { note: 'NOT_MATCH' }, 'en'),
      404,
      'There is no such slip',
    )
  })

  it('approves a slip: the wallet and the statement show the deposit', async () => {
    const before = await wallet(demo)
    const done = await post(`/panel/deposits/slips/${slips.approve}/approve`, { amount: '250.50' })
    expect([done.status, done.location]).toEqual([303, '/panel/deposits?done=slipApproved#slips'])
    expect(await wallet(demo)).toBe(before + 250.5)
    expect((await statement(demo))[0]).toMatchObject({
      statementType: 'deposit',
      status: 'SUCCESS',
      amount: 250.5,
      to: 'wallet',
    })
    expect((await slipsOf(demo)).find((s) => s._id === String(slips.approve))).toMatchObject({
      status: 'SUCCESS',
      amount: 250.5,
    })
    await expectRefused(
      () => post(`/panel/deposits/slips/${slips.approve}/approve`, { amount: '1' }, 'en'),
      409,
      'This slip has already been settled',
    )
  })

  it('fails a slip with a note: the member sees it FAILED with the note', async () => {
    const before = await wallet(demo)
    const done = await post(`/panel/deposits/slips/${slips.fail}/fail`, { note: 'EXPIRED_SLIP' })
    expect(done.location).toBe('/panel/deposits?done=slipFailed#slips')
    expect((await slipsOf(demo)).find((s) => s._id === String(slips.fail))).toMatchObject({
      status: 'FAILED',
      note: 'EXPIRED_SLIP',
    })
    expect(await wallet(demo)).toBe(before)
    const page = await request('/panel/deposits?lang=en')
    expect(page.text).toContain('No slips waiting')
  })

  it('pays a withdrawal out, or refuses it and the money goes back', async () => {
    const m = await createMember(mock, { wallet: 100000 })
    const ask = (amount: number) =>
      mock.call('POST', '/api/wallet/withdraw', { amount }, m.token).then((r) => r.status)
    expect(await ask(200)).toBe(200)
    expect(await ask(300)).toBe(200)
    expect(await wallet(m.token)).toBe(500)
    const [paid, refused] = await mock.prisma.statement.findMany({
      where: { memberId: m.id, statementType: 'withdraw' },
      orderBy: { id: 'asc' },
    })
    const page = await request('/panel/deposits?lang=en')
    expect(page.text).toContain(`action="/panel/deposits/withdrawals/${paid?.id}"`)
    await expectRefused(
      () => post(`/panel/deposits/withdrawals/${paid?.id}`, { status: 'MAYBE' }, 'en'),
      422,
      'This form was not sent as expected',
    )
    const done = await post(`/panel/deposits/withdrawals/${paid?.id}`, { status: 'SUCCESS' })
    expect(done.location).toBe('/panel/deposits?done=withdrawalPaid#withdrawals')
    await post(`/panel/deposits/withdrawals/${refused?.id}`, { status: 'FAILED' })
    expect(await wallet(m.token)).toBe(800)
    const rows = await statement(m.token)
    expect(rows.filter((r) => r.statementType === 'withdraw').map((r) => r.status)).toEqual([
      'FAILED',
      'SUCCESS',
    ])
    await expectRefused(
      () => post(`/panel/deposits/withdrawals/${paid?.id}`, { status: 'FAILED' }, 'en'),
      409,
      'This withdrawal has already been settled',
    )
    await expectRefused(
      () => post('/panel/deposits/withdrawals/999999', { status: 'SUCCESS' }, 'en'),
      404,
      'There is no such withdrawal',
    )
  })

  it('marks a live QR paid: the wallet is credited once', async () => {
    const m = await createMember(mock)
    const created = await mock.call('POST', '/api/qrcode/KBANK', { amount: 100 }, m.token)
    expect(created.status).toBe(200)
    const id = (created.body as { qrcodeId: string }).qrcodeId
    const page = await request('/panel/deposits?lang=en')
    expect(page.text).toContain(`action="/panel/deposits/qrcodes/${id}/paid"`)
    const done = await post(`/panel/deposits/qrcodes/${id}/paid`)
    expect(done.location).toBe('/panel/deposits?done=qrPaid#qrcodes')
    expect(await wallet(m.token)).toBe(100)
    const state = await mock.call('GET', '/api/qrcode/KBANK', undefined, m.token)
    expect(state.body).toMatchObject({ hasQrcode: false })
    await expectRefused(
      () => post(`/panel/deposits/qrcodes/${id}/paid`, {}, 'en'),
      409,
      'This QR code is no longer live',
    )
    await expectRefused(
      () => post('/panel/deposits/qrcodes/qr_nothing/paid', {}, 'en'),
      404,
      'There is no such QR code',
    )
    expect(await wallet(m.token)).toBe(100)
  })
})

describe('settings', () => {
  const lookup = async (name: string) => (await mock.call('GET', `/api/lookup/${name}`)).body
  const flip = (name: string, value: 'on' | 'off') =>
    post('/panel/settings/switch', { name, value })

  it('switches OTP registration and the chat widget: the lookups follow', async () => {
    const done = await flip('registerOTP', 'on')
    expect([done.status, done.location]).toEqual([
      303,
      '/panel/settings?done=settingSaved#switches',
    ])
    expect(await lookup('registerOTP')).toEqual({ registerOTP: true })
    await flip('registerOTP', 'off')
    expect(await lookup('registerOTP')).toEqual({ registerOTP: false })
    await flip('enableChatWidget', 'off')
    expect(await lookup('enableChatWidget')).toEqual({ enableChatWidget: false })
    await flip('enableChatWidget', 'on')
    expect(await lookup('enableChatWidget')).toEqual({ enableChatWidget: true })
  })

  it('terminates the service: /api answers 410 gone but the status check, until switched back', async () => {
    await flip('terminated', 'on')
    expect(await lookup('active')).toEqual({ terminated: 'gone' })
    expectError(await mock.call('GET', '/api/lookup/banks'), 410, 'gone')
    const page = await request('/panel?lang=en')
    expect(page.text).toContain('The service is terminated')
    await flip('terminated', 'off')
    expect(await lookup('active')).toEqual({ terminated: null })
    expect((await mock.call('GET', '/api/lookup/banks')).status).toBe(200)
  })

  it('switches the rest as the admin API reads them', async () => {
    for (const name of ['isManual', 'inviteActive', 'refundActive']) {
      const before = (await mock.admin('GET', '/__admin/settings')).body as Record<string, unknown>
      await flip(name, before[name] ? 'off' : 'on')
      const after = (await mock.admin('GET', '/__admin/settings')).body as Record<string, unknown>
      expect(after[name], name).toBe(!before[name])
    }
    await flip('wheel', 'off')
    expect((await mock.admin('GET', '/__admin/spin')).body).toMatchObject({ isActive: false })
    await flip('wheel', 'on')
    expect((await mock.admin('GET', '/__admin/spin')).body).toMatchObject({ isActive: true })
    await post('/panel/settings/bonus-clear', { bonusClearBelow: '7.5' })
    await post('/panel/settings/slip-window', { from: '01:00', to: '02:30' })
    expect((await mock.admin('GET', '/__admin/settings')).body).toMatchObject({
      bonusClearBelow: 7.5,
      slipClosed: { from: '01:00', to: '02:30' },
    })
    expect(await lookup('slip')).toMatchObject({ closedFrom: '01:00', closedTo: '02:30' })
    await post('/panel/settings/slip-window', { never: '1' })
    expect((await mock.admin('GET', '/__admin/settings')).body).toMatchObject({ slipClosed: null })
    await post('/panel/settings/notice', { notice: ' <p>ปิดรับสลิป 23:50</p> ' })
    expect(await lookup('notice')).toEqual({ notice: '<p>ปิดรับสลิป 23:50</p>' })
    expect((await request('/panel/settings')).text).toContain('&lt;p&gt;ปิดรับสลิป 23:50')
    await post('/panel/settings/notice', { notice: '' })
    expect(await lookup('notice')).toEqual({ notice: '' })
  })

  it('switches a game provider off, or makes its transfers fail', async () => {
    const provider = async () =>
      ((await mock.admin('GET', '/__admin/providers')).body as { code: string }[]).find(
        (p) => p.code === 'PG',
      )
    const done = await post('/panel/settings/providers/pg', {
      field: 'failTransfersIn',
      value: 'on',
    })
    expect(done.location).toBe('/panel/settings?done=settingSaved#providers')
    await post('/panel/settings/providers/PG', { field: 'isActive', value: 'off' })
    expect(await provider()).toMatchObject({ isActive: false, failTransfersIn: true })
    await post('/panel/settings/providers/PG', { field: 'isActive', value: 'on' })
    await post('/panel/settings/providers/PG', { field: 'failTransfersIn', value: 'off' })
    expect(await provider()).toMatchObject({ isActive: true, failTransfersIn: false })
  })

  it('refuses unknown switches, values, providers and times: nothing changes', async () => {
    const form = 'This form was not sent as expected'
    await expectRefused(
      () => post('/panel/settings/switch', { name: 'seedVersion', value: 'on' }, 'en'),
      422,
      form,
    )
    await expectRefused(
      () => post('/panel/settings/switch', { name: 'registerOTP', value: 'yes' }, 'en'),
      422,
      form,
    )
    await expectRefused(
      () => post('/panel/settings/providers/NOPE', { field: 'isActive', value: 'off' }, 'en'),
      404,
      'There is no such game provider',
    )
    await expectRefused(
      () => post('/panel/settings/providers/PG', { field: 'name', value: 'on' }, 'en'),
      422,
      form,
    )
    await expectRefused(
      () => post('/panel/settings/slip-window', { from: '25:00', to: '02:00' }, 'en'),
      422,
      'Enter both times as hours:minutes',
    )
    await expectRefused(
      () => post('/panel/settings/slip-window', { from: '02:00', to: '02:00' }, 'en'),
      422,
      'The two times must differ',
    )
    await expectRefused(
      () => post('/panel/settings/bonus-clear', { bonusClearBelow: '-1' }, 'en'),
      422,
      'Enter an amount from 0 to 1,000,000 baht',
    )
    await expectRefused(
      () => post('/panel/settings/notice', { notice: 'x'.repeat(2001) }, 'en'),
      422,
      'A notice may be at most 2,000 characters long',
    )
  })
})

describe('the admin API: addCoins', () => {
  it('adds spins atomically and answers the member', async () => {
    const m = await createMember(mock)
    const result = await mock.admin('PUT', `/__admin/members/${m.username}`, { addCoins: 3 })
    expect(result).toMatchObject({ status: 200, body: { username: m.username, isActive: true } })
    await Promise.all(
      Array.from({ length: 10 }, () =>
        mock.admin('PUT', `/__admin/members/${m.username}`, { addCoins: 1 }),
      ),
    )
    expect(await coinsOf(m)).toBe(13)
  })

  it.each([0, -1, 1.5, COIN_GRANT_MAX + 1, '3', null])(
    '%j → 400 KEY_INVALID, nothing changes',
    async (addCoins) => {
      const m = await createMember(mock)
      const result = await expectUnchanged(mock, () =>
        mock.admin('PUT', `/__admin/members/${m.username}`, { addCoins }),
      )
      expectError(result, 400, 'KEY_INVALID')
    },
  )

  it('an unknown member → 404 NO_USER', async () => {
    expectError(
      await expectUnchanged(mock, () =>
        mock.admin('PUT', '/__admin/members/0000000000', { addCoins: 1 }),
      ),
      404,
      'NO_USER',
    )
  })
})

describe('Reset demo data', () => {
  it('asks to confirm first: without the box ticked nothing changes', async () => {
    const page = await expectRefused(
      () => post('/panel/settings/reset', {}, 'en'),
      422,
      'Tick the box to confirm the reset',
    )
    expect(page.text).toMatch(/id="reset-confirm"\s+name="confirm"\s+aria-invalid="true"/)
  })

  it('brings back exactly the data the server started with', async () => {
    // by now the tests above changed members, slips, withdrawals, QR codes, settings …
    expect(await mock.snapshot()).not.toEqual(initial.snapshot)
    const hi = conversation('hi', { guestId: 'guest-reset-1' })
    await mock.call('POST', '/api/chat/send-message', hi)
    const done = await post('/panel/settings/reset', { confirm: 'yes' })
    expect([done.status, done.location]).toEqual([303, '/panel?done=reset'])
    expect(await mock.snapshot()).toEqual(initial.snapshot)
    expect(await everythingElse()).toEqual(initial.rest)
    expect((await request('/panel?done=reset&lang=en')).text).toContain('The demo data is reset')
    // the same as the admin API's reset
    await mock.admin('PUT', '/__admin/members/0812345678', { addCoins: 5 })
    expect((await mock.admin('POST', '/__admin/reset')).status).toBe(200)
    expect(await mock.snapshot()).toEqual(initial.snapshot)
  })
})
