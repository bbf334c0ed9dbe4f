// The chat page's HTML: the conversation list, a room's thread with every message type made
// readable, and the composer's forms. panel.js replaces #conversation-list and #thread with
// the ?partial= fragments; the composer is never replaced, so typed text stays.
import { type ReactNode } from 'react'

import {
  type ChatButton,
  type ChatMessage,
  KnownChatMessageBody,
} from '@member-wallet/contract/schemas'

import { type Conversation } from '../chat-operator'
import { formatInBangkok } from './format'
import { fieldProps, FormError, type Refusal, valueOf } from './forms'
import { type PanelKey, type PanelLang, type Translate } from './i18n'
import { currentPage } from './layout'

/**
 * An address fit for href and src: http(s) or a path on this server. Anything else
 * (javascript:, data:, …) answers null, for the caller to show as text.
 */
export function safeUrl(url: string): string | null {
  if (/^\/(?!\/)/.test(url)) return url
  try {
    const { protocol } = new URL(url)
    return protocol === 'http:' || protocol === 'https:' ? url : null
  } catch {
    return null
  }
}

export const FORMS = ['text', 'buttons', 'quick-replies', 'cards', 'media', 'samples'] as const
export type FormName = (typeof FORMS)[number]

export function chatHref(room?: string | null): string {
  return room ? `/panel/chat?room=${encodeURIComponent(room)}` : '/panel/chat'
}

const DAY_TIME: Record<PanelLang, string> = { th: 'D MMM HH:mm', en: 'D MMM, HH:mm' }

/** Day, month and time in Bangkok: "26 พ.ย. 18:41", "26 Nov, 18:41". */
export function formatTime(lang: PanelLang, iso: string): string {
  return formatInBangkok(lang, new Date(iso), DAY_TIME[lang])
}

function Time({ lang, iso }: { lang: PanelLang; iso: string }) {
  return <time dateTime={iso}>{formatTime(lang, iso)}</time>
}

/** The member's username, or "Guest" and the guest id's last 6 characters. */
export function customerName(t: Translate, c: Pick<Conversation, 'username' | 'guestId'>): string {
  return c.username ?? t('guest', { id: (c.guestId ?? '').slice(-6) })
}

const PREVIEW_MAX = 60

/** One line about a message, for the conversation list. */
export function previewOf(t: Translate, message: ChatMessage['message']): string {
  const known = KnownChatMessageBody.safeParse(message)
  if (!known.success) return `[${message.message_type}]`
  const { message_type, payload } = known.data
  const line = (() => {
    switch (message_type) {
      case 'text':
      case 'buttons':
      case 'quick_replies':
        return payload.text
      case 'media': {
        const key: Record<typeof payload.fileType, PanelKey> = {
          image: 'previewImage',
          video: 'previewVideo',
          file: 'previewFile',
        }
        return `${t(key[payload.fileType])} ${payload.message ?? ''}`.trim()
      }
      case 'generic':
        return t('previewCards', { count: payload.elements.length })
      case 'postback':
        return t('pressed', { title: payload.title })
    }
  })()
  return line.length > PREVIEW_MAX ? `${line.slice(0, PREVIEW_MAX - 1)}…` : line
}

/** The count of unread messages; screen readers hear it in words. */
function Badge({ t, count }: { t: Translate; count: number }) {
  const words = t('unread', { count })
  return (
    <span className="badge" title={words}>
      <span className="visually-hidden">{words}</span>
      <span aria-hidden="true">{count}</span>
    </span>
  )
}

export function ConversationItems({
  t,
  lang,
  conversations,
  current,
}: {
  t: Translate
  lang: PanelLang
  conversations: readonly Conversation[]
  current: string | null
}) {
  if (conversations.length === 0) return <li className="empty">{t('noConversations')}</li>
  return conversations.map((c) => (
    <li key={c.room}>
      <a className="conv" href={chatHref(c.room)} aria-current={currentPage(c.room === current)}>
        <span className="conv-name">{customerName(t, c)}</span>{' '}
        <Time lang={lang} iso={c.lastMessage.createdAt} />{' '}
        <span className="conv-preview">{previewOf(t, c.lastMessage.message)}</span>{' '}
        {c.unread > 0 && <Badge t={t} count={c.unread} />}
      </a>
    </li>
  ))
}

function Chip({ button }: { button: ChatButton }) {
  const href =
    button.type === 'web'
      ? safeUrl(button.payload)
      : button.type === 'call'
        ? `tel:${button.payload}`
        : null
  const label = (
    <>
      <span className="chip-type">{button.type}</span> {button.title}
    </>
  )
  return (
    <li>
      {href ? (
        <a
          className="chip"
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          title={button.payload}
        >
          {label}
        </a>
      ) : (
        <span className="chip" title={button.payload}>
          {label}
        </span>
      )}
    </li>
  )
}

