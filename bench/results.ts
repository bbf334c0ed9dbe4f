// What one bench run measured (bench/results.json), and the flat figures budgets are read from.
import { type PackageSize } from './bundle'
import { type LatencyResult, ttfbMarginMs } from './latency'
import { type Throughput } from './stats'

export const PAGES = ['/login', '/user/home'] as const
export type Page = (typeof PAGES)[number]

export type AssetFile = {
  /** The path on the app (or the whole address for another origin). */
  url: string
  kind: 'js' | 'css'
  /** Body bytes as they came over the wire (gzip-encoded when the server compressed). */
  transferred: number
  /** Body bytes once decoded. */
  decoded: number
  /** The Content-Encoding the server answered with ('identity' for none). */
  encoding: string
  /** The framework's chunk (react-dom, Remix): reported, not budgeted (ADR 030). */
  framework: boolean
}

export type PageAssets = {
  page: Page
  /** Each file as received asking for gzip. */
  files: AssetFile[]
  /** The JavaScript files as received asking for brotli first, as a phone over HTTPS does. */
  brotliJs: AssetFile[]
  /** Its JavaScript by npm package, minified bytes before compression (from the build). */
  packages: PackageSize[]
}

export type LighthouseResult = {
  /** The page's path: Lighthouse runs on each page of the latency scenario. */
  page: string
  /** Category scores 0–100. */
  performance: number | null
  accessibility: number | null
  bestPractices: number | null
  lcpMs: number | null
  tbtMs: number | null
  cls: number | null
  /** Lighthouse's measure of the machine's speed during the run (higher: faster). */
  benchmarkIndex: number | null
  /** When the browser showed the first pixels and when the page's DOM was ready, as observed. */
  observed: { firstPaintMs: number | null; domContentLoadedMs: number | null }
  /** How many runs were made; the figures are the median run's (by performance score). */
  runs: number
  /** How many of them had their first paint held (heldFirstPaint). */
  heldRuns: number
  /** The lowest and highest of each run's performance score and LCP. */
  spread: { performance: MinMax; lcpMs: MinMax; benchmarkIndex: MinMax }
  /** Where the median run's full report (JSON) was written. */
  report: string
}

export type MinMax = { min: number | null; max: number | null }

/** One Lighthouse run's figures, before the runs are summed up as a LighthouseResult. */
export type LighthouseRun = Omit<LighthouseResult, 'runs' | 'spread' | 'heldRuns'>

/**
 * How long after DOMContentLoaded a first paint counts as held. A server-rendered page paints
 * by then; headless Chrome on a busy 2-core machine sometimes shows it about a second later,
 * for byte-identical HTML, with nothing running in the page (README, "Performance").
 */
export const HELD_PAINT_MS = 500

/** Whether the browser showed the run's first paint HELD_PAINT_MS or more after the DOM was ready. */
export function heldFirstPaint({ observed }: Pick<LighthouseRun, 'observed'>): boolean {
  const { firstPaintMs, domContentLoadedMs } = observed
  if (firstPaintMs === null || domContentLoadedMs === null) return false
  return firstPaintMs - domContentLoadedMs >= HELD_PAINT_MS
}

const minMaxOf = (values: (number | null)[]): MinMax => {
  const known = values.filter((value): value is number => value !== null)
  return known.length
    ? { min: Math.min(...known), max: Math.max(...known) }
    : { min: null, max: null }
}

/**
 * The median run of a page's runs by performance score (a run without a score counts lowest),
 * with the spread of all runs: one run on a shared machine says little (issue 21).
 */
export function medianRun(runs: readonly LighthouseRun[]): LighthouseResult {
  if (runs.length === 0) throw new Error('no Lighthouse run to sum up')
  const byScore = [...runs].sort((a, b) => (a.performance ?? -1) - (b.performance ?? -1))
  const median = byScore[Math.floor((byScore.length - 1) / 2)]!
  return {
    ...median,
    runs: runs.length,
    heldRuns: runs.filter(heldFirstPaint).length,
    spread: {
      performance: minMaxOf(runs.map((run) => run.performance)),
      lcpMs: minMaxOf(runs.map((run) => run.lcpMs)),
      benchmarkIndex: minMaxOf(runs.map((run) => run.benchmarkIndex)),
    },
  }
}

export type LoadResult = {
  connections: number
  /** Logged-in GET /user/home documents through the app. */
  home: Throughput
  /** The home page's backend calls, straight to the mock, one sequence per operation. */
  backend: Throughput
}

export type TransferResult = Throughput & {
  connections: number
  /** Transfers answered 2xx: wallet → game and game → wallet. */
  succeeded: { out: number; back: number }
  /** Transfers in flight when the run stopped (or timed out): their outcome is the ledger's. */
  unanswered: number
  /** The transfers the statement rows show, each way. */
  moved: { out: number; back: number }
  violations: string[]
}

