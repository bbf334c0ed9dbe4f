import { describe, expect, test } from 'vitest'

import {
  type Budget,
  budgetLines,
  evaluateBudgets,
  exitCodeOf,
  readBudgets,
} from '../../bench/budgets'
import { isFrameworkFile, type Metafile, packageOf, packageSizes } from '../../bench/bundle'
import { establishedInodes } from '../../bench/hostile'
import {
  criticalPathLength,
  criticalPathMs,
  LATENCY_PAGES,
  latencyFromEnv,
  TTFB_ALLOWANCE_MS,
  ttfbMarginMs,
} from '../../bench/latency'
import { checkLedger, type LedgerCheck, type LedgerRow } from '../../bench/ledger'
import {
  figureTable,
  formatTable,
  HOSTILE_TARGETS,
  hostileLines,
  largestFilesTable,
  packagesTable,
} from '../../bench/report'
import {
  type BenchResults,
  type ChatScaleResult,
  type FloodResult,
  heldFirstPaint,
  type HostileResult,
  type LighthouseRun,
  medianRun,
  metricsOf,
  type SlowBodiesResult,
} from '../../bench/results'
import { BODY_TIMEOUT_MS } from '../../bench/servers'
import { parseSse } from '../../bench/sse'
import { percentile, summarize, type Throughput } from '../../bench/stats'

const budget = (metric: string, limits: { min?: number; max?: number }, unit = ''): Budget => ({
  metric,
  label: metric,
  unit,
  ...limits,
})

describe('bench budgets', () => {
  test('a figure inside its min or max passes, outside fails, a missing one fails', () => {
    const outcomes = evaluateBudgets(
      [
        budget('js', { max: 100 }, 'kB gzip'),
        budget('score', { min: 95 }),
        budget('ratio', { min: 0.5 }),
        budget('violations', { max: 0 }),
        budget('never measured', { min: 1 }),
      ],
      { js: 100, score: 94, ratio: 0.5, violations: 2 },
    )
    expect(outcomes.map(({ pass, value }) => [pass, value])).toEqual([
      [true, 100],
      [false, 94],
      [true, 0.5],
      [false, 2],
      [false, null],
    ])
    expect(budgetLines(outcomes)).toEqual([
      'PASS  js: 100 kB gzip (budget ≤ 100 kB gzip)',
      'FAIL  score: 94 (budget ≥ 95)',
      'PASS  ratio: 0.50 (budget ≥ 0.5)',
      'FAIL  violations: 2 (budget ≤ 0)',
      'FAIL  never measured: not measured (budget ≥ 1)',
    ])
  })

  test('a failed budget exits 0 unless --strict; a broken run always exits 1', () => {
    const failed = evaluateBudgets([budget('x', { max: 1 })], { x: 2 })
    const passed = evaluateBudgets([budget('x', { max: 1 })], { x: 1 })
    expect(exitCodeOf({ broken: false, outcomes: failed, strict: false })).toBe(0)
    expect(exitCodeOf({ broken: false, outcomes: failed, strict: true })).toBe(1)
    expect(exitCodeOf({ broken: false, outcomes: passed, strict: true })).toBe(0)
    expect(exitCodeOf({ broken: true, outcomes: passed, strict: false })).toBe(1)
  })

  test("bench/budgets.json holds the issue's budgets, each on a figure the bench measures", () => {
    const budgets = readBudgets('bench/budgets.json')
    expect(budgets.map(({ metric, min, max }) => [metric, min ?? null, max ?? null])).toEqual([
      ['assets./login.appJs', null, 7],
      ['assets./user/home.appJs', null, 12],
      ['assets./login.jsBrotli', null, 80],
      ['lighthouse./login.performance', 98, null],
      ['lighthouse./user/home.performance', 95, null],
      ['lighthouse./user/home.tbtMs', null, 150],
      ['lighthouse./user/home.lcpMs', null, 2500],
      ['latency./login.ttfbMarginMs', null, TTFB_ALLOWANCE_MS],
      ['latency./user/home.ttfbMarginMs', null, TTFB_ALLOWANCE_MS],
      ['latency./user/home/deposit.ttfbMarginMs', null, TTFB_ALLOWANCE_MS],
      ['latency./user/statement.ttfbMarginMs', null, TTFB_ALLOWANCE_MS],
      ['load.ratio', 0.8, null],
      ['transfers.perSecond', 200, null],
      ['transfers.violations', null, 0],
      ['hostile.openBackendSockets', null, HOSTILE_TARGETS.openBackendSockets],
      ['hostile.chunkedRefused', 1, null],
      ['hostile.chunkedRssGrowthMb', null, HOSTILE_TARGETS.chunkedRssGrowthMb],
      ['hostile.healthzP99Ms', null, HOSTILE_TARGETS.healthzP99Ms],
      ['hostile.multipartLoginRssGrowthMb', null, HOSTILE_TARGETS.multipartRssGrowthMb],
      ['hostile.multipartSlipRssGrowthMb', null, HOSTILE_TARGETS.multipartRssGrowthMb],
      ['hostile.multipartHealthzP99Ms', null, HOSTILE_TARGETS.multipartHealthzP99Ms],
      ['hostile.slowBodiesOpen', null, 0],
      ['chat.peakRssMb', null, 350],
      ['chat.deliveryP99Ms', null, 500],
      ['chat.delivered', 1000, null],
      ['chat.fdsAboveIdle', null, 0],
    ])
    const results = fullResults()
    const home = { page: '/user/home' as const, files: [], brotliJs: [], packages: [] }
    const measured = Object.keys(metricsOf({ ...results, assets: [...results.assets!, home] }))
    for (const { metric } of budgets) expect(measured).toContain(metric)
  })
})

