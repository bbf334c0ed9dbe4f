// The documents' Content-Security-Policy: scripts only from this origin or carrying the
// request's nonce (Remix's and React's inline scripts get it), no plugins, no <base> tricks,
// and framing by other sites only when the operator embeds the app (IFRAME).
export type CspOptions = {
  /** A fresh random value per document, base64. */
  nonce: string
  /** IFRAME on: the operator's site may show the app in a frame. */
  allowFraming: boolean
}

export function contentSecurityPolicy({ nonce, allowFraming }: CspOptions): string {
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
  ]
  if (!allowFraming) directives.push(['frame-ancestors', "'self'"])
  return directives.map((directive) => directive.join(' ')).join('; ')
}
