// The home page's server imports, through one module (why: _public.login/login.server.ts).
export { redirect } from '@remix-run/node'
export { acceptAgreementCookie, hasAcceptedAgreement } from '~/agreement.server'
export { backendFor } from '~/api/api.server'
export { carousels, homeWallet } from '~/api/wallet.server'
export { loadNotice } from '~/notice.server'
export { requireToken } from '~/session.server'
export { readForm } from '~/utils/form.server'
export { sanitizeOperatorHtml } from '~/utils/sanitize.server'
