// The root's part in showing a toast, for route tests whose cookies a jar carries: in the app
// the root's loader takes the toast a redirect left in its cookie and the root shows it above
// the page (app/root.tsx, app/toast.server.ts). The stub's root has none; this wraps the page
// the redirect leads to with that loader's work and the toast region.
import { ToastView } from '~/components/toast-view'
import { withToast } from '~/toast.server'
import { type Toast } from '~/utils/toast'

import { type CookieJar } from './cookie-jar'
import { type RouteModule } from './render-route'

export function withRootToast(module: RouteModule, jar: CookieJar): RouteModule {
  let shown: Toast | null = null
  const Page = module.default
  return {
    ...module,
    loader: async (args) => {
      const taken = await withToast(args.request, {})
      for (const cookie of new Headers(taken.init?.headers).getSetCookie()) jar.take(cookie)
      shown = taken.data.toast
      return module.loader ? module.loader(args) : null
    },
    default: function PageWithToast() {
      return (
        <>
          <div className="toast-region">
            <ToastView toast={shown} />
          </div>
          <Page />
        </>
      )
    },
  }
}
