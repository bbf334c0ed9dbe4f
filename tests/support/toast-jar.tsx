// The toast a redirect leaves for the next page, in route tests. In the app the root's loader
// takes it from its cookie and the root shows it (app/root.tsx, app/toast.server.ts); the stub's
// root has none, and every request carries the member's cookie only. A jar does the root's part
// for the routes it wraps: it keeps the toast cookie an action's answer sets, takes the toast
// when the next page loads, and shows it above that page as the root does.
import { type ActionFunction, type LoaderFunction } from '@remix-run/node'

import { withToast } from '~/toast.server'
import { type Toast } from '~/utils/toast'

import { type RouteModule } from './render-route'
import { withToastRegion } from './root-toast'

export function toastJar() {
  let cookie: string | null = null
  let shown: Toast | null = null

  return {
    wrap(module: RouteModule): RouteModule {
      const action: ActionFunction | undefined =
        module.action &&
        (async (args) => {
          const answer = await module.action!(args)
          const set = answer instanceof Response ? answer.headers.get('Set-Cookie') : null
          if (set?.startsWith('__toast=')) cookie = set.split(';')[0]!
          return answer
        })
      const loader: LoaderFunction = async (args) => {
        const page = module.loader ? await module.loader(args) : null
        const request = new Request(args.request.url, { headers: { Cookie: cookie ?? '' } })
        shown = (await withToast(request, {})).data.toast
        cookie = null
        return page
      }
      return { ...module, action, loader, default: withToastRegion(module.default, () => shown) }
    },
  }
}