describe('bench statistics', () => {
  test('nearest-rank percentiles, whatever the order', () => {
    const values = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6]
    expect(percentile(values, 50)).toBe(5)
    expect(percentile(values, 99)).toBe(10)
    expect(percentile(values, 0)).toBe(1)
    expect(percentile([], 50)).toBe(0)
  })

  test('a run’s throughput counts the successful operations over its time', () => {
    expect(summarize([10, 20, 30, 40], 1, 2)).toEqual({
      perSecond: 2,
      p50Ms: 20,
      p99Ms: 40,
      completed: 4,
      failed: 1,
      seconds: 2,
    })
  })
})

const throughput = (perSecond: number): Throughput => ({
  perSecond,
  p50Ms: 12.5,
  p99Ms: 80,
  completed: perSecond * 10,
  failed: 0,
  seconds: 10,
})

function fullResults(): BenchResults {
  return {
    meta: {
      date: '2026-01-01T00:00:00.000Z',
      commit: 'abc1234',
      node: 'v20.20.2',
      cpus: 2,
      cpuModel: 'test',
      loadAverage: [0, 0, 0],
      seconds: 100,
    },
    assets: [
      {
        page: '/login',
        files: [
          {
            url: '/build/a.js',
            kind: 'js',
            transferred: 60_000,
            decoded: 200_000,
            encoding: 'gzip',
            framework: true,
          },
          {
            url: '/build/b.js',
            kind: 'js',
            transferred: 40_500,
            decoded: 100_000,
            encoding: 'gzip',
            framework: false,
          },
          {
            url: '/build/c.js',
            kind: 'js',
            transferred: 500,
            decoded: 500,
            encoding: 'identity',
            framework: false,
          },
          {
            url: '/build/app.css',
            kind: 'css',
            transferred: 8000,
            decoded: 36_000,
            encoding: 'gzip',
            framework: false,
          },
        ],
        brotliJs: [
          {
            url: '/build/a.js',
            kind: 'js',
            transferred: 50_000,
            decoded: 200_000,
            encoding: 'br',
            framework: true,
          },
          {
            url: '/build/b.js',
            kind: 'js',
            transferred: 30_000,
            decoded: 100_000,
            encoding: 'br',
            framework: false,
          },
        ],
        packages: [
          { name: 'zod', bytes: 150_000 },
          { name: 'react-dom', bytes: 100_000 },
          { name: 'app', bytes: 50_000 },
        ],
      },
    ],
    lighthouse: [
      {
        page: '/login',
        performance: 94,
        accessibility: 100,
        bestPractices: 100,
        lcpMs: 2606.4,
        tbtMs: 0,
        cls: 0.0031,
        runs: 3,
        heldRuns: 2,
        benchmarkIndex: 1510,
        observed: { firstPaintMs: 1512, domContentLoadedMs: 560 },
        spread: {
          performance: { min: 91, max: 97 },
          lcpMs: { min: 2400.2, max: 3010 },
          benchmarkIndex: { min: 1490, max: 1530 },
        },
        report: 'bench/.tmp/lighthouse-login-2.json',
      },
      {
        page: '/user/home',
        performance: 79,
        accessibility: 100,
        bestPractices: null,
        lcpMs: 4235,
        tbtMs: 10,
        cls: 0.021,
        runs: 1,
        heldRuns: 0,
        benchmarkIndex: null,
        observed: { firstPaintMs: null, domContentLoadedMs: null },
        spread: {
          performance: { min: 79, max: 79 },
          lcpMs: { min: 4235, max: 4235 },
          benchmarkIndex: { min: null, max: null },
        },
        report: 'bench/.tmp/lighthouse-user-home-1.json',
      },
    ],
    latency: {
      latencyMs: 150,
      pages: LATENCY_PAGES.map(({ page }, index) => ({
        page,
        ttfbMs: 160 + 150 * index,
        calls: 2 * index,
        criticalPath: index,
        criticalPathMs: 152 * index,
        paths: [],
      })),
    },
    load: { connections: 10, home: throughput(20), backend: throughput(50) },
    transfers: {
      ...throughput(70),
      connections: 20,
      succeeded: { out: 351, back: 349 },
      unanswered: 20,
      moved: { out: 361, back: 359 },
      violations: [],
    },
    hostile: hostile(),
    chat: chatScale(),
    errors: [],
  }
}

