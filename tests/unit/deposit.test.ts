import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'

import { qrRules } from '@member-wallet/contract/deposit'
import {
  type DepositBank,
  type DepositLookup,
  type DepositWallet,
} from '@member-wallet/contract/schemas'
import { SLIP_MAX_BYTES, slipFileProblem, sniffSlipType } from '@member-wallet/contract/slip-file'

import {
  canCreateQr,
  closedHours,
  formatCountdown,
  secondsLeft,
  sortDepositOptions,
} from '~/utils/deposit'
import { qrCreateForm } from '~/validation/deposit'

function bank(bankCode: string, mode = 'AUTO', bankType = 'BANK'): DepositBank {
  return {
    bankCode,
    bankType,
    mode,
    bank: { nameTH: bankCode, nameEN: bankCode },
    bankAccountName: `${bankCode} owner`,
    bankAccountNo: '1234567890',
    currency: 'BAHT',
  }
}

function wallet(mode: string, walletAccountName = 'owner'): DepositWallet {
  return { ...bank('TRUEWALLET', mode, 'WALLET'), walletAccountName }
}

const lookup = (banks: DepositBank[], wallets: DepositWallet[] = [], isManual = false) =>
  ({ banks, wallets, isManual }) satisfies DepositLookup

const codes = (list: DepositBank[]) => list.map((b) => `${b.bankCode}:${b.mode}`)

describe('sortDepositOptions', () => {
  it('puts PAYMENT-type banks and KBANK in SMS mode in the QR list', () => {
    const options = sortDepositOptions(
      lookup([bank('WW', 'AUTO', 'PAYMENT'), bank('KBANK', 'SMS'), bank('FP', 'OTHER', 'PAYMENT')]),
    )
    expect(options.qr.map((q) => q.provider)).toEqual(['WW', 'KBANK', 'FP'])
    expect(options.banks).toEqual([])
  })

  it('puts KBANK in AUTO mode, SCB, GSB and BCEL in the bank list, in the lookup order', () => {
    const options = sortDepositOptions(
      lookup([bank('GSB'), bank('KBANK', 'AUTO'), bank('BCEL'), bank('SCB', 'SMS')]),
    )
    expect(codes(options.banks)).toEqual(['GSB:AUTO', 'KBANK:AUTO', 'BCEL:AUTO', 'SCB:SMS'])
    expect(options.qr).toEqual([])
  })

  it('leaves out other banks, KBANK in another mode and unknown QR providers', () => {
    const options = sortDepositOptions(
      lookup([bank('KTB'), bank('KBANK', 'MANUAL'), bank('ZZPAY', 'AUTO', 'PAYMENT')]),
    )
    expect(options).toMatchObject({ qr: [], banks: [], manual: [] })
  })

  it('shows one QR panel per provider', () => {
    const options = sortDepositOptions(
      lookup([bank('KBANK', 'SMS'), bank('KBANK', 'SMS'), bank('WW', 'AUTO', 'PAYMENT')]),
    )
    expect(options.qr.map((q) => q.provider)).toEqual(['KBANK', 'WW'])
  })

  it('with isManual shows every bank as manual and no QR', () => {
    const banks = [bank('WW', 'AUTO', 'PAYMENT'), bank('KBANK', 'SMS'), bank('SCB'), bank('KTB')]
    const options = sortDepositOptions(lookup(banks, [], true))
    expect(codes(options.manual)).toEqual(['WW:AUTO', 'KBANK:SMS', 'SCB:AUTO', 'KTB:AUTO'])
    expect(options.qr).toEqual([])
    expect(options.banks).toEqual([])
  })

  it('shows a True Wallet in AUTO mode as a number and any other as a gift-link form', () => {
    const options = sortDepositOptions(
      lookup([], [wallet('AUTO', 'auto'), wallet('LINK', 'link'), wallet('SMS', 'sms')]),
    )
    expect(options.trueWallets.map((w) => w.walletAccountName)).toEqual(['auto'])
    expect(options.giftLinks.map((w) => w.walletAccountName)).toEqual(['link', 'sms'])
  })

  it('keeps True Wallets apart from isManual', () => {
    const options = sortDepositOptions(lookup([], [wallet('AUTO')], true))
    expect(options.trueWallets).toHaveLength(1)
  })
})

