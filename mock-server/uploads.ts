// Uploaded slip images on disk, and the short-lived signed addresses they are served at.
// Slip images show bank details, so no address to one lasts longer than SLIP_URL_TTL_MS.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { SLIP_EXTENSIONS, type SlipType } from '../app/api/slip-file'
import { type MockConfig } from './config'

export const SLIP_URL_TTL_MS = 10 * 60_000

/** A stored slip's file name: 32 random hex digits and the extension of its type. */
export const SLIP_FILE_NAME = /^[a-f0-9]{32}\.(jpg|png|webp)$/

export function slipDir(uploadDir: string): string {
  return path.join(uploadDir, 'slips')
}

/** Writes a slip image under a new random name (never over another file) and answers the name. */
export async function saveSlipFile(
  uploadDir: string,
  type: SlipType,
  bytes: Uint8Array,
): Promise<string> {
  const dir = slipDir(uploadDir)
  await mkdir(dir, { recursive: true })
  const name = `${randomBytes(16).toString('hex')}.${SLIP_EXTENSIONS[type]}`
  await writeFile(path.join(dir, name), bytes, { flag: 'wx' })
  return name
}

/** Deletes stored slip images; names that are not ours are left alone. */
export async function removeSlipFiles(uploadDir: string, names: string[]): Promise<void> {
  const ours = names.filter((name) => SLIP_FILE_NAME.test(name))
  await Promise.all(ours.map((name) => rm(path.join(slipDir(uploadDir), name), { force: true })))
}

type Signer = Pick<MockConfig, 'publicUrl' | 'fileUrlSecret' | 'now'>

function signature(secret: string, name: string, expires: string): string {
  return createHmac('sha256', secret).update(`${name}:${expires}`).digest('hex')
}

/** An address of a stored slip image, good for SLIP_URL_TTL_MS. */
export function signedSlipUrl(config: Signer, name: string): string {
  const expires = String(config.now() + SLIP_URL_TTL_MS)
  const sig = signature(config.fileUrlSecret, name, expires)
  return `${config.publicUrl}/slip-files/${name}?expires=${expires}&sig=${sig}`
}

/** Whether `expires` and `sig` (from the query) were signed for `name` and have not run out. */
export function isSignedSlipUrl(
  config: Signer,
  name: string,
  expires: unknown,
  sig: unknown,
): boolean {
  if (typeof expires !== 'string' || !/^\d{1,15}$/.test(expires)) return false
  if (typeof sig !== 'string' || !/^[a-f0-9]{64}$/.test(sig)) return false
  const expected = Buffer.from(signature(config.fileUrlSecret, name, expires), 'hex')
  if (!timingSafeEqual(expected, Buffer.from(sig, 'hex'))) return false
  return Number(expires) > config.now()
}
