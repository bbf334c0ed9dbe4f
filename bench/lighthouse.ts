// Lighthouse's mobile run (its default: phone emulation, simulated slow 4G and a 4× slower CPU)
// of a page: performance, accessibility and best-practices scores with LCP, TBT and CLS.
import { writeFileSync } from 'node:fs'
import path from 'node:path'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { CHROMIUM_PATH } from './assets'
import { killOnExit, onCleanup } from './processes'
import { type LighthouseResult, type LighthouseRun, medianRun } from './results'
import { TMP_DIR } from './servers'

const RUN_TIMEOUT_MS = 90_000
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage']

const score = (value: number | null | undefined) =>
  value === null || value === undefined ? null : Math.round(value * 100)

/** One Lighthouse run in a Chrome of its own, stopped after RUN_TIMEOUT_MS at the latest. */
async function runOnce(
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
  const runs: LighthouseRun[] = []
  for (let run = 1; run <= LIGHTHOUSE_RUNS; run++) runs.push(await runOnce(url, page, headers, run))
  return medianRun(runs)
}
