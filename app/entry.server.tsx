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
import { contentSecurityPolicy } from './utils/csp'
import { renderOutput } from './utils/render-padding.server'

export const streamTimeout = 5_000

/** A backend failure is one line in the log (the page already says so); anything else in full. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return
  if (error instanceof ApiError) {
    const { pathname } = new URL(request.url)
    console.error(
      `[app] ${request.method} ${pathname}: backend ${error.code} (HTTP ${error.status})`,
    )
    return
  }
  console.error(error)
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
          if (shellRendered) console.error(error)
        },
      },
    )
    setTimeout(abort, streamTimeout + 1000)
  })
}
