// The form of a post, as an action reads it: urlencoded only. A multipart body goes to the
// routes that take an upload (app/api/upload.server.ts) and is refused with a 415 everywhere
// else, as is a body that is not a form (JSON, plain text, none at all); a broken one with a
// 400. Each refusal carries the catalogue's KEY_INVALID, as the backend refuses a body it
// cannot read, where request.formData() would throw and answer 500.

/** The media type of the request's body, in lower case, without its parameters. */
export function mediaTypeOf(request: Request): string {
  return (request.headers.get('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase()
}

export function isMultipart(request: Request): boolean {
  return mediaTypeOf(request) === 'multipart/form-data'
}

/** What an action answers to a body it cannot read as a form: the catalogue's KEY_INVALID. */
export function unreadableForm(status: 400 | 415): Response {
  return Response.json({ message: 'KEY_INVALID' }, { status })
}

export async function readForm(request: Request): Promise<FormData> {
  if (mediaTypeOf(request) !== 'application/x-www-form-urlencoded') throw unreadableForm(415)
  try {
    return await request.formData()
  } catch {
    throw unreadableForm(400)
  }
}
