// What a page's JavaScript is made of: its files' modules by npm package (or the app's own
// code), in minified bytes, from the metafile the Remix build writes (build/metafile.js.json).
import { existsSync, readFileSync } from 'node:fs'

export const METAFILE = 'build/metafile.js.json'
/** Where the browser build is written: public/build/x.js is served as /build/x.js. */
const PUBLIC_DIR = 'public'

export type Metafile = {
  outputs: Record<string, { inputs: Record<string, { bytesInOutput: number }> }>
}

export type PackageSize = { name: string; bytes: number }

/** "node_modules/@remix-run/react/dist/x.js" → "@remix-run/react"; the app's own files → "app". */
export function packageOf(input: string): string {
  const at = input.lastIndexOf('node_modules/')
  if (at >= 0) {
    const [first = '', second = ''] = input.slice(at + 'node_modules/'.length).split('/')
    return first.startsWith('@') ? `${first}/${second}` : first
  }
  return input.startsWith('app/') ? 'app' : '(build)'
}

/** Bytes by package over the given files (paths as served, e.g. /build/_shared/chunk-X.js). */
export function packageSizes(metafile: Metafile, files: readonly string[]): PackageSize[] {
  const sizes = new Map<string, number>()
  for (const file of files) {
    const output = metafile.outputs[`${PUBLIC_DIR}${file}`]
    for (const [input, { bytesInOutput }] of Object.entries(output?.inputs ?? {})) {
      const name = packageOf(input)
      sizes.set(name, (sizes.get(name) ?? 0) + bytesInOutput)
    }
  }
  return [...sizes]
    .map(([name, bytes]) => ({ name, bytes }))
    .filter(({ bytes }) => bytes > 0)
    .sort((a, b) => b.bytes - a.bytes)
}

/**
 * Whether a served file is the framework's chunk (react-dom, the Remix runtime and router),
 * which the design fixes: reported beside the app's own code, not budgeted (issue 36, ADR 030).
 */
export function isFrameworkFile(metafile: Metafile, file: string): boolean {
  const inputs = Object.keys(metafile.outputs[`${PUBLIC_DIR}${file}`]?.inputs ?? {})
  return inputs.some((input) => packageOf(input) === 'react-dom')
}

/** The build's metafile, or null when there is none (an older build). */
export function readMetafile(): Metafile | null {
  return existsSync(METAFILE) ? (JSON.parse(readFileSync(METAFILE, 'utf8')) as Metafile) : null
}
