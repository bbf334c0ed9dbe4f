// `npm run contract:check` against the mock, in both answer shapes, and against one whose
// wallet answer lacks a field the spec lists.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEMO_PASSWORD, DEMO_USERNAME } from '../../mock-server/seed'
import { watchDatabase } from '../../mock-server/tests/support/db-writes'
import { startTestMock, type TestMock } from '../../mock-server/tests/support/mock'
import { contractCheckCli } from '../../scripts/contract-check/cli'

async function runCheck(mock: TestMock, fetchImpl?: typeof fetch) {
  const lines: string[] = []
  const argv = ['--backend', mock.url, '--phone', DEMO_USERNAME, '--password', DEMO_PASSWORD]
  const code = await contractCheckCli(argv, { log: (text) => lines.push(text), fetch: fetchImpl })
  return { code, output: lines.join('\n') }
}

/** The rows of a printed table, by endpoint: [status, missing, extra, verdict…]. */
function rowsOf(output: string) {
  return output
    .split('\n')
    .filter((line) => /^(GET|POST|PUT|DELETE) /.test(line))
    .map((line) => line.split(/\s{2,}/))
}

describe.each(['full', 'spec'] as const)('against the mock with MOCK_SHAPE=%s', (answerShape) => {
  let mock: TestMock
  beforeAll(async () => {
    mock = await startTestMock({ answerShape })
  })
  afterAll(() => mock.close())

  it('every read answers as the contract says, and nothing but a login is written', async () => {
    const database = await watchDatabase(mock)
    const { code, output } = await runCheck(mock)
    const rows = rowsOf(output)
    expect(rows.length).toBeGreaterThan(35)
    for (const row of rows) expect(row.at(-1), row.join(' | ')).toMatch(/^(ok|skipped)/)
    expect(output).toMatch(/\d+ ok, 0 mismatch, 0 error, \d+ skipped/)
    expect(code).toBe(0)
    // the member's session of the check's login is the only change
    expect(await database.changes()).toEqual([expect.stringMatching(/^Session:/)])
  })
})

describe('against a backend whose wallet lacks a listed field', () => {
  let mock: TestMock
  beforeAll(async () => {
    mock = await startTestMock()
  })
  afterAll(() => mock.close())

  it('exits non-zero and names the field', async () => {
    const withoutInviteAmount: typeof fetch = async (input, init) => {
      const response = await fetch(input, init)
      if (!String(input).endsWith('/api/wallet')) return response
      const body = (await response.json()) as { invite: Record<string, unknown> }
      delete body.invite.amount
      return Response.json(body, { status: response.status })
    }
    const { code, output } = await runCheck(mock, withoutInviteAmount)
    expect(code).toBe(1)
    const wallet = rowsOf(output).find((row) => row[0] === 'GET /api/wallet')
    expect(wallet?.[2]).toBe('invite.amount')
    expect(wallet?.at(-1)).toMatch(/^mismatch/)
    expect(output).toMatch(/1 mismatch/)
  })

  it('says so when the login fails, and exits non-zero', async () => {
    const lines: string[] = []
    const code = await contractCheckCli(
      ['--backend', mock.url, '--phone', DEMO_USERNAME, '--password', 'not-the-password'],
      { log: (text) => lines.push(text) },
    )
    expect(code).toBe(1)
    expect(lines.join('\n')).toMatch(
      /^POST \/api\/login\s+401\s+-\s+-\s+error \(WRONG_CREDENTIAL\)$/m,
    )
  })

  it('refuses missing arguments with its usage', async () => {
    const lines: string[] = []
    expect(await contractCheckCli(['--backend', mock.url], { log: (t) => lines.push(t) })).toBe(2)
    expect(lines.join('\n')).toContain('usage: npm run contract:check')
  })
})
