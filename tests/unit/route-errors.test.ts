// Every screen, dialog and layout has its own ErrorBoundary, so a failure shows the friendly
// error in place (inside its layout, or as a dialog over its screen), never a blank page.
import { readFileSync } from 'node:fs'
import { relative } from 'node:path'

import { describe, expect, test } from 'vitest'

import { isScreen, routeModules } from '../support/route-modules'

const LAYOUTS = ['app/routes/_public/route.tsx', 'app/routes/user/route.tsx']

const screens = routeModules()
  .filter(isScreen)
  .map(({ file }) => relative('.', file))

function boundaryOf(path: string): string | undefined {
  const source = readFileSync(path, 'utf8')
  return /export \{ (\w+) as ErrorBoundary \} from '~\/components\/(?:route|dialog)-error'/.exec(
    source,
  )?.[1]
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
