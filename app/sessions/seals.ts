// What each sealed cookie is sealed for, and how long a seal opens: the app's sessions use
// them, and the end-to-end tests, which hold the secret, open a cookie to check what is inside.

/** Remember-me keeps the member's cookie this long; no seal outlives it. */
export const REMEMBER_ME_SECONDS = 30 * 24 * 3600

export const MEMBER_SEAL = { purpose: 'member-session', ttlSeconds: REMEMBER_ME_SECONDS }

/** The prize dialog's address: a won prize, as the backend named it, for ten minutes. */
export const PRIZE_SEAL = { purpose: 'spin-prize', ttlSeconds: 10 * 60 }

/** The registration wizard's answers, the password among them, for at most 30 minutes. */
export const REGISTER_SEAL = { purpose: 'register-draft', ttlSeconds: 30 * 60 }

/** A money action's receipt dialog address: what moved and the balances after, for ten minutes. */
export const RECEIPT_SEAL = { purpose: 'money-receipt', ttlSeconds: 10 * 60 }
