import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, test } from 'vitest'

import { ERROR_CODES, SLIP_NOTE_CODES } from '@member-wallet/contract/errors'

import { LANGUAGES, NAMESPACES } from '~/i18n'
import { resources } from '~/locales.server'

import { PANEL_STRINGS } from '../../mock-server/panel/i18n'

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix]
  return Object.entries(value).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  )
}

function lookup(lng: (typeof LANGUAGES)[number], ns: string, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      (resources[lng] as Record<string, unknown>)[ns],
    )
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    return statSync(file).isDirectory() ? sourceFiles(file) : /\.tsx?$/.test(name) ? [file] : []
  })
}

describe('translations', () => {
  test.each(NAMESPACES)('namespace %s has the same keys in th, lo and en', (ns) => {
    const th = keysOf(resources.th[ns]).sort()
    expect(keysOf(resources.lo[ns]).sort()).toEqual(th)
    expect(keysOf(resources.en[ns]).sort()).toEqual(th)
  })

  test('no translation is empty', () => {
    for (const lng of LANGUAGES) {
      for (const ns of NAMESPACES) {
        for (const key of keysOf(resources[lng][ns]))
          expect(String(lookup(lng, ns, key)).trim(), `${lng}/${ns}:${key}`).not.toBe('')
      }
    }
  })

  test('every §8 code and slip note has a text', () => {
    for (const code of ERROR_CODES) expect(lookup('en', 'errors', code), code).toBeTypeOf('string')
    for (const code of SLIP_NOTE_CODES)
      expect(lookup('en', 'errors', `slipNotes.${code}`), code).toBeTypeOf('string')
  })

  test('every literal key the app and its schemas use exists', () => {
    const files = sourceFiles(path.resolve('app'))
    const missing: string[] = []
    for (const file of files) {
      const source = readFileSync(file, 'utf8')
      const defaultNs = /useTranslation\(\s*\[?'(\w+)'/.exec(source)?.[1] ?? 'common'
      const literals = [
        ...source.matchAll(/\bt\(\s*'([\w.:]+)'/g),
        ...source.matchAll(/'(validation\.\w+)'/g),
        ...source.matchAll(/(?:key|label|titleKey): '([\w.:]+)'/g),
      ].map((m) => m[1]!)
      for (const literal of literals) {
        const [ns, key] = literal.includes(':') ? literal.split(':') : [defaultNs, literal]
        // a key used with a count exists as its plural forms (key_one, key_other)
        const exists = (k: string, n: string) =>
          lookup('en', n, k) !== undefined || lookup('en', n, `${k}_other`) !== undefined
        if (!exists(key!, ns!) && !exists(literal, 'common')) {
          missing.push(`${path.relative('.', file)}: ${literal}`)
        }
      }
    }
    expect(missing).toEqual([])
  })
})

// The mock's operator panel (locales/{th,en}/panel.json): a tool for the operator's staff, in
// Thai and English only, so there is no lo/panel.json and the app never loads it.
describe('panel translations', () => {
  const { th, en } = PANEL_STRINGS
  const placeholders = (text: string) =>
    [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort()

  test('th and en have the same keys and the same {{values}}, none empty', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(th).sort())
    for (const key of Object.keys(th)) {
      expect(placeholders(en[key] ?? ''), key).toEqual(placeholders(th[key] ?? ''))
      expect(th[key]?.trim(), `th/panel:${key}`).not.toBe('')
      expect(en[key]?.trim(), `en/panel:${key}`).not.toBe('')
    }
  })

  test('no Lao panel, and the app does not load the panel', () => {
    expect(existsSync(path.resolve('locales/lo/panel.json'))).toBe(false)
    expect(NAMESPACES).not.toContain('panel')
  })

  test('every literal key the panel uses exists', () => {
    const missing: string[] = []
    for (const file of sourceFiles(path.resolve('mock-server/panel'))) {
      const source = readFileSync(file, 'utf8')
      for (const [, key] of source.matchAll(/\bt\(\s*'(\w+)'/g)) {
        if (en[key!] === undefined && en[`${key}_other`] === undefined)
          missing.push(`${path.relative('.', file)}: ${key}`)
      }
    }
    expect(missing).toEqual([])
  })
})
