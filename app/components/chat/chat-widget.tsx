// The chat with the operator's staff on the contact pages (SPEC §2, §5, §7 Chat). Without
// JavaScript it is a <details> that opens, lists the history and posts a plain form to /chat.
// With it: live messages, older pages on scrolling up, Enter to send, attachments checked
// before they go, delivery status with resend and remove, the new-message banner, and
// mark-as-read a second after the newest staff message is in view.
import { useRevalidator } from '@remix-run/react'
import {
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'

import {
  attachmentProblem,
  CHAT_IMAGE_TYPES,
  CHAT_READ_DEBOUNCE_MS,
  CHAT_TEXT_MAX,
  CHAT_VIDEO_TYPES,
  cleanChatText,
  GUEST_ID_PATTERN,
} from '@member-wallet/contract/chat-rules'
import { CHAT_FILE_FIELD } from '@member-wallet/contract/schemas'

import { useTranslation } from '~/components/translations'
import {
  attachmentMessage,
  type ChatPage,
  isNearBottom,
  messageKey,
  type Outgoing,
} from '~/utils/chat'
import { useHydrated } from '~/utils/use-hydrated'

import { Icon } from '../icon'
import { ToastView } from '../toast-view'
import { ChatMessageView, DeliveryText } from './chat-message'
import { useChat } from './use-chat'

export type ChatWidgetProps = {
  history: ChatPage | null
  /** The guest's id, or null for a member. */
  guestId: string | null
  open: boolean
  /** Without JavaScript: how many pages of history are shown, and the link to one more. */
  olderHref: string | null
  /** The page the plain form returns to. */
  redirectTo: string
  /** Who answers: the operator's name, for the greeting at the start of the conversation. */
  operatorName: string
}

const ACCEPT = [
  ...CHAT_IMAGE_TYPES,
  ...CHAT_VIDEO_TYPES,
  '.jpg',
  '.jpeg',
  '.png',
  '.gif',
  '.mp4',
  '.mov',
].join(',')
const GUEST_KEY = 'guest-id'

/** SPEC §3 keeps the guest id in local storage; a lost cookie is restored from it. */
function useGuestIdStorage(guestId: string | null) {
  const { revalidate } = useRevalidator()
  useEffect(() => {
    if (!guestId) return
    const stored = localStorage.getItem(GUEST_KEY)
    if (stored && stored !== guestId && GUEST_ID_PATTERN.test(stored) && !/^\d+$/.test(stored)) {
      const secure = location.protocol === 'https:' ? '; Secure' : ''
      document.cookie = `${GUEST_KEY}=${stored}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`
      revalidate()
    } else {
      localStorage.setItem(GUEST_KEY, guestId)
    }
  }, [guestId, revalidate])
}

export function ChatWidget(props: ChatWidgetProps) {
  const { t } = useTranslation('chat')
  const [open, setOpen] = useState(props.open)
  useGuestIdStorage(props.guestId)
  return (
    <details
      id="chat"
      className="card chat"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="chat-toggle">
        <Icon name="chat" size={22} />
        <span>{t('open')}</span>
        <Icon name="chevronDown" size={20} className="chat-toggle-chevron" />
      </summary>
      {props.history ? (
        <Conversation {...props} history={props.history} open={open} />
      ) : (
        <p className="muted chat-unavailable">{t('history.unavailable')}</p>
      )}
    </details>
  )
}

/**
 * The start of the conversation: who answers and a greeting from them, said by the page (it is
 * no message of the staff's); with nothing said yet, an invitation to write.
 */
function ChatIntro({ operatorName, isEmpty }: { operatorName: string; isEmpty: boolean }) {
  const { t } = useTranslation('chat')
  return (
    <li className="chat-intro">
      <span className="chat-intro-avatar" aria-hidden="true">
        <Icon name="chat" size={26} />
      </span>
      <p className="chat-intro-name">{t('team', { name: operatorName })}</p>
      <p className="chat-intro-greeting">{t('greeting', { name: operatorName })}</p>
      {isEmpty ? <p className="chat-intro-empty">{t('history.empty')}</p> : null}
    </li>
  )
}

function Conversation({
  history,
  open,
  olderHref,
  redirectTo,
  operatorName,
}: ChatWidgetProps & { history: ChatPage }) {
  const { t } = useTranslation('chat')
  const hydrated = useHydrated()
  const listRef = useRef<HTMLOListElement>(null)
  const [atBottom, setAtBottom] = useState(true)
  const [unseen, setUnseen] = useState(false)
  const atBottomRef = useRef(true)
  const chat = useChat(history, () => {
    if (!atBottomRef.current) setUnseen(true)
  })
  const { messages, outgoing } = chat

  const scrollToBottom = () => {
    const list = listRef.current
    if (list) list.scrollTop = list.scrollHeight
  }

  // keep the newest in view while the reader is at the bottom; keep the reader's place when
  // older messages are added above
  const firstId = messages[0] && messageKey(messages[0])
  const lastId = messages.at(-1) && messageKey(messages.at(-1)!)
  const heightBefore = useRef(0)
  const firstIdBefore = useRef(firstId)
  useLayoutEffect(() => {
    const list = listRef.current
    if (!list) return
    if (firstIdBefore.current !== firstId && !atBottomRef.current) {
      list.scrollTop += list.scrollHeight - heightBefore.current
    } else if (atBottomRef.current) {
      scrollToBottom()
    }
    firstIdBefore.current = firstId
    heightBefore.current = list.scrollHeight
  }, [firstId, lastId, outgoing.length, open])

  const onScroll = () => {
    const list = listRef.current
    if (!list) return
    heightBefore.current = list.scrollHeight
    const bottom = isNearBottom(list)
    atBottomRef.current = bottom
    setAtBottom(bottom)
    if (bottom) setUnseen(false)
    if (list.scrollTop < 40 && chat.hasOlder) void chat.loadOlder()
  }

  // mark-as-read, debounced: a second after the newest staff message is in view
  const lastStaff = messages.findLast((message) => message.sender !== 'customer')
  const lastStaffId = lastStaff ? messageKey(lastStaff) : undefined
  const { markRead } = chat
  const readUpTo = useRef<string | null>(null)
  useEffect(() => {
    if (!open || !atBottom || !lastStaffId || readUpTo.current === lastStaffId) return
    const timer = setTimeout(() => {
      readUpTo.current = lastStaffId
      markRead()
    }, CHAT_READ_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [open, atBottom, lastStaffId, markRead])

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!hydrated) return
    event.preventDefault()
    const field = event.currentTarget.elements.namedItem('message') as HTMLTextAreaElement
    const text = cleanChatText(field.value)
    if (text === null) return
    field.value = ''
    atBottomRef.current = true
    chat.sendText(text)
  }

  // SPEC §5: Enter sends; Enter with Shift, Ctrl, Alt or Meta does not
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const modified = event.shiftKey || event.ctrlKey || event.altKey || event.metaKey
    if (event.key !== 'Enter' || modified || event.nativeEvent.isComposing) return
    event.preventDefault()
    event.currentTarget.form?.requestSubmit()
  }

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    if (!hydrated) return
    const file = event.currentTarget.files?.[0]
    event.currentTarget.value = ''
    if (!file) return
    const problem = attachmentProblem(file)
    if (problem) {
      chat.showAlert(attachmentMessage(problem))
      return
    }
    atBottomRef.current = true
    chat.sendFile(file)
  }

  const isEmpty = messages.length === 0 && outgoing.length === 0
  const items = [
    chat.hasOlder ? (
      <li key="older" className="chat-note">
        {hydrated ? (
          chat.loadingOlder ? (
            t('history.loading')
          ) : (
            t('history.scrollUp')
          )
        ) : olderHref ? (
          <a href={olderHref}>{t('history.older')}</a>
        ) : null}
      </li>
    ) : (
      <ChatIntro key="start" operatorName={operatorName} isEmpty={isEmpty} />
    ),
    ...messages.map((message, index) => (
      <ChatMessageView
        key={messageKey(message)}
        message={message}
        isLast={index === messages.length - 1 && outgoing.length === 0}
        redirectTo={redirectTo}
        onPostback={hydrated ? (postback) => void chat.sendPostback(postback) : null}
      />
    )),
    ...outgoing.map((item) => (
      <OutgoingView key={item.localId} item={item} onResend={chat.resend} onRemove={chat.remove} />
    )),
  ]
  return (
    <div className="chat-box">
      <p className={`chat-status is-${hydrated ? chat.connection : 'online'}`} role="status">
        {hydrated ? t(`status.${chat.connection}`) : t('intro')}
      </p>
      <div className="chat-list-wrap">
        <ol
          ref={listRef}
          className={hydrated ? 'chat-list' : 'chat-list is-plain'}
          onScroll={onScroll}
          aria-label={t('title')}
          aria-live="polite"
          tabIndex={0}
        >
          {hydrated ? items : [...items].reverse()}
        </ol>
        {unseen && !atBottom ? (
          <button
            type="button"
            className="chat-new-banner"
            onClick={() => {
              scrollToBottom()
              setUnseen(false)
            }}
          >
            <Icon name="chevronDown" size={18} />
            {t('newMessage')}
          </button>
        ) : null}
      </div>
      {chat.alert ? (
        <div className="chat-alert">
          <ToastView toast={chat.alert} />
        </div>
      ) : null}
      <form
        noValidate
        method="post"
        action="/chat"
        encType="multipart/form-data"
        className="chat-composer"
        onSubmit={onSubmit}
      >
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {/* without JavaScript: the app's own button and words, not the browser's; `required`
            only marks a chosen file (:valid), the form is sent without one all the same */}
        <label className={hydrated ? 'chat-attach' : 'chat-attach is-plain'}>
          <Icon name="attach" size={22} />
          <span className={hydrated ? 'visually-hidden' : 'chat-attach-label'}>
            {t('composer.attach')}
          </span>
          {hydrated ? null : (
            <span className="chat-attach-chosen" aria-hidden="true">
              {t('composer.attachChosen')}
            </span>
          )}
          <input
            type="file"
            name={CHAT_FILE_FIELD}
            accept={ACCEPT}
            required={!hydrated}
            onChange={onFile}
          />
        </label>
        <label className="chat-input">
          <span className="visually-hidden">{t('composer.label')}</span>
          <textarea
            name="message"
            rows={1}
            maxLength={CHAT_TEXT_MAX}
            placeholder={t('composer.placeholder')}
            onKeyDown={onKeyDown}
          />
        </label>
        <button type="submit" className="button button-primary chat-send">
          {t('composer.send')}
        </button>
      </form>
    </div>
  )
}

function OutgoingView({
  item,
  onResend,
  onRemove,
}: {
  item: Outgoing
  onResend: (item: Outgoing) => void
  onRemove: (localId: string) => void
}) {
  const { t } = useTranslation('chat')
  const video = item.file?.type.startsWith('video/')
  return (
    <li className="chat-row is-mine is-pending">
      <div className="chat-bubble">
        {item.preview ? (
          video ? (
            <video className="chat-media" src={item.preview} muted />
          ) : (
            <img className="chat-media" src={item.preview} alt={item.text} />
          )
        ) : (
          <p className="chat-text">{item.text}</p>
        )}
        <p className={`chat-delivery is-${item.status}`}>
          <DeliveryText status={item.status} />
          {item.status === 'failed' ? (
            <>
              <button type="button" className="chat-link" onClick={() => onResend(item)}>
                {t('resend')}
              </button>
              <button type="button" className="chat-link" onClick={() => onRemove(item.localId)}>
                {t('remove')}
              </button>
            </>
          ) : null}
        </p>
      </div>
    </li>
  )
}
