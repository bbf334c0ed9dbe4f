// Multipart forms (slip and chat uploads) read in memory, a part over the limit reported
// instead of read.
import {
  MaxPartSizeExceededError,
  unstable_createMemoryUploadHandler as createMemoryUploadHandler,
  unstable_parseMultipartFormData as parseMultipartFormData,
} from '@remix-run/node'

export function isMultipart(request: Request): boolean {
  return (request.headers.get('Content-Type') ?? '').startsWith('multipart/form-data')
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
    throw error
  }
}
