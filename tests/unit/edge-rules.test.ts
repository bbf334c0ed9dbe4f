// The pure rules of the app's edge (server/): body limits, trusted proxies, cross-site
// writes, private answers.
import { describe, expect, it } from 'vitest'

import {
  bodyLimitFor,
  declaresMoreThan,
  FORM_LIMIT_BYTES,
  UPLOAD_SLACK_BYTES,
} from '../../server/body-limit.js'
import { isPrivateAnswer } from '../../server/cache-control.js'
import { isCrossOriginWrite, originOf } from '../../server/origin-check.js'
import { parseTrustProxy } from '../../server/trust-proxy.js'

describe('bodyLimitFor', () => {
  it('takes multipart only where a route takes a file, up to it and its fields', () => {
    const file = 10 * 1024 * 1024
    expect(bodyLimitFor('multipart/form-data; boundary=x', file)).toBe(file + UPLOAD_SLACK_BYTES)
    expect(bodyLimitFor('Multipart/Form-Data; boundary=x', file)).toBe(file + UPLOAD_SLACK_BYTES)
    expect(bodyLimitFor('multipart/form-data; boundary=x', undefined)).toBeNull()
  })

  it('gives every other body 100 KB, on any route', () => {
    for (const file of [undefined, 10 * 1024 * 1024]) {
      expect(bodyLimitFor('application/x-www-form-urlencoded', file)).toBe(FORM_LIMIT_BYTES)
      expect(bodyLimitFor('application/json', file)).toBe(FORM_LIMIT_BYTES)
      expect(bodyLimitFor('text/plain; x=multipart/form-data', file)).toBe(FORM_LIMIT_BYTES)
      expect(bodyLimitFor(undefined, file)).toBe(FORM_LIMIT_BYTES)
    }
  })

  it('refuses a declared length only past the limit', () => {
    expect(declaresMoreThan(String(FORM_LIMIT_BYTES), FORM_LIMIT_BYTES)).toBe(false)
    expect(declaresMoreThan(String(FORM_LIMIT_BYTES + 1), FORM_LIMIT_BYTES)).toBe(true)
    expect(declaresMoreThan(undefined, FORM_LIMIT_BYTES)).toBe(false)
  })
})

describe('parseTrustProxy', () => {
  it('is off unless set', () => {
    for (const raw of [undefined, '', ' ', '0', 'false', 'off']) {
      expect(parseTrustProxy(raw)).toBe(false)
    }
  })

  it('takes a hop count or a list of addresses and subnets', () => {
    expect(parseTrustProxy('1')).toBe(1)
    expect(parseTrustProxy('2')).toBe(2)
    expect(parseTrustProxy('10.0.0.1, 192.168.0.0/16,loopback')).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      'loopback',
    ])
  })

  it('refuses to trust every hop', () => {
    expect(() => parseTrustProxy('true')).toThrow(/TRUST_PROXY/)
  })
})

describe('originOf', () => {
  it('is the origin a browser would send for this host', () => {
    expect(originOf('http', 'localhost:3000')).toBe('http://localhost:3000')
    expect(originOf('https', 'Wallet.Example:443')).toBe('https://wallet.example')
    expect(originOf('http', undefined)).toBeNull()
    expect(originOf('http', 'user@evil.example')).toBeNull()
    expect(originOf('http', 'evil.example/path')).toBeNull()
  })
})

describe('isCrossOriginWrite', () => {
  const appOrigin = 'https://wallet.example'
  const write = (origin?: string, fetchSite?: string, method = 'POST') =>
    isCrossOriginWrite({ method, origin, fetchSite, appOrigin })

  it('lets reads through from anywhere', () => {
    expect(write('https://evil.example', 'cross-site', 'GET')).toBe(false)
    expect(write('https://evil.example', 'cross-site', 'HEAD')).toBe(false)
  })

  it('lets this origin and requests naming none through', () => {
    expect(write(appOrigin, 'same-origin')).toBe(false)
    expect(write('HTTPS://WALLET.EXAMPLE')).toBe(false)
    expect(write(undefined, undefined)).toBe(false)
    expect(write(undefined, 'same-origin')).toBe(false)
    expect(write(undefined, 'none')).toBe(false)
  })

  it('refuses other origins, the null origin and other sites, on every writing method', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(write('https://evil.example', undefined, method)).toBe(true)
      expect(write('http://wallet.example', undefined, method)).toBe(true)
      expect(write('https://wallet.example:8443', undefined, method)).toBe(true)
      expect(write('null', undefined, method)).toBe(true)
      expect(write(undefined, 'cross-site', method)).toBe(true)
      expect(write(undefined, 'same-site', method)).toBe(true)
      expect(write(appOrigin, 'cross-site', method)).toBe(true)
    }
  })

  it('refuses a write naming an origin when its own origin is unknown', () => {
    expect(
      isCrossOriginWrite({
        method: 'POST',
        origin: appOrigin,
        fetchSite: undefined,
        appOrigin: null,
      }),
    ).toBe(true)
  })
})

describe('isPrivateAnswer', () => {
  const answer = (pathname: string, requestCookie?: string, setsCookie = false) =>
    isPrivateAnswer({ pathname, requestCookie, setsCookie })

  it('keeps member pages and their data private', () => {
    expect(answer('/user')).toBe(true)
    expect(answer('/user/home')).toBe(true)
    expect(answer('/user/home.data')).toBe(true)
    expect(answer('/user.data')).toBe(true)
  })

  it('keeps answers setting a cookie, or to the session, private', () => {
    expect(answer('/login', undefined, true)).toBe(true)
    expect(answer('/howto', 'lng=th; __session=abc')).toBe(true)
    expect(answer('/howto', 'my__session=abc')).toBe(false)
  })

  it('leaves public pages alone', () => {
    expect(answer('/login')).toBe(false)
    expect(answer('/users')).toBe(false)
    expect(answer('/howto', 'lng=th')).toBe(false)
  })
})
