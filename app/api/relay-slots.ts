// How many live chat relays (GET /chat/events) may be open at once: each holds a socket to the
// chat backend, so a caller or an address that opens them without end would exhaust the app's
// and the backend's open files. The route takes a slot and frees it when the relay ends; one
// instance counts in memory (here), a fleet in Redis (relay-slots.server.ts).

/** Open relays per guest id, per member session (a few tabs), and per client address. */
export const RELAYS_PER_CALLER = 3
/** Players behind one carrier NAT share an address, so this one is a setting too. */
export const RELAYS_PER_ADDRESS = 20
/** A relay with no backend message for this long ends; the browser opens a new one. */
export const RELAY_IDLE_MS = 10 * 60_000
/** What a refused relay tells the browser (seconds); its own check retries every 5 s anyway. */
export const RELAY_RETRY_AFTER_S = 10

export type RelayLimits = { perCaller: number; perAddress: number }

/** Whose relay it is: the caller (guest id or member session) and the client address. */
export type RelayKeys = { caller: string; address: string }

/** A relay's place under the caps: freed when the relay ends, kept alive while it lasts. */
export type RelaySlot = {
  /** A relay ends by several paths (abort, cancel, backend gone, idle); the first frees it. */
  release: () => void
  /** The relay is still open (a shared store forgets a slot nobody refreshes). */
  refresh: () => void
}

export type RelaySlots = {
  /** A slot for a new relay, or null when the caller or the address holds its limit. */
  take: (keys: RelayKeys) => Promise<RelaySlot | null>
}

export type MemoryRelaySlots = RelaySlots & {
  /** The open relays of a caller or of an address. */
  count: (of: { caller: string } | { address: string }) => number
  /** All open relays. */
  total: () => number
}

export const callerKey = (caller: string) => `caller:${caller}`
export const addressKey = (address: string) => `address:${address}`

/** One instance's caps, in its memory. */
export function createRelaySlots(limits: RelayLimits): MemoryRelaySlots {
  const open = new Map<string, number>()
  let total = 0
  const countOf = (key: string) => open.get(key) ?? 0
  const add = (key: string, delta: number) => {
    const next = countOf(key) + delta
    if (next > 0) open.set(key, next)
    else open.delete(key)
  }

  return {
    async take({ caller, address }) {
      const keys = [callerKey(caller), addressKey(address)]
      if (countOf(keys[0]!) >= limits.perCaller) return null
      if (countOf(keys[1]!) >= limits.perAddress) return null
      for (const key of keys) add(key, 1)
      total += 1
      let held = true
      return {
        release() {
          if (!held) return
          held = false
          for (const key of keys) add(key, -1)
          total -= 1
        },
        refresh() {},
      }
    },
    count: (of) => countOf('caller' in of ? callerKey(of.caller) : addressKey(of.address)),
    total: () => total,
  }
}
