import { createContext, useContext } from 'react'

/**
 * The document's CSP nonce, given by entry.server. The browser hides nonces from the page, so
 * in the browser there is none (and none is needed: hydration leaves the attribute alone).
 */
const NonceContext = createContext<string | undefined>(undefined)

export const NonceProvider = NonceContext.Provider

export function useNonce(): string | undefined {
  return useContext(NonceContext)
}
