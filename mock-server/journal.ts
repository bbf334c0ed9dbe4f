// The request journal: the last 200 /api calls in memory (method, path, status, duration, the
// error code answered, the fault that made the answer), for tests and the panel's journal page.
// Never the Authorization header nor a body: the path without its query, an auto-login game
// password masked. The same middleware prints the `[mock]` log lines.
import { type RequestHandler } from 'express'
import * as z from 'zod'

import { FAULT_LOCAL } from './faults'
import { loggedPath } from './http'

export const JOURNAL_SIZE = 200

/** A fixed-size buffer: pushing onto a full one drops the oldest item. */
export class RingBuffer<T> {
  private items: (T | undefined)[]
  private next = 0
  private count = 0

  constructor(readonly capacity: number) {
    if (!Number.isSafeInteger(capacity) || capacity < 1) throw new RangeError('capacity ≥ 1')
    this.items = new Array<T | undefined>(capacity)
  }

  get size(): number {
    return this.count
  }

  push(item: T): void {
    this.items[this.next] = item
    this.next = (this.next + 1) % this.capacity
    this.count = Math.min(this.count + 1, this.capacity)
  }

  /** Up to `limit` items, newest first. */
  newest(limit = this.capacity): T[] {
    const out: T[] = []
    for (let i = 1; i <= Math.min(limit, this.count); i++) {
      out.push(this.items[(this.next - i + this.capacity) % this.capacity] as T)
    }
    return out
  }

  clear(): void {
    this.items = new Array<T | undefined>(this.capacity)
    this.next = 0
    this.count = 0
  }
}

export const JournalEntry = z.object({
  id: z.number().int(),
  /** When the request arrived (the mock's clock). */
  at: z.string(),
  method: z.string(),
  /** Without the query; an auto-login password masked. */
  path: z.string(),
  /** 0: the connection closed before an answer. */
  status: z.number().int(),
  /** Milliseconds from arrival to the answer's end, one decimal. */
  ms: z.number(),
  /** The `message` of an error answer (status 400 or more, a JSON body). */
  code: z.string().nullable(),
  /** The id of the fault rule that made the answer. */
  injected: z.string().nullable(),
  dropped: z.boolean(),
})
export type JournalEntry = z.infer<typeof JournalEntry>

export class RequestJournal {
  private readonly entries: RingBuffer<JournalEntry>
  private nextId = 1

  constructor(capacity = JOURNAL_SIZE) {
    this.entries = new RingBuffer(capacity)
  }

  get size(): number {
    return this.entries.size
  }

  record(entry: Omit<JournalEntry, 'id'>): JournalEntry {
    const recorded = { id: this.nextId++, ...entry }
    this.entries.push(recorded)
    return recorded
  }

  /** Newest first. */
  newest(limit?: number): JournalEntry[] {
    return this.entries.newest(limit).map((entry) => ({ ...entry }))
  }

  clear(): void {
    this.entries.clear()
  }
}

/** Calls of the API (the app's backend), not admin, panel, files or the chat socket. */
export function isApiPath(path: string): boolean {
  return /^\/api(?:\/|$)/i.test(path)
}

/** The code of an error answer's JSON body: its `message` when that is a string. */
export function messageOf(body: unknown): string | null {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return null
  const { message } = body as { message?: unknown }
  return typeof message === 'string' ? message : null
}

/** Milliseconds, one decimal. */
export function roundMs(ms: number): number {
  return Math.round(ms * 10) / 10
}

/**
 * Measures every request once: prints `[mock] METHOD path status duration` (unless quiet)
 * and records /api calls in the journal when the answer ends ('finish') or the connection
 * closes first ('close': status 0, dropped).
 */
export function recordRequests(
  journal: RequestJournal,
  { quiet, now }: { quiet: boolean; now: () => number },
): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint()
    const at = new Date(now()).toISOString()
    const path = loggedPath(req.originalUrl)
    const journaled = isApiPath(path)
    let message: string | null = null
    if (journaled) {
      // res.send(object) goes through res.json too
      const json = res.json.bind(res)
      res.json = ((body: unknown) => {
        message = messageOf(body)
        return json(body)
      }) as typeof res.json
    }
    let done = false
    const end = (dropped: boolean) => {
      if (done) return
      done = true
      const ms = roundMs(Number(process.hrtime.bigint() - started) / 1e6)
      const status = dropped ? 0 : res.statusCode
      if (!quiet) {
        console.log(
          `[mock] ${req.method} ${path} ${dropped ? 'dropped' : status} ${ms.toFixed(1)}ms`,
        )
      }
      if (!journaled) return
      const injected: unknown = res.locals[FAULT_LOCAL]
      journal.record({
        at,
        method: req.method,
        path,
        status,
        ms,
        code: !dropped && status >= 400 ? message : null,
        injected: typeof injected === 'string' ? injected : null,
        dropped,
      })
    }
    res.once('finish', () => end(false))
    res.once('close', () => end(!res.writableFinished))
    next()
  }
}
