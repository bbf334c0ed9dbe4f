import { useRouteLoaderData } from '@remix-run/react'

import { type loader as rootLoader } from '~/root'

export function useRootData() {
  const data = useRouteLoaderData<typeof rootLoader>('root')
  if (!data) throw new Error('The root loader has not run')
  return data
}
