// Lighthouse's mobile run (its default: phone emulation, simulated slow 4G and a 4× slower CPU)
// of a page: performance, accessibility and best-practices scores with LCP, TBT and CLS.
import { execFileSync } from 'node:child_process'
import { existsSync, statSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { CHROMIUM_PATH } from './assets'
import { killOnExit, onCleanup } from './processes'
import { type LighthouseResult, type LighthouseRun, medianRun } from './results'
import { TMP_DIR } from './servers'

const RUN_TIMEOUT_MS = 90_000
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage']

/**
 * Lighthouse and chrome-launcher live in a small npm project of their own, installed on the
 * bench's first Lighthouse run: they are 158 packages and 180 MB that the tests never use,
 * ~11 s of every `npm ci` (ADR 020). Only what the bench uses of them is typed here.
 */
const TOOLS_DIR = path.resolve('bench/lighthouse-deps')

type LaunchedChrome = { port: number; pid: number; kill: () => void }
type ChromeLauncher = {
  launch: (options: {
    chromePath?: string
    chromeFlags: string[]
    logLevel: 'silent'
    handleSIGINT: boolean
  }) => Promise<LaunchedChrome>
}
type Lhr = {
  runtimeError?: { message: string }
  categories: Record<string, { score: number | null } | undefined>
  audits: Record<string, { numericValue?: number; details?: { items?: unknown[] } } | undefined>
  /** How fast Lighthouse found this machine: its runs compare only at a like index. */
  environment?: { benchmarkIndex?: number }
}
type Lighthouse = (
  url: string,
  flags: {
    port: number
    output: 'json'
    logLevel: 'error'
    onlyCategories: string[]
    extraHeaders: Record<string, string>
    maxWaitForLoad: number
  },
) => Promise<{ lhr: Lhr } | undefined>
type Tools = { chromeLauncher: ChromeLauncher; lighthouse: Lighthouse }

/** Installs the tools when missing or older than their lock file (once), and loads them. */
async function loadTools(): Promise<Tools> {
  const installed = path.join(TOOLS_DIR, 'node_modules/.package-lock.json')
  const lock = path.join(TOOLS_DIR, 'package-lock.json')
  if (!existsSync(installed) || statSync(installed).mtimeMs < statSync(lock).mtimeMs) {
    console.log(
      '[bench] installing Lighthouse for the bench (once): npm ci in bench/lighthouse-deps',
    )
    execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--prefix', TOOLS_DIR], {
      stdio: 'inherit',
    })
  }
  const require = createRequire(path.join(TOOLS_DIR, 'package.json'))
  const load = (name: string) => import(pathToFileURL(require.resolve(name)).href)
  const [launcher, lighthouse] = await Promise.all([load('chrome-launcher'), load('lighthouse')])
  return {
    chromeLauncher: launcher as ChromeLauncher,
    lighthouse: (lighthouse as { default: Lighthouse }).default,
  }
}

/** The `metrics` audit's observed (not simulated) timings, when the run has them. */
function observedTimings(lhr: Lhr): LighthouseRun['observed'] {
  const metrics = lhr.audits.metrics?.details?.items?.[0] as
    { observedFirstPaint?: number; observedDomContentLoaded?: number } | undefined
  return {
    firstPaintMs: metrics?.observedFirstPaint ?? null,
    domContentLoadedMs: metrics?.observedDomContentLoaded ?? null,
  }
}

const score = (value: number | null | undefined) =>
  value === null || value === undefined ? null : Math.round(value * 100)

/** One Lighthouse run in a Chrome of its own, stopped after RUN_TIMEOUT_MS at the latest. */
async function runOnce(
  { chromeLauncher, lighthouse }: Tools,
  url: string,
  page: string,
  extraHeaders: Record<string, string>,
  run: number,
): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
    // its own Ctrl+C handler would exit the process before the servers are stopped
    handleSIGINT: false,
  })
  const { forget } = killOnExit(chrome.pid)
  onCleanup(() => chrome.kill())
  let timer: NodeJS.Timeout | undefined
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`Lighthouse took over ${RUN_TIMEOUT_MS / 1000} s on ${page}`)),
        RUN_TIMEOUT_MS,
      )
    })
    const result = await Promise.race([
      lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        extraHeaders,
        maxWaitForLoad: 45_000,
      }),
      timeout,
    ])
    const lhr = result?.lhr
    if (!lhr) throw new Error(`Lighthouse gave no result for ${page}`)
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${page}: ${lhr.runtimeError.message}`)
    const report = path.join(TMP_DIR, `lighthouse${page.replaceAll('/', '-')}-${run}.json`)
    writeFileSync(report, JSON.stringify(lhr))
    return {
      page,
      performance: score(lhr.categories.performance?.score),
      accessibility: score(lhr.categories.accessibility?.score),
      bestPractices: score(lhr.categories['best-practices']?.score),
      lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? null,
      tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? null,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? null,
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
      observed: observedTimings(lhr),
      report: path.relative(process.cwd(), report),
    }
  } finally {
    clearTimeout(timer)
    chrome.kill()
    forget()
  }
}

/** Lighthouse runs per page; the median run's figures are reported, with the spread. */
export const LIGHTHOUSE_RUNS = 3

/** A page's figures: the median of LIGHTHOUSE_RUNS runs by performance score (medianRun). */
export async function measureLighthouse(
  appUrl: string,
  page: string,
  cookie: string | null,
): Promise<LighthouseResult> {
  const url = `${appUrl}${page}`
  const headers: Record<string, string> = cookie ? { Cookie: cookie } : {}
  const tools = await loadTools()
  const runs: LighthouseRun[] = []
  for (let run = 1; run <= LIGHTHOUSE_RUNS; run++) {
    runs.push(await runOnce(tools, url, page, headers, run))
  }
  return medianRun(runs)
}