/** Clients posting multipart bodies of many megabytes, chunked, while /healthz is asked. */
export type FloodResult = {
  path: string
  /** Many 100 kB fields, or one file. */
  shape: 'fields' | 'file'
  /** Clients posting side by side, each one post after another. */
  clients: number
  /** Posts, all clients together. */
  requests: number
  mbEach: number
  /** How many got each answer ('none': the connection closed first). */
  statuses: Record<string, number>
  /** What the clients had written when they stopped, together. */
  sentMb: number
  seconds: number
  rssBeforeMb: number
  /** The app's peak resident memory during the run over the one before. */
  rssGrowthMb: number
  healthz: { requests: number; failed: number; p50Ms: number; p99Ms: number }
}

/** Bodies that arrive a byte at a time and never finish. */
export type SlowBodiesResult = {
  path: string
  bodies: number
  byteEveryMs: number
  /** The bodies whose connection the app closed before the bench stopped waiting. */
  closed: number
  /** When the last of them closed, from the start; null when none did. */
  lastClosedAfterMs: number | null
  statuses: Record<string, number>
}

export type HostileResult = {
  /** GET /chat/events dropped by the client a few milliseconds after it was sent. */
  earlyDisconnects: {
    relays: number
    /** The client went away this many milliseconds after sending, from first to last. */
    dropAfterMs: [number, number]
    /** How long after the last one the connections were counted. */
    waitSeconds: number
    /** Answered 429 (the relay caps) before the client went away. */
    refused: number
    /** The app's connections to the backend before the run, and some seconds after it. */
    socketsBefore: number
    socketsAfter: number
  }
  /** A url-encoded POST /login sent chunked, with no Content-Length. */
  chunkedLogin: {
    mb: number
    /** The app's answer, null when none came. */
    status: number | null
    stoppedBy: 'answer' | 'closed' | 'sent all' | 'safety bound'
    /** What the client had written when it stopped. */
    sentMb: number
    seconds: number
    rssBeforeMb: number
    /** The app's peak resident memory during the run over the one before. */
    rssGrowthMb: number
  }
  /** Clients each holding a chat relay while /healthz is asked, one request at a time. */
  heldRelays: {
    relays: number
    /** Relays whose backend socket joined (the 'ready' event). */
    ready: number
    requests: number
    failed: number
    p50Ms: number
    p99Ms: number
  }
  /** Multipart posts of many 100 kB fields to /login, which takes no file. */
  multipartLogin: FloodResult
  /** Multipart posts of one large file to the slip upload, as a logged-in member. */
  multipartSlip: FloodResult
  /** Url-encoded POST /login bodies that drip a byte at a time and never finish. */
  slowBodies: SlowBodiesResult
}

/** The chat relay at scale: many open chat widgets on one app process (issue 21). */
export type ChatScaleResult = {
  /** Widgets opened, each a guest of its own with a GET /chat/events on its own connection. */
  widgets: number
  /** Relays that answered 200 text/event-stream and joined their room (the 'ready' event). */
  ready: number
  /** Why the others did not open (an answer's status, an error, no 'ready'): how many each. */
  failures: Record<string, number>
  openSeconds: number
  /** Widgets being opened at once. */
  openConcurrency: number
  rssIdleMb: number
  /** The app's peak resident memory from the first open to the last answer's arrival. */
  peakRssMb: number
  /** Operator answers the mock took, one in each ready widget's room, and those it did not. */
  sent: number
  sendFailed: number
  sendSeconds: number
  /** Answers being sent at once. */
  sendConcurrency: number
  /** Answers that reached their widget. */
  delivered: number
  /** From the operator's send to the answer's arrival at the widget. */
  deliveryMs: { p50: number; p95: number; p99: number; max: number }
  /**
   * The relay's share: from the mock's publish (when the bench's socket in the operators' room
   * saw the answer) to its arrival at the widget; the rest of the delivery is the mock storing
   * it. An estimate: both are seen by the bench's one event loop, which now and then sees the
   * widget's first (a negative time, down to some −20 ms).
   */
  relayMs: { p50: number; p99: number; max: number }
  /**
   * The app's open files (/proc/<pid>/fd): idle (no connection in or out), the most while the
   * widgets were open, and once they closed.
   */
  openFiles: { idle: number; peak: number; after: number }
  /** How long after the widgets closed the open files were back to idle; null: not in the wait. */
  closeSeconds: number | null
  closeWaitSeconds: number
  /** The app's connections to the chat backend once the widgets closed. */
  backendSocketsAfter: number
}

export type BenchMeta = {
  date: string
  commit: string
  node: string
  cpus: number
  cpuModel: string
  /** 1, 5 and 15 minute load averages when the run started: other work on the machine. */
  loadAverage: number[]
  seconds: number
}

