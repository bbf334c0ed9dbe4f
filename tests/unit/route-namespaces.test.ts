import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, test } from 'vitest'

import { NAMESPACES, routeNamespaces } from '~/i18n'
import { resources, translationsFor, versions } from '~/locales.server'
import { loader as namespaceLoader } from '~/routes/locales.$language.$namespace'
import { missingNamespaces, namespaceHref } from '~/utils/page-translations'

import { isScreen, routeModules, ROUTES_DIR } from '../support/route-modules'

describe('routeNamespaces', () => {
  test('every page has common and errors; routes add theirs, in one order, once each', () => {
    expect(routeNamespaces([])).toEqual(['common', 'errors'])
    expect(
      routeNamespaces([
        undefined,
        { i18n: ['member'] },
        { titleKey: 'x', i18n: ['spin', 'member'] },
      ]),
    ).toEqual(['common', 'errors', 'member', 'spin'])
  })

  test('a toast left by another page brings its namespace; a raw or plain one none', () => {
    const toast = (key: string) => ({ toast: { type: 'success', key } })
    expect(routeNamespaces([], toast('member:password.changed'))).toEqual([
      'common',
      'errors',
      'member',
    ])
    for (const rootData of [toast('raw:Saved'), toast('copied'), { toast: null }, undefined]) {
      expect(routeNamespaces([], rootData)).toEqual(['common', 'errors'])
    }
  })

  test('what is not a namespace is left out', () => {
    expect(routeNamespaces([{ i18n: ['panel', 'nope', 3] }, { i18n: 'auth' }, null])).toEqual([
      'common',
      'errors',
    ])
  })
})

describe('a page’s translations', () => {
  test('carry only the namespaces asked for, with the language’s version', () => {
    const page = translationsFor('lo', ['common', 'errors', 'auth'])
    expect(Object.keys(page.resources)).toEqual(['common', 'errors', 'auth'])
    expect(page.resources.auth).toBe(resources.lo.auth)
    expect(page.version).toMatch(/^[\w-]{10}$/)
    expect(translationsFor('th', []).version).not.toBe(page.version)
  })

  test('are made once for each language and set of namespaces, and never change', () => {
    const page = translationsFor('th', ['common', 'member'])
    expect(translationsFor('th', ['common', 'member'])).toBe(page)
    expect(translationsFor('lo', ['common', 'member'])).not.toBe(page)
    expect(Object.isFrozen(page) && Object.isFrozen(page.resources)).toBe(true)
  })

  test('know what they lack, and where to fetch it', () => {
    const page = translationsFor('en', ['common', 'errors'])
    expect(missingNamespaces(page, ['common', 'member', 'spin'])).toEqual(['member', 'spin'])
    expect(namespaceHref(page, 'member')).toBe(`/locales/en/member?v=${page.version}`)
  })
})

describe('GET /locales/:language/:namespace', () => {
  const get = (language: string, namespace: string, version?: string) =>
    namespaceLoader({
      params: { language, namespace },
      request: new Request(
        `http://app.test/locales/${language}/${namespace}${version ? `?v=${version}` : ''}`,
      ),
      context: {},
    })

  test('answers the namespace, kept for good when asked for with the current version', async () => {
    const response = get('lo', 'member', versions.lo)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/)
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    expect(await response.json()).toEqual(resources.lo.member)
  })

  test('an old or no version gets today’s texts, not to be kept', async () => {
    for (const version of ['old', undefined]) {
      const response = get('th', 'spin', version)
      expect(response.headers.get('Cache-Control')).toBe('no-cache')
      expect(await response.json()).toEqual(resources.th.spin)
    }
  })

  test('a language or namespace the app does not have is not found', () => {
    for (const [language, namespace] of [
      ['fr', 'member'],
      ['th', 'panel'],
      ['th', '__proto__'],
      ['th', 'member.json'],
    ] as const) {
      expect(get(language, namespace, versions.th).status, `${language}/${namespace}`).toBe(404)
    }
  })
})

// Each route module, and the namespaces its own code and what it imports from the app use, must
// be among the namespaces of its route chain (its handle and its parents'): the page embeds
// only those, so a text of another namespace would show as its key.
const NAMESPACE_USE = new RegExp(
  String.raw`useTranslation\(\s*\[?\s*'(\w+)'|['"\x60](${NAMESPACES.join('|')}):[a-zA-Z]`,
  'g',
)

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('~/')
    ? path.resolve('app', specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null
  if (!base) return null
  const candidates = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext)
  return candidates.find((file) => /\.tsx?$/.test(file) && existsSync(file)) ?? null
}

function namespacesUsed(entry: string): Map<string, string> {
  const used = new Map<string, string>()
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    const source = readFileSync(file, 'utf8')
    for (const match of source.matchAll(NAMESPACE_USE)) {
      const ns = match[1] ?? match[2]!
      if (!used.has(ns)) used.set(ns, path.relative('app', file))
    }
    // the server's modules send no text to render but keys, which the checks above still see
    for (const match of source.matchAll(/^import (?!type )[^;]*? from '([^']+)'/gms)) {
      const imported = resolveImport(file, match[1]!)
      if (imported) visit(imported)
    }
  }
  visit(entry)
  return used
}

/** The route's own id and its parents' that exist (`user.bonus.$code` → user, user.bonus, …). */
function chainOf(id: string, modules: Map<string, string>): string[] {
  const parts = id.split('.')
  return parts
    .map((_, index) => parts.slice(0, index + 1).join('.'))
    .filter((prefix) => modules.has(prefix))
}

/** The route's `handle.i18n`, read from its source: no route module (nor its server code) runs. */
function handleOf(file: string): { i18n: string[] } {
  const handle = /export const handle = \{([^}]*)\}/.exec(readFileSync(file, 'utf8'))?.[1] ?? ''
  const list = /i18n: \[([^\]]*)\]/.exec(handle)?.[1] ?? ''
  return { i18n: [...list.matchAll(/'(\w+)'/g)].map((match) => match[1]!) }
}

// Resource routes (no component) draw no page: the keys they answer are shown by the page that
// asked, which is checked as a route of its own.
describe('every route carries the namespaces its screen uses', () => {
  const modules = new Map(routeModules().map(({ id, file }) => [id, file]))
  test.each(
    routeModules()
      .filter(isScreen)
      .map(({ id }) => id),
  )('%s', (id) => {
    const handles = chainOf(id, modules).map((routeId) => handleOf(modules.get(routeId)!))
    const carried = new Set<string>(routeNamespaces(handles))
    const lacking = [...namespacesUsed(modules.get(id)!)]
      .filter(([ns]) => !carried.has(ns))
      .map(([ns, file]) => `${ns} (used in ${file})`)
    expect(lacking).toEqual([])
  })

  test('the check sees a namespace used through an import', () => {
    const used = namespacesUsed(path.join(ROUTES_DIR, 'user.profile.edit.tsx'))
    expect(used.get('auth')).toBeDefined()
    expect(used.get('member')).toBeDefined()
  })
})
