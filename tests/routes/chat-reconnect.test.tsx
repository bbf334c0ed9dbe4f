// The chat widget when its server drains (a deploy): the relay's last event, `reconnect`,
// closes the live connection and opens a new one within a second, through the balancer to
// another instance; the widget says "connecting" meanwhile and "online" once the new one joined.
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'

import { useChat } from '~/components/chat/use-chat'

/** A browser's EventSource, as the widget uses it, driven by the test. */
class FakeEventSource {
  static CLOSED = 2
  static opened: FakeEventSource[] = []
  readyState = 0
  onerror: (() => void) | null = null
  private listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>()
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this)
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener])
  }
  close() {
    this.readyState = FakeEventSource.CLOSED
  }
  emit(type: string, data = '{}') {
    for (const listener of this.listeners.get(type) ?? []) {
      listener(new MessageEvent(type, { data }))
    }
  }
}

beforeEach(() => {
  FakeEventSource.opened = []
  vi.useFakeTimers()
  vi.stubGlobal('EventSource', FakeEventSource)
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ messages: [], hasOlder: false })),
  )
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

test('a reconnect event opens a new connection within a second, and the widget comes back online', async () => {
  const { result } = renderHook(() => useChat({ messages: [], hasOlder: false }, () => {}))
  const [first] = FakeEventSource.opened
  expect(first?.url).toBe('/chat/events')
  act(() => first!.emit('ready'))
  expect(result.current.connection).toBe('online')

  act(() => first!.emit('reconnect'))
  expect(first!.readyState).toBe(FakeEventSource.CLOSED)
  expect(result.current.connection).toBe('connecting')
  await act(async () => {
    await vi.advanceTimersByTimeAsync(1_000)
  })
  expect(FakeEventSource.opened).toHaveLength(2)
  act(() => FakeEventSource.opened[1]!.emit('ready'))
  expect(result.current.connection).toBe('online')
})
