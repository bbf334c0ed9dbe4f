// Uploaded files on disk (slip images, chat attachments), and the signed addresses they are
// served at. Slip images show bank details, so no address to one lasts longer than
// SLIP_URL_TTL_MS; chat attachments stay in the conversation, so theirs last CHAT_URL_TTL_MS.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { CHAT_FILE_EXTENSIONS, type ChatFileType } from '@member-wallet/contract/chat-rules'
import { SLIP_EXTENSIONS, type SlipType } from '@member-wallet/contract/slip-file'

import { type MockConfig } from './config'

export const SLIP_URL_TTL_MS = 10 * 60_000
export const CHAT_URL_TTL_MS = 7 * 24 * 60 * 60_000

/** A stored slip's file name: 32 random hex digits and the extension of its type. */
export const SLIP_FILE_NAME = /^[a-f0-9]{32}\.(jpg|png|webp)$/
/** A stored chat attachment's file name, likewise. */
export const CHAT_FILE_NAME = /^[a-f0-9]{32}\.(png|jpg|gif|mp4|mov)$/

/** The kinds of stored files: each has its folder and the route that serves it. */
export type FileKind = 'slip-files' | 'chat-files'

export function slipDir(uploadDir: string): string {
  return path.join(uploadDir, 'slips')
}

export function chatDir(uploadDir: string): string {
  return path.join(uploadDir, 'chat')
}

/** Writes a file under a new random name (never over another file) and answers the name. */
async function saveFile(dir: string, extension: string, bytes: Uint8Array): Promise<string> {
  await mkdir(dir, { recursive: true })
  const name = `${randomBytes(16).toString('hex')}.${extension}`
  await writeFile(path.join(dir, name), bytes, { flag: 'wx' })
  return name
}

export function saveSlipFile(
  uploadDir: string,
  type: SlipType,
  bytes: Uint8Array,
): Promise<string> {
  return saveFile(slipDir(uploadDir), SLIP_EXTENSIONS[type], bytes)
}

/**
 * Writes a slip image under a name the caller chose (the seed's demo slips), replacing a file
 * of that name: the same seed writes the same files.
 */
export async function writeSlipFile(
  uploadDir: string,
  name: string,
  bytes: Uint8Array,
): Promise<void> {
  if (!SLIP_FILE_NAME.test(name)) throw new Error(`Not a slip file name: ${name}`)
  await mkdir(slipDir(uploadDir), { recursive: true })
  await writeFile(path.join(slipDir(uploadDir), name), bytes)
}

export function saveChatFile(
  uploadDir: string,
  type: ChatFileType,
  bytes: Uint8Array,
): Promise<string> {
  return saveFile(chatDir(uploadDir), CHAT_FILE_EXTENSIONS[type], bytes)
}

/** Deletes stored slip images; names that are not ours are left alone. */
export async function removeSlipFiles(uploadDir: string, names: string[]): Promise<void> {
  const ours = names.filter((name) => SLIP_FILE_NAME.test(name))
  await Promise.all(ours.map((name) => rm(path.join(slipDir(uploadDir), name), { force: true })))
}

type Signer = Pick<MockConfig, 'publicUrl' | 'fileUrlSecret' | 'now'>

function signature(secret: string, kind: FileKind, name: string, expires: string): string {
  return createHmac('sha256', secret).update(`${kind}/${name}:${expires}`).digest('hex')
}

/** An address of a stored file at its route (/slip-files/…, /chat-files/…), good for ttlMs. */
export function signedFileUrl(config: Signer, kind: FileKind, name: string, ttlMs: number): string {
  const expires = String(config.now() + ttlMs)
  const sig = signature(config.fileUrlSecret, kind, name, expires)
  return `${config.publicUrl}/${kind}/${name}?expires=${expires}&sig=${sig}`
}

/** Whether `expires` and `sig` (from the query) were signed for `kind`/`name` and have not run out. */
export function isSignedFileUrl(
  config: Signer,
  kind: FileKind,
  name: string,
  expires: unknown,
  sig: unknown,
): boolean {
  if (typeof expires !== 'string' || !/^\d{1,15}$/.test(expires)) return false
  if (typeof sig !== 'string' || !/^[a-f0-9]{64}$/.test(sig)) return false
  const expected = Buffer.from(signature(config.fileUrlSecret, kind, name, expires), 'hex')
  if (!timingSafeEqual(expected, Buffer.from(sig, 'hex'))) return false
  return Number(expires) > config.now()
}

/** An address of a stored slip image, good for SLIP_URL_TTL_MS. */
export function signedSlipUrl(config: Signer, name: string): string {
  return signedFileUrl(config, 'slip-files', name, SLIP_URL_TTL_MS)
}

export function isSignedSlipUrl(
  config: Signer,
  name: string,
  expires: unknown,
  sig: unknown,
): boolean {
  return isSignedFileUrl(config, 'slip-files', name, expires, sig)
}

/** An address of a stored chat attachment, good for CHAT_URL_TTL_MS. */
export function signedChatUrl(config: Signer, name: string): string {
  return signedFileUrl(config, 'chat-files', name, CHAT_URL_TTL_MS)
}
