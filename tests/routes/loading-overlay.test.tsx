// What the page says while it waits (the root's loading overlay, SPEC §9 and issue 35): a
// spinner after 200 ms; past 2 s words, and for a form that moves money (it carries an
// idempotency key) that it is being done and the page must stay open.
import { Form } from '@remix-run/react'
import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'

import { IdempotencyKeyField } from '~/components/idempotency-key'
import { LoadingOverlay, SLOW_WAIT_MS } from '~/components/loading-overlay'

import { renderRoute } from '../support/render-route'

let release = () => {}
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true })
})
afterEach(() => {
  release()
  vi.useRealTimers()
})

/** A page whose form's answer is held until `release`, with or without a money key. */
function heldPage(moneyForm: boolean) {
  const held = new Promise<null>((resolve) => (release = () => resolve(null)))
  return {
    action: () => held,
    default: function Page() {
      return (
        <>
          <Form method="post">
            {moneyForm ? (
              <IdempotencyKeyField value="7f0c2a4e-0d1b-4b7a-9a52-3f6a1c1e9b10" />
            ) : null}
            <button type="submit">Send</button>
          </Form>
          <LoadingOverlay />
        </>
      )
    },
  }
}

async function pressAndWait(moneyForm: boolean, ms: number, language: 'en' | 'th' = 'th') {
  renderRoute({ routes: [{ path: '/page', module: heldPage(moneyForm) }], url: '/page', language })
  fireEvent.click(await screen.findByRole('button', { name: 'Send' }))
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms)
  })
}

test('a money form past 2 s: it is being done, do not close the page', async () => {
  await pressAndWait(true, SLOW_WAIT_MS)
  expect(screen.getByRole('status').textContent).toBe('กำลังทำรายการของคุณ กรุณาอย่าปิดหน้านี้')
})

test('before 2 s only the spinner, its words for a screen reader', async () => {
  await pressAndWait(true, 500, 'en')
  const status = screen.getByRole('status')
  expect(status.querySelector('.loading-words')).toBeNull()
  expect(status.textContent).toBe('Loading…')
})

test('any other wait past 2 s says it is still working', async () => {
  await pressAndWait(false, SLOW_WAIT_MS, 'en')
  expect(screen.getByRole('status').textContent).toBe('Still working on it…')
})
