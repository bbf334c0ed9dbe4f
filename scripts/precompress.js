// Brotli (quality 11) and gzip (level 9) siblings of the built browser files, made once at
// build time: the edge sends the one the browser accepts (server/app.js) instead of compressing
// at quality 5 on every request (ADR 029).
//   node scripts/precompress.js [directory, public/build by default]
import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

const brotliCompress = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/** Text; the build's pictures (png) and the fonts (woff2) are compressed already. */
const TEXT_FILE = /\.(js|css|svg|json)$/
/** The edge's threshold for compressing on the fly: smaller files go as they are. */
export const MIN_BYTES = 256

/**
 * The siblings of one file that came out smaller than it.
 * @param {string} file
 * @returns {Promise<{ bytes: number, br: number, gz: number } | null>} their sizes (0: none)
 */
async function compressFile(file) {
  const data = await readFile(file)
  if (data.length < MIN_BYTES) return null
  const { constants } = zlib
  const [br, gz] = await Promise.all([
    brotliCompress(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gzip(data, { level: constants.Z_BEST_COMPRESSION }),
  ])
  const kept = { br: br.length < data.length, gz: gz.length < data.length }
  await Promise.all([
    kept.br && writeFile(`${file}.br`, br),
    kept.gz && writeFile(`${file}.gz`, gz),
  ])
  return { bytes: data.length, br: kept.br ? br.length : 0, gz: kept.gz ? gz.length : 0 }
}

/**
 * Writes `.br` and `.gz` beside every text file of `directory` (its subfolders too).
 * @param {string} directory
 */
export async function precompress(directory) {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true })
  const files = entries
    .filter((entry) => entry.isFile() && TEXT_FILE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
  const totals = { files: 0, bytes: 0, brFiles: 0, brBytes: 0, gzFiles: 0, gzBytes: 0 }
  for (const result of await Promise.all(files.map(compressFile))) {
    if (!result) continue
    totals.files++
    totals.bytes += result.bytes
    if (result.br) totals.brFiles++
    totals.brBytes += result.br
    if (result.gz) totals.gzFiles++
    totals.gzBytes += result.gz
  }
  return totals
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const directory = process.argv[2] ?? 'public/build'
  const started = performance.now()
  const done = await precompress(directory)
  const kB = (/** @type {number} */ bytes) => `${(bytes / 1000).toFixed(1)} kB`
  console.log(
    `precompress ${directory}: ${done.files} files, ${kB(done.bytes)} → ` +
      `br ${done.brFiles} files ${kB(done.brBytes)}, gz ${done.gzFiles} files ${kB(done.gzBytes)} ` +
      `in ${Math.round(performance.now() - started)} ms`,
  )
}
