// axe-core's structural rules on a page as the server sent it (issue 34 item 3): names, roles,
// labels, landmarks, headings, lists, ids, ARIA, language. Run in happy-dom, which draws
// nothing: the rules that need pixels or layout (contrast, target size) stay in the browser
// (e2e/a11y.spec.ts), as do reflow and focus order.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

import { type AxeResults, type Result, type RunOptions } from 'axe-core'
import { Window } from 'happy-dom'

/** WCAG 2.0, 2.1 and 2.2 A and AA, and axe's best practices on top (ADR 012). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

/** Rules that judge what is drawn: measured in the browser instead. */
export const DRAWN_RULES = ['color-contrast', 'target-size']

const OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: TAGS },
  rules: Object.fromEntries(DRAWN_RULES.map((rule) => [rule, { enabled: false }])),
  resultTypes: ['violations'],
}

type AxeWindow = Window & {
  axe: { run: (context: unknown, options: RunOptions) => Promise<AxeResults> }
}

let auditor: AxeWindow | undefined

/**
 * One window per worker with axe loaded in it (evaluating its 550 kB costs more than an
 * audit); each audit puts the page's document in it.
 */
function axeWindow(): AxeWindow {
  if (auditor) return auditor
  const window = new Window({
    url: 'http://app.test/',
    settings: { disableJavaScriptFileLoading: true, disableCSSFileLoading: true },
  }) as AxeWindow
  const source = createRequire(import.meta.url).resolve('axe-core/axe.min.js')
  window.eval(readFileSync(source, 'utf8'))
  auditor = window
  return window
}

/**
 * axe's violations on `page` (a document as the server sent it), without its scripts, which
 * add nothing axe reads and must not run here.
 */
export async function axeViolations(page: Document): Promise<Result[]> {
  const window = axeWindow()
  const root = window.document.importNode(page.documentElement as never, true) as unknown as Element
  for (const script of root.querySelectorAll('script')) script.remove()
  window.document.documentElement.remove()
  window.document.appendChild(root as never)
  const { violations } = await window.axe.run(window.document, OPTIONS)
  return violations
}

/** The serious and critical violations, one line each, for an assertion to show. */
export function seriousOf(violations: Result[]): string[] {
  return violations
    .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
    .map((v) => `${v.id} at ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}
