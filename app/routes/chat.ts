// The chat widget's calls (SPEC §7 Chat), made by this server for the member or guest:
// GET ?skip= an older page of the conversation; POST a text, a postback, an upload, a media
// message or mark-as-read. The widget's script asks for JSON; the plain form of a page without
// JavaScript gets a redirect back to the open widget, with a toast when something failed.
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node'

import { CHAT_PAGE_SIZE, CHAT_VIDEO_MAX_MB } from '@member-wallet/contract/chat-rules'
import { CHAT_FILE_FIELD, type ChatMessage } from '@member-wallet/contract/schemas'

import { type Backend, backendFor, backendOf } from '~/api/api.server'
import {
  type ChatCaller,
  chatCallerOf,
  chatHistory,
  markChatRead,
  sendChatMedia,
  sendChatMessage,
  sendChatPostback,
  uploadChatFile,
} from '~/api/chat.server'
import { ApiError } from '~/api/client'
import { errorMessageKey } from '~/api/error-message'
import { type UploadRefusal, UPLOADS, withUpload } from '~/api/upload.server'
import { redirectWithToast } from '~/toast.server'
import { attachmentMessage } from '~/utils/chat'
import { isMultipart, readForm } from '~/utils/form.server'
import { safeRedirect } from '~/utils/redirect'
import { ChatForm, ChatHistoryQuery, ChatText } from '~/validation/chat'

type Failure = { key: string; values?: Record<string, string | number> }
type Outcome = { done: Record<string, unknown> } | { failure: Failure; status?: number }

const noConversation: Failure = { key: 'chat:noConversation' }

const wantsJson = (request: Request) =>
  (request.headers.get('Accept') ?? '').includes('application/json')

/** Where the plain form returns: its page, with the widget open. */
function backToChat(formData: FormData | null): string {
  const page = safeRedirect(formData?.get('redirectTo'), '/contact').split(/[?#]/)[0]
  return `${page}?chat=open#chat`
}

async function respond(request: Request, formData: FormData | null, outcome: Outcome) {
  if (wantsJson(request)) {
    return 'done' in outcome
      ? Response.json(outcome.done)
      : Response.json({ error: outcome.failure }, { status: outcome.status ?? 400 })
  }
  const to = backToChat(formData)
  if ('done' in outcome) return redirect(to)
  return redirectWithToast(request, to, { type: 'error', ...outcome.failure })
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const backend = await backendOf({ request, context })
  const caller = await chatCallerOf(request, backend)
  const query = ChatHistoryQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams))
  if (!caller || !query.success) return Response.json({ error: noConversation }, { status: 400 })
  try {
    const page = { limit: CHAT_PAGE_SIZE, skip: query.data.skip }
    return Response.json(await chatHistory(backend, caller, page))
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    return Response.json({ error: { key: errorMessageKey(error) } }, { status: 502 })
  }
}

/** The plain form: an attachment (without JavaScript) and the text, at least one of them. */
async function sendTextAndFile(
  backend: Backend,
  caller: ChatCaller,
  text: string,
  file: File | null,
): Promise<Outcome> {
  const checked = ChatText.safeParse(text)
  if (!checked.success && (file === null || text.trim() !== '')) {
    return { failure: { key: checked.error.issues[0]?.message ?? 'chat:send.invalid' } }
  }
  let message: ChatMessage | null = null
  if (file) {
    const upload = await uploadChatFile(backend, caller, file)
    if ('problem' in upload) return { failure: attachmentMessage(upload.problem) }
    message = await sendChatMedia(backend, caller, upload.media)
  }
  if (checked.success) {
    const text = { message_type: 'text' as const, payload: { text: checked.data } }
    message = await sendChatMessage(backend, caller, text)
  }
  return { done: { message } }
}

async function perform(
  backend: Backend,
  caller: ChatCaller,
  form: ChatForm,
  file: File | null,
): Promise<Outcome> {
  switch (form.intent) {
    case 'text':
      return sendTextAndFile(backend, caller, form.message, file)
    case 'postback':
      return { done: { message: await sendChatPostback(backend, caller, form) } }
    case 'media': {
      const media = { url: form.url, fileType: form.fileType, name: form.name || undefined }
      return { done: { message: await sendChatMedia(backend, caller, media) } }
    }
    case 'upload': {
      const upload = file ? await uploadChatFile(backend, caller, file) : null
      if (!upload) return { failure: attachmentMessage({ kind: 'unsupported' }) }
      if ('problem' in upload) return { failure: attachmentMessage(upload.problem) }
      return { done: upload }
    }
    case 'read':
      await markChatRead(backend, caller)
      return { done: {} }
  }
}

export async function action({ request }: ActionFunctionArgs) {
  if (!isMultipart(request)) return send(request, await readForm(request))
  return withUpload(request, UPLOADS.chat, async (upload) =>
    'refused' in upload
      ? respond(request, null, refusalOf(upload.refused))
      : send(request, upload.formData),
  )
}

function refusalOf(reason: UploadRefusal): Outcome {
  return reason === 'busy'
    ? { failure: { key: 'common:uploadBusy' }, status: 503 }
    : { failure: attachmentMessage({ kind: 'tooLarge', mb: CHAT_VIDEO_MAX_MB }), status: 413 }
}

async function send(request: Request, formData: FormData) {
  const backend = await backendFor(request)
  const caller = await chatCallerOf(request, backend)
  if (!caller) return respond(request, formData, { failure: noConversation })
  const fields = Object.fromEntries([...formData].filter(([, value]) => typeof value === 'string'))
  const form = ChatForm.safeParse({ intent: 'text', ...fields })
  if (!form.success) return respond(request, formData, { failure: { key: 'chat:send.invalid' } })
  const entry = formData.get(CHAT_FILE_FIELD)
  const file = entry instanceof File && entry.size > 0 ? entry : null
  try {
    return respond(request, formData, await perform(backend, caller, form.data, file))
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    return respond(request, formData, { failure: { key: errorMessageKey(error) }, status: 502 })
  }
}
