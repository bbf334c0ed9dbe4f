// The printed report: plain-text tables, aligned, of every figure of a run.
import {
  type AssetFile,
  type BenchResults,
  brotliJsKb,
  type ChatScaleResult,
  decodedKb,
  type FloodResult,
  HELD_PAINT_MS,
  type HostileResult,
  isRefusal,
  javaScriptKb,
  KB,
  type MinMax,
  type PageAssets,
  type SlowBodiesResult,
  transferredKb,
} from './results'
import { BODY_TIMEOUT_MS } from './servers'
import { type Throughput } from './stats'

export type Align = 'left' | 'right'

/**
 * Rows as an aligned table: a header, a rule under it, columns two spaces apart; `align`
 * per column (left when not given). Trailing spaces are trimmed.
 */
export function formatTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  align: readonly Align[] = [],
): string {
  const all = [header, ...rows]
  const widths = header.map((_, column) =>
    Math.max(...all.map((row) => (row[column] ?? '').length)),
  )
  const line = (row: readonly string[]) =>
    widths
      .map((width, column) => {
        const cell = row[column] ?? ''
        return align[column] === 'right' ? cell.padStart(width) : cell.padEnd(width)
      })
      .join('  ')
      .trimEnd()
  const rule = widths.map((width) => '-'.repeat(width)).join('  ')
  return [line(header), rule, ...rows.map(line)].join('\n')
}

const fixed = (value: number, digits: number) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })

type Row = [area: string, measure: string, value: string, unit: string, note: string]

function assetRows(assets: PageAssets): Row[] {
  const { app, framework } = javaScriptKb(assets)
  const split: Row[] = [
    ['assets', `${assets.page} app's own JavaScript`, fixed(app, 1), 'kB gzip', 'budgeted'],
    [
      'assets',
      `${assets.page} framework chunk`,
      fixed(framework, 1),
      'kB gzip',
      'reported (ADR 030)',
    ],
    [
      'assets',
      `${assets.page} JavaScript, asking for br`,
      fixed(brotliJsKb(assets), 1),
      'kB sent',
      [...new Set(assets.brotliJs.map((file) => file.encoding))].join('/') || '-',
    ],
  ]
  const totals = (['js', 'css'] as const).map((kind): Row => {
    const files = assets.files.filter((file) => file.kind === kind)
    const encodings = [...new Set(files.map((file) => file.encoding))].join('/') || '-'
    return [
      'assets',
      `${assets.page} ${kind === 'js' ? 'JavaScript' : 'CSS'}`,
      fixed(transferredKb(assets, kind), 1),
      'kB sent',
      `${files.length} ${files.length === 1 ? 'file' : 'files'}, ${fixed(decodedKb(assets, kind), 1)} kB decoded, ${encodings}`,
    ]
  })
  return [...totals, ...split]
}

function throughputRows(area: string, name: string, unit: string, figures: Throughput): Row[] {
  const note = `${figures.completed} in ${fixed(figures.seconds, 1)} s, ${figures.failed} failed`
  return [
    [area, `${name} throughput`, fixed(figures.perSecond, 1), unit, note],
    [area, `${name} latency p50`, fixed(figures.p50Ms, 1), 'ms', ''],
    [area, `${name} latency p99`, fixed(figures.p99Ms, 1), 'ms', ''],
  ]
}

const orDash = (value: number | null, digits: number) =>
  value === null ? '-' : fixed(value, digits)

