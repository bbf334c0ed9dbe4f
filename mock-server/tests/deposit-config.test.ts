// The mock server's deposit settings from the environment: the upload folder, the True Wallet
// secret, PAYTIMZ_MIN, and the per-instance secret of slip image addresses.
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { DEMO_TRUELINK_SECRET } from '@member-wallet/contract/truelink'

import { defaultMockConfig, uploadDirFor } from '../config'
import { DEFAULT_PASSWORD_COST } from '../passwords'
import { seedSettings } from '../seed'

describe('deposit config', () => {
  it('keeps uploads beside the SQLite file unless MOCK_UPLOAD_DIR says otherwise', () => {
    expect(uploadDirFor('file:./data/mock.db')).toBe(path.resolve('data/uploads'))
    expect(uploadDirFor('file:/srv/mock/e2e.db')).toBe('/srv/mock/uploads')
    expect(uploadDirFor('libsql://db.example.com')).toBe(path.resolve('data/uploads'))
    expect(defaultMockConfig({}).uploadDir).toBe(path.resolve('data/uploads'))
    expect(defaultMockConfig({ DATABASE_URL: 'file:./e2e/.tmp/e2e.db' }).uploadDir).toBe(
      path.resolve('e2e/.tmp/uploads'),
    )
    expect(defaultMockConfig({ MOCK_UPLOAD_DIR: ' ./somewhere ' }).uploadDir).toBe(
      path.resolve('somewhere'),
    )
  })

  it('shares the True Wallet secret with the app through TRUELINK_SECRET', () => {
    expect(defaultMockConfig({}).trueLinkSecret).toBe(DEMO_TRUELINK_SECRET)
    expect(defaultMockConfig({ TRUELINK_SECRET: 's3cret-shared' }).trueLinkSecret).toBe(
      's3cret-shared',
    )
    // the app's rule: at least 8 characters
    expect(() => defaultMockConfig({ TRUELINK_SECRET: 's3cret' })).toThrow(/TRUELINK_SECRET/)
  })

  it('reads PAYTIMZ_MIN as a positive number of baht', () => {
    expect(defaultMockConfig({}).paytimzMin).toBeNull()
    expect(defaultMockConfig({ PAYTIMZ_MIN: '' }).paytimzMin).toBeNull()
    expect(defaultMockConfig({ PAYTIMZ_MIN: '25' }).paytimzMin).toBe(25)
    expect(defaultMockConfig({ PAYTIMZ_MIN: '12.5' }).paytimzMin).toBe(12.5)
    for (const bad of ['0', '-5', 'ten', 'Infinity']) {
      expect(() => defaultMockConfig({ PAYTIMZ_MIN: bad })).toThrow(/PAYTIMZ_MIN/)
    }
  })

  it('signs slip image addresses with a new secret in every instance', () => {
    const [a, b] = [defaultMockConfig({}), defaultMockConfig({})]
    expect(a.fileUrlSecret).toMatch(/^[a-f0-9]{64}$/)
    expect(a.fileUrlSecret).not.toBe(b.fileUrlSecret)
  })

  it('seeds the deposit settings', () => {
    expect(
      seedSettings({ registerOTP: false, uploadDir: '/tmp', passwordCost: DEFAULT_PASSWORD_COST }),
    ).toMatchObject({
      isManual: false,
      trueLinkAmount: 100,
      qrMinutes: 10,
      qrFailing: [],
    })
  })
})
