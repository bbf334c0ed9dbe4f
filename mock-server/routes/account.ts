// Login, registration and the member's own account (SPEC §7 Account).
import { type Request, Router } from 'express'
import { type z } from 'zod'

import {
  isEnglishName,
  isValidPhone,
  memberIdFromInviteCode,
  requiresEnglishName,
} from '@member-wallet/contract/rules'
import {
  BankAccountNameRequest,
  ChangePasswordRequest,
  endpoints,
  LoginRequest,
  ProfileUpdateRequest,
  RegisterRequest,
  text,
} from '@member-wallet/contract/schemas'

import { type MockContext } from '../context'
import { ApiError, clientAddress, memberOf, parseBody, reply, requireMember, route } from '../http'
import { earnInviteReward } from '../ledger'
import { checkBankAccount, isUniqueViolation, normalizeBankFields, toProfile } from '../members'
import { toMinor } from '../money'
import { findVerifiedOtp } from '../otps'
import { hashPassword, hashToken, newToken, TOKEN_TTL_MS, verifyPassword } from '../passwords'
import { getSetting } from '../settings'

const account = endpoints.account

/**
 * The registration payload with the name allowed to be blank, so that a blank name is
 * answered in its turn with INVALID_USER_INFO (after the phone checks), as the operator does.
 */
const RegisterBody = RegisterRequest.extend({ name: text(100) })
type RegisterBody = z.output<typeof RegisterBody>

const SUCCESS = { message: 'SUCCESS' }

/** Compared against when the username is unknown, so both failures take as long. */
let dummyHash: Promise<string> | undefined

