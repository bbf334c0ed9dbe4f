// Every screen, dialog and layout has its own ErrorBoundary, so a failure shows the friendly
// error in place (inside its layout, or as a dialog over its screen), never a blank page.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

import { describe, expect, test } from 'vitest'

const ROUTES = 'app/routes'
const LAYOUTS = ['app/routes/_public/route.tsx', 'app/routes/user/route.tsx']

/** The route modules: app/routes/*.ts(x) and app/routes/<folder>/route.tsx. */
function routeModules(): string[] {
  return readdirSync(ROUTES).flatMap((name) => {
    const path = join(ROUTES, name)
    if (statSync(path).isDirectory()) return [join(path, 'route.tsx')]
    return /\.tsx?$/.test(name) ? [path] : []
  })
}

const screens = routeModules().filter((path) =>
  /^export default /m.test(readFileSync(path, 'utf8')),
)

function boundaryOf(path: string): string | undefined {
  const source = readFileSync(path, 'utf8')
  return /export \{ (\w+) as ErrorBoundary \} from '~\/components\/route-error'/.exec(source)?.[1]
}

function drawsDialog(path: string): boolean {
  const component = readFileSync(path, 'utf8').split(/^export default function/m)[1] ?? ''
  return /^\s*\w+\([^)]*\)\s*\{[\s\S]*?return \(\s*<Modal\b/.test(component)
}

describe('error boundaries', () => {
  test('the walk finds the screens', () => {
    expect(screens.length).toBeGreaterThan(25)
  })

  test.each(screens)('%s has one', (path) => {
    const boundary = boundaryOf(path)
    if (LAYOUTS.includes(path)) {
      expect(boundary).toBe('PageError')
    } else if (drawsDialog(path)) {
      expect(boundary).toBe('DialogError')
    } else {
      expect(boundary).toMatch(/^(ScreenError|PageError)$/)
    }
  })
})
