// GET /api/autoLogin/*: one-time launch links to the providers' demo game pages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  AUTO_LOGIN_PROVIDERS,
  type AutoLoginProvider,
  endpoints,
} from '@member-wallet/contract/schemas'

import { DEMO_PASSWORD, DEMO_USERNAME } from '../seed'
import { TICKET_TTL_MS } from '../tickets'
import { createMember, expectError, expectUnchanged, type TestMember } from './helpers'
import { startTestMock, type TestMock } from './support/mock'

const clock = { now: Date.now() }

let mock: TestMock
beforeAll(async () => {
  mock = await startTestMock({ now: () => clock.now })
})
afterAll(() => mock.close())

const PROVIDERS = Object.entries(AUTO_LOGIN_PROVIDERS) as [
  AutoLoginProvider,
  { path: string; password: boolean },
][]

function pathFor(code: AutoLoginProvider, username: string, password?: string): string {
  return AUTO_LOGIN_PROVIDERS[code].path
    .replace(':username', encodeURIComponent(username))
    .replace(':password', encodeURIComponent(password ?? ''))
}

/** The member's login at the provider, as createMember made it. */
const loginOf = (m: TestMember, code: string) => ({
  username: `t${m.id}${code.toLowerCase()}`,
  password: `pw${m.id}${code.toLowerCase()}`,
})

const open = async (link: string) => {
  const response = await fetch(link)
  return { status: response.status, html: await response.text() }
}

describe.each(PROVIDERS)('GET /api/autoLogin for %s', (code, spec) => {
  let member: TestMember
  let other: TestMember
  beforeAll(async () => {
    member = await createMember(mock, { games: { [code]: 12345 } })
    other = await createMember(mock, { games: { [code]: 500 } })
  })

  it('answers a one-time link to the provider’s demo game page', async () => {
    const { username, password } = loginOf(member, code)
    const result = await mock.call(
      'GET',
      pathFor(code, username, password),
      undefined,
      member.token,
    )
    expect(result.status).toBe(200)
    const { link } = endpoints.autoLogin[code].response.parse(result.body)
    expect(link).toMatch(new RegExp(`^${mock.url}/demo-game/${code}\\?ticket=[\\w-]{24}$`))
    const first = await open(link)
    expect(first.status).toBe(200)
    expect(first.html).toContain(username)
    expect(first.html).toContain('123.45')
    expect((await open(link)).status).toBe(403)
  })

  it('another member’s username → 400 SLOT_NO_ACCOUNT', async () => {
    const { username, password } = loginOf(other, code)
    const result = await expectUnchanged(mock, () =>
      mock.call('GET', pathFor(code, username, password), undefined, member.token),
    )
    expectError(result, 400, 'SLOT_NO_ACCOUNT')
  })

  it('an unknown or odd username → 400 SLOT_NO_ACCOUNT', async () => {
    const { password } = loginOf(member, code)
    for (const username of ['nobody', "' OR 1=1 --", 'ทดสอบ', 'x'.repeat(500)]) {
      expectError(
        await mock.call('GET', pathFor(code, username, password), undefined, member.token),
        400,
        'SLOT_NO_ACCOUNT',
      )
    }
  })

  if (spec.password) {
    it('a wrong password → 401 WRONG_CREDENTIAL', async () => {
      const { username } = loginOf(member, code)
      for (const password of ['wrong', loginOf(other, code).password, ' ']) {
        expectError(
          await mock.call('GET', pathFor(code, username, password), undefined, member.token),
          401,
          'WRONG_CREDENTIAL',
        )
      }
    })

    it('without the password segment → 404 NO_DATA', async () => {
      const { username } = loginOf(member, code)
      const path = spec.path.replace('/:password', '').replace(':username', username)
      expectError(await mock.call('GET', path, undefined, member.token), 404, 'NO_DATA')
    })
  }

  it('no token → 401 UNAUTHORIZED', async () => {
    const { username, password } = loginOf(member, code)
    expectError(await mock.call('GET', pathFor(code, username, password)), 401, 'UNAUTHORIZED')
  })
})

describe('auto login', () => {
  it('works for the demo member’s seeded accounts', async () => {
    const token = await mock.login(DEMO_USERNAME, DEMO_PASSWORD)
    const pg = await mock.call('GET', '/api/autoLogin/pg/lw1pg', undefined, token)
    expect(pg.status).toBe(200)
    const page = await open((pg.body as { link: string }).link)
    expect(page.html).toContain('<h1>PG Soft</h1>')
    const huay = await mock.call('GET', '/api/autoLogin/huayhd/lw1huay', undefined, token)
    expect(huay.status).toBe(200)
    // JOKER opens from the account data, not through an auto-login call
    expectError(
      await mock.call('GET', '/api/autoLogin/joker/lw1joker', undefined, token),
      404,
      'NO_DATA',
    )
  })

  it('a ticket lasts ten minutes', async () => {
    const m = await createMember(mock, { games: { BETFLIX: 100 } })
    const call = () =>
      mock.call('GET', pathFor('BETFLIX', loginOf(m, 'BETFLIX').username), undefined, m.token)
    const early = ((await call()).body as { link: string }).link
    const late = ((await call()).body as { link: string }).link
    clock.now += TICKET_TTL_MS - 1000
    expect((await open(early)).status).toBe(200)
    clock.now += 1000
    expect((await open(late)).status).toBe(403)
  })

  it('a ticket opens only the provider it was issued for', async () => {
    const m = await createMember(mock, { games: { PG: 100, PGSLOT: 100 } })
    const result = await mock.call(
      'GET',
      pathFor('PG', loginOf(m, 'PG').username),
      undefined,
      m.token,
    )
    const link = (result.body as { link: string }).link
    expect((await open(link.replace('/demo-game/PG?', '/demo-game/PGSLOT?'))).status).toBe(403)
    // and it is used up by the attempt
    expect((await open(link)).status).toBe(403)
  })

  it('an account switched off → 400 SLOT_NO_ACCOUNT; a provider switched off → 404 NO_GAME', async () => {
    const m = await createMember(mock, { games: { AREASLOT: 100, JOKER2: 100 } })
    await mock.prisma.gameAccount.updateMany({
      where: { memberId: m.id, providerCode: 'AREASLOT' },
      data: { isActive: false },
    })
    expectError(
      await mock.call(
        'GET',
        pathFor('AREASLOT', loginOf(m, 'AREASLOT').username),
        undefined,
        m.token,
      ),
      400,
      'SLOT_NO_ACCOUNT',
    )
    await mock.admin('PUT', '/__admin/providers/JOKER2', { isActive: false })
    try {
      expectError(
        await mock.call(
          'GET',
          pathFor('JOKER2', loginOf(m, 'JOKER2').username),
          undefined,
          m.token,
        ),
        404,
        'NO_GAME',
      )
    } finally {
      await mock.admin('PUT', '/__admin/providers/JOKER2', { isActive: true })
    }
  })

  it('a reseed ends every open link', async () => {
    const m = await createMember(mock, { games: { USUN: 100 } })
    const { username, password } = loginOf(m, 'USUN')
    const result = await mock.call('GET', pathFor('USUN', username, password), undefined, m.token)
    expect(result.status).toBe(200)
    expect(mock.app.locals.mock.tickets.size).toBeGreaterThan(0)
    await mock.admin('POST', '/__admin/reset')
    expect(mock.app.locals.mock.tickets.size).toBe(0)
    expect((await open((result.body as { link: string }).link)).status).toBe(403)
  })
})