/** Every figure of the run, one row each. */
export function figureRows(results: BenchResults): Row[] {
  const rows: Row[] = []
  for (const assets of results.assets ?? []) rows.push(...assetRows(assets))
  for (const run of results.lighthouse ?? []) {
    const between = ({ min, max }: MinMax, digits: number) =>
      `${orDash(min, digits)}–${orDash(max, digits)}`
    const median =
      `median of ${run.runs}, runs ${between(run.spread.performance, 0)}, ` +
      `benchmarkIndex ${run.spread.benchmarkIndex.min ?? '-'}–${run.spread.benchmarkIndex.max ?? '-'}`
    const lcp = `simulated mobile, runs ${between(run.spread.lcpMs, 0)} ms`
    const { firstPaintMs, domContentLoadedMs } = run.observed
    const held = `first paint held ≥ ${HELD_PAINT_MS} ms past DOMContentLoaded in ${run.heldRuns} of ${run.runs} runs`
    rows.push(
      ['lighthouse', `${run.page} performance`, orDash(run.performance, 0), 'score', median],
      ['lighthouse', `${run.page} accessibility`, orDash(run.accessibility, 0), 'score', ''],
      ['lighthouse', `${run.page} best practices`, orDash(run.bestPractices, 0), 'score', ''],
      ['lighthouse', `${run.page} LCP`, orDash(run.lcpMs, 0), 'ms', lcp],
      ['lighthouse', `${run.page} TBT`, orDash(run.tbtMs, 0), 'ms', ''],
      ['lighthouse', `${run.page} CLS`, orDash(run.cls, 3), '', ''],
      [
        'lighthouse',
        `${run.page} observed DOMContentLoaded`,
        orDash(domContentLoadedMs, 0),
        'ms',
        '',
      ],
      ['lighthouse', `${run.page} observed first paint`, orDash(firstPaintMs, 0), 'ms', held],
    )
  }
  if (results.latency) {
    const { latencyMs, pages } = results.latency
    for (const page of pages) {
      const chain =
        `${page.calls} calls, ${page.criticalPath} one after another at ${latencyMs} ms, ` +
        `${fixed(page.criticalPathMs, 0)} ms on that path`
      rows.push(['latency', `${page.page} TTFB`, fixed(page.ttfbMs, 0), 'ms', chain])
    }
  }
  if (results.load) {
    const { home, backend, connections } = results.load
    rows.push(
      ...throughputRows('load', 'GET /user/home', 'req/s', home),
      ...throughputRows('load', 'home backend sequence', 'seq/s', backend),
      [
        'load',
        'home ÷ backend',
        backend.perSecond > 0 ? fixed(home.perSecond / backend.perSecond, 2) : '-',
        'ratio',
        `${connections} connections / workers each`,
      ],
    )
  }
  if (results.transfers) {
    const transfers = results.transfers
    rows.push(
      ...throughputRows('transfers', 'POST /api/wallet/transfer', 'req/s', transfers),
      [
        'transfers',
        'answered 2xx wallet → game / back',
        `${transfers.succeeded.out} / ${transfers.succeeded.back}`,
        '',
        `${transfers.connections} connections, ${transfers.unanswered} in flight at the end`,
      ],
      [
        'transfers',
        'statement rows wallet → game / back',
        `${transfers.moved.out} / ${transfers.moved.back}`,
        '',
        '',
      ],
      ['transfers', 'ledger violations', String(transfers.violations.length), '', ''],
    )
  }
  if (results.hostile) {
    const {
      earlyDisconnects,
      chunkedLogin,
      heldRelays,
      multipartLogin,
      multipartSlip,
      slowBodies,
    } = results.hostile
    rows.push(
      [
        'hostile',
        'backend sockets after early disconnects',
        String(earlyDisconnects.socketsAfter),
        '',
        `${earlyDisconnects.relays} relays, after ${earlyDisconnects.waitSeconds} s`,
      ],
      [
        'hostile',
        'RSS growth, chunked POST /login',
        fixed(chunkedLogin.rssGrowthMb, 1),
        'MB',
        `answer ${chunkedLogin.status ?? 'none'} after ${fixed(chunkedLogin.sentMb, 1)} MB sent`,
      ],
      [
        'hostile',
        '/healthz latency p99, relays held',
        fixed(heldRelays.p99Ms, 1),
        'ms',
        `${heldRelays.ready} of ${heldRelays.relays} relays ready`,
      ],
      ...floodRows('multipart flood /login', multipartLogin),
      ...floodRows('multipart flood slip upload', multipartSlip),
      [
        'hostile',
        'slow bodies closed by the app',
        `${slowBodies.closed} / ${slowBodies.bodies}`,
        '',
        `the last after ${orDash(slowBodies.lastClosedAfterMs, 0)} ms; answers ${answersOf(slowBodies.statuses)}`,
      ],
    )
  }
  if (results.chat) rows.push(...chatRows(results.chat))
  return rows
}

/** How many got each answer, as `415 × 20` or `200 × 16, 413 × 4` ('none': closed first). */
function answersOf(statuses: Record<string, number>): string {
  const entries = Object.entries(statuses).sort(([a], [b]) => a.localeCompare(b))
  return entries.map(([status, count]) => `${status} × ${count}`).join(', ') || '-'
}

function floodRows(name: string, flood: FloodResult): Row[] {
  return [
    [
      'hostile',
      `RSS growth, ${name}`,
      fixed(flood.rssGrowthMb, 1),
      'MB',
      `answers ${answersOf(flood.statuses)} after ${fixed(flood.sentMb, 1)} MB sent`,
    ],
    [
      'hostile',
      `/healthz latency p99, ${name}`,
      fixed(flood.healthz.p99Ms, 1),
      'ms',
      `${flood.healthz.requests} requests, ${flood.healthz.failed} failed`,
    ],
  ]
}

