// A slip's picture in a sheet inside the app (issue 35), with a way back to the slip list, not
// the raw image on the backend's host: by its reference (?reference=…, the backend's address
// for it), or by its place in the list (?page=2&i=0, its own link, read from the list again:
// never an address taken from the query).
import { type LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import * as z from 'zod'

import { endpoints } from '@member-wallet/contract/schemas'

import { type Backend, memberBackendOf } from '~/api/api.server'
import { slipImageByReference, slipImageOf } from '~/api/slip-image.server'
import { Modal } from '~/components/modal'
import { useTranslation } from '~/components/translations'
import { SLIPS_DIALOG, STATEMENT_PAGE_SIZE } from '~/utils/statement'

export const handle = { titleKey: 'member:slips.imageTitle' }

const SlipAddress = z.union([
  z.object({ reference: z.string().min(1).max(200) }),
  z.object({
    page: z.coerce.number().int().min(1).max(10_000),
    i: z.coerce
      .number()
      .int()
      .min(0)
      .max(STATEMENT_PAGE_SIZE - 1),
  }),
])

async function slipImage(backend: Backend, address: z.infer<typeof SlipAddress>) {
  if ('reference' in address) return slipImageByReference(backend, address.reference)
  const list = await backend.tryCall(endpoints.deposit.slips, {
    body: { page: address.page, limit: STATEMENT_PAGE_SIZE },
  })
  const slip = list?.slips[address.i]
  return slip ? slipImageOf(backend, slip) : null
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const backend = await memberBackendOf({ request, context })
  const address = SlipAddress.safeParse(Object.fromEntries(new URL(request.url).searchParams))
  if (!address.success) return { url: null }
  return { url: await slipImage(backend, address.data) }
}

export default function SlipImage() {
  const { t } = useTranslation('member')
  const { url } = useLoaderData<typeof loader>()
  return (
    <Modal
      title={t('slips.imageTitle')}
      closeTo={SLIPS_DIALOG}
      footer={
        <Link to={SLIPS_DIALOG} className="button button-ghost button-block" preventScrollReset>
          {t('slips.backToSlips')}
        </Link>
      }
    >
      {url ? (
        <img className="slip-image" src={url} alt={t('slips.imageAlt')} />
      ) : (
        <p className="muted">{t('slips.imageUnavailable')}</p>
      )}
    </Modal>
  )
}

export { DialogError as ErrorBoundary } from '~/components/dialog-error'
