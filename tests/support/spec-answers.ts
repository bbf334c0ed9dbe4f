// Backend answers with exactly the fields SPEC §3 lists (tests/support/spec-backend.ts checks
// them): a member with money in the main wallet and in two of three games.
export const profile = {
  _id: 'member-1',
  username: '0812345678',
  name: 'Somchai Jaidee',
  createdAt: '2026-01-05T03:00:00.000Z',
  coin: 3,
}

function game(code: string, name: string, category: string, amount: number, isActive = true) {
  return {
    code,
    name,
    logo: `/games/${code}.png`,
    background: `/games/${code}-bg.png`,
    isActive,
    amount,
    ftWalletSlot: 1,
    category,
    web: null,
    android: null,
    ios: null,
  }
}

export const wallet = {
  amount: 1500.5,
  invite: { amount: 45, success: 2, fail: 0 },
  slots: [
    game('JOKER', 'Joker Gaming', 'slot', 200),
    game('SBO', 'SBOBET', 'sport', 50.25),
    game('HUAYHD', 'Huay HD', 'lotto', 0, false),
  ],
}

export const withdrawLimits = { withdrawMin: 100, withdrawMax: 50_000 }
