import * as z from 'zod'

import { endpoint, IsoDate, LaoName, requiredText, text, Unshown } from './common'

export const LoginRequest = z.object({
  username: requiredText(20),
  password: z.string().min(1).max(100),
})
export type LoginRequest = z.infer<typeof LoginRequest>

export const LoginResponse = z.object({ token: z.string().min(1) })

/**
 * Registration payload. The profile step sends it to the validate call before the bank
 * step exists, so the bank fields may still be empty there; the register call needs them.
 */
export const RegisterRequest = z.object({
  name: requiredText(100),
  username: requiredText(20),
  password: z.string().min(1).max(100),
  sourceCode: text(30).default(''),
  inviteCode: text(30).default(''),
  bankCode: text(20).default(''),
  bankAccountName: text(100).default(''),
  bankAccountNo: text(20).default(''),
  currency: z.enum(['LAK', 'BAHT']).default('BAHT'),
})
export type RegisterRequest = z.infer<typeof RegisterRequest>

export const ProfileBank = z.object({
  code: z.string().optional(),
  nameTH: z.string(),
  nameEN: z.string().optional(),
  nameLO: LaoName,
})

/**
 * SPEC §3 Profile: _id, username, name, createdAt, coin. The bank account (§3: name, number,
 * bank with nameTH) is not promised on this answer; the profile screen shows what comes.
 */
export const Profile = z.object({
  _id: z.string(),
  username: z.string(),
  name: z.string(),
  createdAt: IsoDate,
  coin: z.number(),
  bankCode: z.string().optional(),
  bankAccountName: z.string().optional(),
  bankAccountNo: z.string().optional(),
  currency: z.string().optional(),
  bank: ProfileBank.optional(),
})
export type Profile = z.infer<typeof Profile>

export const ProfileUpdateRequest = z.object({
  name: requiredText(100),
  bankCode: requiredText(20),
  bankAccountName: requiredText(100),
  bankAccountNo: requiredText(20),
})
export type ProfileUpdateRequest = z.infer<typeof ProfileUpdateRequest>

export const BankAccountNameRequest = z.object({
  bankCode: requiredText(20),
  bankAccountName: requiredText(100),
})

export const ChangePasswordRequest = z.object({
  oldPassword: z.string().min(1).max(100),
  newPassword: z.string().min(1).max(100),
})
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>

export const accountEndpoints = {
  login: endpoint({
    method: 'POST',
    path: '/api/login',
    body: LoginRequest,
    response: LoginResponse,
    auth: false,
  }),
  validate: endpoint({
    method: 'POST',
    path: '/api/account/validate',
    body: RegisterRequest,
    response: Unshown,
    auth: false,
  }),
  register: endpoint({
    method: 'POST',
    path: '/api/account',
    body: RegisterRequest,
    response: Unshown,
    auth: false,
  }),
  profile: endpoint({
    method: 'GET',
    path: '/api/account/profile',
    body: null,
    response: Profile,
    auth: true,
  }),
  updateProfile: endpoint({
    method: 'PUT',
    path: '/api/account/profile',
    body: ProfileUpdateRequest,
    response: Unshown,
    auth: true,
  }),
  bankAccountName: endpoint({
    method: 'PUT',
    path: '/api/account/bankAccountName',
    body: BankAccountNameRequest,
    response: Unshown,
    auth: true,
  }),
  changePassword: endpoint({
    method: 'PUT',
    path: '/api/account/changepwd',
    body: ChangePasswordRequest,
    response: Unshown,
    auth: true,
  }),
}
