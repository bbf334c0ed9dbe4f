// Chat files uploaded but never sent in a message (a guest could otherwise fill the disk with
// files nobody sees) are removed once they are config.limits.unsentFileMs old; files a message
// names are kept. startMockServer sweeps every SWEEP_EVERY_MS.
import { readdir, rm, stat } from 'node:fs/promises'
import path from 'node:path'

import { type MockContext } from './context'
import { CHAT_FILE_NAME, chatDir } from './uploads'

export const SWEEP_EVERY_MS = 10 * 60_000

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT'

/** Removes the chat files old enough and named by no message; answers their names. */
export async function removeUnsentChatFiles({
  prisma,
  config,
}: Pick<MockContext, 'prisma' | 'config'>): Promise<string[]> {
  const dir = chatDir(config.uploadDir)
  let names: string[]
  try {
    names = await readdir(dir)
  } catch (error) {
    if (isMissing(error)) return []
    throw error
  }
  const cutoff = config.now() - config.limits.unsentFileMs
  const removed: string[] = []
  for (const name of names.filter((file) => CHAT_FILE_NAME.test(file))) {
    const file = path.join(dir, name)
    try {
      if ((await stat(file)).mtimeMs > cutoff) continue
    } catch (error) {
      if (isMissing(error)) continue
      throw error
    }
    // a message carries the file's signed address, which holds its name
    const sent = await prisma.chatMessage.findFirst({
      where: { payload: { contains: name } },
      select: { id: true },
    })
    if (sent) continue
    await rm(file, { force: true })
    removed.push(name)
  }
  return removed
}

/** Sweeps now and then (the timer does not keep the process alive); answers how to stop. */
export function sweepUnsentChatFiles(ctx: Pick<MockContext, 'prisma' | 'config'>): () => void {
  const timer = setInterval(() => {
    removeUnsentChatFiles(ctx).then(
      (removed) => {
        if (removed.length > 0 && !ctx.config.quiet) {
          console.log(`[mock] removed ${removed.length} chat file(s) never sent`)
        }
      },
      (error: unknown) => console.error('[mock] could not remove unsent chat files:', error),
    )
  }, SWEEP_EVERY_MS)
  timer.unref()
  return () => clearInterval(timer)
}
