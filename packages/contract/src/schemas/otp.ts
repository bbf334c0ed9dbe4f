import * as z from 'zod'

import { endpoint, requiredText, Unshown } from './common'

export const OtpSendRequest = z.object({ phoneNumber: requiredText(20) })

/** code is OTP_VERIFIED when the phone was verified already: the OTP step is skipped. */
export const OtpSendResponse = z.object({
  otpRef: z.string(),
  otpToken: z.string(),
  code: z.string(),
})
export type OtpSendResponse = z.infer<typeof OtpSendResponse>

export const OtpVerifyRequest = z.object({
  otpToken: requiredText(100),
  otpCode: requiredText(10),
})

export const otpEndpoints = {
  send: endpoint({
    method: 'POST',
    path: '/api/otp/send',
    body: OtpSendRequest,
    response: OtpSendResponse,
    auth: false,
  }),
  verify: endpoint({
    method: 'POST',
    path: '/api/otp/verify',
    body: OtpVerifyRequest,
    response: Unshown,
    auth: false,
  }),
}
