import * as z from 'zod'

/** Every error the backend answers with: a §8 code (or free text) in `message`. */
export const ErrorBody = z.object({ message: z.string() })
export type ErrorBody = z.infer<typeof ErrorBody>

export const MessageResponse = z.object({ message: z.string() })
export type MessageResponse = z.infer<typeof MessageResponse>

/**
 * An answer whose fields SPEC §7 does not show: a 2xx status is the success, whatever the
 * body. The app reads nothing from it; the mock's full answers still pass through unchanged.
 */
export const Unshown = z.unknown()

/** Money at the API boundary: a number with at most two decimals. */
export const Money = z.number().finite()

export const IsoDate = z.string().min(1)

/** Short free-text fields; the caps keep hostile input out of the database. */
export const text = (max: number) => z.string().trim().max(max)
export const requiredText = (max: number) => z.string().trim().min(1).max(max)

/** SPEC §7: 60 s for every call, 300 s for slip and chat uploads. */
export const DEFAULT_TIMEOUT_MS = 60_000
export const UPLOAD_TIMEOUT_MS = 300_000

/** SPEC §7: the header the app sends on every call, so a backend knows its client. */
export const CLIENT_HEADER = { name: 'X-Client-Type', value: 'wallet-user' } as const

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

export type Endpoint<Body extends z.ZodType | null, Response extends z.ZodType> = {
  method: HttpMethod
  /** Express-style path: `:name` segments are filled from params. */
  path: string
  body: Body
  response: Response
  /** Needs the member's bearer token. */
  auth: boolean
  /** The body is multipart/form-data (a file upload), sent from CallOptions.form. */
  multipart?: boolean
  timeoutMs?: number
}

export function endpoint<Body extends z.ZodType | null, Response extends z.ZodType>(
  spec: Endpoint<Body, Response>,
): Endpoint<Body, Response> {
  return spec
}

/** Not in SPEC §3: a bank's Lao name, read where the backend gives one (Lao screens). */
export const LaoName = z.string().optional()