function chatScale(): ChatScaleResult {
  return {
    widgets: 1000,
    ready: 1000,
    failures: {},
    openSeconds: 6.4,
    openConcurrency: 50,
    rssIdleMb: 107.6,
    peakRssMb: 200.9,
    sent: 1000,
    sendFailed: 0,
    sendSeconds: 11.1,
    sendConcurrency: 10,
    delivered: 998,
    deliveryMs: { p50: 84.8, p95: 193, p99: 349.1, max: 718.6 },
    relayMs: { p50: 0.1, p99: 4.7, max: 15.9 },
    openFiles: { idle: 20, peak: 2029, after: 21 },
    closeSeconds: null,
    closeWaitSeconds: 10,
    backendSocketsAfter: 0,
  }
}

function hostile(): HostileResult {
  return {
    earlyDisconnects: {
      relays: 200,
      dropAfterMs: [1, 8],
      waitSeconds: 5,
      refused: 0,
      socketsBefore: 2,
      socketsAfter: 0,
    },
    chunkedLogin: {
      mb: 300,
      status: 413,
      stoppedBy: 'answer',
      sentMb: 0.3125,
      seconds: 0.04,
      rssBeforeMb: 231.4,
      rssGrowthMb: 1.25,
    },
    heldRelays: { relays: 50, ready: 50, requests: 300, failed: 0, p50Ms: 1.2, p99Ms: 6.5 },
    multipartLogin: flood({ path: '/login', shape: 'fields', statuses: { 415: 20 } }),
    multipartSlip: flood({
      path: '/user/home/deposit?method=bank',
      shape: 'file',
      statuses: { 200: 16, 413: 4 },
      sentMb: 214.5,
      rssGrowthMb: 12.25,
      healthz: { requests: 40, failed: 0, p50Ms: 3.5, p99Ms: 48.25 },
    }),
    slowBodies: slowBodies(),
  }
}

function flood(
  shown: Pick<FloodResult, 'path' | 'shape' | 'statuses'> & Partial<FloodResult>,
): FloodResult {
  return {
    clients: 20,
    requests: 20,
    mbEach: 50,
    sentMb: 3.5,
    seconds: 0.75,
    rssBeforeMb: 140.2,
    rssGrowthMb: 2.5,
    healthz: { requests: 12, failed: 0, p50Ms: 2.5, p99Ms: 9.75 },
    ...shown,
  }
}

function slowBodies(): SlowBodiesResult {
  return {
    path: '/login',
    bodies: 100,
    byteEveryMs: 500,
    closed: 100,
    lastClosedAfterMs: BODY_TIMEOUT_MS + 612.4,
    statuses: { 408: 100 },
  }
}

