// The chat widget's live connection (use-chat.ts), with a fake EventSource: when its server
// drains (a deploy) the relay's last event, `reconnect`, closes the live connection and opens a
// new one within a second, through the balancer to another instance, "connecting" meanwhile and
// "online" once the new one joined; offline closes it and back online it reconnects and reads
// what came meanwhile; a closed one is opened again by the 5-second check; live messages are
// added. The widget on its page is chat-widget.test.tsx.
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'

import { useChat } from '~/components/chat/use-chat'

import { FakeEventSource } from '../support/fake-event-source'

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

const staffText = (text: string, createdAt: string) => ({
  sender: 'other',
  userId: null,
  guestId: 'gGuest0123456789abcdef',
  username: null,
  name: 'Staff',
  deviceToken: null,
  createdAt,
  session_id: null,
  message: { message_type: 'text', payload: { text } },
})

test('offline closes the connection; back online it reconnects and shows what came meanwhile', async () => {
  const { result } = renderHook(() => useChat({ messages: [], hasOlder: false }, () => {}))
  act(() => FakeEventSource.last().emit('ready'))
  act(() => {
    window.dispatchEvent(new Event('offline'))
  })
  expect(FakeEventSource.opened[0]!.readyState).toBe(FakeEventSource.CLOSED)
  expect(result.current.connection).toBe('offline')

  // the staff answered meanwhile: the newest page has it
  vi.mocked(fetch).mockImplementation(async () =>
    Response.json({
      messages: [staffText('ตอบระหว่างออฟไลน์', '2026-01-10T05:00:00.000Z')],
      hasOlder: false,
    }),
  )
  act(() => {
    window.dispatchEvent(new Event('online'))
  })
  expect(FakeEventSource.opened).toHaveLength(2)
  expect(result.current.connection).toBe('connecting')
  await act(async () => {
    FakeEventSource.last().emit('ready')
    await vi.runOnlyPendingTimersAsync()
  })
  expect(result.current.connection).toBe('online')
  expect(vi.mocked(fetch)).toHaveBeenLastCalledWith('/chat?skip=0', expect.anything())
  expect(result.current.messages.map((m) => m.createdAt)).toEqual(['2026-01-10T05:00:00.000Z'])
})

test('a connection the server closed is opened again by the 5-second check', async () => {
  const { result } = renderHook(() => useChat({ messages: [], hasOlder: false }, () => {}))
  const first = FakeEventSource.last()
  act(() => {
    first.close()
    first.onerror?.()
  })
  expect(result.current.connection).toBe('offline')
  await act(async () => {
    await vi.advanceTimersByTimeAsync(4_999)
  })
  expect(FakeEventSource.opened).toHaveLength(1)
  await act(async () => {
    await vi.advanceTimersByTimeAsync(1)
  })
  expect(FakeEventSource.opened).toHaveLength(2)
})

test('a live message is added; only the staff’s tell the widget something new came', async () => {
  const onStaffMessage = vi.fn()
  const { result } = renderHook(() => useChat({ messages: [], hasOlder: false }, onStaffMessage))
  act(() => FakeEventSource.last().emit('ready'))
  act(() =>
    FakeEventSource.last().emit(
      'message',
      JSON.stringify(staffText('สวัสดีค่ะ', '2026-01-10T05:00:00.000Z')),
    ),
  )
  expect(result.current.messages).toHaveLength(1)
  expect(onStaffMessage).toHaveBeenCalledTimes(1)
  act(() =>
    FakeEventSource.last().emit(
      'message',
      JSON.stringify({
        ...staffText('ของฉัน', '2026-01-10T05:01:00.000Z'),
        sender: 'customer',
      }),
    ),
  )
  expect(result.current.messages).toHaveLength(2)
  expect(onStaffMessage).toHaveBeenCalledTimes(1)
  // a message that is no §3 conversation object is left out
  act(() => FakeEventSource.last().emit('message', JSON.stringify({ text: 'x' })))
  expect(result.current.messages).toHaveLength(2)
})
