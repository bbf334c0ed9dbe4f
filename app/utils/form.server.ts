// The form of a post, as an action reads it: urlencoded, or multipart with small parts. A body
// that is not a form (JSON, plain text, none at all, a broken multipart) is refused with a 4xx
// and the catalogue's KEY_INVALID, as the backend refuses a body it cannot read, where
// request.formData() would throw and answer 500.
import { isMultipart, mediaTypeOf, readMultipartForm, unreadableForm } from '~/api/multipart.server'

/** A form without a file has no field near this size; the uploads have their own limits. */
export const FORM_PART_MAX_BYTES = 100 * 1024

export async function readForm(request: Request): Promise<FormData> {
  if (isMultipart(request)) {
    const read = await readMultipartForm(request, FORM_PART_MAX_BYTES)
    if ('tooLarge' in read) throw unreadableForm(413)
    return read.formData
  }
  if (mediaTypeOf(request) !== 'application/x-www-form-urlencoded') throw unreadableForm(415)
  try {
    return await request.formData()
  } catch {
    throw unreadableForm(400)
  }
}
