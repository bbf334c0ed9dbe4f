import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { describe, expect, test } from 'vitest'

import { brandCss, brandOfHost, loadBrands, weakContrasts } from '~/brand.server'
import { contrastRatio, mixColours, rgbChannels } from '~/utils/contrast'

const shipped = loadBrands('brands/brands.json')
const [lucky, siam] = shipped as [(typeof shipped)[0], (typeof shipped)[0]]

/** A brands file in a folder of its own, with a logo beside it; its path. */
function brandsFile(brands: unknown[]): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'brands-'))
  writeFileSync(path.join(folder, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  const file = path.join(folder, 'brands.json')
  writeFileSync(file, JSON.stringify({ brands }))
  return file
}

const valid = {
  id: 'test',
  name: { th: 'ทดสอบ', lo: 'ທົດສອບ', en: 'Test' },
  shortName: 'Test',
  colors: {
    accent: '#f5c542',
    accentDeep: '#e0a019',
    onAccent: '#2a1460',
    background: '#140b2e',
    backgroundDeep: '#1d1142',
    surface: '#24184f',
    surface2: '#2f2163',
    border: '#3d2f78',
    text: '#f6f3ff',
    muted: '#b8afdc',
  },
  logo: 'logo.svg',
  favicon: 'logo.svg',
  icons: [{ file: 'logo.svg', sizes: 'any' }],
}

describe('contrast (WCAG 2.x)', () => {
  test('black on white is 21:1, a colour on itself 1:1, either way round', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5)
    expect(contrastRatio('#777777', '#777777')).toBe(1)
    // the grey WCAG names as just 4.5:1 on white
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2)
  })
})

describe('the brands file', () => {
  test('the demo ships two brands, named in three languages, their colours readable', () => {
    expect(shipped.map((brand) => [brand.id, brand.name.th, brand.name.en])).toEqual([
      ['lucky', 'Lucky Wallet', 'Lucky Wallet'],
      ['siam', 'สยามสตาร์', 'Siam Star'],
    ])
    expect(shipped.map((brand) => weakContrasts(brand.colors))).toEqual([[], []])
    expect(siam.logo.type).toBe('image/svg+xml')
    expect(siam.logo.body.toString()).toContain('<svg')
  })

  test('a brand whose text would be hard to read is refused at start, naming the pair', () => {
    const pale = { ...valid, colors: { ...valid.colors, muted: '#3d2f78' } }
    expect(() => loadBrands(brandsFile([pale]))).toThrow(
      /brand test: too little contrast: muted on background: 1\.\d\d:1; muted on surface/,
    )
  })

  test('what is not a brand is refused with what is wrong', () => {
    expect(() =>
      loadBrands(brandsFile([{ ...valid, colors: { ...valid.colors, text: 'white' } }])),
    ).toThrow(/a colour is #rrggbb/)
    expect(() => loadBrands(brandsFile([{ ...valid, name: { th: 'ทดสอบ', en: 'Test' } }]))).toThrow(
      /name\.lo/,
    )
    expect(() => loadBrands(brandsFile([{ ...valid, logo: '../../etc/passwd.svg' }]))).toThrow(
      /outside the brands folder/,
    )
    expect(() => loadBrands(brandsFile([valid, valid]))).toThrow(/two brands share an id/)
    expect(() => loadBrands(brandsFile([]))).toThrow(/brands/)
  })
})

describe('the brand of a request', () => {
  test('by its host name, whatever the port or case; any other host has the first brand', () => {
    expect(brandOfHost(shipped, 'siam.localhost:3000').id).toBe('siam')
    expect(brandOfHost(shipped, 'SIAM.localhost').id).toBe('siam')
    expect(brandOfHost(shipped, 'localhost:3000').id).toBe('lucky')
    expect(brandOfHost(shipped, 'evil.example').id).toBe(lucky.id)
  })

  test("its colours are the stylesheet's custom properties, with the tints it did not give", () => {
    expect(brandCss(siam.colors)).toBe(
      ':root{--gold:#3ddcc1;--gold-2:#1fb8a0;--on-gold:#06263a;--bg:#061c2b;--bg-2:#0a2638;' +
        '--surface:#0f3148;--surface-2:#153d58;--border:#22506e;--text:#f1fbff;--muted:#a9c8d8;' +
        '--gold-light:#94ecdd;--gold-pale:#d8f8f3;--gold-dark:#1a9c88;--gold-text:#a8efe3;' +
        '--text-soft:#cde2ec;--gold-rgb:61 220 193;--on-gold-rgb:6 38 58;--bg-rgb:6 28 43;' +
        '--muted-rgb:169 200 216}',
    )
    // the first brand gives its own, as the stylesheet had them
    expect(lucky.colors.accentLight).toBe('#ffe08a')
    expect(mixColours('#000000', '#ffffff', 0.5)).toBe('#808080')
    expect(rgbChannels('#f5c542')).toBe('245 197 66')
  })
})
