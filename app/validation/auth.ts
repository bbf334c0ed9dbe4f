// Form schemas for login, registration and passwords (SPEC §5). Messages are translation keys.
import * as z from 'zod'

import {
  isEnglishName,
  isValidAccountNo,
  isValidPhone,
  requiresEnglishName,
} from '@member-wallet/contract/rules'

import { PASSWORD_MIN } from '~/utils/password'

const required = (max = 100) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(max, 'validation.tooLong')

const password = z
  .string({ error: 'validation.required' })
  .min(1, 'validation.required')
  .max(100, 'validation.tooLong')

/** A password the player sets: the login's rules, and at least PASSWORD_MIN characters. */
const newPassword = password.min(PASSWORD_MIN, 'validation.passwordMin')

/** What only a hand-made post sends (a hidden field or a checkbox with another value). */
const INVALID = 'errors:KEY_INVALID'

export const LoginForm = z.object({
  username: required(20),
  password,
  remember: z.literal('on', { error: INVALID }).optional(),
  redirectTo: z.string({ error: INVALID }).optional(),
})

export function phoneForm(laos: boolean) {
  return z.object({
    phone: required(20).refine(
      (phone) => isValidPhone(phone, laos),
      laos ? 'validation.phoneLengthLaos' : 'validation.phoneLength',
    ),
  })
}

export const OtpForm = z.object({
  otpCode: required(10).regex(/^\d{4,8}$/, 'validation.otpCode'),
})

export const ProfileForm = z
  .object({
    name: required(100),
    password: newPassword,
    confirmPassword: password,
    sourceCode: z.string({ error: INVALID }).max(30, 'validation.tooLong').optional(),
    inviteCode: z.string({ error: INVALID }).trim().max(30, 'validation.tooLong').optional(),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: 'validation.passwordsMismatch',
    path: ['confirmPassword'],
  })

/** The bank account's fields (SPEC §5 bank step), for registration and the profile edit. */
const bankAccountFields = {
  bankCode: required(20),
  firstName: required(50).transform((name) => name.toUpperCase()),
  lastName: required(50).transform((name) => name.toUpperCase()),
  accountNo: required(20).refine(isValidAccountNo, 'validation.accountNo'),
}

type BankAccountName = { bankCode: string; firstName: string; lastName: string }

/** KTB, TMB and BBL take English letters and spaces only in the account name. */
function checkEnglishName(form: BankAccountName, ctx: z.RefinementCtx) {
  if (!requiresEnglishName(form.bankCode)) return
  for (const field of ['firstName', 'lastName'] as const) {
    if (!isEnglishName(form[field])) {
      ctx.addIssue({ code: 'custom', message: 'validation.englishName', path: [field] })
    }
  }
}

export function bankForm(laos: boolean) {
  return z
    .object({
      ...bankAccountFields,
      currency: laos
        ? z.enum(['LAK', 'BAHT'], { error: INVALID }).default('LAK')
        : z.literal('BAHT', { error: INVALID }).default('BAHT'),
    })
    .superRefine(checkEnglishName)
}

/** SPEC §7 PUT /api/account/profile: the name and the bank account, with the bank step's rules. */
export const ProfileEditForm = z
  .object({ name: required(100), ...bankAccountFields })
  .superRefine(checkEnglishName)

export const ChangePasswordForm = z
  .object({
    oldPassword: password,
    newPassword,
    confirmPassword: password,
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: 'validation.passwordsNotEqual',
    path: ['confirmPassword'],
  })
