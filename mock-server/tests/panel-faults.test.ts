// The panel's fault-injection and journal pages (/panel/faults, /panel/journal): behind the
// sign-in, a rule added through the form makes the API fail and removing it restores it,
// refused forms, the journal's rows, and escaping of what callers put in paths.
import { request as httpRequest } from 'node:http'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { type FaultRule } from '../faults'
import { expectError } from './helpers'
import { startTestMock, type TestMock } from './support/mock'
import { panelRequest, panelSignIn } from './support/panel'

const BANKS = '/api/lookup/banks'

let mock: TestMock
let cookie: string

const request = (
  path: string,
  { sent = cookie, ...options }: { method?: string; body?: URLSearchParams; sent?: string } = {},
) => panelRequest(mock.url, path, { ...options, cookie: sent })

const post = (path: string, fields: Record<string, string> = {}) =>
  request(path, { method: 'POST', body: new URLSearchParams(fields) })

async function rules(): Promise<FaultRule[]> {
  return (await mock.admin('GET', '/__admin/faults')).body as FaultRule[]
}

/** A request whose path fetch() would percent-encode, sent as it is. */
function rawGet(path: string): Promise<number> {
  const { port } = new URL(mock.url)
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode ?? 0))
    })
    req.on('error', reject)
    req.end()
  })
}

beforeAll(async () => {
  mock = await startTestMock()
  // English unless a test asks for Thai (?lang=th)
  cookie = `${await panelSignIn(mock.url)}; mock-panel-lang=en`
})
afterAll(() => mock.close())

beforeEach(async () => {
  await mock.admin('DELETE', '/__admin/faults')
  await mock.admin('DELETE', '/__admin/journal')
})

describe('sign-in', () => {
  it('sends the pages and forms to the sign-in without the cookie, and changes nothing', async () => {
    for (const path of ['/panel/faults', '/panel/journal']) {
      const page = await request(path, { sent: '' })
      expect([page.status, page.location]).toEqual([303, '/panel/login'])
    }
    for (const path of ['/panel/faults', '/panel/faults/clear', '/panel/journal/clear']) {
      const page = await request(path, {
        method: 'POST',
        sent: '',
        body: new URLSearchParams({ path: BANKS, type: 'drop', forever: '1' }),
      })
      expect([page.status, page.location]).toEqual([303, '/panel/login'])
    }
    expect(await rules()).toEqual([])
  })
})