describe('bench hostile section', () => {
  test('each line says the measured figures, the target and PASS', () => {
    expect(hostileLines(hostile())).toEqual([
      'PASS  200 early-disconnect relays (closed after 1–8 ms, 0 answered 429) leave 0 open backend sockets after 5 s (target 0; 2 before)',
      'PASS  a 300 MB chunked url-encoded POST /login: refused 413 after 0.3 MB sent in 0.0 s; app RSS +1.3 MB from 231 MB (target: refused, < 50 MB)',
      'PASS  50 clients holding a chat relay (50 ready): /healthz p99 6.5 ms, p50 1.2 ms over 300 requests, 0 failed (target < 200 ms)',
      'PASS  20 clients posting chunked multipart bodies of 50 MB (100 kB fields) to /login, 20 posts: answers 415 × 20 after 3.5 MB sent in 0.8 s; app RSS +2.5 MB from 140 MB; /healthz p99 9.8 ms, p50 2.5 ms over 12 requests, 0 failed (target: every answer 415, < 100 MB, < 200 ms, 0 failed)',
      'PASS  20 clients posting chunked multipart bodies of 50 MB (one file) to /user/home/deposit?method=bank as a member, 20 posts: answers 200 × 16, 413 × 4 after 214.5 MB sent in 0.8 s; app RSS +12.3 MB from 140 MB; /healthz p99 48.3 ms, p50 3.5 ms over 40 requests, 0 failed (target: every answer 200 or 413, < 100 MB, < 200 ms, 0 failed)',
      'PASS  100 chunked POST /login bodies dripping a byte every 500 ms: 100 of 100 closed by the app, the last after 5,612 ms, answers 408 × 100 (target: all closed within BODY_TIMEOUT_MS 5,000 + 1,500 ms)',
    ])
  })

  test('a leaked socket, a body read whole or in memory, a slow or failed /healthz, or a slow body left open FAILs', () => {
    const run = hostile()
    run.earlyDisconnects.socketsAfter = 3
    run.chunkedLogin = {
      ...run.chunkedLogin,
      status: null,
      stoppedBy: 'safety bound',
      sentMb: 250,
      rssGrowthMb: 401,
    }
    run.heldRelays.p99Ms = 250
    // /login read the fields into memory and answered; one slip upload got no answer and
    // /healthz was slow; a slow body stayed open
    run.multipartLogin = {
      ...run.multipartLogin,
      statuses: { 302: 20 },
      sentMb: 1000,
      rssGrowthMb: 1200,
    }
    run.multipartSlip = {
      ...run.multipartSlip,
      statuses: { 200: 15, 413: 4, none: 1 },
      healthz: { ...run.multipartSlip.healthz, p99Ms: 350 },
    }
    run.slowBodies = { ...run.slowBodies, closed: 99 }
    const lines = hostileLines(run)
    expect(lines).toHaveLength(6)
    expect(lines.every((line) => line.startsWith('FAIL  '))).toBe(true)
    expect(lines[1]).toContain('not refused (answer none, stopped: safety bound) after 250.0 MB')
    expect(lines[3]).toContain('answers 302 × 20 after 1,000.0 MB sent')
    expect(lines[3]).toContain('app RSS +1,200.0 MB from 140 MB')
    expect(lines[4]).toContain('answers 200 × 15, 413 × 4, none × 1')
    expect(lines[4]).toContain('/healthz p99 350.0 ms')
    expect(lines[5]).toContain('99 of 100 closed by the app, the last after 5,612 ms')
    const refusedButGrown = {
      ...hostile(),
      chunkedLogin: { ...hostile().chunkedLogin, rssGrowthMb: 60 },
    }
    expect(hostileLines(refusedButGrown)[1]).toMatch(/^FAIL/)
    const failedHealthz = { ...hostile(), heldRelays: { ...hostile().heldRelays, failed: 1 } }
    expect(hostileLines(failedHealthz)[2]).toMatch(/^FAIL/)
    // each of the new lines fails on one figure alone
    const withLogin = (change: Partial<FloodResult>) =>
      hostileLines({ ...hostile(), multipartLogin: { ...hostile().multipartLogin, ...change } })[3]
    expect(withLogin({ statuses: { 415: 19, 413: 1 } })).toMatch(/^FAIL/)
    expect(withLogin({ rssGrowthMb: 100 })).toMatch(/^FAIL/)
    const healthz = hostile().multipartLogin.healthz
    expect(withLogin({ healthz: { ...healthz, failed: 1 } })).toMatch(/^FAIL/)
    expect(withLogin({ healthz: { ...healthz, p99Ms: 200 } })).toMatch(/^FAIL/)
    const withSlip = (change: Partial<FloodResult>) =>
      hostileLines({ ...hostile(), multipartSlip: { ...hostile().multipartSlip, ...change } })[4]
    expect(withSlip({ statuses: { 200: 20 } })).toMatch(/^PASS/)
    expect(withSlip({ statuses: { 413: 20 } })).toMatch(/^PASS/)
    expect(withSlip({ statuses: { 200: 19, 503: 1 } })).toMatch(/^FAIL/)
    expect(withSlip({ statuses: { 200: 19 } })).toMatch(/^FAIL/)
    const withSlow = (change: Partial<SlowBodiesResult>) =>
      hostileLines({ ...hostile(), slowBodies: { ...hostile().slowBodies, ...change } })[5]
    expect(withSlow({ lastClosedAfterMs: BODY_TIMEOUT_MS + 1499 })).toMatch(/^PASS/)
    expect(withSlow({ lastClosedAfterMs: BODY_TIMEOUT_MS + 1500 })).toMatch(/^FAIL/)
    expect(withSlow({ closed: 0, lastClosedAfterMs: null, statuses: { none: 100 } })).toBe(
      'FAIL  100 chunked POST /login bodies dripping a byte every 500 ms: 0 of 100 closed by the app, answers none × 100 (target: all closed within BODY_TIMEOUT_MS 5,000 + 1,500 ms)',
    )
  })

  test('its figures go to the budgets; a 2xx answer to the body is no refusal', () => {
    const metrics = metricsOf(fullResults())
    expect(metrics['hostile.openBackendSockets']).toBe(0)
    expect(metrics['hostile.chunkedRefused']).toBe(1)
    expect(metrics['hostile.chunkedRssGrowthMb']).toBe(1.25)
    expect(metrics['hostile.healthzP99Ms']).toBe(6.5)
    expect(metrics['hostile.multipartLoginRssGrowthMb']).toBe(2.5)
    expect(metrics['hostile.multipartSlipRssGrowthMb']).toBe(12.25)
    expect(metrics['hostile.multipartHealthzP99Ms']).toBe(48.25)
    expect(metrics['hostile.slowBodiesOpen']).toBe(0)
    expect(metrics['chat.peakRssMb']).toBe(200.9)
    expect(metrics['chat.deliveryP99Ms']).toBe(349.1)
    expect(metrics['chat.delivered']).toBe(998)
    expect(metrics['chat.fdsAboveIdle']).toBe(1)
    const run = hostile()
    run.chunkedLogin.status = 200
    run.slowBodies.closed = 97
    const changed = metricsOf({ ...fullResults(), hostile: run })
    expect(changed['hostile.chunkedRefused']).toBe(0)
    expect(changed['hostile.slowBodiesOpen']).toBe(3)
  })

  test('the app’s connections to the backend port are read from /proc/net/tcp', () => {
    const table = [
      '  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode',
      '   0: 0100007F:0BB8 00000000:0000 0A 00000000:00000000 00:00000000 00000000  1000        0 111 1',
      '   1: 0100007F:A1B2 0100007F:0FA0 01 00000000:00000000 00:00000000 00000000  1000        0 222 1',
      '   2: 0100007F:A1B3 0100007F:0FA0 06 00000000:00000000 00:00000000 00000000  1000        0 333 1',
      '   3: 0100007F:A1B4 0100007F:0FA1 01 00000000:00000000 00:00000000 00000000  1000        0 444 1',
    ].join('\n')
    // port 4000 is 0FA0; only the ESTABLISHED (01) connection to it counts
    expect(establishedInodes(table, 4000)).toEqual(['222'])
  })
})