describe('qrRules', () => {
  it('has the quick amounts and minimums of each provider', () => {
    expect(qrRules('KBANK')).toEqual({ minimum: 1, quickAmounts: [10, 20, 50, 100, 500, 1000] })
    expect(qrRules('WW')).toEqual({ minimum: 100, quickAmounts: [100, 200, 300, 500, 1000] })
    expect(qrRules('PAYONEX')).toEqual(qrRules('WW'))
    expect(qrRules('PAYTIMZ')).toEqual({ minimum: 10, quickAmounts: [10, 50, 100, 500, 1000] })
    expect(qrRules('FP')).toEqual(qrRules('PAYTIMZ'))
  })

  it('lets the setting replace the PAYTIMZ and FP minimum and their first quick amount', () => {
    expect(qrRules('PAYTIMZ', 30)).toEqual({ minimum: 30, quickAmounts: [30, 50, 100, 500, 1000] })
    expect(qrRules('FP', 30).minimum).toBe(30)
    expect(qrRules('WW', 30)).toEqual(qrRules('WW'))
    expect(qrRules('KBANK', 30)).toEqual(qrRules('KBANK'))
  })
})

describe('canCreateQr', () => {
  it('needs the provider minimum, and never less than 1 baht', () => {
    expect(canCreateQr(99, qrRules('WW'))).toBe(false)
    expect(canCreateQr(100, qrRules('WW'))).toBe(true)
    expect(canCreateQr(0.5, qrRules('KBANK'))).toBe(false)
    expect(canCreateQr(1, qrRules('KBANK'))).toBe(true)
    expect(canCreateQr(Number.NaN, qrRules('KBANK'))).toBe(false)
  })
})

describe('the QR countdown', () => {
  const now = Date.parse('2026-11-21T10:00:00Z')

  it('counts whole seconds to expireIn, rounding up, and stops at 0', () => {
    expect(secondsLeft('2026-11-21T10:10:00Z', now)).toBe(600)
    expect(secondsLeft('2026-11-21T10:00:00.200Z', now)).toBe(1)
    expect(secondsLeft('2026-11-21T09:59:00Z', now)).toBe(0)
  })

  it('shows mm:ss', () => {
    expect(formatCountdown(600)).toBe('10:00')
    expect(formatCountdown(59)).toBe('00:59')
    expect(formatCountdown(61.9)).toBe('01:01')
    expect(formatCountdown(0)).toBe('00:00')
    expect(formatCountdown(-5)).toBe('00:00')
    expect(formatCountdown(5400)).toBe('90:00')
  })
})

describe('the slip window’s daily closed hours', () => {
  it('are the lookup’s from and to', () => {
    expect(closedHours({ closedFrom: '23:50', closedTo: '00:10' })).toEqual({
      from: '23:50',
      to: '00:10',
    })
  })

  it('are no window at all when it ends as it starts', () => {
    expect(closedHours({ closedFrom: '00:00', closedTo: '00:00' })).toBe('none')
  })

  it('are unknown when the lookup lacks either', () => {
    expect(closedHours({ closedFrom: '23:50' })).toBeNull()
    expect(closedHours({})).toBeNull()
    expect(closedHours(null)).toBeNull()
  })
})

describe('slip files', () => {
  const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])
  const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0])
  const webp = new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 ')

  it('knows an image by its first bytes, not its name', () => {
    expect(sniffSlipType(png)).toBe('image/png')
    expect(sniffSlipType(jpeg)).toBe('image/jpeg')
    expect(sniffSlipType(webp)).toBe('image/webp')
    expect(sniffSlipType(new TextEncoder().encode('GIF89a'))).toBeNull()
    expect(
      sniffSlipType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg">')),
    ).toBeNull()
  })

  it('refuses no file, an empty file, a non-image and a file over the limit', () => {
    expect(slipFileProblem(null)).toBe('SLIP_NO_FILE')
    expect(slipFileProblem(new Uint8Array())).toBe('SLIP_NO_FILE')
    expect(slipFileProblem(new TextEncoder().encode('hello'))).toBe('SLIP_INVALID_FILE')
    const big = new Uint8Array(SLIP_MAX_BYTES + 1)
    big.set(png)
    expect(slipFileProblem(big)).toBe('SLIP_INVALID_FILE')
    expect(slipFileProblem(png)).toBeNull()
  })
})

describe('the QR create form on the server', () => {
  const submit = (provider: string, amount: string) => {
    const formData = new FormData()
    formData.set('provider', provider)
    formData.set('amount', amount)
    const submission = parseWithZod(formData, { schema: qrCreateForm(qrRules('WW')) })
    return {
      status: submission.status,
      error: 'error' in submission ? submission.error : undefined,
    }
  }

  it('refuses an amount below the provider minimum with the minimum in the message', () => {
    const result = submit('WW', '99.99')
    expect(result.status).toBe('error')
    expect(result.error?.amount).toEqual(['member:deposit.qr.minimum|{"amount":"100.00"}'])
  })

  it('refuses an unknown provider and an amount with more than two decimals', () => {
    expect(submit('EVILPAY', '100').error?.provider).toBeDefined()
    expect(submit('WW', '100.001').error?.amount).toEqual(['validation.amountDecimals'])
  })

  it('passes the minimum and above', () => {
    expect(submit('WW', '100').status).toBe('success')
  })
})
