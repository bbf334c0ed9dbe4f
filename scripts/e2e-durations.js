// Reads the end-to-end run's JSON report (test-results/e2e-results.json, written by every
// `playwright test`) and prints its wall time, the time per project and the slowest tests:
// `node scripts/e2e-durations.js [count]` (15 by default).
import { readFileSync } from 'node:fs'

const REPORT = 'test-results/e2e-results.json'
const count = Number(process.argv[2] ?? 15)
const report = JSON.parse(readFileSync(REPORT, 'utf8'))

const runs = []
function collect(suite) {
  for (const child of suite.suites ?? []) collect(child)
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      for (const result of test.results) {
        runs.push({
          seconds: result.duration / 1000,
          project: test.projectName,
          title: `${spec.file} :: ${spec.title}`,
          status: result.retry > 0 ? `${result.status}, retry ${result.retry}` : result.status,
        })
      }
    }
  }
}
for (const suite of report.suites) collect(suite)

const { duration, expected, unexpected, flaky, skipped } = report.stats
console.log(
  `wall ${(duration / 1000).toFixed(0)} s: ${expected} passed, ${unexpected} failed, ` +
    `${flaky} flaky, ${skipped} skipped`,
)
const perProject = new Map()
for (const run of runs)
  perProject.set(run.project, (perProject.get(run.project) ?? 0) + run.seconds)
for (const [project, seconds] of perProject) {
  console.log(`  ${project}: ${seconds.toFixed(0)} s of test time`)
}
console.log(`slowest ${count}:`)
for (const run of runs.sort((a, b) => b.seconds - a.seconds).slice(0, count)) {
  console.log(`  ${run.seconds.toFixed(1)} s  ${run.project}  ${run.title} (${run.status})`)
}
