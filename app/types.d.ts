import { type PublicEnv } from './env.server'

declare global {
  interface Window {
    ENV?: PublicEnv
  }
}

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true
  }
}
