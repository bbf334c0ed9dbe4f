// How much guests may upload to the chat: files and bytes per guest id, and per client
// address (a guest id is whatever the caller makes up, so the address is the real bound), in
// one sliding window. Members are not limited here: they are known, and their files are
// theirs. Pure: the clock is injected.
import { type Clock, SlidingWindowCounter } from './rate-limit'

export type UploadQuotaSettings = {
  /** Files per guest id in the window. */
  filesPerGuest: number
  bytesPerGuest: number
  /** Files per client address (over every guest id) in the window. */
  filesPerAddress: number
  bytesPerAddress: number
  windowMs: number
}

export class GuestUploadQuota {
  readonly #guest: SlidingWindowCounter
  readonly #address: SlidingWindowCounter

  constructor(
    private readonly settings: UploadQuotaSettings,
    now: Clock = Date.now,
  ) {
    this.#guest = new SlidingWindowCounter(settings.windowMs, now)
    this.#address = new SlidingWindowCounter(settings.windowMs, now)
  }

  /** Whether `address` still has room for a file: checked before the body is read. */
  addressHasRoom(address: string): boolean {
    const { filesPerAddress, bytesPerAddress } = this.settings
    return (
      this.#address.count(address) < filesPerAddress &&
      this.#address.total(address) < bytesPerAddress
    )
  }

  /**
   * Counts a file of `bytes` for the guest and the address if both have room for it; false
   * (nothing counted) when it would pass a quota. Synchronous: parallel uploads cannot pass.
   */
  reserve(guestId: string, address: string, bytes: number): boolean {
    const { filesPerGuest, bytesPerGuest, filesPerAddress, bytesPerAddress } = this.settings
    const fits = (counter: SlidingWindowCounter, key: string, files: number, total: number) =>
      counter.count(key) < files && counter.total(key) + bytes <= total
    if (!fits(this.#guest, guestId, filesPerGuest, bytesPerGuest)) return false
    if (!fits(this.#address, address, filesPerAddress, bytesPerAddress)) return false
    this.#guest.hit(guestId, bytes)
    this.#address.hit(address, bytes)
    return true
  }

  reset(): void {
    this.#guest.reset()
    this.#address.reset()
  }
}
