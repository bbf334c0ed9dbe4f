import { describe, expect, it } from 'vitest'

import { decryptTrueLink, encryptTrueLink, voucherCodeOf } from '@member-wallet/contract/truelink'

const LINK = 'https://gift.truemoney.com/campaign/?v=019a2b3c4d5e6f7a8b9c'

describe('True Wallet links', () => {
  it('round-trips link::walletAccountName under the shared secret', () => {
    const cipher = encryptTrueLink(` ${LINK} `, 'สมชาย ใจดี', 'secret-1')
    expect(cipher).not.toContain('truemoney')
    expect(decryptTrueLink(cipher, 'secret-1')).toEqual({
      link: LINK,
      walletAccountName: 'สมชาย ใจดี',
    })
  })

  it('gives nothing under another secret or for text that is not ours', () => {
    const cipher = encryptTrueLink(LINK, 'owner', 'secret-1')
    expect(decryptTrueLink(cipher, 'secret-2')).toBeNull()
    expect(decryptTrueLink('not a cipher', 'secret-1')).toBeNull()
    expect(decryptTrueLink('', 'secret-1')).toBeNull()
  })

  it('needs both parts around the double colon', () => {
    expect(decryptTrueLink(encryptTrueLink(LINK, '', 'k'), 'k')).toBeNull()
    expect(decryptTrueLink(encryptTrueLink('', 'owner', 'k'), 'k')).toBeNull()
  })

  it('reads the voucher code of a TrueMoney gift link only', () => {
    expect(voucherCodeOf(LINK)).toBe('019a2b3c4d5e6f7a8b9c')
    expect(voucherCodeOf('http://gift.truemoney.com/campaign/?v=019a2b3c4d5e6f7a8b9c')).toBeNull()
    expect(
      voucherCodeOf('https://gift.truemoney.com.evil.example/campaign/?v=019a2b3c4d5e6f7a8b9c'),
    ).toBeNull()
    expect(voucherCodeOf('https://gift.truemoney.com/campaign/?v=short')).toBeNull()
    expect(voucherCodeOf('https://gift.truemoney.com/campaign/')).toBeNull()
    expect(voucherCodeOf('gift link')).toBeNull()
  })
})