export type BenchResults = {
  meta: BenchMeta
  assets: PageAssets[] | null
  lighthouse: LighthouseResult[] | null
  load: LoadResult | null
  transfers: TransferResult | null
  hostile: HostileResult | null
  latency: LatencyResult | null
  /** Null (or absent) when the section was not run. */
  chat: ChatScaleResult | null
  /** A section that broke: the run is not complete. */
  errors: { section: string; message: string }[]
}

export const KB = 1000

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)

const sentKb = (files: readonly AssetFile[]) => sum(files.map((file) => file.transferred)) / KB

/** Transferred kB of one kind of file on a page. */
export function transferredKb(assets: PageAssets, kind: AssetFile['kind']): number {
  return sentKb(assets.files.filter((file) => file.kind === kind))
}

/** The page's JavaScript in kB as received asking for brotli first. */
export function brotliJsKb(assets: PageAssets): number {
  return sentKb(assets.brotliJs)
}

/** The page's JavaScript in gzip kB: the app's own, and the framework's chunk. */
export function javaScriptKb(assets: PageAssets): { app: number; framework: number } {
  const scripts = assets.files.filter((file) => file.kind === 'js')
  return {
    app: sentKb(scripts.filter((file) => !file.framework)),
    framework: sentKb(scripts.filter((file) => file.framework)),
  }
}

export function decodedKb(assets: PageAssets, kind: AssetFile['kind']): number {
  return sum(assets.files.filter((file) => file.kind === kind).map((f) => f.decoded)) / KB
}

/** A body the app refused: 413, or any 4xx before it read it all. */
export function isRefusal(status: number | null): boolean {
  return status !== null && status >= 400 && status < 500
}

/** Every figure by name, as budgets.json names them; what was not measured is left out. */
export function metricsOf(results: BenchResults): Record<string, number> {
  const metrics: Record<string, number> = {}
  for (const assets of results.assets ?? []) {
    metrics[`assets.${assets.page}.js`] = transferredKb(assets, 'js')
    metrics[`assets.${assets.page}.appJs`] = javaScriptKb(assets).app
    metrics[`assets.${assets.page}.frameworkJs`] = javaScriptKb(assets).framework
    metrics[`assets.${assets.page}.jsBrotli`] = brotliJsKb(assets)
    metrics[`assets.${assets.page}.css`] = transferredKb(assets, 'css')
  }
  for (const run of results.lighthouse ?? []) {
    const figures = {
      performance: run.performance,
      accessibility: run.accessibility,
      bestPractices: run.bestPractices,
      lcpMs: run.lcpMs,
      tbtMs: run.tbtMs,
      cls: run.cls,
      benchmarkIndex: run.benchmarkIndex,
    }
    for (const [name, value] of Object.entries(figures)) {
      if (value !== null) metrics[`lighthouse.${run.page}.${name}`] = value
    }
  }
  if (results.latency) {
    for (const page of results.latency.pages) {
      metrics[`latency.${page.page}.ttfbMs`] = page.ttfbMs
      metrics[`latency.${page.page}.criticalPath`] = page.criticalPath
      metrics[`latency.${page.page}.ttfbMarginMs`] = ttfbMarginMs(page)
    }
  }
  if (results.load) {
    const { home, backend } = results.load
    metrics['load.home.perSecond'] = home.perSecond
    metrics['load.backend.perSecond'] = backend.perSecond
    if (backend.perSecond > 0) metrics['load.ratio'] = home.perSecond / backend.perSecond
  }
  if (results.transfers) {
    metrics['transfers.perSecond'] = results.transfers.perSecond
    metrics['transfers.failed'] = results.transfers.failed
    metrics['transfers.violations'] = results.transfers.violations.length
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
    metrics['hostile.openBackendSockets'] = earlyDisconnects.socketsAfter
    metrics['hostile.chunkedRefused'] = isRefusal(chunkedLogin.status) ? 1 : 0
    metrics['hostile.chunkedRssGrowthMb'] = chunkedLogin.rssGrowthMb
    metrics['hostile.healthzP99Ms'] = heldRelays.p99Ms
    metrics['hostile.multipartLoginRssGrowthMb'] = multipartLogin.rssGrowthMb
    metrics['hostile.multipartSlipRssGrowthMb'] = multipartSlip.rssGrowthMb
    metrics['hostile.multipartHealthzP99Ms'] = Math.max(
      multipartLogin.healthz.p99Ms,
      multipartSlip.healthz.p99Ms,
    )
    metrics['hostile.slowBodiesOpen'] = slowBodies.bodies - slowBodies.closed
  }
  if (results.chat) {
    const { peakRssMb, deliveryMs, delivered, openFiles } = results.chat
    metrics['chat.peakRssMb'] = peakRssMb
    metrics['chat.deliveryP99Ms'] = deliveryMs.p99
    metrics['chat.delivered'] = delivered
    metrics['chat.fdsAboveIdle'] = openFiles.after - openFiles.idle
  }
  return metrics
}