describe('bench figures and tables', () => {
  test('every figure by the name budgets use', () => {
    const metrics = metricsOf(fullResults())
    expect(metrics['assets./login.js']).toBeCloseTo(101)
    expect(metrics['assets./login.css']).toBeCloseTo(8)
    // the framework's chunk is reported apart; the app's own code is the rest
    expect(metrics['assets./login.frameworkJs']).toBeCloseTo(60)
    expect(metrics['assets./login.appJs']).toBeCloseTo(41)
    expect(metrics['assets./login.jsBrotli']).toBeCloseTo(80)
    expect(metrics['lighthouse./login.benchmarkIndex']).toBe(1510)
    expect(metrics['lighthouse./login.performance']).toBe(94)
    expect(metrics['lighthouse./user/home.performance']).toBe(79)
    // a score Lighthouse could not give is left out, so its budget fails as not measured
    expect(metrics).not.toHaveProperty(['lighthouse./user/home.bestPractices'])
    expect(metrics['load.ratio']).toBeCloseTo(0.4)
    expect(metrics['transfers.perSecond']).toBe(70)
    expect(metrics['transfers.violations']).toBe(0)
    expect(
      metricsOf({ ...fullResults(), assets: null, load: null, transfers: null }),
    ).not.toHaveProperty(['assets./login.js'])
  })

  test('tables are aligned: a rule under the header, numbers right-aligned', () => {
    const table = formatTable(
      ['Name', 'kB'],
      [
        ['a', '1.0'],
        ['longer name', '100.5'],
      ],
      ['left', 'right'],
    )
    expect(table.split('\n')).toEqual([
      'Name            kB',
      '-----------  -----',
      'a              1.0',
      'longer name  100.5',
    ])
  })

  test('the figure table has a row per figure and the largest files come biggest first', () => {
    const lines = figureTable(fullResults()).split('\n')
    const row = (measure: string) => lines.find((line) => line.includes(measure)) ?? ''
    expect(row('/login JavaScript')).toMatch(
      /101\.0\s+kB sent\s+3 files, 300\.5 kB decoded, gzip\/identity/,
    )
    expect(row("/login app's own JavaScript")).toMatch(/41\.0\s+kB gzip\s+budgeted$/)
    expect(row('/login framework chunk')).toMatch(/60\.0\s+kB gzip\s+reported/)
    expect(row('/login JavaScript, asking for br')).toMatch(/80\.0\s+kB sent\s+br$/)
    expect(row('/login performance')).toMatch(
      /94\s+score\s+median of 3, runs 91–97, benchmarkIndex 1490–1530$/,
    )
    expect(row('/login LCP')).toMatch(/2,606\s+ms\s+simulated mobile, runs 2,400–3,010 ms$/)
    expect(row('/login observed DOMContentLoaded')).toMatch(/560\s+ms\s*$/)
    expect(row('/login observed first paint')).toMatch(
      /1,512\s+ms\s+first paint held ≥ 500 ms past DOMContentLoaded in 2 of 3 runs$/,
    )
    expect(row('/user/home observed first paint')).toMatch(
      /-\s+ms\s+first paint held .* 0 of 1 runs$/,
    )
    expect(row('/user/home best practices')).toMatch(/-\s+score/)
    expect(row('/login CLS')).toMatch(/0\.003/)
    expect(row('home ÷ backend')).toMatch(/0\.40\s+ratio/)
    expect(row('ledger violations')).toMatch(/\s0$/)
    expect(row('statement rows')).toMatch(/361 \/ 359/)
    expect(row('RSS growth, multipart flood /login')).toMatch(
      /2\.5\s+MB\s+answers 415 × 20 after 3\.5 MB sent$/,
    )
    expect(row('/healthz latency p99, multipart flood slip upload')).toMatch(
      /48\.3\s+ms\s+40 requests, 0 failed$/,
    )
    expect(row('slow bodies closed')).toMatch(
      /100 \/ 100\s+the last after 5,612 ms; answers 408 × 100$/,
    )
    const widths = new Set(
      lines
        .slice(2)
        .map((line) => line.indexOf(' score'))
        .filter((i) => i > 0),
    )
    expect(widths.size).toBe(1)

    const files = largestFilesTable(fullResults().assets ?? [], 2).split('\n')
    expect(files.slice(2).map((line) => line.split(/\s+/)[1])).toEqual([
      '/build/a.js',
      '/build/b.js',
    ])
  })
})

