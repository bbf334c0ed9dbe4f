// Production server for the app: Remix behind Express, with compression, cache headers for
// fingerprinted assets and the baseline security headers.
import { createRequestHandler } from '@remix-run/express'
import compression from 'compression'
import express from 'express'

const port = Number(process.env.PORT ?? 3000)
const build = await import('./build/index.js')

const app = express()
app.disable('x-powered-by')
app.set('trust proxy', true)
app.use(compression())
app.use((req, res, next) => {
  // loaders pass this on to the backend, whose rate limits count per player, not per app server
  req.headers['x-forwarded-for'] ??= req.socket.remoteAddress
  res.setHeader('X-Content-Type-Options', 'nosniff')
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
  if (process.env.IFRAME !== '1' && process.env.IFRAME !== 'true') {
    res.setHeader('Content-Security-Policy', "frame-ancestors 'self'")
  }
  next()
})
app.use('/build', express.static('public/build', { immutable: true, maxAge: '1y' }))
app.use(express.static('public', { maxAge: '1h' }))
app.all('*', createRequestHandler({ build, mode: process.env.NODE_ENV }))

const server = app.listen(port, () => {
  console.log(
    `App ready on http://localhost:${port} (backend ${process.env.BACKEND_URL ?? 'http://localhost:4000'})`,
  )
})
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.close(() => process.exit(0)))
}
