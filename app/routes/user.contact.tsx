import { data, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData, useRouteLoaderData } from '@remix-run/react'

import { endpoints } from '@member-wallet/contract/schemas'

import { memberBackendOf } from '~/api/api.server'
import { contactChat } from '~/api/chat.server'
import { ChatWidget } from '~/components/chat/chat-widget'
import { ContactDetails } from '~/components/contact-details'
import { type RouteHandle } from '~/i18n'

import { type loader as layoutLoader } from './user/route'

export const handle = { titleKey: 'contact.title', i18n: ['chat'] } satisfies RouteHandle

export async function loader({ request, context }: LoaderFunctionArgs) {
  const backend = await memberBackendOf({ request, context })
  const [contact, { chat, headers }] = await Promise.all([
    backend.tryCall(endpoints.lookup.contact),
    contactChat(request, backend),
  ])
  return data({ contact, chat, outage: backend.outage }, { headers })
}

export default function MemberContact() {
  const { contact, chat } = useLoaderData<typeof loader>()
  // the greeting names the operator (SPEC §3 info lookup, which the layout reads)
  const operatorName = useRouteLoaderData<typeof layoutLoader>('routes/user')?.appName
  return (
    <div className="with-top-offset">
      <ContactDetails contact={contact}>
        {chat ? (
          <ChatWidget {...chat} operatorName={operatorName ?? contact?.lineName ?? ''} />
        ) : null}
      </ContactDetails>
    </div>
  )
}

export { ScreenError as ErrorBoundary } from '~/components/route-error'