describe('bench bundle breakdown', () => {
  test('modules count for their npm package, scoped or not, or for the app', () => {
    expect(packageOf('node_modules/zod/v4/core/schemas.js')).toBe('zod')
    expect(packageOf('node_modules/@remix-run/react/dist/esm/index.js')).toBe('@remix-run/react')
    expect(packageOf('node_modules/a/node_modules/b/index.js')).toBe('b')
    expect(packageOf('app/routes/_public.login.tsx')).toBe('app')
    expect(packageOf('browser-route-module:routes/x.tsx?browser')).toBe('(build)')
  })

  test('the framework chunk is the served file that carries react-dom', () => {
    const metafile: Metafile = {
      outputs: {
        'public/build/_shared/chunk-F.js': {
          inputs: {
            'node_modules/react-dom/cjs/react-dom.production.min.js': { bytesInOutput: 900 },
            'node_modules/@remix-run/router/dist/router.js': { bytesInOutput: 300 },
          },
        },
        'public/build/_shared/chunk-Z.js': {
          inputs: { 'node_modules/zod/v4/core/api.js': { bytesInOutput: 300 } },
        },
      },
    }
    expect(isFrameworkFile(metafile, '/build/_shared/chunk-F.js')).toBe(true)
    expect(isFrameworkFile(metafile, '/build/_shared/chunk-Z.js')).toBe(false)
    expect(isFrameworkFile(metafile, '/build/unknown.js')).toBe(false)
  })

  test("a page's packages add up over the files it loaded, biggest first", () => {
    const metafile: Metafile = {
      outputs: {
        'public/build/_shared/chunk-A.js': {
          inputs: {
            'node_modules/zod/v4/core/api.js': { bytesInOutput: 300 },
            'node_modules/zod/v4/locales/th.js': { bytesInOutput: 200 },
          },
        },
        'public/build/routes/login.js': {
          inputs: {
            'app/routes/_public.login.tsx': { bytesInOutput: 100 },
            'node_modules/zod/index.js': { bytesInOutput: 0 },
          },
        },
        'public/build/routes/other.js': {
          inputs: { 'node_modules/qrcode/lib/index.js': { bytesInOutput: 900 } },
        },
      },
    }
    expect(
      packageSizes(metafile, ['/build/_shared/chunk-A.js', '/build/routes/login.js', '/x.js']),
    ).toEqual([
      { name: 'zod', bytes: 500 },
      { name: 'app', bytes: 100 },
    ])
    const table = packagesTable(fullResults().assets ?? [], 2).split('\n')
    expect(table.slice(2)).toEqual([
      '/login  zod              150.0   50 %',
      '/login  react-dom        100.0   33 %',
    ])
  })
})

