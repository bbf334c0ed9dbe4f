// The invite and refund dialogs (SPEC §2 Home): banners first when there are any.

/**
 * Invite and refund open on the operator's banners when the list is not empty; closing the
 * banners (or asking for the list, ?list) leads to the dialog itself.
 */
export function firstStep(bannerCount: number, listRequested: boolean): 'banners' | 'dialog' {
  return bannerCount > 0 && !listRequested ? 'banners' : 'dialog'
}

export const REWARD_PAGE_SIZE = 10

/** The refund dialog's receive button: never while a bonus is active, only when the check allows. */
export function canReceiveRefund(check: { result: boolean; bonus: boolean } | null): boolean {
  return check !== null && check.result && !check.bonus
}

/** The refund dialog itself, past its banners. */
export const REFUND_DIALOG = '/user/home/refund?list=1'
