import { describe, expect, it } from 'vitest'

import { exactMinor, fromMinor, toMinor } from '../money'

describe('toMinor', () => {
  it.each([
    [0, 0],
    [1, 100],
    [1500, 150000],
    [0.01, 1],
    [0.1 + 0.2, 30],
    [19.99, 1999],
    [1.005, 101],
    [2.675, 268],
    [1.115, 112],
    [0.004, 0],
    [0.005, 1],
    [-0.005, -1],
    [-1.005, -101],
    [-19.99, -1999],
    [-0.004, 0],
    [123456789.12, 12345678912],
  ])('%d baht is %d satang', (amount, minor) => {
    expect(toMinor(amount)).toBe(minor)
  })

  it('never answers negative zero', () => {
    expect(Object.is(toMinor(-0), 0)).toBe(true)
    expect(Object.is(toMinor(-0.001), 0)).toBe(true)
  })

  it.each([NaN, Infinity, -Infinity])('refuses %d', (amount) => {
    expect(() => toMinor(amount)).toThrow(RangeError)
  })
})

describe('fromMinor', () => {
  it.each([
    [0, 0],
    [1, 0.01],
    [150000, 1500],
    [1999, 19.99],
    [-1999, -19.99],
    [30, 0.3],
    [12345678912, 123456789.12],
  ])('%d satang is %d baht', (minor, amount) => {
    expect(fromMinor(minor)).toBe(amount)
  })

  it('round-trips every amount with two decimals', () => {
    for (let minor = -1000; minor <= 100_000; minor += 7) {
      expect(toMinor(fromMinor(minor))).toBe(minor)
    }
  })

  it.each([0.5, NaN, Infinity, 2 ** 53])('refuses %d', (minor) => {
    expect(() => fromMinor(minor)).toThrow(RangeError)
  })
})

describe('exactMinor', () => {
  it.each([
    [0, 0],
    [1, 100],
    [0.01, 1],
    [19.99, 1999],
    [0.1 + 0.2, 30],
    [123.45, 12345],
    [-5.5, -550],
    [999999999.99, 99999999999],
    [1e9, 100000000000],
  ])('%d baht is exactly %d satang', (amount, minor) => {
    expect(exactMinor(amount)).toBe(minor)
  })

  it.each([1.005, 0.001, 10.999, 2.675, -0.001, 1e-7, NaN, Infinity, -Infinity])(
    'refuses %d (more than two decimals, or not a number)',
    (amount) => {
      expect(exactMinor(amount)).toBeNull()
    },
  )
})
