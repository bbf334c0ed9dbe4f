// The chat page's HTML: the conversation list, a room's thread with every message type made
// readable, and the composer's forms. panel.js replaces #conversation-list and #thread with
// the ?partial= fragments; the composer is never replaced, so typed text stays.
import {
  type ChatButton,
  type ChatMessage,
  KnownChatMessageBody,
} from '@member-wallet/contract/schemas'

import { type Conversation } from '../chat-operator'
import { type Html, html, safeUrl } from './html'
import { type PanelKey, type PanelLang, type Translate } from './i18n'

export const FORMS = ['text', 'buttons', 'quick-replies', 'cards', 'media', 'samples'] as const
export type FormName = (typeof FORMS)[number]

/** A form the operator sent that was refused: what they typed, and why (translated). */
export type FailedForm = {
  form: FormName
  fields: Record<string, string>
  /** The field the error is about. */
  field: string
  error: string
}

export function chatHref(room?: string | null): string {
  return room ? `/panel/chat?room=${encodeURIComponent(room)}` : '/panel/chat'
}

const formats = new Map<PanelLang, Intl.DateTimeFormat>()

/** Day, month and time in Bangkok. */
export function formatTime(lang: PanelLang, iso: string): string {
  let format = formats.get(lang)
  if (!format) {
    format = new Intl.DateTimeFormat(lang === 'th' ? 'th-TH' : 'en-GB', {
      timeZone: 'Asia/Bangkok',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
    formats.set(lang, format)
  }
  return format.format(new Date(iso))
}

function time(lang: PanelLang, iso: string): Html {
  return html`<time datetime="${iso}">${formatTime(lang, iso)}</time>`
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
function badge(t: Translate, count: number): Html {
  const words = t('unread', { count })
  return html`<span class="badge" title="${words}"
    ><span class="visually-hidden">${words}</span><span aria-hidden="true">${count}</span></span
  >`
}

export function conversationItems(
  t: Translate,
  lang: PanelLang,
  conversations: readonly Conversation[],
  current: string | null,
): Html {
  if (conversations.length === 0) return html`<li class="empty">${t('noConversations')}</li>`
  return html`${conversations.map(
    (c) =>
      html`<li>
        <a
          class="conv"
          href="${chatHref(c.room)}"
          ${c.room === current && html`aria-current="page"`}
        >
          <span class="conv-name">${customerName(t, c)}</span>
          ${time(lang, c.lastMessage.createdAt)}
          <span class="conv-preview">${previewOf(t, c.lastMessage.message)}</span>
          ${c.unread > 0 && badge(t, c.unread)}
        </a>
      </li>`,
  )}`
}

function chip(button: ChatButton): Html {
  const href =
    button.type === 'web'
      ? safeUrl(button.payload)
      : button.type === 'call'
        ? `tel:${button.payload}`
        : null
  const label = html`<span class="chip-type">${button.type}</span> ${button.title}`
  return href
    ? html`<li>
        <a
          class="chip"
          href="${href}"
          target="_blank"
          rel="noopener noreferrer"
          title="${button.payload}"
          >${label}</a
        >
      </li>`
    : html`<li><span class="chip" title="${button.payload}">${label}</span></li>`
}

function chips(buttons: readonly ChatButton[]): Html {
  return buttons.length > 0
    ? html`<ul class="chips">
        ${buttons.map(chip)}
      </ul>`
    : html``
}

function media(
  t: Translate,
  payload: Extract<KnownChatMessageBody, { message_type: 'media' }>['payload'],
): Html {
  const url = safeUrl(payload.url)
  const caption = payload.message && html`<p class="text">${payload.message}</p>`
  if (!url)
    return html`${caption}
      <p class="note">${payload.url}</p>`
  const body =
    payload.fileType === 'image'
      ? html`<a href="${url}" target="_blank" rel="noopener noreferrer"
          ><img class="media" src="${url}" alt="${payload.name ?? ''}" loading="lazy"
        /></a>`
      : payload.fileType === 'video'
        ? html`<video class="media" src="${url}" controls preload="metadata"></video>`
        : html`<a href="${url}" target="_blank" rel="noopener noreferrer"
            >${payload.name ?? t('openFile')}</a
          >`
  return html`${body}${caption}`
}

/** A message's content, readable whatever its type. */
export function messageContent(t: Translate, message: ChatMessage['message']): Html {
  const known = KnownChatMessageBody.safeParse(message)
  if (!known.success) {
    return html`<p class="note">${t('unknownType', { type: message.message_type })}</p>
      <pre class="json">${JSON.stringify(message.payload ?? null, null, 2)}</pre>`
  }
  const { data } = known
  switch (data.message_type) {
    case 'text':
      return html`<p class="text">${data.payload.text}</p>`
    case 'buttons':
      return html`<p class="text">${data.payload.text}</p>
        ${chips(data.payload.buttons)}`
    case 'quick_replies':
      return html`<p class="text">${data.payload.text}</p>
        <ul class="chips">
          ${data.payload.quick_replies.map(
            (reply) =>
              html`<li>
                <span class="chip chip-quick" title="${reply.payload}">${reply.title}</span>
              </li>`,
          )}
        </ul>`
    case 'media':
      return media(t, data.payload)
    case 'generic':
      return html`<ul class="cards">
        ${data.payload.elements.map((card) => {
          const image = safeUrl(card.image_url)
          return html`<li class="card">
            ${image && html`<img src="${image}" alt="" loading="lazy" />`}
            <strong>${card.title}</strong>
            ${card.subtitle && html`<p>${card.subtitle}</p>`} ${chips(card.buttons)}
          </li>`
        })}
      </ul>`
    case 'postback':
      return html`<p class="note">${t('pressed', { title: data.payload.title })}</p>`
  }
}

export function threadItems(t: Translate, lang: PanelLang, messages: readonly ChatMessage[]): Html {
  return html`${messages.map((message) => {
      const side = message.sender === 'customer' ? 'customer' : 'operator'
      return html`<li class="msg msg-${side}" id="m-${message._id}">
        <div class="bubble">${messageContent(t, message.message)}</div>
        <p class="meta">${t(side)} · ${time(lang, message.createdAt)}</p>
      </li>`
    })}
    <li id="thread-end" class="thread-end" aria-hidden="true"></li>`
}

/**
 * The attributes of a composer field: id, name, and what describes it (a hint, and its error
 * when the form was refused).
 */
function field(form: FormName, name: string, failed: FailedForm | undefined, hint?: string): Html {
  const invalid = failed?.form === form && failed.field === name
  const describedBy = [hint, invalid && `${form}-error`].filter(Boolean).join(' ')
  return html`id="${form}-${name}" name="${name}" ${invalid && html`aria-invalid="true"`}
  ${describedBy && html`aria-describedby="${describedBy}"`}`
}

function valueOf(form: FormName, name: string, failed: FailedForm | undefined): string {
  return failed?.form === form ? (failed.fields[name] ?? '') : ''
}

function errorOf(form: FormName, failed: FailedForm | undefined): Html | false {
  return (
    failed?.form === form &&
    html`<p id="${form}-error" class="error" role="alert">${failed.error}</p>`
  )
}

function composeForm(room: string, form: FormName, body: Html, multipart = false): Html {
  const action = `/panel/chat/${encodeURIComponent(room)}/${form}`
  return html`<form
    id="form-${form}"
    class="compose"
    method="post"
    action="${action}"
    data-enhance
    ${multipart && html`enctype="multipart/form-data"`}
  >
    ${body}
  </form>`
}

function textAndLines(
  t: Translate,
  form: FormName,
  failed: FailedForm | undefined,
  labels: { title: PanelKey; lines: PanelKey; hint?: PanelKey; withText: boolean },
): Html {
  return html`<fieldset>
    <legend>${t(labels.title)}</legend>
    ${
      labels.withText &&
      html`<label for="${form}-text">${t('message')}</label>
        <input
          type="text"
          ${field(form, 'text', failed)}
          value="${valueOf(form, 'text', failed)}"
          maxlength="2000"
          required
        />`
    }
    <label for="${form}-lines">${t(labels.lines)}</label>
    <textarea ${field(form, 'lines', failed, labels.hint && `${form}-hint`)} rows="3" required>
${valueOf(form, 'lines', failed)}</textarea>
    ${labels.hint && html`<p id="${form}-hint" class="hint">${t(labels.hint)}</p>`}
    ${errorOf(form, failed)}
    <button type="submit">${t('send')}</button>
  </fieldset>`
}

export function composer(t: Translate, room: string, failed?: FailedForm): Html {
  const more = failed !== undefined && failed.form !== 'text'
  return html`<section id="composer" class="composer" aria-label="${t('composer')}">
    ${composeForm(
      room,
      'text',
      html`<label for="text-text" class="visually-hidden">${t('message')}</label>
        <div class="text-row">
          <textarea
            ${field('text', 'text', failed, 'text-hint')}
            rows="2"
            maxlength="2000"
            required
            autofocus
          >
${valueOf('text', 'text', failed)}</textarea>
          <button type="submit">${t('send')}</button>
        </div>
        <p id="text-hint" class="hint js-only">${t('enterHint')}</p>
        ${errorOf('text', failed)}`,
    )}
    <details class="more" ${more && html`open`}>
      <summary>${t('moreTypes')}</summary>
      ${composeForm(room, 'buttons', textAndLines(t, 'buttons', failed, { title: 'buttonsTitle', lines: 'buttonsLines', hint: 'buttonsHint', withText: true }))}
      ${composeForm(room, 'quick-replies', textAndLines(t, 'quick-replies', failed, { title: 'quickTitle', lines: 'quickLines', withText: true }))}
      ${composeForm(room, 'cards', textAndLines(t, 'cards', failed, { title: 'genericTitle', lines: 'genericLines', hint: 'genericHint', withText: false }))}
      ${composeForm(
        room,
        'media',
        html`<fieldset>
          <legend>${t('mediaTitle')}</legend>
          <label for="media-file">${t('mediaFile')}</label>
          <input
            type="file"
            ${field('media', 'file', failed)}
            accept="image/png,image/jpeg,image/gif,video/mp4,video/quicktime"
            required
          />
          ${errorOf('media', failed)}
          <button type="submit">${t('send')}</button>
        </fieldset>`,
        true,
      )}
      ${composeForm(
        room,
        'samples',
        html`<fieldset>
          <legend>${t('samplesTitle')}</legend>
          <p id="samples-hint" class="hint">${t('samplesHint')}</p>
          ${errorOf('samples', failed)}
          <button type="submit" aria-describedby="samples-hint">${t('samplesButton')}</button>
        </fieldset>`,
      )}
    </details>
  </section>`
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
  failed?: FailedForm
}

function roomSection({ t, lang, conversations, room, messages, failed }: ChatView): Html {
  if (!room)
    return html`<section class="room room-none">
      <p class="placeholder">${t('chooseConversation')}</p>
    </section>`
  const back = html`<a class="back" href="/panel/chat">← ${t('backToList')}</a>`
  if (!messages) {
    return html`<section class="room">
      ${back}
      <p class="placeholder" role="alert">${t('roomNotFound')}</p>
    </section>`
  }
  const conversation = conversations.find((c) => c.room === room)
  const name = conversation ? customerName(t, conversation) : room
  return html`<section class="room" aria-labelledby="room-title">
    <header class="room-head">
      ${back}
      <h1 id="room-title">${name}</h1>
      <span class="room-id">${room}</span>
    </header>
    <ol id="thread" class="thread" data-room="${room}">
      ${threadItems(t, lang, messages)}
    </ol>
    ${composer(t, room, failed)}
  </section>`
}

/** The page's main part: the list and the open room. */
export function chatMain(view: ChatView): Html {
  const { t, lang, conversations, room, prefix } = view
  return html`<main
    class="chat ${room ? 'has-room' : ''}"
    data-chat
    data-room="${room ?? ''}"
    data-prefix="${prefix}"
  >
    <nav class="conversations" aria-labelledby="conversations-title">
      <h2 id="conversations-title">${t('conversations')}</h2>
      <p
        id="live"
        class="live"
        data-live="${t('live')}"
        data-offline="${t('offline')}"
        role="status"
      ></p>
      <ul id="conversation-list" class="conversation-list">
        ${conversationItems(t, lang, conversations, room)}
      </ul>
    </nav>
    ${roomSection(view)}
  </main>`
}
