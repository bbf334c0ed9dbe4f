import { describe, expect, test } from 'vitest'

import { bankLabel, bankName, logoCode } from '~/utils/banks'

const bcel = {
  code: 'BCEL',
  nameTH: 'การค้าต่างประเทศลาว',
  nameEN: 'Banque pour le Commerce Exterieur Lao',
  nameLO: 'ການຄ້າຕ່າງປະເທດລາວ',
}
const kbank = { code: 'KBANK', nameTH: 'กสิกรไทย', nameEN: 'Kasikornbank' }

describe("a bank in the player's language", () => {
  test('Thai screens name every bank in Thai, Lao banks too', () => {
    expect(bankName(bcel, 'th')).toBe('การค้าต่างประเทศลาว')
    expect(bankName(kbank, 'th')).toBe('กสิกรไทย')
  })
  test('Lao screens: the Lao name where the backend gives one, else Thai, never the English or French one', () => {
    expect(bankName(bcel, 'lo')).toBe('ການຄ້າຕ່າງປະເທດລາວ')
    expect(bankName(kbank, 'lo')).toBe('กสิกรไทย')
    expect(bankName({ ...bcel, nameLO: '  ' }, 'lo')).toBe('การค้าต่างประเทศลาว')
  })
  test('English screens: the English name, else Thai', () => {
    expect(bankName(kbank, 'en')).toBe('Kasikornbank')
    expect(bankName({ nameTH: 'ออมสิน' }, 'en')).toBe('ออมสิน')
  })
})

describe('bank names', () => {
  test('a name gets its short name once', () => {
    expect(bankLabel({ code: 'SCB', nameTH: 'ไทยพาณิชย์' }, 'th')).toBe('ไทยพาณิชย์ (SCB)')
    expect(bankLabel(bcel, 'lo')).toBe('ການຄ້າຕ່າງປະເທດລາວ (BCEL)')
    // a backend that already writes the code into the name is not doubled
    expect(bankLabel({ ...bcel, nameLO: 'ການຄ້າຕ່າງປະເທດລາວ (BCEL)' }, 'lo')).toBe(
      'ການຄ້າຕ່າງປະເທດລາວ (BCEL)',
    )
  })
  test('TMB reads as the merged bank players know, ttb', () => {
    expect(bankLabel({ code: 'TMB', nameTH: 'ทีเอ็มบีธนชาต' }, 'th')).toBe('ทีเอ็มบีธนชาต (ttb)')
    expect(logoCode('TMB')).toBe('TTB')
  })
  test('the True Wallet is drawn with the TrueMoney logo', () => {
    expect(logoCode('TRUEWALLET')).toBe('TRUEMONEY')
    expect(logoCode('kbank')).toBe('KBANK')
  })
})
