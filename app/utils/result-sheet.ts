// Where a result sheet leads (issue 35): one next action for each state, and the way back.
import type { Receipt } from '~/receipt.server'

export const STATEMENT = '/user/statement'
export const SLIP_STATUS = '/user/statement/slips'

export type SheetLink = {
  to: string
  label: `member:result.links.${'playNow' | 'done' | 'statement' | 'slipStatus' | 'tryAgain'}`
}

type Sheet = Pick<Receipt, 'state' | 'kind' | 'to' | 'again'> & { back: string }

/**
 * The sheet's next action and the other way out: play the game the money went to, or done;
 * follow what is pending where it shows; try a refused event again; read the statement when
 * it is not known whether the money moved.
 */
export function resultLinks(sheet: Sheet): { next: SheetLink; other: SheetLink } {
  const done: SheetLink = { to: sheet.back, label: 'member:result.links.done' }
  const statement: SheetLink = { to: STATEMENT, label: 'member:result.links.statement' }
  switch (sheet.state) {
    case 'success':
      return sheet.to.account === 'game'
        ? {
            next: { to: `/user/home/game/${sheet.to.code}`, label: 'member:result.links.playNow' },
            other: statement,
          }
        : { next: done, other: statement }
    case 'pending':
      return sheet.kind === 'slip'
        ? { next: { to: SLIP_STATUS, label: 'member:result.links.slipStatus' }, other: done }
        : { next: statement, other: done }
    case 'failed':
      return {
        next: { to: sheet.again ?? sheet.back, label: 'member:result.links.tryAgain' },
        other: done,
      }
    case 'unknown':
      return { next: statement, other: done }
  }
}
