import { describe, expect, test } from 'vitest'

import { convertedAmount } from '@member-wallet/contract/rules'
import { ACCOUNT_DATA_PROVIDERS, AUTO_LOGIN_PROVIDERS } from '@member-wallet/contract/schemas'

import { launchAnswer, planLaunch } from '~/utils/launcher'

const login = { username: 'lw1joker', password: 'pa ss' }
const settings = { iframe: false, sportSiteUrl: null, laos: false }
const web = (code: string) => `http://games.test/demo-game/${code}`

describe('choosing the launcher', () => {
  test.each(Object.keys(AUTO_LOGIN_PROVIDERS))('%s opens through its auto-login call', (code) => {
    const plan = planLaunch({ code, web: web(code) }, login, settings)
    expect(plan).toMatchObject({ kind: 'autoLogin', provider: code, target: '_blank' })
    if (plan.kind !== 'autoLogin') return
    expect(plan.params.username).toBe('lw1joker')
    expect(plan.params.password).toBe(
      AUTO_LOGIN_PROVIDERS[code as keyof typeof AUTO_LOGIN_PROVIDERS].password
        ? 'pa ss'
        : undefined,
    )
  })

  test.each(ACCOUNT_DATA_PROVIDERS)('%s opens from the account data', (code) => {
    const plan = planLaunch({ code, web: web(code) }, login, settings)
    expect(plan.kind).toBe('url')
    if (plan.kind !== 'url') return
    const url = new URL(plan.url)
    expect(`${url.origin}${url.pathname}`).toBe(web(code))
    expect(Object.fromEntries(url.searchParams)).toEqual({
      username: 'lw1joker',
      password: 'pa ss',
      lang: 'th',
    })
  })

  test('the codes are matched in any case', () => {
    expect(planLaunch({ code: 'pg', web: null }, login, settings).kind).toBe('autoLogin')
  })

  test('any other provider falls back to its web address, and without one nothing opens', () => {
    expect(planLaunch({ code: 'NEWGAME', web: web('NEWGAME') }, login, settings)).toEqual({
      kind: 'url',
      url: web('NEWGAME'),
      target: '_blank',
    })
    expect(planLaunch({ code: 'NEWGAME', web: null }, login, settings)).toEqual({ kind: 'none' })
  })

  test('without an account the web address is the only way in', () => {
    expect(planLaunch({ code: 'PG', web: web('PG') }, null, settings)).toMatchObject({
      kind: 'url',
      url: web('PG'),
    })
  })

  test('inside the operator frame games open in the same tab', () => {
    expect(
      planLaunch({ code: 'PG', web: null }, login, { ...settings, iframe: true }),
    ).toMatchObject({ target: '_self' })
    expect(
      planLaunch({ code: 'JOKER', web: web('JOKER') }, login, { ...settings, iframe: true }),
    ).toMatchObject({
      target: '_self',
    })
  })

  test('UFABET goes to the operator sports site when one is set', () => {
    const plan = planLaunch({ code: 'UFABET', web: web('UFABET') }, login, {
      ...settings,
      sportSiteUrl: 'https://sport.operator.test/play',
    })
    expect(
      plan.kind === 'url' &&
        plan.url.startsWith('https://sport.operator.test/play?username=lw1joker'),
    ).toBe(true)
    const other = planLaunch({ code: 'JOKER', web: web('JOKER') }, login, {
      ...settings,
      sportSiteUrl: 'https://sport.operator.test',
    })
    expect(other.kind === 'url' && other.url.startsWith(web('JOKER'))).toBe(true)
  })

  test('the Laos variant opens lobbies in Lao', () => {
    const plan = planLaunch({ code: 'SEXYGAME', web: web('SEXYGAME') }, login, {
      ...settings,
      laos: true,
    })
    expect(plan.kind === 'url' && new URL(plan.url).searchParams.get('lang')).toBe('la')
  })
})

describe('converted amount', () => {
  test('is the balance times the wallet rate, to the satang', () => {
    expect(convertedAmount(250, 1)).toBe(250)
    expect(convertedAmount(120.5, 2)).toBe(241)
    expect(convertedAmount(0.1, 3)).toBe(0.3)
    expect(convertedAmount(33.33, 0.5)).toBe(16.67)
    expect(convertedAmount(0, 10)).toBe(0)
  })
})

describe('what a successful play answers', () => {
  test('inside the operator frame the page goes to the game', () => {
    expect(launchAnswer('http://games.test/x', '_self')).toEqual({
      redirect: 'http://games.test/x',
    })
  })

  test('otherwise the dialog stays and offers the link for a new tab', () => {
    expect(launchAnswer('http://games.test/x', '_blank')).toEqual({ open: 'http://games.test/x' })
  })
})
