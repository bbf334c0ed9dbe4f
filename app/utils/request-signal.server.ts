// Node's Request (undici) follows the signal it was made with through a weak reference to its
// own AbortController, which only the Request holds. Remix makes a chain of Requests for each
// call (the adapter's, then copies without ?index and ?_data) and hands the loader the last;
// once the others are garbage-collected, the browser's disconnect no longer reaches the
// loader's request.signal (nodejs/node#55428). A long response that waits for that abort, the
// chat relay, would then never end. Reading a Request's signal makes the signal hold its
// Request, as React Router 7 does in its runtime, so the chain lives as long as the last
// signal is in use.

const REQUEST = Symbol('request')
let patched = false

export function keepRequestSignalsLinked(): void {
  if (patched) return
  const descriptor = Object.getOwnPropertyDescriptor(Request.prototype, 'signal')
  const read = descriptor?.get
  if (!descriptor || !read) return
  patched = true
  Object.defineProperty(Request.prototype, 'signal', {
    ...descriptor,
    get(this: Request) {
      const signal = read.call(this) as AbortSignal
      if (!Object.hasOwn(signal, REQUEST)) {
        Object.defineProperty(signal, REQUEST, { value: this })
      }
      return signal
    },
  })
}