describe('bench ledger check', () => {
  const labels = { wallet: 'wallet', game: 'JOKER' }
  let nextId = 100
  const transfer = (from: string, to: string, overrides: Partial<LedgerRow> = {}): LedgerRow => ({
    id: nextId++,
    statementType: 'transfer',
    status: 'SUCCESS',
    from,
    to,
    amount: 100,
    ...overrides,
  })
  const out = () => transfer('wallet', 'JOKER')
  const back = () => transfer('JOKER', 'wallet')

  function check(overrides: Partial<LedgerCheck>) {
    const rows = overrides.rows ?? [out(), out(), back()]
    return checkLedger({
      before: { wallet: 1000, game: 100, statementTotal: 2 },
      after: { wallet: 900, game: 200, statementTotal: 2 + rows.length },
      rows,
      succeeded: { out: 2, back: 1 },
      unanswered: 0,
      unit: 100,
      labels,
      ...overrides,
    })
  }

  test('balances that moved by exactly the successful transfers, a row each, are consistent', () => {
    expect(check({})).toEqual({ violations: [], moved: { out: 2, back: 1 } })
  })

  test('transfers in flight when the run stopped may or may not have a row', () => {
    const rows = [out(), out(), back(), back()]
    const result = check({
      rows,
      after: { wallet: 1000, game: 100, statementTotal: 6 },
      unanswered: 1,
    })
    expect(result).toEqual({ violations: [], moved: { out: 2, back: 2 } })
    expect(
      check({ rows, after: { wallet: 1000, game: 100, statementTotal: 6 }, unanswered: 0 })
        .violations,
    ).toEqual([
      'statement rows show 2 wallet → game and 2 game → wallet transfers; 2 and 1 were answered as successful and only 0 went unanswered',
    ])
  })

  test('a successful transfer without its row, or balances that do not follow the rows, are found', () => {
    const rows = [out(), back()]
    expect(
      check({ rows, after: { wallet: 900, game: 200, statementTotal: 4 } }).violations,
    ).toEqual([
      'statement rows show 1 wallet → game and 1 game → wallet transfers; 2 and 1 were answered as successful',
      'replaying the rows gives wallet 1000, game 100; the balances are 900, 200',
    ])
    expect(check({ after: { wallet: 950, game: 200, statementTotal: 5 } }).violations).toEqual([
      'the balances add up to 1150; they added up to 1100',
      'replaying the rows gives wallet 900, game 200; the balances are 950, 200',
    ])
  })

  test('rows missed by the read, foreign or failed rows and overdrafts are violations', () => {
    expect(check({ after: { wallet: 900, game: 200, statementTotal: 6 } }).violations).toEqual([
      'the statement grew by 4 rows but 3 new rows were read',
    ])
    const odd = check({
      rows: [
        out(),
        out(),
        back(),
        transfer('wallet', 'PG'),
        transfer('wallet', 'JOKER', { status: 'FAILED' }),
        transfer('demo', 'wallet', { statementType: 'deposit' }),
      ],
    })
    expect(odd.violations).toHaveLength(3)
    expect(odd.violations[0]).toMatch(/is a transfer from wallet to PG/)
    expect(odd.violations[1]).toMatch(/is FAILED/)
    expect(odd.violations[2]).toMatch(/is a deposit from demo to wallet/)

    const overdraft = checkLedger({
      before: { wallet: 0, game: 0, statementTotal: 0 },
      after: { wallet: 0, game: 0, statementTotal: 2 },
      rows: [transfer('JOKER', 'wallet'), transfer('wallet', 'JOKER')],
      succeeded: { out: 1, back: 1 },
      unanswered: 0,
      unit: 100,
      labels,
    })
    expect(overdraft.violations).toEqual([
      expect.stringMatching(/^after row \d+ a balance is below zero \(wallet 100, game -100\)$/),
    ])
  })
})

