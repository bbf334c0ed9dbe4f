// The widget's conversation once JavaScript runs: messages merged from history pages, sends
// and live events; outgoing messages with their delivery status; the live connection, checked
// every 5 seconds and restarted when the browser comes back online.
import { useCallback, useEffect, useRef, useState } from 'react'

import { CHAT_RECONNECT_CHECK_MS } from '@member-wallet/contract/chat-rules'
import { CHAT_FILE_FIELD, ChatMessage, type MediaPayload } from '@member-wallet/contract/schemas'

import {
  ChatPage,
  type DeliveryEvent,
  isDeliveryOf,
  mergeMessages,
  nextDelivery,
  type Outgoing,
} from '~/utils/chat'
import { type Toast } from '~/utils/toast'

export type Connection = 'connecting' | 'online' | 'offline'

type Failure = { key: string; values?: Record<string, string | number> }

class ChatRequestError extends Error {
  constructor(readonly failure: Failure) {
    super(failure.key)
  }
}

/** A POST to /chat as JSON; a refusal throws its translated message key. */
async function postChat(fields: Record<string, string | Blob>): Promise<Record<string, unknown>> {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) body.append(name, value)
  const response = await fetch('/chat', {
    method: 'POST',
    body,
    headers: { Accept: 'application/json' },
  }).catch(() => null)
  const data = (await response?.json().catch(() => null)) as
    (Record<string, unknown> & { error?: Failure }) | null
  if (!response?.ok || !data) throw new ChatRequestError(data?.error ?? { key: 'chat:send.failed' })
  return data
}

/** A widget told to reconnect waits up to this long, so a drained instance's widgets spread out. */
const RECONNECT_SPREAD_MS = 1_000

const messageOf = (data: Record<string, unknown>) => ChatMessage.parse(data.message)

let localIds = 0

