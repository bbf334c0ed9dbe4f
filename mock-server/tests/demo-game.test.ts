// GET /demo-game/:code: the HTML page game launches open.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ACCOUNT_DATA_PROVIDERS } from '@member-wallet/contract/schemas'

import { DEMO_GAME_PASSWORD, DEMO_GAME_USERNAME, DEMO_NAME, GAME_PROVIDERS } from '../seed'
import { createMember } from './helpers'
import { startTestMock, type TestMock } from './support/mock'

let mock: TestMock
beforeAll(async () => {
  mock = await startTestMock()
})
afterAll(() => mock.close())

const open = async (path: string) => {
  const response = await fetch(mock.url + path)
  return { status: response.status, headers: response.headers, html: await response.text() }
}

const query = (username: string, password: string) =>
  `?username=${encodeURIComponent(username)}&password=${encodeURIComponent(password)}`

const nameOf = (code: string) => GAME_PROVIDERS.find((p) => p.code === code)?.name ?? ''

function expectPage(html: string, heading: string) {
  expect(html).toMatch(/^<!doctype html>\n<html lang="th">/)
  expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">')
  expect(html).toContain(`<title>${heading} – demo game</title>`)
  expect(html).toContain(`<h1>${heading}</h1>`)
  // self-contained: no scripts, stylesheets, images or frames from anywhere
  expect(html).not.toMatch(/<(script|link|img|iframe)\b|\bsrc=|\bhref=/i)
}

describe('GET /demo-game/:code', () => {
  it('shows the demo member’s JOKER account from its fixed login', async () => {
    const { status, headers, html } = await open(
      `/demo-game/JOKER${query(DEMO_GAME_USERNAME, DEMO_GAME_PASSWORD)}`,
    )
    expect(status).toBe(200)
    expect(headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; font-src 'self'",
    )
    expect(headers.get('referrer-policy')).toBe('no-referrer')
    expect(headers.get('cache-control')).toBe('no-store')
    expectPage(html, 'Joker Gaming')
    expect(html).toContain(DEMO_NAME)
    expect(html).toContain(`data-testid="game-username">${DEMO_GAME_USERNAME}<`)
    expect(html).toContain('data-testid="game-balance">250.00 บาท<')
  })

  it.each(ACCOUNT_DATA_PROVIDERS)('opens %s from the account data', async (code) => {
    const m = await createMember(mock, { games: { [code]: 123456 } })
    const username = `t${m.id}${code.toLowerCase()}`
    const { status, html } = await open(
      `/demo-game/${code.toLowerCase()}${query(username, `pw${m.id}${code.toLowerCase()}`)}`,
    )
    expect(status).toBe(200)
    expectPage(html, nameOf(code))
    expect(html).toContain(username)
    expect(html).toContain('1,234.56 บาท')
  })

  it('shows the game credits at the provider’s rate', async () => {
    const m = await createMember(mock, { games: { SLOTXO: 1050 } })
    const { html } = await open(`/demo-game/SLOTXO${query(`t${m.id}slotxo`, `pw${m.id}slotxo`)}`)
    expect(html).toContain('<dt>เครดิตเกม</dt><dd>21.00</dd>')
  })

  it('escapes what it shows', async () => {
    const m = await createMember(mock, { games: { UFABET: 0 } })
    await mock.prisma.member.update({
      where: { id: m.id },
      data: { name: '<script>alert("x")</script> & co' },
    })
    const { status, html } = await open(
      `/demo-game/UFABET${query(`t${m.id}ufabet`, `pw${m.id}ufabet`)}`,
    )
    expect(status).toBe(200)
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co')
    expect(html).not.toContain('<script>')
  })

  it.each([
    ['a wrong password', query(DEMO_GAME_USERNAME, 'wrong')],
    ['an empty password', query(DEMO_GAME_USERNAME, '')],
    ['another provider’s login', query('lw1pg', DEMO_GAME_PASSWORD)],
    ['no login at all', ''],
    ['only a username', `?username=${DEMO_GAME_USERNAME}`],
    ['a login as arrays', `?username[]=${DEMO_GAME_USERNAME}&password[]=${DEMO_GAME_PASSWORD}`],
    ['an unknown ticket', '?ticket=nothing'],
    ['an empty ticket', '?ticket='],
  ])('%s → 403 HTML page', async (_what, search) => {
    const { status, headers, html } = await open(`/demo-game/JOKER${search}`)
    expect(status).toBe(403)
    expect(headers.get('content-type')).toBe('text/html; charset=utf-8')
    expectPage(html, 'Joker Gaming')
    expect(html).toContain('role="alert"')
    expect(html).not.toContain(DEMO_NAME)
  })

  it('an account or a member switched off → 403', async () => {
    const m = await createMember(mock, { games: { SUPERSLOT: 0, SEXYGAME: 0 } })
    await mock.prisma.gameAccount.updateMany({
      where: { memberId: m.id, providerCode: 'SUPERSLOT' },
      data: { isActive: false },
    })
    expect(
      (await open(`/demo-game/SUPERSLOT${query(`t${m.id}superslot`, `pw${m.id}superslot`)}`))
        .status,
    ).toBe(403)
    const sexy = `/demo-game/SEXYGAME${query(`t${m.id}sexygame`, `pw${m.id}sexygame`)}`
    expect((await open(sexy)).status).toBe(200)
    await mock.prisma.member.update({ where: { id: m.id }, data: { isActive: false } })
    expect((await open(sexy)).status).toBe(403)
  })

  it('an unknown game → 404 HTML page', async () => {
    const { status, headers, html } = await open('/demo-game/NOPE?username=a&password=b')
    expect(status).toBe(404)
    expect(headers.get('content-type')).toBe('text/html; charset=utf-8')
    expectPage(html, 'Demo game')
  })
})
