// Uploads in route tests. The page is happy-dom's, so a form's FormData and its files are
// happy-dom's too, and Node's Request (the one loaders and actions get, page-environment.ts)
// cannot send them: it would post the text "[object FormData]". `uploadsAsMultipart()` makes
// Request carry such a body as Node's own multipart form, so an action reads what a browser
// sends; `chooseFile` puts a file in a file input as a person choosing it does. The action
// itself must run with Node's FormData, File and Blob, as on the server: `asServer(module)`.
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer'

import { fireEvent } from '@testing-library/react'
import { afterAll, beforeAll } from 'vitest'

import { type RouteModule } from './render-route'

type RequestClass = typeof Request

/** Node's own FormData (the page environment's global is happy-dom's). */
async function nodeFormData(): Promise<typeof FormData> {
  const probe = await new Response(new URLSearchParams('a=1')).formData()
  return probe.constructor as typeof FormData
}
const NodeFormData = await nodeFormData()

const SERVER_GLOBALS = { FormData: NodeFormData, File: NodeFile, Blob: NodeBlob }

/**
 * The route's loader and action run with Node's FormData, File and Blob, as on the server
 * (an upload's file is read from disk as Node's Blob); the page keeps happy-dom's.
 */
export function asServer(module: RouteModule): RouteModule {
  const onServer =
    <A extends unknown[], R>(fn: (...args: A) => R) =>
    async (...args: A) => {
      const page = Object.fromEntries(
        Object.keys(SERVER_GLOBALS).map((name) => [name, Reflect.get(globalThis, name)]),
      )
      Object.assign(globalThis, SERVER_GLOBALS)
      try {
        return await fn(...args)
      } finally {
        Object.assign(globalThis, page)
      }
    }
  return {
    ...module,
    loader: module.loader && onServer(module.loader),
    action: module.action && onServer(module.action),
  }
}

/** happy-dom keeps a Blob's bytes under this symbol (happy-dom/lib/PropertySymbol.js). */
function bytesOf(file: File): Uint8Array {
  const symbol = Object.getOwnPropertySymbols(file).find((s) => s.description === 'buffer')
  const bytes = symbol && (file as unknown as Record<symbol, unknown>)[symbol]
  if (!(bytes instanceof Uint8Array)) throw new Error(`cannot read the bytes of ${file.name}`)
  return bytes
}

export function uploadsAsMultipart() {
  const NodeRequest: RequestClass = globalThis.Request
  const PageFormData = globalThis.FormData
  const PageFile = globalThis.File
  const objectUrls = { create: URL.createObjectURL, revoke: URL.revokeObjectURL }

  beforeAll(async () => {
    const NodeFormData = await nodeFormData()
    globalThis.Request = class extends NodeRequest {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        const body = init?.body
        if (!(body instanceof PageFormData)) {
          super(input, init)
          return
        }
        const form = new NodeFormData()
        for (const [name, value] of body.entries()) {
          if (value instanceof PageFile) {
            const file = new NodeFile([bytesOf(value)], value.name, { type: value.type })
            // Node's File, typed by node:buffer; Node's FormData takes it as its own
            form.append(name, file as unknown as Blob)
          } else {
            form.append(name, String(value))
          }
        }
        super(input, { ...init, body: form })
      }
    } as RequestClass
    // the page's object URLs (the slip preview) for the page's files
    let next = 0
    URL.createObjectURL = () => `blob:http://app.test/${(next += 1)}`
    URL.revokeObjectURL = () => undefined
  })
  afterAll(() => {
    globalThis.Request = NodeRequest
    URL.createObjectURL = objectUrls.create
    URL.revokeObjectURL = objectUrls.revoke
  })
}

/** Chooses `file` in a file input, as the gallery or the camera does. */
export function chooseFile(input: HTMLElement, file: File) {
  ;(input as HTMLInputElement).files = [file] as unknown as FileList
  fireEvent.change(input)
}
