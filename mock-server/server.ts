// The mock backend: an Express app over the mock database, and a way to start it.
import { existsSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import {
  type AddressInfo,
  createServer as createNetServer,
  type Server as NetServer,
} from 'node:net'
import { join } from 'node:path'

import { type PrismaClient } from '@prisma/client'
import express, { type Express } from 'express'

import { GONE_MESSAGE } from '@member-wallet/contract/errors'
import { openApiJson } from '@member-wallet/contract/openapi'

import { BANNER_DIR, localizedBannerFile } from './banners'
import { attachChatSocket, ChatHub } from './chat'
import {
  type MockConfig,
  type MockConfigInput,
  parseMockEnv,
  resolveMockConfig,
  uploadDirFor,
} from './config'
import { type MockContext, type RateLimits } from './context'
import { createPrisma, DEFAULT_DATABASE_URL } from './db'
import { FaultRules, injectFaults } from './faults'
import { ApiError, errorHandler, guard, refuseLoneSurrogates } from './http'
import { idempotentCalls } from './idempotency'
import { recordRequests, RequestJournal } from './journal'
import { LoginLimits } from './login-limits'
import { panelRoutes } from './panel'
import { SlidingWindowCounter } from './rate-limit'
import { accountRoutes } from './routes/account'
import { adminRoutes } from './routes/admin'
import { autoLoginRoutes } from './routes/auto-login'
import { bonusRoutes } from './routes/bonus'
import { chatRoutes } from './routes/chat'
import { chatFileRoutes } from './routes/chat-files'
import { demoGameRoutes } from './routes/demo-game'
import { depositRoutes } from './routes/deposit'
import { healthRoutes } from './routes/health'
import { inviteRoutes } from './routes/invite'
import { lookupRoutes } from './routes/lookup'
import { otpRoutes } from './routes/otp'
import { promotionRoutes } from './routes/promotion'
import { qrcodeRoutes } from './routes/qrcode'
import { refundRoutes } from './routes/refund'
import { slipFileRoutes } from './routes/slip-files'
import { spinRoutes } from './routes/spin'
import { statementRoutes } from './routes/statement'
import { walletRoutes } from './routes/wallet'
import { isSeedCurrent, seed } from './seed'
import { getSetting } from './settings'
import { specShapedAnswers } from './spec-mode'
import { SpinOutcomes } from './spin-random'
import { GameTickets } from './tickets'
import { sweepUnsentChatFiles } from './unsent-files'
import { GuestUploadQuota } from './upload-quota'

export { defaultMockConfig, type MockConfig, type MockConfigInput, type MockLimits } from './config'

export const JSON_BODY_LIMIT = '100kb'

function createRateLimits(config: MockConfig): RateLimits {
  const { limits, now } = config
  return {
    loginFailures: new LoginLimits(
      {
        perPhoneAndAddress: limits.loginFailures,
        perAddress: limits.loginAddressFailures,
        perPhone: limits.loginPhoneFailures,
        windowMs: limits.loginWindowMs,
        knownForMs: limits.loginKnownForMs,
      },
      now,
    ),
    adminFailures: new SlidingWindowCounter(limits.adminWindowMs, now),
    otpSends: new SlidingWindowCounter(limits.otpWindowMs, now),
    otpAddressSends: new SlidingWindowCounter(limits.otpWindowMs, now),
    registerAttempts: new SlidingWindowCounter(limits.registerWindowMs, now),
    guestUploads: new GuestUploadQuota(
      {
        filesPerGuest: limits.guestUploads,
        bytesPerGuest: limits.guestUploadBytes,
        filesPerAddress: limits.addressUploads,
        bytesPerAddress: limits.addressUploadBytes,
        windowMs: limits.uploadWindowMs,
      },
      now,
    ),
  }
}

export type MockApp = Express & { locals: { mock: MockContext } }

/** The Express app of the mock backend. Settings not given come from defaultMockConfig(). */
export function createMockApp({
  prisma,
  config: input,
}: {
  prisma: PrismaClient
  config?: MockConfigInput
}): MockApp {
  const config = resolveMockConfig(input)
  const ctx: MockContext = {
    prisma,
    config,
    limits: createRateLimits(config),
    tickets: new GameTickets(config.now),
    spin: new SpinOutcomes(config.spinSeed),
    chat: new ChatHub(),
    faults: new FaultRules(config.now),
    journal: new RequestJournal(),
    answers: { shape: config.answerShape },
  }
  const app = express()
  app.disable('x-powered-by')
  // The app (a BFF on this host) forwards the player's address in X-Forwarded-For.
  app.set('trust proxy', 'loopback')
  app.locals.mock = ctx

  // the `[mock]` log lines and the journal of /api calls (GET /__admin/journal)
  app.use(recordRequests(ctx.journal, config))

  app.use(express.json({ limit: JSON_BODY_LIMIT, reviver: refuseLoneSurrogates }))

  const api = express.Router()
  // Once the operator's service is terminated every call but the status check answers gone.
  api.use(
    guard(async (req) => {
      if (req.path.replace(/\/+$/, '') === '/lookup/active') return
      if ((await getSetting(prisma, 'terminated')) === GONE_MESSAGE) {
        throw new ApiError(410, GONE_MESSAGE)
      }
    }),
  )
  api.use('/lookup', lookupRoutes(ctx))
  api.use('/otp', otpRoutes(ctx))
  api.use('/wallet', depositRoutes(ctx))
  api.use('/wallet', walletRoutes(ctx))
  api.use('/qrcode', qrcodeRoutes(ctx))
  api.use('/statement', statementRoutes(ctx))
  api.use('/autoLogin', autoLoginRoutes(ctx))
  api.use('/bonus', bonusRoutes(ctx))
  api.use('/promotion', promotionRoutes(ctx))
  api.use('/invite', inviteRoutes(ctx))
  api.use('/refund', refundRoutes(ctx))
  api.use('/spinwheel', spinRoutes(ctx))
  api.use('/chat', chatRoutes(ctx))
  api.use(accountRoutes(ctx))

  // faults injected on purpose (POST /__admin/faults) come before the real routes
  app.use(
    '/api',
    specShapedAnswers(() => ctx.answers.shape),
  )
  app.use('/api', injectFaults(ctx))
  // a money call's Idempotency-Key: a repeat gets the first answer, the money moves once
  app.use('/api', idempotentCalls(ctx))
  app.use('/api', api)
  app.use('/__admin', adminRoutes(ctx))
  // the control panel for demos (HTML behind the admin password): the operator's chat
  app.use('/panel', panelRoutes(ctx))
  // the providers' game pages, where launch links lead (HTML, not part of the API)
  // liveness and readiness (GET /healthz, /readyz), and the contract as OpenAPI 3.1
  app.use(healthRoutes(ctx))
  app.get('/openapi.json', (_req, res) => {
    res.type('application/json').send(openApiJson())
  })
  app.use('/fonts', express.static('public/fonts', { maxAge: '7d' }))
  // the operator's banner pictures (bonus, invite, refund carousels): they never change
  // (in the player's language when the address asks for one: ?lang=lo or en)
  app.use(
    '/banners',
    (req, _res, next) => {
      const file = localizedBannerFile(req.path, req.query.lang)
      if (file !== req.path && existsSync(join(BANNER_DIR, file))) req.url = file
      next()
    },
    express.static(BANNER_DIR, { maxAge: '365d', immutable: true }),
  )
  app.use('/demo-game', demoGameRoutes(ctx))
  // slip images behind short-lived signed addresses (not part of the API: no token)
  app.use('/slip-files', slipFileRoutes(ctx))
  // chat attachments behind long-lived signed addresses (no token either)
  app.use('/chat-files', chatFileRoutes(ctx))
  app.use((_req, _res, next) => next(new ApiError(404, 'NO_DATA')))
  app.use(errorHandler)
  return app as MockApp
}

/** The host of the server's own links: the address it listens on, or localhost for all of them. */
function urlHost(host: string): string {
  if (host === LOOPBACK || host === '0.0.0.0' || host === '::') return 'localhost'
  return host.includes(':') ? `[${host}]` : host
}

/** Listening on both loopback addresses: 127.0.0.1, and ::1 when the machine has IPv6. */
export const LOOPBACK = 'loopback'

function listen(server: NetServer, port: number, host: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
}

/**
 * The same server on ::1 as well (where `localhost` may resolve first): a plain listener that
 * hands its connections to the http.Server. Null when the machine has no IPv6 loopback.
 */
async function listenOnIpv6Loopback(server: Server, port: number): Promise<NetServer | null> {
  const relay = createNetServer((socket) => server.emit('connection', socket))
  try {
    await listen(relay, port, '::1')
    return relay
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'EADDRNOTAVAIL' || code === 'EAFNOSUPPORT') return null
    throw error
  }
}

