// Socket.io clients of the chat tests: connect to the mock, wait, collect 'messaging' events.
import { io as connect, type Socket } from 'socket.io-client'

import { type ChatMessage } from '@member-wallet/contract/schemas'

/** A socket to the mock's chat, closed by closeSockets(). */
export function openSocket(
  url: string,
  auth: Record<string, string>,
  extraHeaders: Record<string, string> = {},
): Socket {
  const socket = connect(url, {
    path: '/socket.io',
    auth,
    extraHeaders,
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
  })
  opened.push(socket)
  return socket
}

const opened: Socket[] = []

export function closeSockets(): void {
  for (const socket of opened.splice(0)) socket.disconnect()
}

/** Connects (or has), or answers the refusal's message. */
export function connected(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    if (socket.connected) resolve('connected')
    socket.once('connect', () => resolve('connected'))
    socket.once('connect_error', (error) => resolve(error.message))
  })
}

/** The 'messaging' events a socket has received. */
export function inbox(socket: Socket): ChatMessage[] {
  const received: ChatMessage[] = []
  socket.on('messaging', (message: ChatMessage) => received.push(message))
  return received
}

/** Waits (up to 2 s) until the check holds. */
export async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20))
}
