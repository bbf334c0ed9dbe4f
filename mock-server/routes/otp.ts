// Phone verification by OTP before registration (SPEC §7 OTP).
import { Router } from 'express'

import { isValidPhone } from '@member-wallet/contract/rules'
import { endpoints, OtpSendRequest, OtpVerifyRequest } from '@member-wallet/contract/schemas'

import { type MockContext } from '../context'
import { ApiError, clientAddress, parseBody, reply, route } from '../http'
import {
  findVerifiedOtp,
  hashOtpCode,
  newOtpCode,
  newOtpRef,
  newOtpToken,
  OTP_TTL_MS,
  otpCodeMatches,
} from '../otps'

const otp = endpoints.otp

export function otpRoutes({ prisma, config, limits }: MockContext): Router {
  const router = Router()

  router.post(
    '/send',
    route(async (req, res) => {
      const { phoneNumber } = parseBody(OtpSendRequest, req)
      if (!isValidPhone(phoneNumber, config.laos)) {
        throw new ApiError(400, 'PHONE_NUMBER_REQUIRE_10_DIGIT')
      }
      if (
        await prisma.member.findUnique({ where: { username: phoneNumber }, select: { id: true } })
      ) {
        throw new ApiError(409, 'EXISTING_USER')
      }
      const now = config.now()
      const verified = await findVerifiedOtp(prisma, phoneNumber, now)
      if (verified) {
        reply(res, otp.send.response, {
          code: 'OTP_VERIFIED',
          otpRef: '',
          otpToken: verified.otpToken,
        })
        return
      }
      const lastSentAt = limits.otpSends.lastHitAt(phoneNumber)
      if (lastSentAt !== undefined && now - lastSentAt < config.limits.otpResendMs) {
        throw new ApiError(429, 'REQUEST_LIMIT_1MIN')
      }
      // every code is a text message someone pays for: capped per phone, and per client
      // address over every phone, so one client cannot send them to a list of numbers
      const address = clientAddress(req)
      if (
        limits.otpSends.count(phoneNumber) >= config.limits.otpSends ||
        limits.otpAddressSends.count(address) >= config.limits.otpAddressSends
      ) {
        throw new ApiError(429, 'REQUEST_LIMIT')
      }
      limits.otpSends.hit(phoneNumber)
      limits.otpAddressSends.hit(address)

      const code = config.otpCode ?? newOtpCode()
      const otpRef = newOtpRef()
      const otpToken = newOtpToken()
      await prisma.otp.create({
        data: {
          phoneNumber,
          otpRef,
          otpToken,
          codeHash: hashOtpCode(otpToken, code),
          expiresAt: new Date(now + OTP_TTL_MS),
          createdAt: new Date(now),
        },
      })
      config.onOtpSent({ phoneNumber, otpRef, code })
      reply(res, otp.send.response, { otpRef, otpToken, code: 'SUCCESS' })
    }),
  )

  router.post(
    '/verify',
    route(async (req, res) => {
      const { otpToken, otpCode } = parseBody(OtpVerifyRequest, req)
      const row = await prisma.otp.findUnique({ where: { otpToken } })
      if (!row) throw new ApiError(400, 'OTP_TOKEN_INVALID')
      if (row.usedAt) throw new ApiError(400, 'OTP_NOT_EXIST')
      if (row.verifiedAt) {
        reply(res, otp.verify.response, { code: 'OTP_VERIFIED' })
        return
      }
      const now = config.now()
      if (row.expiresAt.getTime() <= now) throw new ApiError(400, 'OTP_EXPIRED')
      const max = config.limits.otpVerifyFailures
      if (row.attempts >= max) throw new ApiError(429, 'OTP_BLOCK')
      if (!otpCodeMatches(otpToken, otpCode, row.codeHash)) {
        // counted in the database, conditionally, so parallel guesses cannot pass the limit
        const counted = await prisma.otp.updateMany({
          where: { id: row.id, attempts: { lt: max } },
          data: { attempts: { increment: 1 } },
        })
        if (counted.count === 0) throw new ApiError(429, 'OTP_BLOCK')
        throw new ApiError(400, 'OTP_CODE_INVALID')
      }
      const verified = await prisma.otp.updateMany({
        where: { id: row.id, verifiedAt: null, usedAt: null, attempts: { lt: max } },
        data: { verifiedAt: new Date(now) },
      })
      if (verified.count === 0) {
        // a parallel request verified, used or blocked it first
        const current = await prisma.otp.findUniqueOrThrow({ where: { id: row.id } })
        if (current.usedAt) throw new ApiError(400, 'OTP_NOT_EXIST')
        if (!current.verifiedAt) throw new ApiError(429, 'OTP_BLOCK')
        reply(res, otp.verify.response, { code: 'OTP_VERIFIED' })
        return
      }
      reply(res, otp.verify.response, { code: 'OTP_CODE_VALID' })
    }),
  )

  return router
}
