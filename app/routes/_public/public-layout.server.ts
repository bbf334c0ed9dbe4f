// The public layout's server imports, through one module (why: _public.login/login.server.ts).
export { backendOf } from '~/api/api.server'
export { loadInfo } from '~/api/lookups.server'