function Chips({ buttons }: { buttons: readonly ChatButton[] }) {
  if (buttons.length === 0) return null
  return (
    <ul className="chips">
      {buttons.map((button, i) => (
        <Chip key={i} button={button} />
      ))}
    </ul>
  )
}

function Media({
  t,
  payload,
}: {
  t: Translate
  payload: Extract<KnownChatMessageBody, { message_type: 'media' }>['payload']
}) {
  const url = safeUrl(payload.url)
  const caption = payload.message && <p className="text">{payload.message}</p>
  if (!url)
    return (
      <>
        {caption}
        <p className="note">{payload.url}</p>
      </>
    )
  const body =
    payload.fileType === 'image' ? (
      <a href={url} target="_blank" rel="noopener noreferrer">
        <img className="media" src={url} alt={payload.name ?? ''} loading="lazy" />
      </a>
    ) : payload.fileType === 'video' ? (
      <video className="media" src={url} controls preload="metadata" />
    ) : (
      <a href={url} target="_blank" rel="noopener noreferrer">
        {payload.name ?? t('openFile')}
      </a>
    )
  return (
    <>
      {body}
      {caption}
    </>
  )
}

/** A message's content, readable whatever its type. */
export function MessageContent({ t, message }: { t: Translate; message: ChatMessage['message'] }) {
  const known = KnownChatMessageBody.safeParse(message)
  if (!known.success) {
    return (
      <>
        <p className="note">{t('unknownType', { type: message.message_type })}</p>
        <pre className="json">{JSON.stringify(message.payload ?? null, null, 2)}</pre>
      </>
    )
  }
  const { data } = known
  switch (data.message_type) {
    case 'text':
      return <p className="text">{data.payload.text}</p>
    case 'buttons':
      return (
        <>
          <p className="text">{data.payload.text}</p>
          <Chips buttons={data.payload.buttons} />
        </>
      )
    case 'quick_replies':
      return (
        <>
          <p className="text">{data.payload.text}</p>
          <ul className="chips">
            {data.payload.quick_replies.map((reply, i) => (
              <li key={i}>
                <span className="chip chip-quick" title={reply.payload}>
                  {reply.title}
                </span>
              </li>
            ))}
          </ul>
        </>
      )
    case 'media':
      return <Media t={t} payload={data.payload} />
    case 'generic':
      return (
        <ul className="cards">
          {data.payload.elements.map((card, i) => {
            const image = safeUrl(card.image_url)
            return (
              <li key={i} className="card">
                {image && <img src={image} alt="" loading="lazy" />}
                <strong>{card.title}</strong>
                {card.subtitle && <p>{card.subtitle}</p>} <Chips buttons={card.buttons} />
              </li>
            )
          })}
        </ul>
      )
    case 'postback':
      return <p className="note">{t('pressed', { title: data.payload.title })}</p>
  }
}

export function ThreadItems({
  t,
  lang,
  messages,
}: {
  t: Translate
  lang: PanelLang
  messages: readonly ChatMessage[]
}) {
  return (
    <>
      {messages.map((message) => {
        const side = message.sender === 'customer' ? 'customer' : 'operator'
        return (
          <li key={message._id} className={`msg msg-${side}`} id={`m-${message._id}`}>
            <div className="bubble">
              <MessageContent t={t} message={message.message} />
            </div>
            <p className="meta">
              {t(side)} · <Time lang={lang} iso={message.createdAt} />
            </p>
          </li>
        )
      })}
      <li id="thread-end" className="thread-end" aria-hidden="true" />
    </>
  )
}

function ComposeForm({
  room,
  form,
  multipart = false,
  children,
}: {
  room: string
  form: FormName
  multipart?: boolean
  children: ReactNode
}) {
  const action = `/panel/chat/${encodeURIComponent(room)}/${form}`
  return (
    <form
      id={`form-${form}`}
      className="compose"
      method="post"
      action={action}
      data-enhance=""
      encType={multipart ? 'multipart/form-data' : undefined}
    >
      {children}
    </form>
  )
}

function TextAndLines({
  t,
  form,
  failed,
  title,
  lines,
  hint,
  withText,
}: {
  t: Translate
  form: FormName
  failed: Refusal | undefined
  title: PanelKey
  lines: PanelKey
  hint?: PanelKey
  withText: boolean
}) {
  return (
    <fieldset>
      <legend>{t(title)}</legend>
      {withText && (
        <>
          <label htmlFor={`${form}-text`}>{t('message')}</label>
          <input
            type="text"
            {...fieldProps(form, 'text', failed)}
            defaultValue={valueOf(form, 'text', failed)}
            maxLength={2000}
            required
          />
        </>
      )}
      <label htmlFor={`${form}-lines`}>{t(lines)}</label>
      <textarea
        {...fieldProps(form, 'lines', failed, hint && `${form}-hint`)}
        rows={3}
        required
        defaultValue={valueOf(form, 'lines', failed)}
      />
      {hint && (
        <p id={`${form}-hint`} className="hint">
          {t(hint)}
        </p>
      )}
      <FormError form={form} refused={failed} />
      <button type="submit">{t('send')}</button>
    </fieldset>
  )
}

