// The contract: what the app expects of any backend, and what the mock server implements.
import { accountEndpoints } from './account'
import { chatEndpoints } from './chat'
import { depositEndpoints } from './deposit'
import { lookupEndpoints } from './lookup'
import { otpEndpoints } from './otp'
import { rewardEndpoints } from './rewards'
import { spinEndpoints } from './spin'
import { autoLoginEndpoints, statementEndpoints, walletEndpoints } from './wallet'

export * from './common'
export * from './constants'
export * from './account'
export * from './chat'
export * from './deposit'
export * from './lookup'
export * from './otp'
export * from './rewards'
export * from './spin'
export * from './wallet'

export const endpoints = {
  lookup: lookupEndpoints,
  account: accountEndpoints,
  otp: otpEndpoints,
  wallet: walletEndpoints,
  statement: statementEndpoints,
  autoLogin: autoLoginEndpoints,
  deposit: depositEndpoints,
  rewards: rewardEndpoints,
  spin: spinEndpoints,
  chat: chatEndpoints,
}
