// Server-sent events as a browser reads them, for the bench's clients of GET /chat/events.

export type SseEvent = { event: string; data: string }

/**
 * The complete events at the start of a server-sent event stream's text (each ends with a blank
 * line; the app writes `\n` line ends) and the rest, not complete yet. Comments, `retry:` and
 * `id:` lines are left out, and so is an event without data, as a browser leaves it out.
 */
export function parseSse(text: string): { events: SseEvent[]; rest: string } {
  const blocks = text.split('\n\n')
  const rest = blocks.pop() ?? ''
  const events: SseEvent[] = []
  for (const block of blocks) {
    let event = 'message'
    const data: string[] = []
    for (const line of block.split('\n')) {
      const colon = line.indexOf(':')
      const field = colon === -1 ? line : line.slice(0, colon)
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '')
      if (field === 'event') event = value
      else if (field === 'data') data.push(value)
    }
    if (data.length > 0) events.push({ event, data: data.join('\n') })
  }
  return { events, rest }
}
