// What became of the QR the deposit dialog shows (?watch=KBANK&id=…&amount=…&expires=…&since=…),
// asked every few seconds while it is open: live, paid, expired, closed or replaced. Reads only.
import { type LoaderFunctionArgs } from '@remix-run/node'

import { memberBackendOf } from '~/api/api.server'

import { watchedQrOf, watchQr } from './user.home.deposit/deposit.server'

export async function loader({ request, context }: LoaderFunctionArgs) {
  const backend = await memberBackendOf({ request, context })
  const watched = watchedQrOf(new URL(request.url))
  if (!watched) return Response.json({ message: 'KEY_INVALID' }, { status: 400 })
  return Response.json(
    { outcome: await watchQr(backend, watched) },
    { headers: { 'Cache-Control': 'no-store' } },
  )
}