describe('Lighthouse runs', () => {
  const run = (
    performance: number | null,
    lcpMs: number | null,
    report: string,
    observed: LighthouseRun['observed'] = { firstPaintMs: 310, domContentLoadedMs: 320 },
  ): LighthouseRun => ({
    page: '/login',
    performance,
    accessibility: 100,
    bestPractices: 100,
    lcpMs,
    tbtMs: 0,
    cls: 0,
    benchmarkIndex: 1500,
    observed,
    report,
  })

  test('the median run by performance is reported, with the lowest and highest of all runs', () => {
    const result = medianRun([run(97, 2100, 'a'), run(89, 3300, 'b'), run(94, 2500, 'c')])
    expect(result).toMatchObject({ performance: 94, lcpMs: 2500, report: 'c', runs: 3 })
    expect(result.spread).toEqual({
      performance: { min: 89, max: 97 },
      lcpMs: { min: 2100, max: 3300 },
      benchmarkIndex: { min: 1500, max: 1500 },
    })
  })

  test('a run without a score counts lowest; of an even count the lower middle is taken', () => {
    const result = medianRun([run(null, null, 'broken'), run(96, 2000, 'a'), run(92, 2600, 'b')])
    expect(result.report).toBe('b')
    expect(result.spread.performance).toEqual({ min: 92, max: 96 })
    expect(medianRun([run(98, 1, 'a'), run(90, 2, 'b')]).report).toBe('b')
    expect(() => medianRun([])).toThrow(/no Lighthouse run/)
  })

  test('a first paint shown 500 ms or more after DOMContentLoaded counts as held', () => {
    const observed = (firstPaintMs: number | null, domContentLoadedMs: number | null) => ({
      observed: { firstPaintMs, domContentLoadedMs },
    })
    expect(heldFirstPaint(observed(1500, 560))).toBe(true)
    expect(heldFirstPaint(observed(1060, 560))).toBe(true)
    expect(heldFirstPaint(observed(1059, 560))).toBe(false)
    // a page whose scripts ran before DOMContentLoaded painted before it
    expect(heldFirstPaint(observed(850, 900))).toBe(false)
    expect(heldFirstPaint(observed(null, 560))).toBe(false)
    expect(heldFirstPaint(observed(1500, null))).toBe(false)
  })

  test('the runs with a held first paint are counted', () => {
    const held = { firstPaintMs: 1510, domContentLoadedMs: 500 }
    const runs = [run(91, 3100, 'a', held), run(96, 2300, 'b'), run(92, 3000, 'c', held)]
    expect(medianRun(runs)).toMatchObject({ report: 'c', heldRuns: 2, runs: 3 })
    expect(medianRun([run(96, 2300, 'b')]).heldRuns).toBe(0)
  })
})

describe('latency scenario', () => {
  const call = (startMs: number, endMs: number) => ({ startMs, endMs })

  test('calls side by side count once; a call begun after another ended counts again', () => {
    expect(criticalPathLength([])).toBe(0)
    expect(criticalPathLength([call(0, 150)])).toBe(1)
    // home: info and profile beside refresh → wallet → spin check
    const home = [call(0, 150), call(1, 152), call(2, 151), call(152, 303), call(304, 455)]
    expect(criticalPathLength(home)).toBe(3)
    // overlapping by a millisecond is side by side
    expect(criticalPathLength([call(0, 150), call(149, 300)])).toBe(1)
    // in any order
    expect(criticalPathLength([call(304, 455), call(0, 150), call(152, 303)])).toBe(3)
  })

  test("the margin is the first byte's time past the time the backend's critical path took", () => {
    expect(criticalPathMs([])).toBe(0)
    // home: info and profile beside refresh → wallet → spin check; the slower chain counts
    const home = [call(0, 150), call(1, 190), call(2, 151), call(152, 303), call(304, 455)]
    expect(criticalPathMs(home)).toBe(150 + 151 + 151)
    // a call of 400 ms alone outweighs two of 150 one after another
    expect(criticalPathMs([call(0, 150), call(151, 301), call(0, 400)])).toBe(400)
    expect(ttfbMarginMs({ ttfbMs: 480, criticalPathMs: 452 })).toBe(28)
    expect(ttfbMarginMs({ ttfbMs: 12, criticalPathMs: 0 })).toBe(12)
  })

  test('BENCH_BACKEND_LATENCY_MS: 150 when unset, whole milliseconds up to 5000', () => {
    expect(latencyFromEnv(undefined)).toBe(150)
    expect(latencyFromEnv(' ')).toBe(150)
    expect(latencyFromEnv('0')).toBe(0)
    expect(latencyFromEnv('300')).toBe(300)
    for (const bad of ['-1', '1.5', '5001', 'fast']) {
      expect(() => latencyFromEnv(bad), bad).toThrow(/BENCH_BACKEND_LATENCY_MS/)
    }
  })

  test('each page is a row with its calls, and a budget figure', () => {
    const lines = figureTable(fullResults()).split('\n')
    const row = (measure: string) => lines.find((line) => line.includes(measure)) ?? ''
    expect(row('/user/home TTFB')).toMatch(
      /310\s+ms\s+2 calls, 1 one after another at 150 ms, 152 ms on that path$/,
    )
    expect(metricsOf(fullResults())['latency./user/statement.ttfbMarginMs']).toBe(610 - 456)
  })
})

describe('the chat section’s event-stream reader', () => {
  test('reads complete events, keeps the unfinished rest, skips comments and empty events', () => {
    const text = ': hello\n\nevent: ready\ndata: {}\n\ndata: a\ndata: b\n\nretry: 5\n\ndata: {"part'
    expect(parseSse(text)).toEqual({
      events: [
        { event: 'ready', data: '{}' },
        { event: 'message', data: 'a\nb' },
      ],
      rest: 'data: {"part',
    })
  })
})
