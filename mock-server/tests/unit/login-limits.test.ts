import { describe, expect, it } from 'vitest'

import { LoginLimits } from '../../login-limits'
import { SlidingWindowCounter } from '../../rate-limit'

const SETTINGS = {
  perPhoneAndAddress: 3,
  perAddress: 5,
  perPhone: 6,
  windowMs: 1000,
  knownForMs: 10_000,
}

function limits() {
  const clock = { now: 10_000 }
  return { clock, limits: new LoginLimits(SETTINGS, () => clock.now) }
}

/** `n` wrong passwords for `phone` from `address`. */
function fail(l: LoginLimits, phone: string, address: string, n = 1) {
  for (let i = 0; i < n; i++) expect(l.reserve(phone, address)).not.toBeNull()
}

describe('LoginLimits', () => {
  it('a reservation counts before the check answers: parallel guesses stop at the limit', () => {
    const { limits: l } = limits()
    const reserved = Array.from({ length: 20 }, () => l.reserve('0811111111', '10.0.0.1'))
    expect(reserved.filter(Boolean)).toHaveLength(SETTINGS.perPhoneAndAddress)
  })

  it('the right password takes its reservation back and clears the pair', () => {
    const { limits: l } = limits()
    fail(l, 'p', 'a', 2)
    l.reserve('p', 'a')?.succeeded()
    fail(l, 'p', 'a', 3)
    expect(l.reserve('p', 'a')).toBeNull()
  })

  it('a lockout on one address leaves the phone open from another', () => {
    const { limits: l } = limits()
    fail(l, 'p', 'attacker', 3)
    expect(l.reserve('p', 'attacker')).toBeNull()
    expect(l.reserve('p', 'member')).not.toBeNull()
  })

  it('the per-address limit holds across phones', () => {
    const { limits: l } = limits()
    for (let i = 0; i < SETTINGS.perAddress; i++) fail(l, `phone${i}`, 'a')
    expect(l.reserve('another', 'a')).toBeNull()
    expect(l.reserve('another', 'b')).not.toBeNull()
  })

  it('past the per-address limit, members who logged in from that address before still may', () => {
    // a carrier's shared address: a member logged in there before; then a guesser among the
    // crowd spends the address's limit on other phones
    const { clock, limits: l } = limits()
    l.reserve('member', 'nat')?.succeeded()
    for (let i = 0; i < SETTINGS.perAddress; i++) fail(l, `phone${i}`, 'nat')
    expect(l.reserve('new-phone', 'nat')).toBeNull()
    expect(l.reserve('member', 'nat')).not.toBeNull()
    // known there, not elsewhere; and known for a while, not for ever
    const other = limits().limits
    for (let i = 0; i < SETTINGS.perAddress; i++) fail(other, `phone${i}`, 'other-nat')
    expect(other.reserve('member', 'other-nat')).toBeNull()
    clock.now += SETTINGS.knownForMs
    for (let i = 0; i < SETTINGS.perAddress; i++) fail(l, `later${i}`, 'nat')
    expect(l.reserve('member', 'nat')).toBeNull()
  })

  it('a known phone still has its own limit at that address', () => {
    const { limits: l } = limits()
    l.reserve('member', 'nat')?.succeeded()
    fail(l, 'member', 'nat', SETTINGS.perPhoneAndAddress)
    expect(l.reserve('member', 'nat')).toBeNull()
  })

  it('past the per-phone cap, each address has one try on the phone', () => {
    const { limits: l } = limits()
    for (let i = 0; i < SETTINGS.perPhone; i++) fail(l, 'p', `attacker${i}`)
    expect(l.reserve('p', 'attacker0')).toBeNull()
    const member = l.reserve('p', 'member')
    expect(member).not.toBeNull()
    member?.succeeded()
    // the member's success does not count against the phone
    expect(l.reserve('p', 'member')).not.toBeNull()
  })

  it('the window lifts the limits', () => {
    const { clock, limits: l } = limits()
    fail(l, 'p', 'a', 3)
    expect(l.reserve('p', 'a')).toBeNull()
    clock.now += SETTINGS.windowMs
    expect(l.reserve('p', 'a')).not.toBeNull()
  })

  it('reset(phone) forgets that phone from every address, not the address counts', () => {
    const { limits: l } = limits()
    fail(l, 'p', 'a', 3)
    fail(l, 'q', 'a', 1)
    l.reset('p')
    expect(l.reserve('p', 'a')).not.toBeNull()
    // a: 5 failures on its own count now (3 on p before the reset, 1 on q, 1 on p)
    expect(l.reserve('r', 'a')).toBeNull()
    l.reset()
    expect(l.reserve('r', 'a')).not.toBeNull()
  })
})

describe('SlidingWindowCounter weights and take-backs', () => {
  it('sums weights and takes back the latest hit', () => {
    const c = new SlidingWindowCounter(1000, () => 0)
    c.hit('a', 300)
    c.hit('a', 200)
    expect(c.total('a')).toBe(500)
    expect(c.count('a')).toBe(2)
    c.unhit('a')
    expect(c.total('a')).toBe(300)
    c.unhit('a')
    expect(c.size).toBe(0)
  })

  it('resets the keys that match', () => {
    const c = new SlidingWindowCounter(1000, () => 0)
    c.hit('x:1')
    c.hit('y:1')
    c.resetWhere((key) => key.startsWith('x:'))
    expect([c.count('x:1'), c.count('y:1')]).toEqual([0, 1])
  })
})
