// A browser's EventSource as the chat widget uses it (use-chat.ts), driven by the test: each
// one opened is kept, and the test says when it is ready, sends a message or tells it to
// reconnect. The relay behind the real one (chat_.events.ts) is tested on its own.
export class FakeEventSource {
  static CLOSED = 2
  static opened: FakeEventSource[] = []
  readyState = 0
  onerror: (() => void) | null = null
  private listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>()
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this)
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener])
  }
  close() {
    this.readyState = FakeEventSource.CLOSED
  }
  emit(type: string, data = '{}') {
    for (const listener of this.listeners.get(type) ?? []) {
      listener(new MessageEvent(type, { data }))
    }
  }
  /** The newest one opened. */
  static last(): FakeEventSource {
    const last = FakeEventSource.opened.at(-1)
    if (!last) throw new Error('no EventSource was opened')
    return last
  }
}
