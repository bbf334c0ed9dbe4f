// `npm run bench`: builds the app, starts the mock backend and the app on free loopback ports,
// measures page weight, Lighthouse scores, server throughput and the mock's transfers, prints
// every figure with PASS/FAIL lines against bench/budgets.json and writes bench/results.json.
//
//   --strict          exit 1 when a budget fails (by default only a broken run exits 1)
//   --no-build        use the build that is there
//   --only=a,b        some sections only: assets, lighthouse, latency, load, transfers, hostile,
//                     chat (`npm run bench -- --only hostile`: the hostile clients alone, ~30 s;
//                     `--only chat`: 1,000 open chat widgets on an app of their own, ~30 s)
//   --seconds=N       length of each load run (default 10)
//   BENCH_BACKEND_LATENCY_MS   what the latency section's proxy holds each /api call (150)
import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import os from 'node:os'
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'

import { appSession, DEMO, homeCookie, mockToken, visitAsMember } from '../bench/accounts'
import { measureAssets } from '../bench/assets'
import { budgetLines, evaluateBudgets, exitCodeOf, readBudgets } from '../bench/budgets'
import { METAFILE } from '../bench/bundle'
import {
  CHAT_RELAYS_PER_ADDRESS,
  CHAT_WIDGETS,
  measureChatScale,
  startChatApp,
} from '../bench/chat-scale'
import {
  measureChunkedLogin,
  measureEarlyDisconnects,
  measureHeldRelays,
  measureMultipartFlood,
  measureSlowBodies,
} from '../bench/hostile'
import { LATENCY_PAGES, latencyFromEnv, measureLatency, startLatencyApp } from '../bench/latency'
import { LIGHTHOUSE_RUNS, measureLighthouse } from '../bench/lighthouse'
import { measureHomeBackend, measureHomeDocuments } from '../bench/load'
import { cleanUp, freePort } from '../bench/processes'
import { figureTable, hostileLines, largestFilesTable, packagesTable } from '../bench/report'
import { type BenchResults, metricsOf } from '../bench/results'
import { BODY_TIMEOUT_MS, buildApp, freshTmpDir, startServers } from '../bench/servers'
import { measureTransfers } from '../bench/transfers'

const SECTIONS = [
  'assets',
  'lighthouse',
  'latency',
  'load',
  'transfers',
  'hostile',
  'chat',
] as const
type Section = (typeof SECTIONS)[number]

const BUDGETS_FILE = 'bench/budgets.json'
const RESULTS_FILE = 'bench/results.json'
const LOAD_CONNECTIONS = 10
const TRANSFER_CONNECTIONS = 20
const LARGEST_FILES = 8
/** The slip upload the hostile section floods: the deposit dialog's bank-transfer form. */
const SLIP_PATH = '/user/home/deposit?method=bank'

const { values: args } = parseArgs({
  options: {
    strict: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    only: { type: 'string' },
    seconds: { type: 'string', default: '10' },
  },
})
const seconds = Number(args.seconds)
if (!Number.isFinite(seconds) || seconds <= 0) {
  console.error(`--seconds must be a positive number, got "${args.seconds}"`)
  process.exit(2)
}
let latencyMs: number
try {
  latencyMs = latencyFromEnv(process.env.BENCH_BACKEND_LATENCY_MS)
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(2)
}
const only = args.only?.split(',').map((name) => name.trim()) ?? [...SECTIONS]
const unknown = only.filter((name) => !SECTIONS.includes(name as Section))
if (unknown.length > 0) {
  console.error(`--only: unknown section ${unknown.join(', ')} (${SECTIONS.join(', ')})`)
  process.exit(2)
}
const runs = (section: Section) => only.includes(section)

const budgets = readBudgets(BUDGETS_FILE)

const message = (error: unknown) => (error instanceof Error ? error.message : String(error))

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.log(`\n[bench] ${signal}: stopping the servers`)
    void cleanUp().then(() => process.exit(130))
  })
}

// a library's promise that fails after its work was given up (Lighthouse once its Chrome was
// stopped) must not end the run before the servers are stopped
process.on('unhandledRejection', (reason) => {
  console.warn(`[bench] an error nobody waited for: ${message(reason)}`)
})