export function useChat(initial: ChatPage, onStaffMessage: () => void) {
  const [messages, setMessages] = useState(initial.messages)
  const [hasOlder, setHasOlder] = useState(initial.hasOlder)
  const [outgoing, setOutgoing] = useState<Outgoing[]>([])
  const [connection, setConnection] = useState<Connection>('connecting')
  const [loadingOlder, setLoadingOlder] = useState(false)
  const [alert, setAlert] = useState<Toast | null>(null)
  const onStaffMessageRef = useRef(onStaffMessage)
  onStaffMessageRef.current = onStaffMessage

  /** Adds stored messages; an outgoing item whose message is among them is done. */
  const add = useCallback((incoming: ChatMessage[]) => {
    setMessages((current) => mergeMessages(current, incoming))
    setOutgoing((all) => {
      const done = all.filter((item) => incoming.some((message) => isDeliveryOf(item, message)))
      for (const item of done) if (item.preview) URL.revokeObjectURL(item.preview)
      return done.length === 0 ? all : all.filter((item) => !done.includes(item))
    })
  }, [])

  const step = (localId: string, event: DeliveryEvent, change: Partial<Outgoing> = {}) =>
    setOutgoing((all) =>
      all.map((item) =>
        item.localId === localId
          ? {
              ...item,
              ...change,
              status: nextDelivery(item.status, event, (change.media ?? item.media) !== null),
            }
          : item,
      ),
    )

  const showAlert = (failure: Failure) => setAlert({ type: 'error', ...failure })

  async function deliver(item: Outgoing) {
    try {
      let media = item.media
      if (item.file && !media) {
        media = (await postChat({ intent: 'upload', [CHAT_FILE_FIELD]: item.file }))
          .media as MediaPayload
        step(item.localId, 'uploaded', { media })
      }
      const data = media
        ? await postChat({
            intent: 'media',
            url: media.url,
            fileType: media.fileType,
            name: media.name ?? '',
          })
        : await postChat({ intent: 'text', message: item.text })
      const message = messageOf(data)
      if (media) {
        // the media keeps its own bubble, marked sent, until the stored message comes in
        step(item.localId, 'sent')
      } else {
        add([message])
        remove(item.localId)
      }
    } catch (error) {
      step(item.localId, 'failed')
      if (error instanceof ChatRequestError) showAlert(error.failure)
    }
  }

  function remove(localId: string) {
    setOutgoing((all) => {
      const gone = all.find((item) => item.localId === localId)
      if (gone?.preview) URL.revokeObjectURL(gone.preview)
      return all.filter((item) => item.localId !== localId)
    })
  }

  function queue(text: string, file: File | null) {
    const item: Outgoing = {
      localId: `local-${++localIds}`,
      status: file ? 'uploading_file' : 'sending',
      text,
      file,
      preview: file ? URL.createObjectURL(file) : null,
      media: null,
    }
    setOutgoing((all) => [...all, item])
    void deliver(item)
  }

  async function sendPostback(postback: { title: string; payload: string }) {
    try {
      add([messageOf(await postChat({ intent: 'postback', ...postback }))])
    } catch (error) {
      if (error instanceof ChatRequestError) showAlert(error.failure)
    }
  }

  /** The next older page: skip what is already here (newest first on the server). */
  async function loadOlder() {
    if (loadingOlder || !hasOlder) return
    setLoadingOlder(true)
    const response = await fetch(`/chat?skip=${messages.length}`, {
      headers: { Accept: 'application/json' },
    }).catch(() => null)
    const page = ChatPage.safeParse(await response?.json().catch(() => null))
    if (page.success) {
      add(page.data.messages)
      setHasOlder(page.data.hasOlder)
    }
    setLoadingOlder(false)
  }

  const markRead = useCallback(() => {
    postChat({ intent: 'read' }).catch(() => undefined)
  }, [])

  // the live connection: messages as they come, the newest page again after each (re)connect
  useEffect(() => {
    let source: EventSource | null = null
    let reconnectTimer: ReturnType<typeof setTimeout> | undefined
    const refreshNewest = async () => {
      const response = await fetch('/chat?skip=0', { headers: { Accept: 'application/json' } })
      const page = ChatPage.safeParse(await response.json().catch(() => null))
      if (page.success) add(page.data.messages)
    }
    const connect = () => {
      source?.close()
      setConnection('connecting')
      const current = new EventSource('/chat/events')
      source = current
      current.addEventListener('ready', () => {
        setConnection('online')
        refreshNewest().catch(() => undefined)
      })
      current.addEventListener('message', (event: MessageEvent<string>) => {
        const message = ChatMessage.safeParse(JSON.parse(event.data))
        if (!message.success) return
        add([message.data])
        if (message.data.sender !== 'customer') onStaffMessageRef.current()
      })
      // the server is shutting down (a deploy): connect again, through the balancer, to
      // another instance; spread over a second so a thousand widgets do not come at once
      current.addEventListener('reconnect', () => {
        current.close()
        setConnection('connecting')
        reconnectTimer = setTimeout(connect, Math.random() * RECONNECT_SPREAD_MS)
      })
      current.onerror = () => {
        setConnection(current.readyState === EventSource.CLOSED ? 'offline' : 'connecting')
      }
    }
    const check = () => {
      if (navigator.onLine && (!source || source.readyState === EventSource.CLOSED)) connect()
    }
    const goOffline = () => {
      source?.close()
      source = null
      setConnection('offline')
    }
    connect()
    const timer = setInterval(check, CHAT_RECONNECT_CHECK_MS)
    window.addEventListener('online', check)
    window.addEventListener('offline', goOffline)
    return () => {
      clearInterval(timer)
      clearTimeout(reconnectTimer)
      window.removeEventListener('online', check)
      window.removeEventListener('offline', goOffline)
      source?.close()
    }
  }, [add])

  return {
    messages,
    hasOlder,
    loadingOlder,
    outgoing,
    connection,
    alert,
    sendText: (text: string) => queue(text, null),
    sendFile: (file: File) => queue(file.name, file),
    sendPostback,
    resend: (item: Outgoing) => {
      step(item.localId, 'resend')
      void deliver(item)
    },
    remove,
    loadOlder,
    markRead,
    showAlert,
  }
}