function chatRows(chat: ChatScaleResult): Row[] {
  const failed = Object.entries(chat.failures).map(([why, count]) => `${count} ${why}`)
  const { idle, peak, after } = chat.openFiles
  const back =
    chat.closeSeconds === null
      ? `not back to idle within ${chat.closeWaitSeconds} s`
      : `back to idle ${fixed(chat.closeSeconds, 1)} s after closing`
  return [
    [
      'chat',
      'relays ready',
      `${chat.ready} / ${chat.widgets}`,
      '',
      `opened in ${fixed(chat.openSeconds, 1)} s, ${chat.openConcurrency} at a time` +
        (failed.length ? `; ${failed.join(', ')}` : ''),
    ],
    [
      'chat',
      'app RSS, widgets open',
      fixed(chat.peakRssMb, 1),
      'MB',
      `peak; ${fixed(chat.rssIdleMb, 1)} MB idle`,
    ],
    [
      'chat',
      'operator answers delivered',
      `${chat.delivered} / ${chat.sent}`,
      '',
      `sent in ${fixed(chat.sendSeconds, 1)} s, ${chat.sendConcurrency} at a time, ${chat.sendFailed} not taken`,
    ],
    ['chat', 'delivery latency p50', fixed(chat.deliveryMs.p50, 1), 'ms', 'send → widget'],
    ['chat', 'delivery latency p95', fixed(chat.deliveryMs.p95, 1), 'ms', ''],
    [
      'chat',
      'delivery latency p99',
      fixed(chat.deliveryMs.p99, 1),
      'ms',
      `max ${fixed(chat.deliveryMs.max, 1)} ms`,
    ],
    [
      'chat',
      'relay latency p50 / p99',
      `${fixed(chat.relayMs.p50, 1)} / ${fixed(chat.relayMs.p99, 1)}`,
      'ms',
      `mock's publish → widget, max ${fixed(chat.relayMs.max, 1)} ms`,
    ],
    [
      'chat',
      'app open files idle / open / closed',
      `${idle} / ${peak} / ${after}`,
      '',
      `${back}; ${chat.backendSocketsAfter} backend sockets left`,
    ],
  ]
}

/** The hostile section's targets (issues 18 and 33); bench/budgets.json holds the same. */
export const HOSTILE_TARGETS = {
  openBackendSockets: 0,
  chunkedRssGrowthMb: 50,
  healthzP99Ms: 200,
  /** /login takes no file: every multipart post to it is refused 415, unread. */
  multipartLoginAnswers: ['415'],
  /** The slip form's translated "too large" message (200), or the edge's limit past it (413). */
  multipartSlipAnswers: ['200', '413'],
  multipartRssGrowthMb: 100,
  multipartHealthzP99Ms: 200,
  /** Every slow body closed, the last within BODY_TIMEOUT_MS and this (Node checks each second). */
  slowBodiesCloseSlackMs: 1500,
} as const

const verdict = (pass: boolean) => (pass ? 'PASS' : 'FAIL')

/** Whether every post of a flood got one of `answers` ('none', no answer, is none of them). */
const allAnswered = (flood: FloodResult, answers: readonly string[]) =>
  Object.values(flood.statuses).reduce((total, count) => total + count, 0) === flood.requests &&
  Object.keys(flood.statuses).every((status) => answers.includes(status))

function floodLine(flood: FloodResult, who: string, answers: readonly string[]): string {
  const { healthz } = flood
  const pass =
    allAnswered(flood, answers) &&
    flood.rssGrowthMb < HOSTILE_TARGETS.multipartRssGrowthMb &&
    healthz.failed === 0 &&
    healthz.p99Ms < HOSTILE_TARGETS.multipartHealthzP99Ms
  const body = flood.shape === 'fields' ? '100 kB fields' : 'one file'
  return (
    `${verdict(pass)}  ${flood.clients} clients posting chunked multipart bodies of ` +
    `${flood.mbEach} MB (${body}) to ${flood.path}${who}, ${flood.requests} posts: answers ${answersOf(flood.statuses)} after ` +
    `${fixed(flood.sentMb, 1)} MB sent in ${fixed(flood.seconds, 1)} s; app RSS ` +
    `+${fixed(flood.rssGrowthMb, 1)} MB from ${fixed(flood.rssBeforeMb, 0)} MB; /healthz p99 ` +
    `${fixed(healthz.p99Ms, 1)} ms, p50 ${fixed(healthz.p50Ms, 1)} ms over ${healthz.requests} ` +
    `requests, ${healthz.failed} failed (target: every answer ${answers.join(' or ')}, ` +
    `< ${HOSTILE_TARGETS.multipartRssGrowthMb} MB, < ${HOSTILE_TARGETS.multipartHealthzP99Ms} ms, 0 failed)`
  )
}