describe('/panel/faults', () => {
  it('shows the form: methods, the contract paths, every code with its status, in Thai and English', async () => {
    const th = await request('/panel/faults?lang=th')
    expect(th.status).toBe(200)
    expect(th.text).toContain('<html lang="th">')
    expect(th.text).toContain('จำลองข้อผิดพลาด')
    const page = await request('/panel/faults?lang=en')
    expect(page.text).toContain('<html lang="en">')
    expect(page.text).toContain('No rules: every call gets the real answer')
    expect(page.text).toMatch(/<form method="post" action="\/panel\/faults"/)
    expect(page.text).toContain('<datalist id="fault-paths">')
    for (const path of [
      '/api/wallet/transfer',
      '/api/qrcode/:provider',
      '/api/wallet/*',
      '/api/*',
    ]) {
      expect(page.text).toContain(`<option value="${path}">`)
    }
    expect(page.text).toMatch(/<option value="QR_FAIL"\s*>\s*QR_FAIL \(409\)/)
    expect(page.text).toMatch(/<option value="gone"\s*>\s*gone \(410\)/)
    for (const type of ['error', 'delay', 'drop', 'garbage']) {
      expect(page.text).toContain(`id="fault-type-${type}"`)
    }
  })

  it('a rule added through the form makes the API fail; removing it restores it', async () => {
    const added = await post('/panel/faults', {
      method: 'GET',
      path: BANKS,
      type: 'error',
      code: 'NO_BANK',
      status: '',
      ms: '3000',
      count: '1',
      forever: '1',
    })
    expect(added.status).toBe(303)
    const [rule] = await rules()
    expect(rule).toMatchObject({
      method: 'GET',
      path: BANKS,
      kind: { type: 'error', code: 'NO_BANK' },
      remaining: null,
    })
    expect(added.location).toBe(`/panel/faults?added=${rule?.id}`)
    expectError(await mock.call('GET', BANKS), 400, 'NO_BANK')
    expectError(await mock.call('GET', BANKS), 400, 'NO_BANK')

    const page = await request(added.location ?? '')
    expect(page.text).toContain(`Rule ${rule?.id} added`)
    expect(page.text).toContain(`<code>${BANKS}</code>`)
    expect(page.text).toContain('answers NO_BANK (400)')
    expect(page.text).toContain('until removed')
    expect(page.text).toContain(`action="/panel/faults/${rule?.id}/remove"`)

    const removed = await post(`/panel/faults/${rule?.id}/remove`)
    expect([removed.status, removed.location]).toEqual([303, '/panel/faults'])
    expect(await rules()).toEqual([])
    expect((await mock.call('GET', BANKS)).status).toBe(200)
    // once more (gone already): still back to the page
    expect((await post(`/panel/faults/${rule?.id}/remove`)).status).toBe(303)
  })

  it('a count, a delay, a status of its own; clear removes every rule', async () => {
    await post('/panel/faults', {
      method: 'POST',
      path: '/api/wallet/*',
      type: 'delay',
      ms: '1500',
      count: '3',
    })
    await post('/panel/faults', {
      method: '*',
      path: BANKS,
      type: 'error',
      code: 'NO_DATA',
      status: '503',
      count: '2',
    })
    expect((await rules()).map((r) => [r.method, r.kind, r.remaining])).toEqual([
      ['POST', { type: 'delay', ms: 1500 }, 3],
      ['*', { type: 'error', code: 'NO_DATA', status: 503 }, 2],
    ])
    const page = await request('/panel/faults')
    expect(page.text).toContain('waits 1500 ms, then answers for real')
    expect(page.text).toContain('answers NO_DATA (503)')
    expect(page.text).toContain('3 more')
    const cleared = await post('/panel/faults/clear')
    expect([cleared.status, cleared.location]).toEqual([303, '/panel/faults'])
    expect(await rules()).toEqual([])
  })

  it('refuses a wrong form with what was typed, marked, and adds nothing', async () => {
    const page = await post('/panel/faults', {
      method: 'GET',
      path: '/panel/"><script>alert(1)</script>',
      type: 'delay',
      ms: '999999',
      count: '1',
    })
    expect(page.status).toBe(422)
    expect(page.text).toContain('Write a path starting with /api/')
    expect(page.text).toContain('Write a delay of 1–120000 milliseconds')
    expect(page.text).toMatch(/id="fault-path"\s+name="path"\s+aria-invalid="true"/)
    expect(page.text).toContain('value="/panel/&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"')
    expect(page.text).not.toContain('<script>alert')
    expect(page.text).toContain('value="999999"')
    expect(await rules()).toEqual([])
  })
})

describe('/panel/journal', () => {
  it('lists the calls, newest first, with their status, code and the fault that answered', async () => {
    await post('/panel/faults', {
      method: 'GET',
      path: BANKS,
      type: 'error',
      code: 'REQUEST_LIMIT',
      count: '1',
    })
    const [rule] = await rules()
    await mock.call('GET', BANKS)
    await mock.call('GET', '/api/chat/config')
    const page = await request('/panel/journal?lang=en')
    expect(page.status).toBe(200)
    expect(page.refresh).toBe('3')
    expect(page.text).toContain('The last 2 API calls')
    const banks = page.text.indexOf(`<code>${BANKS}</code>`)
    const chat = page.text.indexOf('<code>/api/chat/config</code>')
    expect(chat).toBeGreaterThan(0)
    expect(banks).toBeGreaterThan(chat)
    expect(page.text).toContain('<code>REQUEST_LIMIT</code>')
    expect(page.text).toContain('status-4xx">429<')
    expect(page.text).toContain(`injected by ${rule?.id}`)
    expect(page.text).toMatch(/<time dateTime="[^"]+">\d\d:\d\d:\d\d<\/time>/)
    // the panel's own pages are not in it
    expect(page.text).not.toContain('/panel/journal</code>')
  })

  it('works without the self-refresh, and has a refresh link', async () => {
    const page = await request('/panel/journal?auto=0')
    expect(page.refresh).toBeNull()
    expect(page.text).toContain('href="/panel/journal?auto=0"')
    expect(page.text).toContain('href="/panel/journal"')
  })

  it('escapes a hostile path', async () => {
    await rawGet(`/api/"><script>alert(1)</script><img/src=x/onerror=alert(2)>`)
    const page = await request('/panel/journal')
    expect(page.text).toContain(
      '/api/&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;img/src=x/onerror=alert(2)&gt;',
    )
    expect(page.text).not.toContain('<script>alert')
    expect(page.text).not.toContain('<img/src')
  })

  it('clear forgets every call', async () => {
    await mock.call('GET', BANKS)
    const cleared = await post('/panel/journal/clear')
    expect([cleared.status, cleared.location]).toEqual([303, '/panel/journal'])
    expect((await mock.admin('GET', '/__admin/journal')).body).toEqual([])
    expect((await request('/panel/journal?lang=en')).text).toContain('No calls yet')
  })
})
