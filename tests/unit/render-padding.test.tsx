import { PassThrough, type Transform } from 'node:stream'
import { text } from 'node:stream/consumers'

import { renderToPipeableStream, renderToString } from 'react-dom/server'
import { describe, expect, test } from 'vitest'

import { renderOutput, withoutBufferPadding } from '~/utils/render-padding.server'

/** Enough short Thai strings (3 bytes a character) that buffers end inside a character. */
function ThaiList() {
  return (
    <ul>
      {Array.from({ length: 300 }, (_, index) => (
        <li key={index}>การสนทนากับเจ้าหน้าที่ {index}</li>
      ))}
    </ul>
  )
}

function streamed(output: Transform | PassThrough): Promise<string> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(<ThaiList />, {
      onAllReady() {
        pipe(output)
        text(output).then(resolve, reject)
      },
      onError: reject,
    })
  })
}

describe('the streamed page', () => {
  test('React 18 alone leaves NUL bytes in Thai text (the bug this works around)', async () => {
    expect(await streamed(new PassThrough())).toContain('\0')
  })

  test('has no NUL bytes and reads exactly as rendered at once', async () => {
    const page = await streamed(renderOutput())
    expect(page).not.toContain('\0')
    expect(page).toBe(renderToString(<ThaiList />))
  })

  test('only full buffers lose trailing NULs, at most three', () => {
    const full = new Uint8Array(2048).fill(65)
    full.fill(0, 2044)
    expect(withoutBufferPadding(full).byteLength).toBe(2045)
    const short = new Uint8Array([65, 0, 0])
    expect(withoutBufferPadding(short)).toBe(short)
  })
})

describe('the chunks the response gets', () => {
  test('what the renderer writes in one go passes on as one chunk', async () => {
    const output = renderOutput()
    const chunks: Buffer[] = []
    output.on('data', (chunk: Buffer) => chunks.push(chunk))
    const ended = new Promise((resolve) => output.on('end', resolve))
    const { pipe } = renderToPipeableStream(<ThaiList />, {
      onAllReady: () => pipe(output),
    })
    await ended
    expect(chunks).toHaveLength(1)
    expect(Buffer.concat(chunks).toString()).toBe(renderToString(<ThaiList />))
  })

  test('writes in later turns stay separate, so streaming still streams', async () => {
    const output = renderOutput()
    const chunks: string[] = []
    output.on('data', (chunk: Buffer) => chunks.push(chunk.toString()))
    output.write(Buffer.from('a'))
    output.write(Buffer.from('b'))
    await new Promise((resolve) => setImmediate(resolve))
    output.end(Buffer.from('c'))
    await new Promise((resolve) => output.on('end', resolve))
    expect(chunks).toEqual(['ab', 'c'])
  })
})