function slowBodiesLine(slow: SlowBodiesResult): string {
  const withinMs = BODY_TIMEOUT_MS + HOSTILE_TARGETS.slowBodiesCloseSlackMs
  const last = slow.lastClosedAfterMs
  const pass = slow.closed === slow.bodies && last !== null && last < withinMs
  const when = last === null ? '' : `, the last after ${fixed(last, 0)} ms`
  return (
    `${verdict(pass)}  ${slow.bodies} chunked POST ${slow.path} bodies dripping a byte every ` +
    `${slow.byteEveryMs} ms: ${slow.closed} of ${slow.bodies} closed by the app${when}, answers ` +
    `${answersOf(slow.statuses)} (target: all closed within BODY_TIMEOUT_MS ` +
    `${fixed(BODY_TIMEOUT_MS, 0)} + ${fixed(HOSTILE_TARGETS.slowBodiesCloseSlackMs, 0)} ms)`
  )
}

/** The hostile section as sentences, each with its measured figures, target and verdict. */
export function hostileLines({
  earlyDisconnects,
  chunkedLogin,
  heldRelays,
  multipartLogin,
  multipartSlip,
  slowBodies,
}: HostileResult) {
  const early = earlyDisconnects
  const [from, to] = early.dropAfterMs
  const socketsPass = early.socketsAfter <= HOSTILE_TARGETS.openBackendSockets
  const refused = isRefusal(chunkedLogin.status)
  const growth = chunkedLogin.rssGrowthMb
  const chunkedPass = refused && growth < HOSTILE_TARGETS.chunkedRssGrowthMb
  const outcome = refused
    ? `refused ${chunkedLogin.status} after ${fixed(chunkedLogin.sentMb, 1)} MB sent`
    : `not refused (answer ${chunkedLogin.status ?? 'none'}, stopped: ${chunkedLogin.stoppedBy}) after ${fixed(chunkedLogin.sentMb, 1)} MB sent`
  const healthzPass = heldRelays.failed === 0 && heldRelays.p99Ms < HOSTILE_TARGETS.healthzP99Ms
  return [
    `${verdict(socketsPass)}  ${early.relays} early-disconnect relays (closed after ${from}–${to} ms, ` +
      `${early.refused} answered 429) leave ${early.socketsAfter} open backend sockets after ` +
      `${early.waitSeconds} s (target ${HOSTILE_TARGETS.openBackendSockets}; ${early.socketsBefore} before)`,
    `${verdict(chunkedPass)}  a ${chunkedLogin.mb} MB chunked url-encoded POST /login: ${outcome} ` +
      `in ${fixed(chunkedLogin.seconds, 1)} s; app RSS +${fixed(growth, 1)} MB from ` +
      `${fixed(chunkedLogin.rssBeforeMb, 0)} MB (target: refused, < ${HOSTILE_TARGETS.chunkedRssGrowthMb} MB)`,
    `${verdict(healthzPass)}  ${heldRelays.relays} clients holding a chat relay (${heldRelays.ready} ready): ` +
      `/healthz p99 ${fixed(heldRelays.p99Ms, 1)} ms, p50 ${fixed(heldRelays.p50Ms, 1)} ms over ` +
      `${heldRelays.requests} requests, ${heldRelays.failed} failed (target < ${HOSTILE_TARGETS.healthzP99Ms} ms)`,
    floodLine(multipartLogin, '', HOSTILE_TARGETS.multipartLoginAnswers),
    floodLine(multipartSlip, ' as a member', HOSTILE_TARGETS.multipartSlipAnswers),
    slowBodiesLine(slowBodies),
  ]
}

export function figureTable(results: BenchResults): string {
  return formatTable(['Area', 'Measure', 'Value', 'Unit', 'Note'], figureRows(results), [
    'left',
    'left',
    'right',
    'left',
    'left',
  ])
}

/** The `count` biggest script and style files of each page, by bytes sent. */
export function largestFilesTable(assets: readonly PageAssets[], count: number): string {
  const rows = assets.flatMap(({ page, files }) =>
    [...files]
      .sort((a: AssetFile, b: AssetFile) => b.transferred - a.transferred)
      .slice(0, count)
      .map((file) => [
        page,
        file.url,
        file.kind,
        fixed(file.transferred / KB, 1),
        fixed(file.decoded / KB, 1),
      ]),
  )
  return formatTable(['Page', 'File', 'Kind', 'kB sent', 'kB decoded'], rows, [
    'left',
    'left',
    'left',
    'right',
    'right',
  ])
}

/** The `count` biggest npm packages (or the app's code) in each page's JavaScript. */
export function packagesTable(assets: readonly PageAssets[], count: number): string {
  const rows = assets.flatMap(({ page, packages }) => {
    const total = packages.reduce((sum, { bytes }) => sum + bytes, 0)
    return packages
      .slice(0, count)
      .map(({ name, bytes }) => [
        page,
        name,
        fixed(bytes / KB, 1),
        `${fixed((100 * bytes) / total, 0)} %`,
      ])
  })
  return formatTable(['Page', 'Package', 'kB minified', 'Share'], rows, [
    'left',
    'left',
    'right',
    'right',
  ])
}
