// One chat message as the widget shows it, for every type of SPEC §3: text, buttons (web, call,
// postback), media (image, video, file), quick replies, the generic card carousel, postback,
// and unknown types as a note.
import { type FormEvent } from 'react'

import { type ChatButton, type ChatMessage } from '@member-wallet/contract/schemas'

import { useTranslation } from '~/components/translations'
import {
  buttonAction,
  type ChatView,
  chatView,
  type DeliveryStatus,
  safeMediaUrl,
  storedDelivery,
} from '~/utils/chat'
import { formatTime } from '~/utils/dates'

import { Icon } from '../icon'

/** Sends a postback with JavaScript; without it the button's own form posts to /chat. */
export type PostbackHandler = (postback: { title: string; payload: string }) => void

export type ChatMessageProps = {
  message: ChatMessage
  /** Quick replies are offered under the newest message only. */
  isLast: boolean
  redirectTo: string
  onPostback: PostbackHandler | null
}

function PostbackButton({
  title,
  payload,
  redirectTo,
  onPostback,
  className = 'chat-chip',
}: {
  title: string
  payload: string
  redirectTo: string
  onPostback: PostbackHandler | null
  className?: string
}) {
  const onSubmit = (event: FormEvent) => {
    if (!onPostback) return
    event.preventDefault()
    onPostback({ title, payload })
  }
  return (
    <form
      noValidate
      method="post"
      action="/chat"
      onSubmit={onSubmit}
      className="chat-postback-form"
    >
      <input type="hidden" name="intent" value="postback" />
      <input type="hidden" name="title" value={title} />
      <input type="hidden" name="payload" value={payload} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <button type="submit" className={className}>
        {title}
      </button>
    </form>
  )
}

function Buttons({
  buttons,
  redirectTo,
  onPostback,
}: {
  buttons: ChatButton[]
  redirectTo: string
  onPostback: PostbackHandler | null
}) {
  return (
    <div className="chat-buttons">
      {buttons.map((button, index) => {
        const action = buttonAction(button)
        const key = `${index}-${button.title}`
        switch (action.kind) {
          case 'web':
            return (
              <a
                key={key}
                className="chat-button"
                href={action.href}
                target="_blank"
                rel="noopener noreferrer"
              >
                {button.title}
              </a>
            )
          case 'call':
            return (
              <a key={key} className="chat-button" href={action.href}>
                {button.title}
              </a>
            )
          case 'postback':
            return (
              <PostbackButton
                key={key}
                title={button.title}
                payload={action.payload}
                redirectTo={redirectTo}
                onPostback={onPostback}
                className="chat-button"
              />
            )
          default:
            return (
              <span key={key} className="chat-button is-plain">
                {button.title}
              </span>
            )
        }
      })}
    </div>
  )
}

function Media({ view }: { view: Extract<ChatView, { kind: 'image' | 'video' | 'file' }> }) {
  const { t } = useTranslation('chat')
  switch (view.kind) {
    case 'image':
      return (
        <a href={view.url} target="_blank" rel="noopener noreferrer" className="chat-media">
          <img src={view.url} alt={t('media.image', { name: view.name ?? '' })} loading="lazy" />
        </a>
      )
    case 'video':
      return (
        <video className="chat-media" src={view.url} controls preload="metadata">
          <a href={view.url}>{t('media.video')}</a>
        </video>
      )
    default:
      return (
        <a className="chat-file" href={view.url} target="_blank" rel="noopener noreferrer" download>
          {t('media.file', { name: view.name ?? '' })}
        </a>
      )
  }
}

function MessageBody({ message, isLast, redirectTo, onPostback }: ChatMessageProps) {
  const { t } = useTranslation('chat')
  const view = chatView(message.message)
  switch (view.kind) {
    case 'text':
      return <p className="chat-text">{view.text}</p>
    case 'buttons':
      return (
        <>
          <p className="chat-text">{view.payload.text}</p>
          <Buttons buttons={view.payload.buttons} redirectTo={redirectTo} onPostback={onPostback} />
        </>
      )
    case 'image':
    case 'video':
    case 'file':
      return (
        <>
          <Media view={view} />
          {view.caption ? <p className="chat-text">{view.caption}</p> : null}
        </>
      )
    case 'quick_replies':
      return (
        <>
          <p className="chat-text">{view.payload.text}</p>
          {isLast ? (
            <div className="chat-chips">
              {view.payload.quick_replies.map((reply, index) => (
                <PostbackButton
                  key={`${index}-${reply.title}`}
                  title={reply.title}
                  payload={reply.payload}
                  redirectTo={redirectTo}
                  onPostback={onPostback}
                />
              ))}
            </div>
          ) : null}
        </>
      )
    case 'generic':
      return (
        <ul className="chat-cards" aria-label={t('cards')}>
          {view.payload.elements.map((card, index) => {
            const image = safeMediaUrl(card.image_url)
            return (
              <li key={`${index}-${card.title}`} className="chat-card">
                {image ? <img src={image} alt="" loading="lazy" /> : null}
                <p className="chat-card-title">{card.title}</p>
                <p className="chat-card-subtitle">{card.subtitle}</p>
                <Buttons buttons={card.buttons} redirectTo={redirectTo} onPostback={onPostback} />
              </li>
            )
          })}
        </ul>
      )
    case 'postback':
      return <p className="chat-text">{view.title}</p>
    default:
      return <p className="chat-text muted">{t('unknown')}</p>
  }
}

/** A media message's delivery status (SPEC §3), a tick once it is sent. */
export function DeliveryText({ status }: { status: DeliveryStatus }) {
  const { t } = useTranslation('chat')
  return (
    <span className="chat-delivery-text">
      {status === 'succeed' ? <Icon name="check" size={14} /> : null}
      {t(`delivery.${status}`)}
    </span>
  )
}

export function ChatMessageView(props: ChatMessageProps) {
  const { t } = useTranslation('chat')
  const mine = props.message.sender === 'customer'
  const delivery = storedDelivery(props.message)
  const wide = chatView(props.message.message).kind === 'generic'
  return (
    <li className={`chat-row ${mine ? 'is-mine' : 'is-staff'}`}>
      <div className={`chat-bubble${wide ? ' is-wide' : ''}`}>
        <p className="chat-meta">
          <span>{mine ? t('you') : t('staff')}</span>
          <time dateTime={props.message.createdAt}>{formatTime(props.message.createdAt)}</time>
        </p>
        <MessageBody {...props} />
        {delivery ? (
          <p className={`chat-delivery is-${delivery}`}>
            <DeliveryText status={delivery} />
          </p>
        ) : null}
      </div>
    </li>
  )
}
