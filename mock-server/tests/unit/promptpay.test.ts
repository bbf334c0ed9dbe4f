import { describe, expect, it } from 'vitest'

import {
  crc16,
  DEMO_PROMPTPAY_ID,
  parseTlv,
  PROMPTPAY_AID,
  promptPayPayload,
  tlv,
} from '../../promptpay'

describe('crc16 (CRC-16/CCITT-FALSE)', () => {
  it('has the standard check value', () => {
    expect(crc16('123456789')).toBe('29B1')
  })

  it('answers four upper-case hex digits, zero-padded', () => {
    expect(crc16('')).toBe('FFFF')
    for (const text of ['A', '000201', 'ทดสอบ']) expect(crc16(text)).toMatch(/^[0-9A-F]{4}$/)
  })
})

describe('tlv and parseTlv', () => {
  it('write the tag, a two-digit length and the value', () => {
    expect(tlv('54', '100.00')).toBe('5406100.00')
    expect(tlv('00', '01')).toBe('000201')
  })

  it('refuse a bad tag or a value over 99 characters', () => {
    expect(() => tlv('5', 'x')).toThrow(RangeError)
    expect(() => tlv('54', 'x'.repeat(100))).toThrow(RangeError)
  })

  it('refuse a text that is not whole fields', () => {
    expect(() => parseTlv('5406100.0')).toThrow(SyntaxError)
    expect(() => parseTlv('xx02ab')).toThrow(SyntaxError)
  })
})

describe('promptPayPayload', () => {
  const payload = promptPayPayload(DEMO_PROMPTPAY_ID, 12345)

  it('has the EMVCo fields of a one-time PromptPay payment, in order', () => {
    expect(parseTlv(payload)).toEqual([
      { tag: '00', value: '01' },
      { tag: '01', value: '12' },
      { tag: '29', value: `0016${PROMPTPAY_AID}0213${DEMO_PROMPTPAY_ID}` },
      { tag: '53', value: '764' },
      { tag: '54', value: '123.45' },
      { tag: '58', value: 'TH' },
      { tag: '63', value: crc16(payload.slice(0, -4)) },
    ])
    expect(payload.startsWith('000201010212')).toBe(true)
  })

  it('ends with the CRC of everything before it, 6304 included', () => {
    expect(payload.slice(-8, -4)).toBe('6304')
    expect(payload.slice(-4)).toBe(crc16(payload.slice(0, -4)))
  })

  it('round-trips: the fields written back give the same text', () => {
    const fields = parseTlv(payload)
    expect(fields.map(({ tag, value }) => tlv(tag, value)).join('')).toBe(payload)
    const account = fields.find((field) => field.tag === '29')?.value ?? ''
    expect(parseTlv(account)).toEqual([
      { tag: '00', value: PROMPTPAY_AID },
      { tag: '02', value: DEMO_PROMPTPAY_ID },
    ])
  })

  it('writes amounts with two decimals, without floating point', () => {
    const amountOf = (minor: number) =>
      parseTlv(promptPayPayload(DEMO_PROMPTPAY_ID, minor)).find((f) => f.tag === '54')?.value
    expect(amountOf(1)).toBe('0.01')
    expect(amountOf(100)).toBe('1.00')
    expect(amountOf(1000000)).toBe('10000.00')
    expect(amountOf(123456789)).toBe('1234567.89')
  })

  it('takes a phone number (0066 and nine digits), a 13-digit id or a 15-digit e-wallet id', () => {
    const target = (id: string) =>
      parseTlv(parseTlv(promptPayPayload(id, 100)).find((f) => f.tag === '29')?.value ?? '')[1]
    expect(target('0812345678')).toEqual({ tag: '01', value: '0066812345678' })
    expect(target('1234567890123')).toEqual({ tag: '02', value: '1234567890123' })
    expect(target('123456789012345')).toEqual({ tag: '03', value: '123456789012345' })
  })

  it('refuses anything else as a target, and amounts that are not whole positive satang', () => {
    for (const id of ['', '812345678', '12345', '08123456789', 'abcdefghijklm']) {
      expect(() => promptPayPayload(id, 100)).toThrow(RangeError)
    }
    for (const amount of [0, -100, 1.5, Number.NaN]) {
      expect(() => promptPayPayload(DEMO_PROMPTPAY_ID, amount)).toThrow(RangeError)
    }
  })
})
