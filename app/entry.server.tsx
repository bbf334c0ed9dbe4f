import { randomBytes } from 'node:crypto'

import {
  createReadableStreamFromReadable,
  type EntryContext,
  type HandleErrorFunction,
} from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'

import { ApiError } from './api/client'
import { NonceProvider } from './components/nonce'
import { TranslationsProvider } from './components/translations'
import { env } from './env.server'
import { routeNamespaces } from './i18n'
import { getLanguage } from './language.server'
import { translationsFor } from './locales.server'
import { logger, requestIdOf } from './observability/log.server'
import { STORE_RETRY_AFTER_S } from './session.server'
import { contentSecurityPolicy } from './utils/csp'
import { renderOutput } from './utils/render-padding.server'

// server.js runs the app as an instance of a fleet through these (app/operations.server.ts)
export * as operations from './operations.server'

export const streamTimeout = 5_000

/**
 * A backend failure is already a line of its own (api/call-log.server.ts) and the page says so;
 * anything else is logged in full, with the request's id.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted || error instanceof ApiError) return
  const { pathname } = new URL(request.url)
  logger.error(
    {
      requestId: requestIdOf(request),
      method: request.method,
      path: pathname,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    },
    'unexpected error',
  )
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  const { matches, loaderData } = remixContext.staticHandlerContext
  const translations = translationsFor(
    await getLanguage(request),
    routeNamespaces(
      matches.map((match) => remixContext.routeModules[match.route.id]?.handle),
      loaderData.root,
    ),
  )
  // a document only answers 503 when the shared store is away (session.server.ts): Remix keeps
  // the thrown answer's headers to the boundary's own headers(), so its Retry-After is set here
  if (responseStatusCode === 503) responseHeaders.set('Retry-After', String(STORE_RETRY_AFTER_S))
  const nonce = randomBytes(16).toString('base64')
  responseHeaders.set(
    'Content-Security-Policy',
    contentSecurityPolicy({ nonce, frameAncestors: env.FRAME_ANCESTORS }),
  )

  // Crawlers get the whole document at once; people get it streamed.
  const readyEvent = isbot(request.headers.get('user-agent') ?? '') ? 'onAllReady' : 'onShellReady'

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <TranslationsProvider translations={translations}>
          <RemixServer context={remixContext} url={request.url} nonce={nonce} />
        </TranslationsProvider>
      </NonceProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true
          const body = renderOutput()
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          )
          pipe(body)
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          if (shellRendered) handleError(error, { request, params: {}, context: {} })
        },
      },
    )
    setTimeout(abort, streamTimeout + 1000)
  })
}
