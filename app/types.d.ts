import { type PublicEnv } from './env.server'

declare global {
  interface Window {
    ENV?: PublicEnv & { LOCALES_VERSION: string }
  }
}

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true
  }
}
