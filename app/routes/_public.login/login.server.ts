// The login page's server imports, all through this one module. The browser build swaps each
// `.server` module a page imports for an empty one, and an empty module that several pages
// import becomes a file of its own: one more request (of about 100 bytes, but a round trip on
// a phone) for the first page a player loads. Imported by this page alone, it costs nothing.
export { data, redirect } from '@remix-run/node'
export { clearAgreementCookie } from '~/agreement.server'
export { backendFor, backendOf } from '~/api/api.server'
export { isServiceGone } from '~/api/lookups.server'
export { destroySession, getSession, startMemberSession } from '~/session.server'
export { readForm } from '~/utils/form.server'
export { isOwnNavigation } from '~/utils/navigation'
export { parseLoginForm } from '~/validation/login.server'
