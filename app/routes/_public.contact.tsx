import { data, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData, useRouteLoaderData } from '@remix-run/react'

import { endpoints } from '@member-wallet/contract/schemas'

import { backendOf } from '~/api/api.server'
import { contactChat } from '~/api/chat.server'
import { ChatWidget } from '~/components/chat/chat-widget'
import { ContactDetails } from '~/components/contact-details'
import { type RouteHandle } from '~/i18n'

import { type loader as layoutLoader } from './_public/route'

export const handle = { titleKey: 'contact.title', i18n: ['chat'] } satisfies RouteHandle

export async function loader({ request, context }: LoaderFunctionArgs) {
  const backend = await backendOf({ request, context })
  const [contact, { chat, headers }] = await Promise.all([
    backend.tryCall(endpoints.lookup.contact),
    contactChat(request, backend),
  ])
  return data({ contact, chat }, { headers })
}

export default function PublicContact() {
  const { contact, chat } = useLoaderData<typeof loader>()
  // the greeting names the operator (SPEC §3 info lookup, which the layout reads)
  const operatorName = useRouteLoaderData<typeof layoutLoader>('routes/_public')?.appName
  return (
    <ContactDetails contact={contact}>
      {chat ? (
        <ChatWidget {...chat} operatorName={operatorName ?? contact?.lineName ?? ''} />
      ) : null}
    </ContactDetails>
  )
}

export { ScreenError as ErrorBoundary } from '~/components/route-error'
