// React 18's streaming renderer encodes the page into 2048-byte buffers. When a multi-byte
// character does not fit at a buffer's end it still sends the whole buffer, so up to three
// NUL bytes land in the page, in the middle of Thai or Lao words (facebook/react#26228,
// fixed only in React 19). This takes them out again.
import { Transform } from 'node:stream'

const VIEW_SIZE = 2048
/** The longest UTF-8 character is 4 bytes, so at most 3 bytes of a buffer go unused. */
const MAX_PADDING = 3

export function withoutBufferPadding(chunk: Uint8Array): Uint8Array {
  if (chunk.byteLength !== VIEW_SIZE) return chunk
  let end = VIEW_SIZE
  while (end > VIEW_SIZE - MAX_PADDING && chunk[end - 1] === 0) end--
  return end === VIEW_SIZE ? chunk : chunk.subarray(0, end)
}

/**
 * Where the renderer pipes the page: its buffers without the padding, and those written in one
 * go (the whole shell) passed on as one. The Express adapter flushes the compressor after each
 * chunk it gets, and a gzip flush every 2 kB made the home page a quarter bigger on the wire.
 */
export function renderOutput(): Transform {
  let pending: Uint8Array[] = []
  let scheduled = false
  const output = new Transform({
    transform(chunk: Uint8Array, _encoding, done) {
      pending.push(withoutBufferPadding(chunk))
      if (!scheduled) {
        scheduled = true
        setImmediate(passOn)
      }
      done()
    },
    flush(done) {
      passOn()
      done()
    },
  })
  function passOn() {
    scheduled = false
    if (pending.length === 0) return
    output.push(Buffer.concat(pending))
    pending = []
  }
  return output
}
