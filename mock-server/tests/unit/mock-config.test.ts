// The mock server's settings: one zod schema over its environment (mock-server/config.ts),
// with the app's rules where both read a variable, and a message naming each bad value.
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { DEFAULT_LIMITS, defaultMockConfig, parseMockEnv, resolveMockConfig } from '../../config'

describe('mock config', () => {
  it('reads its defaults from the environment', () => {
    expect(defaultMockConfig({})).toMatchObject({
      registerOTPDefault: false,
      otpCode: undefined,
      adminPassword: 'demo',
      laos: false,
      quiet: false,
      limits: DEFAULT_LIMITS,
    })
    expect(
      defaultMockConfig({
        MOCK_REGISTER_OTP: '1',
        MOCK_OTP_CODE: '123456',
        MOCK_ADMIN_PASSWORD: 'secret',
        LAOS: '1',
        MOCK_QUIET: '1',
      }),
    ).toMatchObject({
      registerOTPDefault: true,
      otpCode: '123456',
      adminPassword: 'secret',
      laos: true,
      quiet: true,
    })
  })

  it('takes the public URL from MOCK_PUBLIC_URL, else localhost and MOCK_PORT', () => {
    expect(defaultMockConfig({}).publicUrl).toBe('http://localhost:4000')
    expect(defaultMockConfig({ MOCK_PORT: '4700' }).publicUrl).toBe('http://localhost:4700')
    expect(
      defaultMockConfig({ MOCK_PORT: '4700', MOCK_PUBLIC_URL: ' https://demo.example.com:8443/ ' })
        .publicUrl,
    ).toBe('https://demo.example.com:8443')
    for (const bad of ['demo.example.com', 'ftp://demo.example.com', 'http://']) {
      expect(() => defaultMockConfig({ MOCK_PUBLIC_URL: bad })).toThrow(/MOCK_PUBLIC_URL/)
    }
  })

  it('refuses an OTP code that is not digits', () => {
    expect(() => defaultMockConfig({ MOCK_OTP_CODE: 'abc' })).toThrow(/MOCK_OTP_CODE/)
  })

  it('takes the registration limit per address from MOCK_REGISTER_LIMIT', () => {
    expect(defaultMockConfig({ MOCK_REGISTER_LIMIT: ' ' }).limits.registerAttempts).toBe(
      DEFAULT_LIMITS.registerAttempts,
    )
    expect(defaultMockConfig({ MOCK_REGISTER_LIMIT: '5000' }).limits).toEqual({
      ...DEFAULT_LIMITS,
      registerAttempts: 5000,
    })
    for (const bad of ['0', '-1', '1.5', 'many', '1e3']) {
      expect(() => defaultMockConfig({ MOCK_REGISTER_LIMIT: bad }), bad).toThrow(
        /MOCK_REGISTER_LIMIT/,
      )
    }
  })

  it('takes MOCK_PASSWORD_COST as a power of two from 1024 to 16384, 16384 when unset', () => {
    const cost = (MOCK_PASSWORD_COST?: string) =>
      parseMockEnv({ MOCK_PASSWORD_COST }).MOCK_PASSWORD_COST
    expect(cost()).toBe(16384)
    expect(cost('')).toBe(16384)
    expect(cost('1024')).toBe(1024)
    expect(cost(' 4096 ')).toBe(4096)
    for (const bad of ['1000', '512', '32768', '0x400', 'cheap']) {
      expect(() => cost(bad), bad).toThrow(/MOCK_PASSWORD_COST/)
    }
  })

  it('takes MOCK_KEEP_ALIVE_MS in whole milliseconds up to 10 minutes, 65 s when unset', () => {
    const keepAlive = (MOCK_KEEP_ALIVE_MS?: string) =>
      defaultMockConfig({ MOCK_KEEP_ALIVE_MS }).keepAliveMs
    expect(keepAlive()).toBe(65_000)
    expect(keepAlive(' 5000 ')).toBe(5000)
    for (const bad of ['600001', '-1', '5s', '1e4']) {
      expect(() => keepAlive(bad), bad).toThrow(/MOCK_KEEP_ALIVE_MS/)
    }
  })

  it('merges limits one by one', () => {
    const config = resolveMockConfig({ limits: { loginFailures: 2 }, laos: undefined }, {})
    expect(config.limits).toEqual({ ...DEFAULT_LIMITS, loginFailures: 2 })
    expect(config.laos).toBe(false)
  })
})

describe('mock environment', () => {
  it('has defaults for everything, and blank values count as not set', () => {
    const blank = { MOCK_PORT: ' ', DATABASE_URL: '', MOCK_HOST: '', MOCK_SHAPE: ' ', LAOS: '' }
    for (const env of [{}, blank]) {
      expect(parseMockEnv(env)).toMatchObject({
        MOCK_PORT: 4000,
        DATABASE_URL: 'file:./data/mock.db',
        MOCK_SHAPE: 'full',
        LAOS: false,
        MOCK_RESET: false,
        MOCK_APP_URL: 'http://localhost:3000',
      })
      expect(parseMockEnv(env).MOCK_HOST).toBeUndefined()
    }
  })

  it('reads ports, database addresses, hosts and switches', () => {
    expect(
      parseMockEnv({
        MOCK_PORT: '0',
        DATABASE_URL: 'file:./e2e/.tmp/e2e.db',
        MOCK_HOST: '::1',
        MOCK_RESET: 'true',
        MOCK_SHAPE: 'spec',
        MOCK_UPLOAD_DIR: 'up',
      }),
    ).toMatchObject({
      MOCK_PORT: 0,
      DATABASE_URL: 'file:./e2e/.tmp/e2e.db',
      MOCK_HOST: '::1',
      MOCK_RESET: true,
      MOCK_SHAPE: 'spec',
      MOCK_UPLOAD_DIR: path.resolve('up'),
    })
    expect(parseMockEnv({ MOCK_PORT: '65535' }).MOCK_PORT).toBe(65535)
    expect(parseMockEnv({ DATABASE_URL: 'libsql://db.example.com' }).DATABASE_URL).toBe(
      'libsql://db.example.com',
    )
    expect(parseMockEnv({ MOCK_HOST: 'mock.lan', MOCK_ADMIN_PASSWORD: 'x' }).MOCK_HOST).toBe(
      'mock.lan',
    )
  })

  it.each([
    ['MOCK_PORT', '65536'],
    ['MOCK_PORT', 'http'],
    ['MOCK_PORT', '-1'],
    ['DATABASE_URL', './data/mock.db'],
    ['MOCK_HOST', 'not a host'],
    ['MOCK_SHAPE', 'partial'],
    ['LAOS', 'yes'],
    ['MOCK_APP_URL', 'localhost:3000'],
  ])('refuses %s=%s, naming the variable', (name, value) => {
    expect(() => parseMockEnv({ [name]: value })).toThrow(
      new RegExp(`Invalid mock server settings:[\\s\\S]*→ at ${name}`),
    )
  })

  it('names every bad value at once', () => {
    let message = ''
    try {
      parseMockEnv({ MOCK_PORT: 'x', MOCK_OTP_CODE: '12', PAYTIMZ_MIN: '0' })
    } catch (error) {
      message = (error as Error).message
    }
    expect(message).toContain('must be a port number from 0 to 65535')
    expect(message).toContain('must be 4 to 8 digits')
    expect(message).toContain('must be a positive number')
    expect(message.match(/→ at/g)).toHaveLength(3)
  })
})
