// The root's part in showing a toast, for route tests: in the app the root's loader takes the
// toast a redirect left in its cookie and the root shows it above the page (app/root.tsx,
// app/toast.server.ts). The stub's root has none; these wrap a page with that loader's work and
// the toast region. withRootToast is for tests whose cookies a jar carries (cookie-jar.ts);
// toastJar (toast-jar.tsx) keeps only the toast cookie, for tests whose requests carry the
// member's cookie.
import { useLoaderData } from '@remix-run/react'
import { type ComponentType } from 'react'

import { ToastView } from '~/components/toast-view'
import { withToast } from '~/toast.server'
import { type Toast } from '~/utils/toast'

import { type CookieJar } from './cookie-jar'
import { type RouteModule } from './render-route'

/** The page with the toast region above it, as the root draws them. */
export function withToastRegion(Page: ComponentType, toast: () => Toast | null): ComponentType {
  return function PageWithToast() {
    // each load's data is new: the page and its toast are drawn again
    useLoaderData()
    return (
      <>
        <div className="toast-region">
          <ToastView toast={toast()} />
        </div>
        <Page />
      </>
    )
  }
}

export function withRootToast(module: RouteModule, jar: CookieJar): RouteModule {
  let shown: Toast | null = null
  return {
    ...module,
    loader: async (args) => {
      const taken = await withToast(args.request, {})
      for (const cookie of new Headers(taken.init?.headers).getSetCookie()) jar.take(cookie)
      shown = taken.data.toast
      return module.loader ? module.loader(args) : null
    },
    default: withToastRegion(module.default, () => shown),
  }
}