export function accountRoutes(ctx: MockContext): Router {
  const { prisma, config, limits } = ctx
  const router = Router()

  function countRegistrationAttempt(req: Request): void {
    const key = clientAddress(req)
    if (limits.registerAttempts.count(key) >= config.limits.registerAttempts) {
      throw new ApiError(429, 'REQUEST_LIMIT')
    }
    limits.registerAttempts.hit(key)
  }

  /** The registration rules in the operator's order; answers the OTP the phone verified. */
  async function checkRegistration(body: RegisterBody, requireBank: boolean) {
    if (!isValidPhone(body.username, config.laos)) {
      throw new ApiError(400, 'PHONE_NUMBER_REQUIRE_10_DIGIT')
    }
    if (
      await prisma.member.findUnique({ where: { username: body.username }, select: { id: true } })
    ) {
      throw new ApiError(409, 'EXISTING_USER')
    }
    if (!body.name) throw new ApiError(400, 'INVALID_USER_INFO')
    let otpId: number | null = null
    if (await getSetting(prisma, 'registerOTP')) {
      const otp = await findVerifiedOtp(prisma, body.username, config.now())
      if (!otp) throw new ApiError(400, 'UNVERIFIED_OTP')
      otpId = otp.id
    }
    const bank = normalizeBankFields(body)
    if (requireBank || bank.bankCode) await checkBankAccount(prisma, bank)
    if (body.sourceCode) {
      const source = await prisma.source.findUnique({ where: { code: body.sourceCode } })
      if (!source) throw new ApiError(400, 'INVALID_USER_INFO')
    }
    return { otpId, bank }
  }

  router.post(
    '/login',
    route(async (req, res) => {
      const { username, password } = parseBody(LoginRequest, req)
      // reserved before the slow hash check, so parallel guesses cannot pass the limit
      const attempt = limits.loginFailures.reserve(username, clientAddress(req))
      // how long at most: by then every counted wrong password has left the window
      const wait = Math.ceil(config.limits.loginWindowMs / 1000)
      if (!attempt) throw new ApiError(429, 'REQUEST_LIMIT', wait)
      const member = await prisma.member.findUnique({ where: { username } })
      dummyHash ??= hashPassword('not a password', config.passwordCost)
      const matches = await verifyPassword(password, member?.passwordHash ?? (await dummyHash))
      if (!member || !matches) throw new ApiError(401, 'WRONG_CREDENTIAL')
      attempt.succeeded()
      if (!member.isActive) throw new ApiError(403, 'INACTIVE_USER')
      const token = newToken()
      await prisma.session.create({
        data: {
          tokenHash: hashToken(token),
          memberId: member.id,
          expiresAt: new Date(config.now() + TOKEN_TTL_MS),
        },
      })
      reply(res, account.login.response, { token })
    }),
  )

  router.post(
    '/account/validate',
    route(async (req, res) => {
      countRegistrationAttempt(req)
      const body = parseBody(RegisterBody, req)
      await checkRegistration(body, false)
      reply(res, account.validate.response, SUCCESS)
    }),
  )

  router.post(
    '/account',
    route(async (req, res) => {
      countRegistrationAttempt(req)
      const body = parseBody(RegisterBody, req)
      const { otpId, bank } = await checkRegistration(body, true)
      const inviterId = memberIdFromInviteCode(body.inviteCode)
      const inviter =
        inviterId === null
          ? null
          : await prisma.member.findUnique({ where: { id: inviterId }, select: { id: true } })
      const passwordHash = await hashPassword(body.password, config.passwordCost)
      const now = new Date(config.now())
      try {
        await prisma.$transaction(async (tx) => {
          if (otpId !== null) {
            const used = await tx.otp.updateMany({
              where: { id: otpId, usedAt: null },
              data: { usedAt: now },
            })
            if (used.count === 0) throw new ApiError(400, 'UNVERIFIED_OTP')
          }
          const member = await tx.member.create({
            data: {
              username: body.username,
              passwordHash,
              name: body.name,
              sourceCode: body.sourceCode || null,
              inviteCode: inviter ? body.inviteCode.toUpperCase() : null,
              inviterId: inviter?.id ?? null,
              ...bank,
              currency: config.laos ? body.currency : 'BAHT',
              createdAt: now,
            },
          })
          // the inviter earns the signup reward with the registration, or neither happens
          if (inviter) {
            const reward = toMinor(await getSetting(tx, 'inviteSignupReward'))
            await earnInviteReward(tx, inviter.id, member.id, reward, now)
          }
        })
      } catch (error) {
        if (!isUniqueViolation(error)) throw error
        // another registration won the race for this phone number or bank account
        const taken = await prisma.member.findUnique({ where: { username: body.username } })
        throw new ApiError(409, taken ? 'EXISTING_USER' : 'EXISTING_BANK')
      }
      reply(res, account.register.response, SUCCESS, 201)
    }),
  )

  router.get(
    '/account/profile',
    requireMember(ctx),
    route(async (_req, res) => {
      const member = await prisma.member.findUniqueOrThrow({
        where: { id: memberOf(res).id },
        include: { bank: true },
      })
      reply(res, account.profile.response, toProfile(member))
    }),
  )

  router.put(
    '/account/profile',
    requireMember(ctx),
    route(async (req, res) => {
      const { id } = memberOf(res)
      const body = parseBody(ProfileUpdateRequest, req)
      const bank = normalizeBankFields(body)
      await checkBankAccount(prisma, bank, id)
      try {
        const member = await prisma.member.update({
          where: { id },
          data: { name: body.name, ...bank },
          include: { bank: true },
        })
        reply(res, account.updateProfile.response, toProfile(member))
      } catch (error) {
        if (isUniqueViolation(error)) throw new ApiError(409, 'EXISTING_BANK')
        throw error
      }
    }),
  )

  router.put(
    '/account/bankAccountName',
    requireMember(ctx),
    route(async (req, res) => {
      const member = memberOf(res)
      const body = parseBody(BankAccountNameRequest, req)
      const bankCode = body.bankCode.toUpperCase()
      const name = body.bankAccountName.replace(/\s+/g, ' ')
      if (bankCode !== member.bankCode) throw new ApiError(400, 'INVALID_BANK')
      if (requiresEnglishName(bankCode) && !isEnglishName(name)) {
        throw new ApiError(400, 'BANK_ACCOUNT_NAME_ENG')
      }
      await prisma.member.update({
        where: { id: member.id },
        data: { bankAccountName: name.toUpperCase() },
      })
      reply(res, account.bankAccountName.response, SUCCESS)
    }),
  )

  router.put(
    '/account/changepwd',
    requireMember(ctx),
    route(async (req, res) => {
      const member = memberOf(res)
      const { oldPassword, newPassword } = parseBody(ChangePasswordRequest, req)
      if (!(await verifyPassword(oldPassword, member.passwordHash))) {
        throw new ApiError(400, 'WRONG_PASSWORD')
      }
      await prisma.member.update({
        where: { id: member.id },
        data: { passwordHash: await hashPassword(newPassword, config.passwordCost) },
      })
      reply(res, account.changePassword.response, SUCCESS)
    }),
  )

  return router
}
