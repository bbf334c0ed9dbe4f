// The build's brotli and gzip siblings (scripts/precompress.js): each decompresses to its file,
// and only a file they make smaller gets them.
import { randomBytes } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'

import { afterEach, describe, expect, it } from 'vitest'

import { MIN_BYTES, precompress } from '../../scripts/precompress.js'

const SCRIPT = 'export function greet(name) { return `Hello, ${name}!` }\n'.repeat(40)
const STYLES = '.card { padding: 1rem; color: var(--gold); }\n'.repeat(20)

const folders: string[] = []
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** A build folder: a script in a subfolder, a stylesheet, a tiny chunk, a picture, noise. */
function buildFolder() {
  const dir = mkdtempSync(path.join(tmpdir(), 'precompress-'))
  folders.push(dir)
  mkdirSync(path.join(dir, '_shared'))
  writeFileSync(path.join(dir, '_shared', 'chunk-A1.js'), SCRIPT)
  writeFileSync(path.join(dir, 'app-B2.css'), STYLES)
  // spaces would shrink well: only its size keeps it as it is
  writeFileSync(path.join(dir, '_shared', 'chunk-C3.js'), 'export{a as b};'.padEnd(MIN_BYTES - 1))
  writeFileSync(path.join(dir, 'logo-D4.png'), SCRIPT)
  // random bytes do not get smaller
  writeFileSync(path.join(dir, 'noise-E5.js'), randomBytes(4096))
  return dir
}

describe('precompress', () => {
  it('writes brotli and gzip siblings that decompress to the file', async () => {
    const dir = buildFolder()
    await precompress(dir)
    for (const [file, text] of [
      [path.join(dir, '_shared', 'chunk-A1.js'), SCRIPT],
      [path.join(dir, 'app-B2.css'), STYLES],
    ] as const) {
      const br = readFileSync(`${file}.br`)
      const gz = readFileSync(`${file}.gz`)
      expect(zlib.brotliDecompressSync(br).toString()).toBe(text)
      expect(zlib.gunzipSync(gz).toString()).toBe(text)
      expect(br.length).toBeLessThan(text.length)
    }
  })

  it('leaves alone a file under the threshold, one it would not shrink, and pictures', async () => {
    const dir = buildFolder()
    const totals = await precompress(dir)
    expect(existsSync(path.join(dir, '_shared', 'chunk-C3.js.br'))).toBe(false)
    expect(existsSync(path.join(dir, 'noise-E5.js.br'))).toBe(false)
    expect(existsSync(path.join(dir, 'noise-E5.js.gz'))).toBe(false)
    expect(existsSync(path.join(dir, 'logo-D4.png.br'))).toBe(false)
    expect(totals).toMatchObject({ files: 3, brFiles: 2, gzFiles: 2 })
  })

  it('run twice, compresses no sibling of a sibling', async () => {
    const dir = buildFolder()
    await precompress(dir)
    const once = readdirSync(dir, { recursive: true }).sort()
    await precompress(dir)
    expect(readdirSync(dir, { recursive: true }).sort()).toEqual(once)
    expect(once.filter((name) => /\.(br|gz)\.(br|gz)$/.test(String(name)))).toEqual([])
  })
})
