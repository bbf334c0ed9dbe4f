// Member rules shared by registration and the profile: bank account checks, the profile view.
import { type Bank, type Member, Prisma } from '@prisma/client'

import { isEnglishName, isValidAccountNo, requiresEnglishName } from '@member-wallet/contract/rules'
import { type Profile } from '@member-wallet/contract/schemas'

import { ApiError } from './http'
import { type Db } from './settings'

export type BankFields = { bankCode: string; bankAccountName: string; bankAccountNo: string }

/**
 * The bank account rules, in order: a known bank and both fields (INVALID_BANK), an English
 * name for KTB/TMB/BBL (BANK_ACCOUNT_NAME_ENG), a plausible number (INVALID_BANK), and no
 * other member holding the same account (EXISTING_BANK).
 */
export async function checkBankAccount(
  db: Db,
  { bankCode, bankAccountName, bankAccountNo }: BankFields,
  memberId?: number,
): Promise<Bank> {
  const bank = bankCode ? await db.bank.findUnique({ where: { code: bankCode } }) : null
  if (!bank || bank.type !== 'BANK' || !bankAccountName || !bankAccountNo) {
    throw new ApiError(400, 'INVALID_BANK')
  }
  if (requiresEnglishName(bankCode) && !isEnglishName(bankAccountName)) {
    throw new ApiError(400, 'BANK_ACCOUNT_NAME_ENG')
  }
  if (!isValidAccountNo(bankAccountNo)) throw new ApiError(400, 'INVALID_BANK')
  const holder = await db.member.findUnique({
    where: { bankCode_bankAccountNo: { bankCode, bankAccountNo } },
    select: { id: true },
  })
  if (holder && holder.id !== memberId) throw new ApiError(409, 'EXISTING_BANK')
  return bank
}

/** Upper-case bank codes; names with single spaces. */
export function normalizeBankFields(fields: BankFields): BankFields {
  return {
    bankCode: fields.bankCode.trim().toUpperCase(),
    bankAccountName: fields.bankAccountName.trim().replace(/\s+/g, ' '),
    bankAccountNo: fields.bankAccountNo.trim(),
  }
}

export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002'
}

export function toProfile(member: Member & { bank: Bank }): Profile {
  return {
    _id: String(member.id),
    username: member.username,
    name: member.name,
    createdAt: member.createdAt.toISOString(),
    coin: member.coin,
    bankCode: member.bankCode,
    bankAccountName: member.bankAccountName,
    bankAccountNo: member.bankAccountNo,
    currency: member.currency,
    bank: {
      code: member.bank.code,
      nameTH: member.bank.nameTH,
      nameEN: member.bank.nameEN,
      ...(member.bank.nameLO ? { nameLO: member.bank.nameLO } : {}),
    },
  }
}
