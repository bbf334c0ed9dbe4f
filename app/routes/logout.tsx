import { redirect } from '@remix-run/node'
import { type ActionFunctionArgs } from '@remix-run/node'

import { endMemberSession } from '~/session.server'

export async function action({ request }: ActionFunctionArgs) {
  return endMemberSession(request)
}

export function loader() {
  return redirect('/user')
}
