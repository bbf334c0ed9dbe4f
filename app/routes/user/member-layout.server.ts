// The member layout's server imports, through one module (why: _public.login/login.server.ts).
export { memberBackendOf } from '~/api/api.server'
export { loadInfo } from '~/api/lookups.server'
export { sanitizeOperatorHtml } from '~/utils/sanitize.server'
