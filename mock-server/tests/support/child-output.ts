// Waiting for a child process to say it is ready, from what it prints.
import { type ChildProcess } from 'node:child_process'

/**
 * The first match of `pattern` in what `child` prints on stdout (piped); null when the child
 * exits before printing it. Rejects after `timeoutMs`, the child left to the caller. The
 * output is read for the child's whole life, so a full pipe never blocks it.
 */
export function waitForOutput(
  child: ChildProcess,
  pattern: RegExp,
  timeoutMs = 60_000,
): Promise<RegExpExecArray | null> {
  return new Promise((resolve, reject) => {
    let printed = ''
    const timer = setTimeout(
      () => reject(new Error(`nothing matching ${pattern} within ${timeoutMs / 1000} s`)),
      timeoutMs,
    )
    const settle = (found: RegExpExecArray | null) => {
      clearTimeout(timer)
      resolve(found)
    }
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      printed += chunk
      const found = pattern.exec(printed)
      if (found) settle(found)
    })
    child.once('exit', () => settle(null))
  })
}
