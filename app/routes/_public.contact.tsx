import { data, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'

import { backendFor } from '~/api/api.server'
import { contactChat } from '~/api/chat.server'
import { endpoints } from '~/api/contract'
import { ChatWidget } from '~/components/chat/chat-widget'
import { ContactDetails } from '~/components/contact-details'

export const handle = { titleKey: 'contact.title' }

export async function loader({ request }: LoaderFunctionArgs) {
  const backend = await backendFor(request)
  const [contact, { chat, headers }] = await Promise.all([
    backend.tryCall(endpoints.lookup.contact),
    contactChat(request, backend),
  ])
  return data({ contact, chat }, { headers })
}

export default function PublicContact() {
  const { contact, chat } = useLoaderData<typeof loader>()
  return <ContactDetails contact={contact}>{chat ? <ChatWidget {...chat} /> : null}</ContactDetails>
}

export { ScreenError as ErrorBoundary } from '~/components/route-error'
