import { describe, expect, test } from 'vitest'

import { bankLabel, logoCode } from '~/utils/banks'

describe('bank names', () => {
  test('a name gets its short name once', () => {
    expect(bankLabel({ code: 'SCB', nameTH: 'ไทยพาณิชย์' })).toBe('ไทยพาณิชย์ (SCB)')
    expect(bankLabel({ code: 'BCEL', nameTH: 'ການຄ້າຕ່າງປະເທດລາວ' })).toBe('ການຄ້າຕ່າງປະເທດລາວ (BCEL)')
    // a backend that already writes the code into the name is not doubled
    expect(bankLabel({ code: 'BCEL', nameTH: 'ການຄ້າຕ່າງປະເທດລາວ (BCEL)' })).toBe(
      'ການຄ້າຕ່າງປະເທດລາວ (BCEL)',
    )
  })
  test('TMB reads as the merged bank players know, ttb', () => {
    expect(bankLabel({ code: 'TMB', nameTH: 'ทีเอ็มบีธนชาต' })).toBe('ทีเอ็มบีธนชาต (ttb)')
    expect(logoCode('TMB')).toBe('TTB')
  })
  test('the True Wallet is drawn with the TrueMoney logo', () => {
    expect(logoCode('TRUEWALLET')).toBe('TRUEMONEY')
    expect(logoCode('kbank')).toBe('KBANK')
  })
})