export function Composer({ t, room, failed }: { t: Translate; room: string; failed?: Refusal }) {
  const more = failed !== undefined && failed.form !== 'text'
  return (
    <section id="composer" className="composer" aria-label={t('composer')}>
      <ComposeForm room={room} form="text">
        <label htmlFor="text-text" className="visually-hidden">
          {t('message')}
        </label>
        <div className="text-row">
          <textarea
            {...fieldProps('text', 'text', failed, 'text-hint')}
            rows={2}
            maxLength={2000}
            required
            autoFocus
            defaultValue={valueOf('text', 'text', failed)}
          />{' '}
          <button type="submit">{t('send')}</button>
        </div>
        <p id="text-hint" className="hint js-only">
          {t('enterHint')}
        </p>
        <FormError form="text" refused={failed} />
      </ComposeForm>
      <details className="more" open={more}>
        <summary>{t('moreTypes')}</summary>
        <ComposeForm room={room} form="buttons">
          <TextAndLines
            t={t}
            form="buttons"
            failed={failed}
            title="buttonsTitle"
            lines="buttonsLines"
            hint="buttonsHint"
            withText
          />
        </ComposeForm>
        <ComposeForm room={room} form="quick-replies">
          <TextAndLines
            t={t}
            form="quick-replies"
            failed={failed}
            title="quickTitle"
            lines="quickLines"
            withText
          />
        </ComposeForm>
        <ComposeForm room={room} form="cards">
          <TextAndLines
            t={t}
            form="cards"
            failed={failed}
            title="genericTitle"
            lines="genericLines"
            hint="genericHint"
            withText={false}
          />
        </ComposeForm>
        <ComposeForm room={room} form="media" multipart>
          <fieldset>
            <legend>{t('mediaTitle')}</legend>
            <label htmlFor="media-file">{t('mediaFile')}</label>
            <input
              type="file"
              {...fieldProps('media', 'file', failed)}
              accept="image/png,image/jpeg,image/gif,video/mp4,video/quicktime"
              required
            />
            <FormError form="media" refused={failed} />
            <button type="submit">{t('send')}</button>
          </fieldset>
        </ComposeForm>
        <ComposeForm room={room} form="samples">
          <fieldset>
            <legend>{t('samplesTitle')}</legend>
            <p id="samples-hint" className="hint">
              {t('samplesHint')}
            </p>
            <FormError form="samples" refused={failed} />
            <button type="submit" aria-describedby="samples-hint">
              {t('samplesButton')}
            </button>
          </fieldset>
        </ComposeForm>
      </details>
    </section>
  )
}

export type ChatView = {
  t: Translate
  lang: PanelLang
  conversations: readonly Conversation[]
  /** The chat PREFIX: a room is PREFIX + the member's or guest's id (panel.js tells rooms apart). */
  prefix: string
  /** The room asked for (?room=), if any. */
  room: string | null
  /** Its messages, oldest first; null when the room has none (no such room). */
  messages: readonly ChatMessage[] | null
  failed?: Refusal
}

function RoomSection({ view }: { view: ChatView }) {
  const { t, lang, conversations, room, messages, failed } = view
  if (!room)
    return (
      <section className="room room-none">
        <p className="placeholder">{t('chooseConversation')}</p>
      </section>
    )
  const back = (
    <a className="back" href="/panel/chat">
      ← {t('backToList')}
    </a>
  )
  if (!messages) {
    return (
      <section className="room">
        {back}
        <p className="placeholder" role="alert">
          {t('roomNotFound')}
        </p>
      </section>
    )
  }
  const conversation = conversations.find((c) => c.room === room)
  const name = conversation ? customerName(t, conversation) : room
  return (
    <section className="room" aria-labelledby="room-title">
      <header className="room-head">
        {back} <h1 id="room-title">{name}</h1> <span className="room-id">{room}</span>
      </header>
      <ol id="thread" className="thread" data-room={room}>
        <ThreadItems t={t} lang={lang} messages={messages} />
      </ol>
      <Composer t={t} room={room} failed={failed} />
    </section>
  )
}

/** The page's main part: the list and the open room. */
export function ChatMain({ view }: { view: ChatView }) {
  const { t, lang, conversations, room, prefix } = view
  return (
    <main
      className={`chat ${room ? 'has-room' : ''}`}
      data-chat=""
      data-room={room ?? ''}
      data-prefix={prefix}
    >
      <nav className="conversations" aria-labelledby="conversations-title">
        <h2 id="conversations-title">{t('conversations')}</h2>
        <p
          id="live"
          className="live"
          data-live={t('live')}
          data-offline={t('offline')}
          role="status"
        />
        <ul id="conversation-list" className="conversation-list">
          <ConversationItems t={t} lang={lang} conversations={conversations} current={room} />
        </ul>
      </nav>
      <RoomSection view={view} />
    </main>
  )
}
