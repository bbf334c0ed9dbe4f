// The route tests' environment: happy-dom's document for the page, with Node's own fetch API
// (Request, Response, Headers, fetch, AbortController …) for the loaders and actions, as they
// run on the server. happy-dom's versions are a browser's: its Response hides Set-Cookie and
// its Request drops a Cookie header, so a session could not be tested through them.
import { builtinEnvironments, type Environment } from 'vitest/environments'

const happyDom = builtinEnvironments['happy-dom']

const SERVER_GLOBALS = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'AbortController',
  'AbortSignal',
  'URL',
  'URLSearchParams',
] as const

export default {
  name: 'page',
  viteEnvironment: happyDom.viteEnvironment,
  async setup(global: Record<string, unknown>, options) {
    const server = SERVER_GLOBALS.map((name) => [name, global[name]] as const)
    const page = await happyDom.setup(global, options)
    for (const [name, value] of server) global[name] = value
    return page
  },
} satisfies Environment
