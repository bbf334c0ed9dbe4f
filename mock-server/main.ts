// `npm run mock`: starts the mock backend on MOCK_PORT over DATABASE_URL (already migrated by
// the npm script), on loopback unless MOCK_HOST names another address. MOCK_RESET=1 reseeds;
// otherwise an empty or outdated database is seeded.
import { defaultMockConfig, type MockEnv, parseMockEnv } from './config'
import { DEMO_GAME_PASSWORD, DEMO_GAME_USERNAME, DEMO_PASSWORD, DEMO_USERNAME } from './seed'
import { startMockServer } from './server'

let env: MockEnv
try {
  env = parseMockEnv()
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}
const databaseUrl = env.DATABASE_URL
const config = defaultMockConfig()

const mock = await startMockServer({
  port: env.MOCK_PORT,
  databaseUrl,
  seed: env.MOCK_RESET ? true : 'if-stale',
  config,
})

console.log(`
  Mock backend listening on ${mock.url} (database ${databaseUrl})
    Reachable:    ${env.MOCK_HOST ? `at ${env.MOCK_HOST}` : 'from this machine only (MOCK_HOST=0.0.0.0 opens it to the LAN)'}
    Demo login:   phone ${DEMO_USERNAME}, password ${DEMO_PASSWORD}
    Demo games:   ${mock.app.locals.mock.config.publicUrl}/demo-game/<CODE> (JOKER: ${DEMO_GAME_USERNAME} / ${DEMO_GAME_PASSWORD})
    OTP codes:    ${config.otpCode ? `always ${config.otpCode}` : 'printed below as [mock-otp] lines'}
    Admin API:    ${mock.url}/__admin (header x-admin-password)
`)

let stopping = false
async function stop(signal: string) {
  if (stopping) return
  stopping = true
  console.log(`[mock] ${signal}: stopping`)
  try {
    await mock.close()
    process.exit(0)
  } catch (error) {
    console.error('[mock] could not stop cleanly:', error)
    process.exit(1)
  }
}
process.on('SIGINT', () => void stop('SIGINT'))
process.on('SIGTERM', () => void stop('SIGTERM'))
