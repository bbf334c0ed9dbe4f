// The documents' Content-Security-Policy: scripts only from this origin or carrying the
// request's nonce (Remix's and React's inline scripts get it), no plugins, no <base> tricks,
// forms sent only here, and framing only by this origin and the operator's sites that embed the
// app (IFRAME with FRAME_ANCESTORS).
export type CspOptions = {
  /** A fresh random value per document, base64. */
  nonce: string
  /** Other origins that may show the app in a frame (IFRAME's FRAME_ANCESTORS); none by default. */
  frameAncestors?: readonly string[]
}

/** A source a frame-ancestors list may name: an http(s) origin, `*.` and `:*` allowed. */
const FRAME_ANCESTOR = /^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:(\d{1,5}|\*))?$/i

/**
 * FRAME_ANCESTORS as a list: origins separated by spaces or commas; `'self'` is implied.
 * Throws on anything else, so nothing but origins can reach the policy.
 */
export function parseFrameAncestors(raw: string | undefined): string[] {
  const sources = (raw ?? '')
    .split(/[\s,]+/)
    .filter((source) => source !== '' && source !== "'self'")
  const wrong = sources.filter((source) => !FRAME_ANCESTOR.test(source))
  if (wrong.length > 0) {
    throw new Error(`FRAME_ANCESTORS takes http(s) origins only, not: ${wrong.join(' ')}`)
  }
  return sources.map((source) => source.toLowerCase())
}

export function contentSecurityPolicy({ nonce, frameAncestors = [] }: CspOptions): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", `'nonce-${nonce}'`],
    // React writes style attributes (the wheel, progress bars)
    ['style-src', "'self'", "'unsafe-inline'"],
    // the backend serves banners, game art, slips and chat files from its own address
    ['img-src', "'self'", 'data:', 'blob:', 'https:', 'http:'],
    ['media-src', "'self'", 'blob:', 'https:', 'http:'],
    ['font-src', "'self'"],
    // the chat's live side is relayed by this server (ADR 008)
    ['connect-src', "'self'"],
    // game providers open in a frame when the operator chose so (ADR 005)
    ['frame-src', "'self'", 'https:', 'http:'],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    // a form injected into a page cannot send what the player typed elsewhere
    ['form-action', "'self'"],
    ['frame-ancestors', "'self'", ...frameAncestors],
  ]
  return directives.map((directive) => directive.join(' ')).join('; ')
}
