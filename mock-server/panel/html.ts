// HTML of the panel's pages: the `html` template escapes every value put in, unless it is
// already HTML (another `html` result, or raw() around a fragment known to be safe).

/** A fragment of HTML, safe to put in a page as it is. */
export class Html {
  constructor(readonly value: string) {}

  toString(): string {
    return this.value
  }
}

/** A trusted fragment, put in unescaped. Never wrap anything a user wrote. */
export function raw(fragment: string): Html {
  return new Html(fragment)
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char)
}

/** What may go in: text, numbers, HTML, lists of these, or nothing (null, undefined, booleans). */
export type HtmlValue = Html | string | number | boolean | null | undefined | readonly HtmlValue[]

function render(value: HtmlValue): string {
  if (value instanceof Html) return value.value
  if (Array.isArray(value)) return value.map(render).join('')
  if (value === null || value === undefined || typeof value === 'boolean') return ''
  return escapeHtml(String(value))
}

export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): Html {
  let out = strings[0] ?? ''
  values.forEach((value, index) => {
    out += render(value) + (strings[index + 1] ?? '')
  })
  return new Html(out)
}

/**
 * An address fit for href and src: http(s) or a path on this server. Anything else
 * (javascript:, data:, …) answers null, for the caller to show as text.
 */
export function safeUrl(url: string): string | null {
  if (/^\/(?!\/)/.test(url)) return url
  try {
    const { protocol } = new URL(url)
    return protocol === 'http:' || protocol === 'https:' ? url : null
  } catch {
    return null
  }
}
