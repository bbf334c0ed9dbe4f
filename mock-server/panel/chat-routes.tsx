// GET /panel/chat?room=: the conversations and one room's thread (?partial=list and
// ?partial=thread answer only those parts, for panel.js). POST /panel/chat/:room/<form>: the
// operator answers; a good form redirects back to the room, a refused one shows the page again
// with the error and what was typed, and sends nothing.
import { type Request, type Response, Router } from 'express'
import multer from 'multer'
import { type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'

import { CHAT_VIDEO_MAX_BYTES, CHAT_VIDEO_MAX_MB } from '@member-wallet/contract/chat-rules'
import {
  type ChatMessage,
  type ChatMessageBody,
  KnownChatMessageBody,
} from '@member-wallet/contract/schemas'

import { roomMessages, toChatMessage } from '../chat'
import { answerRoom, listConversations, markCustomerRead, roomOwner } from '../chat-operator'
import { type MockContext } from '../context'
import { route } from '../http'
import { saveChatFile, signedChatUrl } from '../uploads'
import {
  chatHref,
  ChatMain,
  ConversationItems,
  type FormName,
  FORMS,
  ThreadItems,
} from './chat-view'
import {
  checkChatFile,
  composeButtons,
  composeCards,
  type Composed,
  type ComposeError,
  composeQuickReplies,
  composeText,
} from './compose'
import { type Refusal } from './forms'
import { languageOf, type Translate } from './i18n'
import { PANEL_HEADERS, PanelPage, sendPage } from './layout'
import { bannerUrls, makeSamples } from './samples'

/** The messages a room's thread shows: the last ones. */
export const THREAD_SIZE = 50
const ROOM_MAX = 200

const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: CHAT_VIDEO_MAX_BYTES, files: 1, fields: 0, parts: 1 },
  defParamCharset: 'utf8',
}).single('file')

/** The multipart file of the media form; a file over every limit is refused while it arrives. */
function receiveFile(
  req: Request,
  res: Response,
): Promise<Composed<Express.Multer.File | undefined>> {
  return new Promise((resolve) => {
    upload(req, res, (error?: unknown) => {
      if (!error) resolve({ ok: true, value: req.file })
      else if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE') {
        resolve({
          ok: false,
          error: { key: 'errorFileTooLarge', values: { mb: CHAT_VIDEO_MAX_MB } },
        })
      } else resolve({ ok: false, error: { key: 'errorFileType' } })
    })
  })
}

function roomParam(value: unknown): string | null {
  return typeof value === 'string' && value !== '' && value.length <= ROOM_MAX ? value : null
}

/** The text fields of a posted form. */
function fieldsOf(body: unknown): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const name of ['text', 'lines']) {
    const value = (body as Record<string, unknown> | undefined)?.[name]
    if (typeof value === 'string') fields[name] = value
  }
  return fields
}

/** The field an error is about. */
function fieldOf(form: FormName, error: ComposeError): string {
  if (form === 'media') return 'file'
  return error.key === 'errorText' ? 'text' : 'lines'
}

export function panelChatRoutes(ctx: MockContext): Router {
  const { prisma, config } = ctx
  const router = Router()

  /** A room's last messages, oldest first, now read by the operator; null for no such room. */
  async function readRoom(room: string): Promise<ChatMessage[] | null> {
    const rows = await roomMessages(prisma, room, 0, THREAD_SIZE)
    if (rows.length === 0) return null
    await markCustomerRead(ctx, room)
    return rows.reverse().map(toChatMessage)
  }

  async function chatPage(
    res: Response,
    status: number,
    room: string | null,
    failed?: Refusal,
  ): Promise<void> {
    const { lang, t } = languageOf(res)
    const messages = room ? await readRoom(room) : null
    const conversations = await listConversations(prisma)
    const prefix = config.chatPrefix
    const view = { t, lang, conversations, prefix, room, messages, failed }
    sendPage(
      res,
      room && !messages ? 404 : status,
      <PanelPage lang={lang} t={t} title={t('chat')} here={chatHref(room)} signedIn scripts>
        <ChatMain view={view} />
      </PanelPage>,
    )
  }

  function sendFragment(res: Response, fragment: ReactNode): void {
    res.set(PANEL_HEADERS).send(renderToStaticMarkup(fragment))
  }

  router.get(
    '/chat',
    route(async (req, res) => {
      const room = roomParam(req.query.room)
      const { lang, t } = languageOf(res)
      switch (req.query.partial) {
        case 'list':
          return sendFragment(
            res,
            <ConversationItems
              t={t}
              lang={lang}
              conversations={await listConversations(prisma)}
              current={room}
            />,
          )
        case 'thread': {
          const messages = room ? await readRoom(room) : null
          return sendFragment(res, <ThreadItems t={t} lang={lang} messages={messages ?? []} />)
        }
        default:
          return chatPage(res, 200, room)
      }
    }),
  )

  /** The uploaded image or video, checked by its bytes, then stored. */
  async function composeMedia(req: Request, res: Response): Promise<Composed<ChatMessageBody>> {
    const received = await receiveFile(req, res)
    if (!received.ok) return received
    const file = received.value
    if (!file) return { ok: false, error: { key: 'errorFileMissing' } }
    const checked = checkChatFile(file.buffer)
    if (!checked.ok) return checked
    const name = await saveChatFile(config.uploadDir, checked.value.type, file.buffer)
    const url = signedChatUrl(config, name)
    const fileName = file.originalname.trim().slice(0, 200) || undefined
    return {
      ok: true,
      value: {
        message_type: 'media',
        payload: { url, fileType: checked.value.kind, name: fileName },
      },
    }
  }

  /** The messages a form sends. */
  async function compose(
    form: FormName,
    req: Request,
    res: Response,
    t: Translate,
  ): Promise<Composed<ChatMessageBody[]>> {
    const fields = fieldsOf(req.body)
    // checked against the contract once more, as the JSON API checks what it is sent
    const one = (result: Composed<ChatMessageBody>) =>
      result.ok ? { ok: true as const, value: [KnownChatMessageBody.parse(result.value)] } : result
    switch (form) {
      case 'text':
        return one(composeText(fields))
      case 'buttons':
        return one(composeButtons(fields))
      case 'quick-replies':
        return one(composeQuickReplies(fields))
      case 'cards':
        return one(composeCards(fields, bannerUrls(config.publicUrl)))
      case 'media':
        return one(await composeMedia(req, res))
      case 'samples':
        return { ok: true, value: await makeSamples(t, config) }
    }
  }

  router.post(
    '/chat/:room/:form',
    route(async (req, res) => {
      const form = FORMS.find((name) => name === req.params.form)
      const room = roomParam(req.params.room)
      const owner = room && (await roomOwner(prisma, room))
      if (!form || !room || !owner) return chatPage(res, 404, room)
      const { t } = languageOf(res)
      const bodies = await compose(form, req, res, t)
      if (!bodies.ok) {
        const { error } = bodies
        const failed: Refusal = {
          form,
          fields: fieldsOf(req.body),
          field: fieldOf(form, error),
          message: t(error.key, error.values),
          status: 422,
        }
        return chatPage(res, 422, room, failed)
      }
      for (const body of bodies.value) await answerRoom(ctx, room, owner, body)
      res.redirect(303, `${chatHref(room)}#thread-end`)
    }),
  )

  return router
}
