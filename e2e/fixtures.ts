import { test as base } from '@playwright/test'

/**
 * Most tests start with the agreement already accepted, so its modal (which appears 1.5 s
 * after arriving at home) does not cover what they click; agreement.spec.ts tests the modal.
 */
export const test = base.extend({
  context: async ({ context, baseURL }, use) => {
    await context.addCookies([{ name: 'remember-agreement', value: '1', url: baseURL! }])
    await use(context)
  },
})

export { expect } from '@playwright/test'