export type StartMockServerOptions = {
  /** 0 picks a free port. */
  port?: number
  /** An address to listen on; by default MOCK_HOST, else LOOPBACK (never the LAN unasked). */
  host?: string
  databaseUrl?: string
  /**
   * Wipe and seed at start; 'if-stale' seeds only a database that is empty or was seeded by an
   * older SEED_VERSION.
   */
  seed?: boolean | 'if-stale'
  config?: MockConfigInput
}

export type RunningMockServer = {
  server: Server
  prisma: PrismaClient
  app: MockApp
  port: number
  url: string
  close: () => Promise<void>
}

/** Starts the mock backend and the chat's socket.io on one http.Server. */
export async function startMockServer({
  port = 4000,
  host: askedHost,
  databaseUrl = DEFAULT_DATABASE_URL,
  seed: seedMode = false,
  config,
}: StartMockServerOptions = {}): Promise<RunningMockServer> {
  const env = parseMockEnv()
  const host = askedHost ?? env.MOCK_HOST ?? LOOPBACK
  const prisma = await createPrisma(databaseUrl)
  // uploads live beside this database unless told otherwise
  const uploadDir = config?.uploadDir ?? env.MOCK_UPLOAD_DIR ?? uploadDirFor(databaseUrl)
  const app = createMockApp({ prisma, config: { ...config, uploadDir } })
  const { config: resolved } = app.locals.mock
  const stale = seedMode === 'if-stale' && !(await isSeedCurrent(prisma))
  if (stale && (await prisma.bank.count()) > 0) {
    console.log('[mock] the demo data comes from an older version of the mock server: reseeding')
  }
  if (seedMode === true || stale) {
    await seed(prisma, {
      registerOTP: resolved.registerOTPDefault,
      now: resolved.now(),
      uploadDir: resolved.uploadDir,
      passwordCost: resolved.passwordCost,
    })
  }
  const server = createServer(app)
  // Node's default of 5 s gave the e2e tests' admin calls ECONNRESET (MockConfig.keepAliveMs);
  // the app's own server keeps 65 s for the same reason (KEEP_ALIVE_TIMEOUT_MS)
  server.keepAliveTimeout = resolved.keepAliveMs
  // the chat's realtime rooms, on the same port (path /socket.io)
  const io = attachChatSocket(server, app.locals.mock)
  let ipv6: NetServer | null = null
  try {
    await listen(server, port, host === LOOPBACK ? '127.0.0.1' : host)
    if (host === LOOPBACK) {
      ipv6 = await listenOnIpv6Loopback(server, (server.address() as AddressInfo).port)
    }
  } catch (error) {
    await io.close()
    await prisma.$disconnect()
    throw error
  }
  const stopSweeping = sweepUnsentChatFiles(app.locals.mock)
  const address = server.address() as AddressInfo
  if (config?.publicUrl === undefined && env.MOCK_PUBLIC_URL === undefined) {
    // launch links point at the port the server really got (port 0 picks one)
    resolved.publicUrl = `http://${urlHost(host)}:${address.port}`
  }
  let closing: Promise<void> | undefined
  return {
    server,
    prisma,
    app,
    port: address.port,
    url: `http://localhost:${address.port}`,
    close: () =>
      (closing ??= new Promise<void>((resolve) => {
        // closes the sockets, then the http.Server
        stopSweeping()
        ipv6?.close()
        void io.close(() => resolve())
        server.closeAllConnections()
      }).then(() => prisma.$disconnect())),
  }
}
