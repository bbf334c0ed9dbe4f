// The backend's message codes (SPEC §8). Each has a translation under errors:<CODE>.
export const ERROR_CODES = [
  // auth
  'UNAUTHORIZED',
  'EXPIRED_AUTH_TOKEN',
  'INVALID_USER_1',
  'INVALID_USER_2',
  'INVALID_USER_3',
  'INVALID_USER_4',
  'INVALID_IP',
  'NOT_AREASLOT',
  'NOT_UFABET',
  'INACTIVE_USER',
  'LOGIN_FAIL',
  'WRONG_CREDENTIAL',
  'WRONG_PASSWORD',
  'NO_USER',
  // rate limiting
  'OTP_BLOCK',
  'REQUEST_LIMIT',
  'REQUEST_LIMIT_1MIN',
  // otp
  'OTP_TOKEN_INVALID',
  'OTP_NOT_EXIST',
  'OTP_VERIFIED',
  'OTP_EXPIRED',
  'OTP_CODE_INVALID',
  'OTP_CODE_VALID',
  'OTP_SEND_FAIL',
  'OTP_VERIFY_FAIL',
  'UNVERIFIED_OTP',
  // registration
  'EXISTING_USER',
  'EXISTING_BANK',
  'INVALID_USER_INFO',
  'INVALID_BANK',
  'BANK_ACCOUNT_NAME_ENG',
  'REGISTER_FAIL',
  'GAME_ACTIVATION_FAIL',
  'PHONE_NUMBER_REQUIRE_10_DIGIT',
  // bonus
  'BONUS_REMAINING',
  'BONUS_ALREADY_ACTIVE',
  'BONUS_MAX_CLAIMED',
  'BONUS_CONDITION',
  'BONUS_CLEAR',
  'BONUS_FULL',
  'NO_PROMOTION',
  'PROMOTION_RECEIVED',
  // invite
  'INVITE_COLLECT',
  'INVITE_INACTIVE',
  'NO_INVITE_BONUS',
  'NO_INVITEE_PLAY_INFO',
  'INVITE_BONUS_SUCCESS',
  'INVITE_BONUS_FAIL',
  // refund
  'NO_REFUND',
  'REFUND_CONDITION',
  'REFUND_SUCCESS',
  'REFUND_INACTIVE',
  'REFUND_MINIMUM',
  // slot and transfer
  'SLOT_ALREADY_ACTIVE',
  'SLOT_ACTIVATE_FAIL',
  'SLOT_NO_ACCOUNT',
  'SLOT_RESET_PASSWORD_FAIL',
  'TRANSFER_MINIMUM',
  'NO_GAME',
  'MONEY_NOT_ENOUGH',
  'TRANSFER_FAIL',
  'NO_BANK',
  'NO_WALLET',
  // slip and deposit
  'SLIP_UPLOAD_FAIL',
  'SLIP_NO_FILE',
  'SLIP_INVALID_FILE',
  'TRUELINK_DUPLICATE',
  'TRUELINK_INVALID',
  'QR_FAIL',
  // other
  'INTERNAL_SERVER_ERROR',
  'KEY_MISSING',
  'KEY_INVALID',
  'NO_DATA',
  'OK',
  'SUCCESS',
  // spin coupon
  'NO_CLAIMABLE_COUPON',
  'INVALID_PRIZE_CODE',
  'INVALID_CODE',
  'INVALID_COUPON_TYPE',
  'COUPON_EXPIRED',
] as const

export type ErrorCode = (typeof ERROR_CODES)[number]

/** Reasons a slip can fail (SPEC §8), translated under slipNotes:<CODE>. */
export const SLIP_NOTE_CODES = [
  'UPLOADED_FILE_NOT_EXIST',
  'IMG_SIZE_UNABLE_TO_PROCESS',
  'CANNOT_READ_CROPPED_IMAGE',
  'DEST_ACC_INVALID',
  'SLIP_REFNO_DUPLICATED',
  'UNSTABLE_REFNO_ON_SLIP',
  'TRIPPLE_WRONG_CAPTCHA',
  'INVALID_SLIP',
  'NOT_MATCH',
  'EXPIRED_SLIP',
  'UNKNOW_ERROR',
] as const

export type SlipNoteCode = (typeof SLIP_NOTE_CODES)[number]

/** The message a backend answers with once the operator's service is gone. */
export const GONE_MESSAGE = 'gone'

/** Codes after which the stored token is useless: the member must log in again. */
export const SESSION_ENDING_CODES: readonly string[] = [
  'UNAUTHORIZED',
  'EXPIRED_AUTH_TOKEN',
  'INVALID_USER_1',
  'INVALID_USER_2',
  'INVALID_USER_3',
  'INVALID_USER_4',
  'invalid token',
  // "cannot verify identity", as the operator's backend words it in Thai
  'ไม่สามารถยืนยันตัวตนได้',
]

export function isErrorCode(value: string): value is ErrorCode {
  return (ERROR_CODES as readonly string[]).includes(value)
}
