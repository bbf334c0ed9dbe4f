import { type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'

import { backendFor } from '~/api/api.server'
import { endpoints } from '~/api/contract'
import { ContactDetails } from '~/components/contact-details'

export const handle = { titleKey: 'contact.title' }

export async function loader({ request }: LoaderFunctionArgs) {
  const backend = await backendFor(request)
  return { contact: await backend.tryCall(endpoints.lookup.contact) }
}

export default function PublicContact() {
  const { contact } = useLoaderData<typeof loader>()
  return <ContactDetails contact={contact} />
}
