// Multipart forms (slip and chat uploads) read in memory, a part over the limit reported
// instead of read, and a body that is not a multipart form refused with a 400.
import {
  MaxPartSizeExceededError,
  unstable_createMemoryUploadHandler as createMemoryUploadHandler,
  unstable_parseMultipartFormData as parseMultipartFormData,
} from '@remix-run/node'

/** The media type of the request's body, in lower case, without its parameters. */
export function mediaTypeOf(request: Request): string {
  return (request.headers.get('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase()
}

export function isMultipart(request: Request): boolean {
  return mediaTypeOf(request) === 'multipart/form-data'
}

/** What an action answers to a body it cannot read as a form: the catalogue's KEY_INVALID. */
export function unreadableForm(status: 400 | 413 | 415): Response {
  return Response.json({ message: 'KEY_INVALID' }, { status })
}

export async function readMultipartForm(
  request: Request,
  maxPartBytes: number,
): Promise<{ formData: FormData } | { tooLarge: true }> {
  try {
    const formData = await parseMultipartFormData(
      request,
      createMemoryUploadHandler({ maxPartSize: maxPartBytes }),
    )
    return { formData }
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError) return { tooLarge: true }
    // no boundary, a broken body: nothing a form of the app sends
    throw unreadableForm(400)
  }
}
