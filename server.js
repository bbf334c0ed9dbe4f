// Production server for the app: Remix behind Express, with compression, cache headers for
// fingerprinted assets and the baseline security headers.
import zlib from 'node:zlib'

import { createRequestHandler } from '@remix-run/express'
import compression from 'compression'
import express from 'express'

const port = Number(process.env.PORT ?? 3000)
const build = await import('./build/index.js')

const app = express()
app.disable('x-powered-by')
app.set('trust proxy', true)
// small scripts too (a page loads several of 0.3–1 kB, which gzip makes a third to half
// smaller); brotli at quality 5, not the middleware's 4, which came out larger than gzip:
// React and Remix's 258 kB file is 79 kB instead of 84 kB, for a millisecond more
app.use(
  compression({
    threshold: 256,
    brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  }),
)
app.use((req, res, next) => {
  // loaders pass this on to the backend, whose rate limits count per player, not per app server
  req.headers['x-forwarded-for'] ??= req.socket.remoteAddress
  res.setHeader('X-Content-Type-Options', 'nosniff')
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
  // pages get their Content-Security-Policy, with a nonce, from app/entry.server.tsx
  next()
})
// Bodies are refused by their declared size before anything reads them: a form without a file
// is small, and the largest upload is a 20 MB chat video (the app then says a file is too big
// in the player's language; only what no player sends is cut off here)
const FORM_LIMIT_BYTES = 100 * 1024
const MULTIPART_LIMIT_BYTES = 50 * 1024 * 1024
app.use((req, res, next) => {
  const multipart = req.headers['content-type']?.startsWith('multipart/form-data') ?? false
  const limit = multipart ? MULTIPART_LIMIT_BYTES : FORM_LIMIT_BYTES
  if (Number(req.headers['content-length'] ?? 0) > limit) {
    res.status(413).type('text/plain').send('Payload Too Large')
    return
  }
  next()
})
// these files never change under their name: the build's names carry a content hash, and a
// changed font must get a new file name (public/fonts)
app.use('/build', express.static('public/build', { immutable: true, maxAge: '1y' }))
app.use('/fonts', express.static('public/fonts', { immutable: true, maxAge: '1y' }))
// pictures and videos change only with a new release: a week, then revalidated by ETag
app.use(express.static('public', { maxAge: '7d' }))
app.all('*', createRequestHandler({ build, mode: process.env.NODE_ENV }))

const server = app.listen(port, () => {
  console.log(
    `App ready on http://localhost:${port} (backend ${process.env.BACKEND_URL ?? 'http://localhost:4000'})`,
  )
})
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.close(() => process.exit(0)))
}