function gitCommit(): string {
  try {
    const git = (...gitArgs: string[]) =>
      execFileSync('git', gitArgs, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
    const commit = git('rev-parse', '--short', 'HEAD')
    const dirty = git('status', '--porcelain').trim()
    return `${commit.trim()}${dirty ? '+changes' : ''}`
  } catch {
    return 'unknown'
  }
}

const started = performance.now()
const results: BenchResults = {
  meta: {
    date: new Date().toISOString(),
    commit: gitCommit(),
    node: process.version,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    loadAverage: os.loadavg().map((load) => Math.round(load * 100) / 100),
    seconds: 0,
  },
  assets: null,
  lighthouse: null,
  latency: null,
  load: null,
  transfers: null,
  hostile: null,
  chat: null,
  errors: [],
}

/** Runs one step with a progress line; a failure is recorded and answers null. */
async function step<T>(name: string, work: () => Promise<T>): Promise<T | null> {
  const begun = performance.now()
  process.stdout.write(`[bench] ${name} … `)
  try {
    const value = await work()
    console.log(`${((performance.now() - begun) / 1000).toFixed(1)} s`)
    return value
  } catch (error) {
    console.log('failed')
    results.errors.push({ section: name, message: message(error) })
    return null
  }
}

async function measure(): Promise<void> {
  freshTmpDir()
  if (!args['no-build'] && (await step('build (npm run build)', buildApp)) === null) return
  const servers = await step('start the mock and the app', startServers)
  if (!servers) return
  const { appUrl, mockUrl, appPid, mockPort } = servers
  const login = await step('log in as the demo member', async () => ({
    session: await appSession(appUrl, DEMO.phone, DEMO.password),
    token: await mockToken(mockUrl, DEMO.phone, DEMO.password),
  }))
  if (!login) return
  const cookie = homeCookie(login.session)
  const load = { connections: LOAD_CONNECTIONS, seconds }

  if (runs('assets')) {
    results.assets = await step('assets: cold loads in Chromium', () =>
      measureAssets(appUrl, login.session),
    )
  }
  // Lighthouse and the latency figures are taken from an app whose backend calls each take
  // BENCH_BACKEND_LATENCY_MS, as the live backend's would on a phone (issue 21)
  const slow =
    runs('lighthouse') || runs('latency')
      ? await step(`an app whose backend calls take ${latencyMs} ms more`, async () => {
          const app = await startLatencyApp(mockUrl, await freePort(), latencyMs)
          const session = await appSession(app.appUrl, DEMO.phone, DEMO.password)
          return { app, cookie: homeCookie(session) }
        })
      : null
  if (runs('lighthouse') && slow) {
    results.lighthouse = []
    for (const { page, member } of LATENCY_PAGES) {
      const run = await step(`lighthouse: ${page}, ${LIGHTHOUSE_RUNS} runs`, () =>
        measureLighthouse(slow.app.appUrl, page, member ? slow.cookie : null),
      )
      if (run) results.lighthouse.push(run)
    }
  }
  if (runs('latency') && slow) {
    results.latency = await step('latency: time to first byte and backend calls', () =>
      measureLatency(slow.app, slow.cookie),
    )
  }
  if (runs('load')) {
    const home = await step(`load: GET /user/home, ${seconds} s`, () =>
      measureHomeDocuments(appUrl, cookie, load),
    )
    const backend = await step(`load: home backend sequence, ${seconds} s`, () =>
      measureHomeBackend(mockUrl, login.token, load),
    )
    if (home && backend) results.load = { connections: LOAD_CONNECTIONS, home, backend }
  }
  if (runs('transfers')) {
    results.transfers = await step(`transfers: ${seconds} s, then the ledger check`, () =>
      measureTransfers(mockUrl, { connections: TRANSFER_CONNECTIONS, seconds }),
    )
  }
  if (runs('hostile')) {
    const earlyDisconnects = await step('hostile: 200 early-disconnect relays, then 5 s', () =>
      measureEarlyDisconnects(appUrl, appPid, mockPort),
    )
    const heldRelays = await step('hostile: 50 relays held while /healthz answers', () =>
      measureHeldRelays(appUrl),
    )
    const chunkedLogin = await step('hostile: 300 MB chunked POST /login', () =>
      measureChunkedLogin(appUrl, appPid),
    )
    const multipartLogin = await step('hostile: 20 multipart POSTs of 50 MB to /login', () =>
      measureMultipartFlood(appUrl, appPid, { path: '/login', shape: 'fields' }),
    )
    // the demo member logged in above (the hostile clients never GET /login, which would end
    // the session); the deposit page is rendered once first, as an instance in use has it loaded
    const multipartSlip = await step(
      'hostile: 20 slip uploads of 50 MB as the member',
      async () => {
        await visitAsMember(appUrl, SLIP_PATH, cookie)
        return measureMultipartFlood(appUrl, appPid, { path: SLIP_PATH, cookie, shape: 'file' })
      },
    )
    const slowBodies = await step(
      `hostile: 100 slow bodies to /login, BODY_TIMEOUT_MS ${BODY_TIMEOUT_MS} ms`,
      () => measureSlowBodies(appUrl, { path: '/login', waitMs: 4 * BODY_TIMEOUT_MS }),
    )
    if (
      earlyDisconnects &&
      heldRelays &&
      chunkedLogin &&
      multipartLogin &&
      multipartSlip &&
      slowBodies
    ) {
      results.hostile = {
        earlyDisconnects,
        chunkedLogin,
        heldRelays,
        multipartLogin,
        multipartSlip,
        slowBodies,
      }
    }
  }
  // an app of its own, so that the main app keeps its relay cap and its memory to itself
  if (runs('chat')) {
    const chatApp = await step(
      `an app that allows ${CHAT_RELAYS_PER_ADDRESS} chat relays per address`,
      () => startChatApp(mockUrl),
    )
    if (chatApp) {
      results.chat = await step(
        `chat: ${CHAT_WIDGETS} open chat widgets, an operator answer to each`,
        () => measureChatScale(chatApp, { mockUrl, mockPort }),
      )
    }
  }
}

try {
  await measure()
} catch (error) {
  results.errors.push({ section: 'bench', message: message(error) })
} finally {
  await step('stop the servers', cleanUp)
}
results.meta.seconds = Math.round((performance.now() - started) / 100) / 10

const { meta } = results
console.log(
  `\nBench ${meta.date}, commit ${meta.commit}, Node ${meta.node}, ${meta.cpus} × ${meta.cpuModel}, ` +
    `load average ${meta.loadAverage.join(' ')} at the start, ${meta.seconds} s\n`,
)
const indexes = (results.lighthouse ?? []).flatMap(({ spread: { benchmarkIndex } }) =>
  [benchmarkIndex.min, benchmarkIndex.max].filter((index) => index !== null),
)
if (indexes.length > 0) {
  // Lighthouse's own yardstick of the machine: runs compare only at a like index
  console.log(
    `Lighthouse benchmarkIndex of this machine: ${Math.min(...indexes)}–${Math.max(...indexes)}\n`,
  )
}
console.log(figureTable(results))
if (results.assets) {
  console.log(`\nLargest files (kB sent, gzip)\n`)
  console.log(largestFilesTable(results.assets, LARGEST_FILES))
  if (results.assets.some((page) => page.packages.length > 0)) {
    console.log(`\nWhat the JavaScript is made of (minified, before gzip; ${METAFILE})\n`)
    console.log(packagesTable(results.assets, LARGEST_FILES))
  }
}
if (results.lighthouse?.length) {
  console.log(`\nLighthouse reports: ${results.lighthouse.map((run) => run.report).join(', ')}`)
}
if (results.hostile) {
  console.log('\nHostile clients (loopback, bounded; targets of issues 18 and 33)\n')
  for (const line of hostileLines(results.hostile)) console.log(line)
}
if (results.transfers?.violations.length) {
  console.log('\nLedger violations:')
  for (const violation of results.transfers.violations) console.log(`  ${violation}`)
}
if (results.errors.length > 0) {
  console.log('\nThe run broke:')
  for (const { section, message } of results.errors) console.log(`  ${section}: ${message}`)
}

// a budget of a section left out with --only is not checked
const checked = budgets.filter((budget) => runs(budget.metric.split('.')[0] as Section))
const outcomes = evaluateBudgets(checked, metricsOf(results))
console.log(`\nBudgets (${BUDGETS_FILE})`)
for (const line of budgetLines(outcomes)) console.log(line)

writeFileSync(RESULTS_FILE, `${JSON.stringify({ ...results, budgets: outcomes }, null, 2)}\n`)
console.log(`\nResults written to ${RESULTS_FILE}`)
process.exit(exitCodeOf({ broken: results.errors.length > 0, outcomes, strict: args.strict }))
