import { type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'

import { backendFor } from '~/api/api.server'
import { endpoints } from '~/api/contract'
import { ContactDetails } from '~/components/contact-details'
import { requireToken } from '~/session.server'

export const handle = { titleKey: 'contact.title' }

export async function loader({ request }: LoaderFunctionArgs) {
  await requireToken(request)
  const backend = await backendFor(request)
  return { contact: await backend.tryCall(endpoints.lookup.contact) }
}

export default function MemberContact() {
  const { contact } = useLoaderData<typeof loader>()
  return (
    <div className="with-top-offset">
      <ContactDetails contact={contact} />
    </div>
  )
}
