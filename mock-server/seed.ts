// Wipes the mock database and fills it with the same demo data on every machine.
import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'

import { faker, fakerTH } from '@faker-js/faker'
import { type Prisma, type PrismaClient } from '@prisma/client'

import { type SlipNoteCode } from '@member-wallet/contract/errors'
import { inviteCodeOf, requiresEnglishName } from '@member-wallet/contract/rules'
import {
  type Banner,
  type BonusType,
  type GameCategory,
  MAIN_WALLET,
  type StatementType,
} from '@member-wallet/contract/schemas'

import { bannerPath } from './banners'
import { bonusPeriodStart } from './bonus-period'
import { gameUsername } from './games'
import { INVITE_DESCRIPTION } from './invites'
import { type StatementStatus } from './ledger'
import { hashPassword } from './passwords'
import { REFUND_DESCRIPTION } from './refunds'
import { setSetting, type Settings } from './settings'
import { type SlipStatus } from './slips'
import { COUPON_TTL_MS, prizeNameOf, type SliceKind } from './spins'
import { removeSlipFiles, writeSlipFile } from './uploads'

export const SEED = 20261121
/**
 * Raise it whenever the seeded data or the settings change: a demo database seeded by an older
 * version is seeded again at start (its settings or tables would be missing).
 */
export const SEED_VERSION = 6
export const DEMO_USERNAME = '0812345678'
export const DEMO_PASSWORD = 'demo1234'
export const DEMO_NAME = 'สมชาย ใจดี'
export const DEMO_BANK_CODE = 'KBANK'
export const DEMO_BANK_ACCOUNT_NO = '1234567890'
/** A seeded member whose account is switched off: logging in answers INACTIVE_USER. */
export const INACTIVE_USERNAME = '0899999999'
export const INACTIVE_PASSWORD = 'demo1234'
/** The faker members' password too, so any of them can be shown in a demo. */
export const MEMBER_PASSWORD = 'demo1234'
export const EXTRA_MEMBERS = 10

export type SeedOptions = {
  registerOTP: boolean
  /** When the seed runs (milliseconds): the demo statement rows are dated in the days before. */
  now?: number
  /** Where the demo slips' images are written (MockConfig.uploadDir). */
  uploadDir: string
  /** scrypt's N for the demo members' passwords (MockConfig.passwordCost). */
  passwordCost: number
}

type BankRow = {
  code: string
  nameTH: string
  nameEN: string
  nameLO?: string
  type: 'BANK' | 'PAYMENT' | 'WALLET'
}

export const BANKS: BankRow[] = [
  { code: 'KBANK', nameTH: 'กสิกรไทย', nameEN: 'Kasikornbank', type: 'BANK' },
  { code: 'SCB', nameTH: 'ไทยพาณิชย์', nameEN: 'Siam Commercial Bank', type: 'BANK' },
  { code: 'KTB', nameTH: 'กรุงไทย', nameEN: 'Krungthai Bank', type: 'BANK' },
  { code: 'BBL', nameTH: 'กรุงเทพ', nameEN: 'Bangkok Bank', type: 'BANK' },
  { code: 'TMB', nameTH: 'ทีเอ็มบีธนชาต', nameEN: 'TMBThanachart Bank', type: 'BANK' },
  { code: 'BAY', nameTH: 'กรุงศรีอยุธยา', nameEN: 'Krungsri (Bank of Ayudhya)', type: 'BANK' },
  { code: 'GSB', nameTH: 'ออมสิน', nameEN: 'Government Savings Bank', type: 'BANK' },
  {
    code: 'BAAC',
    nameTH: 'ธ.ก.ส.',
    nameEN: 'Bank for Agriculture and Agricultural Cooperatives',
    type: 'BANK',
  },
  { code: 'GHB', nameTH: 'อาคารสงเคราะห์', nameEN: 'Government Housing Bank', type: 'BANK' },
  { code: 'UOB', nameTH: 'ยูโอบี', nameEN: 'United Overseas Bank (Thai)', type: 'BANK' },
  { code: 'CIMB', nameTH: 'ซีไอเอ็มบี ไทย', nameEN: 'CIMB Thai', type: 'BANK' },
  { code: 'KKP', nameTH: 'เกียรตินาคินภัทร', nameEN: 'Kiatnakin Phatra Bank', type: 'BANK' },
  { code: 'LHB', nameTH: 'แลนด์ แอนด์ เฮ้าส์', nameEN: 'Land and Houses Bank', type: 'BANK' },
  { code: 'TISCO', nameTH: 'ทิสโก้', nameEN: 'TISCO Bank', type: 'BANK' },
  {
    code: 'BCEL',
    nameTH: 'การค้าต่างประเทศลาว',
    nameEN: 'Lao Foreign Trade Bank',
    nameLO: 'ການຄ້າຕ່າງປະເທດລາວ',
    type: 'BANK',
  },
  {
    code: 'LDB',
    nameTH: 'พัฒนาลาว',
    nameEN: 'Lao Development Bank',
    nameLO: 'ພັດທະນາລາວ',
    type: 'BANK',
  },
  // QR deposit providers (KBANK's QR uses the bank itself)
  { code: 'WW', nameTH: 'WW Pay', nameEN: 'WW Pay', type: 'PAYMENT' },
  { code: 'PAYTIMZ', nameTH: 'Paytimz', nameEN: 'Paytimz', type: 'PAYMENT' },
  { code: 'PAYONEX', nameTH: 'Payonex', nameEN: 'Payonex', type: 'PAYMENT' },
  { code: 'FP', nameTH: 'FP Pay', nameEN: 'FP Pay', type: 'PAYMENT' },
  { code: 'TRUEWALLET', nameTH: 'ทรูมันนี่ วอลเล็ท', nameEN: 'TrueMoney Wallet', type: 'WALLET' },
]

/** Banks the Thai faker members hold accounts at. */
const THAI_BANK_CODES = BANKS.filter(
  (b) => b.type === 'BANK' && !['BCEL', 'LDB'].includes(b.code),
).map((b) => b.code)

export const SOURCES = [
  { code: 'FACEBOOK', description: 'Facebook' },
  { code: 'LINE', description: 'LINE' },
  { code: 'GOOGLE', description: 'Google' },
  { code: 'TIKTOK', description: 'TikTok' },
  { code: 'FRIEND', description: 'เพื่อนแนะนำ' },
  { code: 'OTHER', description: 'อื่น ๆ' },
]

type ProviderSeed = {
  code: string
  name: string
  category: GameCategory
  /** Game credits per baht. */
  ftWalletSlot: number
  android?: string
  ios?: string
}

/** Every provider the app has a launcher for, in the order the carousels show them. */
export const GAME_PROVIDERS: ProviderSeed[] = [
  {
    code: 'JOKER',
    name: 'Joker Gaming',
    category: 'slot',
    ftWalletSlot: 1,
    android: 'https://play.google.com/store/apps/details?id=demo.luckywallet.joker',
    ios: 'https://apps.apple.com/app/id1000000001',
  },
  { code: 'PG', name: 'PG Soft', category: 'slot', ftWalletSlot: 1 },
  { code: 'SUPERSLOT', name: 'Superslot', category: 'slot', ftWalletSlot: 1 },
  { code: 'SLOTXO', name: 'SlotXO', category: 'slot', ftWalletSlot: 2 },
  { code: 'PGSLOT', name: 'PG Slot', category: 'slot', ftWalletSlot: 0.5 },
  { code: 'JOKER2', name: 'Joker Gaming 2', category: 'slot', ftWalletSlot: 1 },
  { code: 'AREASLOT', name: 'Area Slot', category: 'slot', ftWalletSlot: 10 },
  { code: 'SLOTRACHA', name: 'Slot Racha', category: 'slot', ftWalletSlot: 1 },
  { code: 'CIRCUS', name: 'Circus Slot', category: 'slot', ftWalletSlot: 1 },
  { code: 'IMI', name: 'IMI Gaming', category: 'slot', ftWalletSlot: 1 },
  { code: 'USUN', name: 'USUN', category: 'slot', ftWalletSlot: 2 },
  { code: 'BETFLIX', name: 'Betflix', category: 'slot', ftWalletSlot: 1 },
  { code: 'ASKMEBET', name: 'AskMeBet', category: 'slot', ftWalletSlot: 1 },
  {
    code: 'UFABET',
    name: 'UFABET',
    category: 'sport',
    ftWalletSlot: 1,
    android: 'https://play.google.com/store/apps/details?id=demo.luckywallet.ufabet',
    ios: 'https://apps.apple.com/app/id1000000002',
  },
  { code: 'SEXYGAME', name: 'Sexy Baccarat', category: 'sport', ftWalletSlot: 1 },
  { code: 'HUAYHD', name: 'หวย HD', category: 'lotto', ftWalletSlot: 1 },
  // no launcher of its own: opened by the generic fallback, its web address
  { code: 'LOTTOVIP', name: 'Lotto VIP', category: 'lotto', ftWalletSlot: 1 },
]

/** The demo member's JOKER login, fixed so demos and e2e tests can show and check it. */
export const DEMO_GAME_USERNAME = 'lw1joker'
export const DEMO_GAME_PASSWORD = 'demo1234'

/** The demo member's game accounts and balances (minor units); none at the other providers. */
export const DEMO_GAME_BALANCES: Record<string, number> = {
  JOKER: 25000,
  PG: 0,
  UFABET: 12050,
  HUAYHD: 0,
}

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** The image every demo slip shows (made by scripts/make-sample-slip.js). */
export const SAMPLE_SLIP = new URL('./assets/sample-slip.png', import.meta.url)

type SlipSeed = {
  status: SlipStatus
  note: SlipNoteCode | null
  /** Minor units, as the operator read it off the slip. */
  amount: number
  /** Uploaded this long before the seed. */
  ago: number
  /** Read by the operator this long after the upload. */
  readAfter: number
}

function slipSeed(
  status: SlipStatus,
  note: SlipNoteCode | null,
  amount: number,
  ago: number,
  readAfter = 0,
): SlipSeed {
  return { status, note, amount, ago, readAfter }
}

/**
 * The demo member's slips, oldest first, one in every state. The SUCCESS one's deposit is in
 * demoStatement, dated when it was read.
 */
export const DEMO_SLIPS: SlipSeed[] = [
  slipSeed('FAILED', 'NOT_MATCH', 0, 3 * DAY + HOUR, 12 * MINUTE),
  slipSeed('FAILED', 'EXPIRED_SLIP', 0, 2 * DAY + 6 * HOUR, 8 * MINUTE),
  slipSeed('FAILED', 'SLIP_REFNO_DUPLICATED', 0, DAY + 4 * HOUR, 5 * MINUTE),
  slipSeed('SUCCESS', null, 50000, 2 * HOUR + 10 * MINUTE, 10 * MINUTE),
  slipSeed('processing', null, 0, 50 * MINUTE),
  slipSeed('processing', null, 0, 3 * MINUTE),
]

export function seedSettings(options: SeedOptions): Settings {
  return {
    seedVersion: SEED_VERSION,
    info: { name: 'Lucky Wallet', website: 'http://localhost:3000' },
    contact: {
      contactText:
        'ทีมงานพร้อมให้บริการตลอด 24 ชั่วโมง ทุกวันไม่มีวันหยุด\nติดต่อสอบถามหรือแจ้งปัญหาการฝาก-ถอนได้ทาง LINE',
      lineLink: 'https://line.me/R/ti/p/@luckywallet',
      lineName: '@luckywallet',
      lineQR: '/images/line-qr.svg',
    },
    conditions: [
      '<p>ฝากขั้นต่ำ 1 บาท ไม่มีขั้นต่ำในการถอนเกินกว่าที่ระบบกำหนด</p>',
      '<p>ถอนขั้นต่ำ 100 บาท และสูงสุด 50,000 บาทต่อครั้ง</p>',
      '<p>ชื่อบัญชีที่ใช้ฝากต้องตรงกับชื่อบัญชีที่ลงทะเบียนไว้เท่านั้น</p>',
      '<p>สลิปการโอนต้องอัปโหลดภายใน 1 ชั่วโมงหลังการโอน</p>',
      '<p>หากพบการทุจริต ทางเว็บไซต์ขอสงวนสิทธิ์ในการระงับบัญชีโดยไม่ต้องแจ้งให้ทราบล่วงหน้า</p>',
    ],
    agreements: [
      '<p><strong>ข้อตกลงการใช้งาน</strong> ผู้สมัครต้องมีอายุ 18 ปีบริบูรณ์ขึ้นไป</p>',
      '<p>สมาชิกหนึ่งคนสามารถมีบัญชีผู้ใช้ได้เพียงหนึ่งบัญชี และต้องใช้บัญชีธนาคารของตนเองเท่านั้น</p>',
      '<p>ทางเว็บไซต์จะเก็บรักษาข้อมูลส่วนตัวของสมาชิกเป็นความลับ และใช้เพื่อการให้บริการเท่านั้น</p>',
    ],
    notice:
      '<p><strong>ประกาศ</strong> ระบบปิดรับสลิปทุกวันเวลา 23:50 – 00:10 น. เพื่อสรุปยอดประจำวัน ขออภัยในความไม่สะดวก</p>',
    registerOTP: options.registerOTP,
    enableChatWidget: true,
    terminated: null,
    withdraw: { withdrawMin: 100, withdrawMax: 50000 },
    slip: { maxAgeMinutes: 60, closedFrom: '23:50', closedTo: '00:10' },
    isManual: false,
    trueLinkAmount: 100,
    qrMinutes: 10,
    qrFailing: [],
    bonusClearBelow: 5,
    inviteActive: true,
    inviteSignupReward: INVITE_SIGNUP_REWARD,
    inviteRatePercent: INVITE_RATE_PERCENT,
    inviteSuccessPercent: 70,
    inviteFailPercent: 30,
    inviteBanners: INVITE_BANNERS,
    refundActive: true,
    refundInfo: REFUND_INFO,
    refundSuccessPercent: 80,
    refundFailPercent: 20,
    refundBanners: REFUND_BANNERS,
  }
}

// ---------------------------------------------------------------------------------------------
// rewards: bonuses, promotion codes, invite and refund texts

/** A second slide for every bonus: the shared promotion picture with the bonus's conditions. */
function conditions(items: string[]): Banner {
  return {
    image: bannerPath('promo.svg'),
    html: `<h3>เงื่อนไขการรับโบนัส</h3><ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`,
  }
}

/** The rules every bonus shares (SPEC §9 bonus rule texts). */
const BONUS_RULES = [
  'ถอนได้เมื่อมียอดชนะเกิน 5 เท่าของโบนัสที่ได้รับ',
  'ต้องจบโบนัสก่อนฝากเงินครั้งถัดไป',
  'จบโบนัสได้เมื่อยอดฝากรวมโบนัสเหลือต่ำกว่า 5 บาท',
  'การจบโบนัสจะล้างยอดเงินในเกมทั้งหมด กรุณาโยกเงินกลับกระเป๋าหลักก่อน',
]

type BonusSeed = {
  code: string
  name: string
  type: BonusType
  maxReceived: number
  percentFail: number
  /** Minor units. */
  amount: number
  banners: Banner[]
}

export const BONUSES: BonusSeed[] = [
  {
    code: 'WELCOME100',
    name: 'โบนัสสมาชิกใหม่ 100 บาท',
    type: 'limit',
    maxReceived: 1,
    percentFail: 30,
    amount: 10000,
    banners: [
      { image: bannerPath('bonus-welcome.svg'), html: '' },
      conditions(['รับได้ 1 ครั้งต่อบัญชีเท่านั้น', ...BONUS_RULES]),
    ],
  },
  {
    code: 'DAILY20',
    name: 'โบนัสรายวัน 20 บาท',
    type: 'day',
    maxReceived: 2,
    percentFail: 20,
    amount: 2000,
    banners: [
      { image: bannerPath('bonus-daily.svg'), html: '' },
      conditions(['รับได้วันละ 2 ครั้ง เริ่มนับใหม่เวลา 00:00 น.', ...BONUS_RULES]),
    ],
  },
  {
    code: 'WEEKLY50',
    name: 'โบนัสรายสัปดาห์ 50 บาท',
    type: 'week',
    maxReceived: 1,
    percentFail: 25,
    amount: 5000,
    banners: [
      { image: bannerPath('bonus-weekly.svg'), html: '' },
      conditions(['รับได้สัปดาห์ละ 1 ครั้ง เริ่มนับใหม่ทุกวันจันทร์ 00:00 น.', ...BONUS_RULES]),
    ],
  },
]

type PromotionSeed = {
  code: string
  description: string
  percentFail: number
  /** Minor units. */
  amount: number
  isActive: boolean
}

export const PROMOTIONS: PromotionSeed[] = [
  {
    code: 'NEWYEAR50',
    description: 'โปรปีใหม่ รับเครดิตฟรี 50 บาท ทำยอดชนะ 5 เท่าถอนได้ทันที',
    percentFail: 25,
    amount: 5000,
    isActive: true,
  },
  {
    code: 'SONGKRAN100',
    description: 'โปรสงกรานต์ รับเครดิตฟรี 100 บาท ทำยอดชนะ 5 เท่าถอนได้ทันที',
    percentFail: 40,
    amount: 10000,
    isActive: true,
  },
  {
    code: 'OLD10',
    description: 'โปรเก่า เครดิตฟรี 10 บาท (หมดเขตแล้ว)',
    percentFail: 10,
    amount: 1000,
    isActive: false,
  },
]

const INVITE_BANNERS: Banner[] = [
  {
    image: bannerPath('invite.svg'),
    html:
      '<h3>ชวนเพื่อนมาเล่น รับโบนัสไม่อั้น</h3><ul>' +
      '<li>รับทันที 20 บาท เมื่อเพื่อนสมัครด้วยลิงก์ของคุณ</li>' +
      '<li>รับเพิ่ม 5% ของยอดฝากทุกครั้งของเพื่อน</li>' +
      '<li>กดรับโบนัสได้ที่หน้าแรก ได้รับ 70% เมื่อทำตามเงื่อนไขครบ ไม่ครบถูกหัก 30%</li></ul>',
  },
]

const REFUND_INFO =
  '<p><strong>คืนยอดเสีย 5% ทุกสัปดาห์</strong></p>' +
  '<ul><li>คำนวณจากยอดเสียสุทธิของสัปดาห์ก่อน ทุกวันจันทร์</li>' +
  '<li>กดรับยอดคืนแล้วเพิ่มเข้ากระเป๋าได้ทันที</li>' +
  '<li>รับยอดคืนไม่ได้ระหว่างใช้โบนัส กรุณาจบโบนัสก่อน</li></ul>'

const REFUND_BANNERS: Banner[] = [
  {
    image: bannerPath('refund.svg'),
    html: '<h3>คืนยอดเสียทุกสัปดาห์ 5%</h3><p>เล่นเสียไม่ต้องเสียใจ รับยอดคืนเข้ากระเป๋าได้ทุกวันจันทร์</p>',
  },
]

/** The seeded invite rewards: baht for an invitee's signup, percent of their deposits. */
const INVITE_SIGNUP_REWARD = 20
const INVITE_RATE_PERCENT = 5

/** How many faker members (the first ones) registered with the demo member's invite code. */
export const DEMO_INVITEES = 3
/** Deposits (minor units) of the first two invitees; the demo member earned 5% of each. */
const DEMO_INVITE_DEPOSITS = [100000, 20000]
/** Of the 120.00 earned, 75.00 was claimed some days ago: 45.00 is waiting. */
const DEMO_INVITE_CLAIMED = 7500
export const DEMO_INVITE_BALANCE = 4500
export const DEMO_REFUND_ACCRUED = 3550
/** Cashback the demo member received and added to the wallet in earlier weeks. */
const DEMO_REFUNDS = [
  { amount: 12000, ago: 15 * DAY },
  { amount: 4825, ago: 8 * DAY },
]

// ---------------------------------------------------------------------------------------------
// the prize wheel

export const SPIN_WHEEL_NAME = 'วงล้อนำโชค'

type SliceSeed = {
  code: string
  label: string
  bgColor: string
  textColor: string
  htmlDescription: string
  kind: SliceKind
  /** Minor units for credit, spins for coins; a bonus slice pays its bonus's amount. */
  amount: number
  bonusCode: string | null
  weight: number
}

/**
 * The seeded wheel, clockwise: gold, purple, red and teal sectors by turns, each with a text
 * colour readable on it. The weights add up to 100, so each is a percentage: small prizes are
 * common, 100 baht is rare.
 */
export const SPIN_SLICES: SliceSeed[] = [
  {
    code: 'CREDIT50',
    label: '50 บาท',
    bgColor: '#f5b301',
    textColor: '#3d2600',
    htmlDescription: '<p>รับเครดิตฟรี <strong>50 บาท</strong> เข้ากระเป๋าหลักทันทีเมื่อกดรับ</p>',
    kind: 'credit',
    amount: 5000,
    bonusCode: null,
    weight: 5,
  },
  {
    code: 'CREDIT10',
    label: '10 บาท',
    bgColor: '#6d28d9',
    textColor: '#ffffff',
    htmlDescription: '<p>เครดิตฟรี 10 บาท เข้ากระเป๋าหลัก กดรับได้ภายใน 7 วัน</p>',
    kind: 'credit',
    amount: 1000,
    bonusCode: null,
    weight: 20,
  },
  {
    code: 'COIN1',
    label: '+1 เหรียญ',
    bgColor: '#dc2626',
    textColor: '#ffffff',
    htmlDescription: '',
    kind: 'coins',
    amount: 1,
    bonusCode: null,
    weight: 18,
  },
  {
    code: 'BONUS20',
    label: 'โบนัส 20',
    bgColor: '#0f766e',
    textColor: '#ffffff',
    htmlDescription:
      '<p>รับ<strong>โบนัสรายวัน 20 บาท</strong> ทำยอดตามเงื่อนไขโบนัสก่อนถอน ' +
      'และต้องจบโบนัสก่อนฝากครั้งถัดไป</p>',
    kind: 'bonus',
    amount: 0,
    bonusCode: 'DAILY20',
    weight: 7,
  },
  {
    code: 'NOTHING',
    label: 'ขอบคุณ',
    bgColor: '#fde68a',
    textColor: '#7c2d12',
    htmlDescription: '',
    kind: 'nothing',
    amount: 0,
    bonusCode: null,
    weight: 25,
  },
  {
    code: 'CREDIT100',
    label: '100 บาท',
    bgColor: '#4c1d95',
    textColor: '#fde68a',
    htmlDescription: '<p><strong>รางวัลใหญ่!</strong> เครดิตฟรี 100 บาท เข้ากระเป๋าหลักทันที</p>',
    kind: 'credit',
    amount: 10000,
    bonusCode: null,
    weight: 2,
  },
  {
    code: 'COIN2',
    label: '+2 เหรียญ',
    bgColor: '#be185d',
    textColor: '#ffffff',
    htmlDescription: '',
    kind: 'coins',
    amount: 2,
    bonusCode: null,
    weight: 8,
  },
  {
    code: 'CREDIT5',
    label: '5 บาท',
    bgColor: '#1e40af',
    textColor: '#ffffff',
    htmlDescription: '',
    kind: 'credit',
    amount: 500,
    bonusCode: null,
    weight: 15,
  },
]

/** The demo member's coupons: 50 and 10 baht to claim, and an expired 5 baht one. */
function demoCoupons(now: number) {
  const coupon = (code: string, ago: number) => {
    const won = SPIN_SLICES.find((s) => s.code === code)
    if (!won) throw new Error(`No seeded slice ${code}`)
    const createdAt = new Date(now - ago)
    return {
      memberId: 1,
      sliceCode: code,
      prizeName: prizeNameOf(won, null),
      amount: won.amount,
      status: 'claimable',
      createdAt,
      expiresAt: new Date(createdAt.getTime() + COUPON_TTL_MS),
    }
  }
  return [coupon('CREDIT5', 9 * DAY), coupon('CREDIT50', 2 * DAY), coupon('CREDIT10', 5 * HOUR)]
}

type MemberSeed = {
  username: string
  password: string
  name: string
  bankCode: string
  bankAccountName: string
  bankAccountNo: string
  walletBalance: number
  coin: number
  isActive: boolean
  sourceCode: string | null
  createdAt: Date
  inviteCode: string | null
  inviterId: number | null
  inviteBalance: number
  refundAccrued: number
}

/** An account holder's name in capital Latin letters and spaces only (no O'HARA). */
function latinName(): string {
  return `${faker.person.firstName()} ${faker.person.lastName()}`
    .toUpperCase()
    .replace(/[^A-Z ]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
}

const REFERENCE_DATE = new Date('2026-11-01T00:00:00+07:00')

function demoMembers(): MemberSeed[] {
  const taken = new Set<string>([DEMO_USERNAME, INACTIVE_USERNAME])
  const accounts = new Set<string>([`${DEMO_BANK_CODE}:${DEMO_BANK_ACCOUNT_NO}`])
  const members: MemberSeed[] = [
    {
      username: DEMO_USERNAME,
      password: DEMO_PASSWORD,
      name: DEMO_NAME,
      bankCode: DEMO_BANK_CODE,
      bankAccountName: DEMO_NAME,
      bankAccountNo: DEMO_BANK_ACCOUNT_NO,
      walletBalance: 150000,
      coin: 3,
      isActive: true,
      sourceCode: 'FACEBOOK',
      createdAt: new Date('2026-06-15T10:30:00+07:00'),
      inviteCode: null,
      inviterId: null,
      inviteBalance: DEMO_INVITE_BALANCE,
      refundAccrued: DEMO_REFUND_ACCRUED,
    },
  ]
  for (let i = 0; i < EXTRA_MEMBERS; i++) {
    const inactive = i === EXTRA_MEMBERS - 1
    let username = INACTIVE_USERNAME
    if (!inactive) {
      do username = `0${faker.helpers.arrayElement(['6', '8', '9'])}${faker.string.numeric(8)}`
      while (taken.has(username))
      taken.add(username)
    }
    const bankCode = faker.helpers.arrayElement(THAI_BANK_CODES)
    let bankAccountNo: string
    do bankAccountNo = faker.string.numeric({ length: 10, allowLeadingZeros: false })
    while (accounts.has(`${bankCode}:${bankAccountNo}`))
    accounts.add(`${bankCode}:${bankAccountNo}`)
    const name = fakerTH.person.fullName()
    const bankAccountName = requiresEnglishName(bankCode) ? latinName() : name
    members.push({
      username,
      password: inactive ? INACTIVE_PASSWORD : MEMBER_PASSWORD,
      name,
      bankCode,
      bankAccountName,
      bankAccountNo,
      walletBalance: faker.number.int({ min: 0, max: 2_000_000 }),
      coin: faker.number.int({ min: 0, max: 10 }),
      isActive: !inactive,
      sourceCode: faker.helpers.arrayElement([...SOURCES.map((s) => s.code), null]),
      createdAt: faker.date.past({ years: 1, refDate: REFERENCE_DATE }),
      // the first ones registered with the demo member's invite code
      inviteCode: i < DEMO_INVITEES ? inviteCodeOf(1) : null,
      inviterId: i < DEMO_INVITEES ? 1 : null,
      inviteBalance: 0,
      refundAccrued: 0,
    })
  }
  return members
}

type DepositAccountSeed = {
  kind: 'BANK' | 'WALLET'
  bankCode: string
  mode: string
  currency: string
  bankAccountName: string
  bankAccountNo: string
  walletAccountName: string | null
}

function depositAccounts(): DepositAccountSeed[] {
  const bank = (bankCode: string, mode: string, currency = 'BAHT'): DepositAccountSeed => ({
    kind: 'BANK',
    bankCode,
    mode,
    currency,
    // Lao accounts carry their holder's name in Latin letters
    bankAccountName: currency === 'LAK' ? latinName() : fakerTH.person.fullName(),
    bankAccountNo: faker.string.numeric({ length: 10, allowLeadingZeros: false }),
    walletAccountName: null,
  })
  // True Wallet: AUTO takes transfers to its number; any other mode (LINK) takes gift links
  const wallet = (mode: string): DepositAccountSeed => {
    const owner = fakerTH.person.fullName()
    return {
      kind: 'WALLET',
      bankCode: 'TRUEWALLET',
      mode,
      currency: 'BAHT',
      bankAccountName: owner,
      bankAccountNo: `08${faker.string.numeric(8)}`,
      walletAccountName: owner,
    }
  }
  return [
    bank('KBANK', 'AUTO'),
    // KBANK in SMS mode is the KBANK QR; the PAYMENT-type banks are the other QR providers
    bank('KBANK', 'SMS'),
    bank('SCB', 'AUTO'),
    bank('GSB', 'AUTO'),
    bank('BCEL', 'AUTO', 'LAK'),
    bank('WW', 'AUTO'),
    bank('PAYTIMZ', 'AUTO'),
    bank('PAYONEX', 'AUTO'),
    bank('FP', 'AUTO'),
    wallet('AUTO'),
    wallet('LINK'),
  ]
}

/** The demo member's statement rows, oldest first, dated before `now`. */
function demoStatement(now: number) {
  const bank = `${DEMO_BANK_CODE} ${DEMO_BANK_ACCOUNT_NO}`
  const row = (
    statementType: StatementType,
    status: StatementStatus,
    from: string,
    to: string,
    amount: number,
    ago: number,
  ) => {
    const at = new Date(now - ago)
    return { memberId: 1, statementType, status, from, to, amount, createdAt: at, updatedAt: at }
  }
  return [
    row('deposit', 'SUCCESS', bank, MAIN_WALLET, 100000, 3 * DAY),
    row('transfer', 'SUCCESS', MAIN_WALLET, 'JOKER', 25000, 3 * DAY - 2 * HOUR),
    row('transfer', 'SUCCESS', MAIN_WALLET, 'UFABET', 12050, 2 * DAY - 5 * HOUR),
    row('withdraw', 'SUCCESS', MAIN_WALLET, bank, 30000, 2 * DAY),
    row('withdraw', 'PENDING', MAIN_WALLET, bank, 20000, DAY - 3 * HOUR),
    row('withdraw', 'FAILED', MAIN_WALLET, bank, 10000, 5 * HOUR),
    ...DEMO_SLIPS.filter((slip) => slip.status === 'SUCCESS').map((slip) =>
      row('deposit', 'SUCCESS', bank, MAIN_WALLET, slip.amount, slip.ago - slip.readAfter),
    ),
  ]
}

/** When the demo member received their bonuses: DAILY20 yesterday evening, WEEKLY50 this week. */
function demoBonusTimes(now: number) {
  const today = bonusPeriodStart('day', now) ?? now
  const week = bonusPeriodStart('week', now) ?? now
  return {
    // 21:00 yesterday, Bangkok time
    DAILY20: today - 3 * HOUR,
    // Monday 10:00, or earlier when this week is younger than that
    WEEKLY50: Math.max(week, Math.min(week + 10 * HOUR, now - 90 * MINUTE)),
  }
}

/**
 * The demo member's reward history: both bonuses received and ended (the games were empty, so
 * nothing was cleared), invite bonus claimed once, two weeks of cashback added to the wallet.
 * Statement rows only: the seeded balance is simply the result. Oldest first.
 */
function demoRewardStatement(now: number) {
  const row = (
    statementType: StatementType,
    from: string,
    amount: number,
    at: number,
    description: Partial<Record<`${'bonus' | 'invite' | 'refund'}Description`, string>>,
  ) => ({
    memberId: 1,
    statementType,
    status: 'SUCCESS' satisfies StatementStatus,
    from,
    to: statementType === 'bonus' ? MAIN_WALLET : null,
    amount,
    createdAt: new Date(at),
    updatedAt: new Date(at),
    ...description,
  })
  const bonusTimes = demoBonusTimes(now)
  const rows = [
    row('bonus', 'invite', DEMO_INVITE_CLAIMED, now - 10 * DAY, {
      inviteDescription: INVITE_DESCRIPTION,
    }),
    ...DEMO_REFUNDS.map(({ amount, ago }) =>
      row('bonus', 'refund', amount, now - ago + 10 * MINUTE, {
        refundDescription: REFUND_DESCRIPTION,
      }),
    ),
  ]
  for (const [code, at] of Object.entries(bonusTimes)) {
    const bonus = BONUSES.find((b) => b.code === code)
    if (!bonus) continue
    const bonusDescription = bonus.name
    rows.push(row('bonus', 'bonus', bonus.amount, at, { bonusDescription }))
    rows.push(
      row('finish_bonus', 'bonus', 0, Math.min(at + 45 * MINUTE, now), { bonusDescription }),
    )
  }
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
}

/** What the demo member's invitees (members 2, 3, 4) earned them, oldest first. */
function demoInviteRecords(members: MemberSeed[]) {
  const records: { inviterId: number; fromMemberId: number; amount: number; createdAt: Date }[] = []
  members.forEach((member, index) => {
    if (member.inviterId !== 1) return
    const fromMemberId = index + 1
    const registered = member.createdAt.getTime()
    const signup = INVITE_SIGNUP_REWARD * 100
    records.push({ inviterId: 1, fromMemberId, amount: signup, createdAt: member.createdAt })
    const deposit = DEMO_INVITE_DEPOSITS[index - 1]
    if (deposit !== undefined) {
      const amount = Math.floor((deposit * INVITE_RATE_PERCENT) / 100)
      records.push({
        inviterId: 1,
        fromMemberId,
        amount,
        createdAt: new Date(registered + 3 * DAY),
      })
    }
  })
  return records.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
}

type SlipFiles = { names: string[]; size: number }

/** 16 bytes of a SHA-256 of the seed and `what`: the same on every machine and every run. */
function seeded(what: string): Buffer {
  return createHash('sha256').update(`seed ${SEED} ${what}`).digest().subarray(0, 16)
}

/**
 * The sample slip image, stored for each demo slip under a name of the seed (an upload gets a
 * random one), so a reseed writes the same rows and files as the first seed.
 */
async function writeDemoSlipFiles(uploadDir: string): Promise<SlipFiles> {
  const sample = await readFile(SAMPLE_SLIP)
  const names = DEMO_SLIPS.map((_slip, index) => `${seeded(`slip ${index}`).toString('hex')}.png`)
  for (const name of names) await writeSlipFile(uploadDir, name, sample)
  return { names, size: sample.byteLength }
}

/** The demo slips' rows, each with its image file and a reference. */
function demoSlips(now: number, files: SlipFiles, references: string[]) {
  return DEMO_SLIPS.map((slip, index) => ({
    memberId: 1,
    reference: references[index] ?? '',
    fileName: files.names[index] ?? '',
    mimeType: 'image/png',
    size: files.size,
    status: slip.status,
    note: slip.note,
    amount: slip.amount,
    createdAt: new Date(now - slip.ago),
    updatedAt: new Date(now - slip.ago + slip.readAfter),
  }))
}

/**
 * Deletes everything and writes the demo data. The same seed (at the same `now`) gives the
 * same rows, ids and files, down to the password hashes (salted with fixed salts) and the demo
 * slips' image names: "Reset demo data" restores exactly what the server started with. The
 * files of slips uploaded since are removed.
 */
export async function seed(prisma: PrismaClient, options: SeedOptions): Promise<void> {
  faker.seed(SEED)
  fakerTH.seed(SEED)
  const members = demoMembers()
  const deposits = depositAccounts()
  const hashes = await Promise.all(
    members.map((m) =>
      hashPassword(m.password, options.passwordCost, seeded(`password ${m.username}`)),
    ),
  )
  const settings = seedSettings(options)

  // after the members, so the faker members stay what they were before games existed
  const gamePasswords = Object.keys(DEMO_GAME_BALANCES).map(() => faker.string.alphanumeric(8))
  const slipReferences = DEMO_SLIPS.map(
    () => `SLP${faker.string.hexadecimal({ length: 12, casing: 'upper', prefix: '' })}`,
  )
  // the demo statement is dated in the days before the seed, to the minute
  const now = Math.floor((options.now ?? Date.now()) / 60_000) * 60_000

  const oldFiles = (await prisma.slip.findMany({ select: { fileName: true } })).map(
    (slip) => slip.fileName,
  )
  const slipFiles = await writeDemoSlipFiles(options.uploadDir)
  try {
    await prisma.$transaction(
      async (tx) => {
        await tx.chatMessage.deleteMany()
        await tx.spinCoupon.deleteMany()
        await tx.spinSlice.deleteMany()
        await tx.spinWheel.deleteMany()
        await tx.bonusReceipt.deleteMany()
        await tx.userBonus.deleteMany()
        await tx.bonus.deleteMany()
        await tx.promotionUse.deleteMany()
        await tx.promotion.deleteMany()
        await tx.inviteRecord.deleteMany()
        await tx.refundLog.deleteMany()
        await tx.slip.deleteMany()
        await tx.qrCode.deleteMany()
        await tx.trueLink.deleteMany()
        await tx.statement.deleteMany()
        await tx.gameAccount.deleteMany()
        await tx.gameProvider.deleteMany()
        await tx.session.deleteMany()
        await tx.otp.deleteMany()
        await tx.member.deleteMany()
        await tx.depositAccount.deleteMany()
        await tx.bank.deleteMany()
        await tx.source.deleteMany()
        await tx.setting.deleteMany()
        // ids start at 1 again, so the demo member is always member 1
        await tx.$executeRawUnsafe('DELETE FROM sqlite_sequence')

        await tx.bank.createMany({ data: BANKS.map((bank, sortOrder) => ({ ...bank, sortOrder })) })
        await tx.source.createMany({
          data: SOURCES.map((source, sortOrder) => ({ ...source, sortOrder })),
        })
        for (const key of Object.keys(settings) as (keyof Settings)[]) {
          await setSetting(tx, key, settings[key])
        }
        await tx.depositAccount.createMany({
          data: deposits.map((account, sortOrder) => ({ ...account, sortOrder })),
        })
        // one by one, so ids follow the list order
        for (const [index, { password: _password, ...member }] of members.entries()) {
          await tx.member.create({
            data: { ...member, passwordHash: hashes[index] ?? '', currency: 'BAHT' },
          })
        }
        await tx.gameProvider.createMany({
          data: GAME_PROVIDERS.map((provider, sortOrder) => ({
            ...provider,
            logo: `/games/${provider.code}/logo.webp`,
            background: `/games/${provider.code}/bg.webp`,
            // made absolute with the server's public URL when answered
            web: `/demo-game/${provider.code}`,
            android: provider.android ?? null,
            ios: provider.ios ?? null,
            sortOrder,
          })),
        })
        const createdAt = new Date(now - 4 * DAY)
        for (const [index, [code, balance]] of Object.entries(DEMO_GAME_BALANCES).entries()) {
          const joker = code === 'JOKER'
          await tx.gameAccount.create({
            data: {
              memberId: 1,
              providerCode: code,
              username: joker ? DEMO_GAME_USERNAME : gameUsername(1, code),
              password: joker ? DEMO_GAME_PASSWORD : (gamePasswords[index] ?? ''),
              balance,
              createdAt,
            },
          })
        }
        await tx.statement.createMany({ data: demoStatement(now) })
        await tx.bonus.createMany({
          data: BONUSES.map(({ banners, ...bonus }, sortOrder) => ({
            ...bonus,
            banners: JSON.stringify(banners),
            sortOrder,
          })),
        })
        await tx.promotion.createMany({ data: PROMOTIONS })
        for (const [bonusCode, time] of Object.entries(demoBonusTimes(now))) {
          const at = new Date(time)
          await tx.userBonus.create({
            data: {
              memberId: 1,
              bonusCode,
              isActive: false,
              createdAt: at,
              updatedAt: new Date(Math.min(time + 45 * MINUTE, now)),
              receipts: { create: [{ createdAt: at }] },
            },
          })
        }
        await tx.inviteRecord.createMany({ data: demoInviteRecords(members) })
        await tx.refundLog.createMany({
          data: DEMO_REFUNDS.map(({ amount, ago }) => ({
            memberId: 1,
            refundAmount: amount,
            createdAt: new Date(now - ago),
          })),
        })
        // after the older rows, so their ids stay what they were
        await tx.statement.createMany({ data: demoRewardStatement(now) })
        await tx.slip.createMany({
          data: demoSlips(now, slipFiles, slipReferences),
        })
        await tx.spinWheel.create({
          data: {
            name: SPIN_WHEEL_NAME,
            isActive: true,
            createdAt: new Date(now - 30 * DAY),
            slices: { create: SPIN_SLICES.map((s, sortOrder) => ({ ...s, sortOrder })) },
          },
        })
        await tx.spinCoupon.createMany({ data: demoCoupons(now) })
        await seedRunningBonus(tx, now)
      },
      { timeout: 30_000 },
    )
  } catch (error) {
    // the old rows stay: so do their files (the demo slips' have the same names)
    const added = slipFiles.names.filter((name) => !oldFiles.includes(name))
    await removeSlipFiles(options.uploadDir, added)
    throw error
  }
  const kept = new Set(slipFiles.names)
  await removeSlipFiles(
    options.uploadDir,
    oldFiles.filter((name) => !kept.has(name)),
  )
}

/** The first faker member, who has a bonus running: log in as them to show the "current" state. */
export const RUNNING_BONUS_MEMBER_ID = 2
const RUNNING_BONUS_CODE = 'WELCOME100'

/** That member's bonus, received two hours ago, with its statement row. */
async function seedRunningBonus(tx: Prisma.TransactionClient, now: number) {
  const bonus = BONUSES.find((b) => b.code === RUNNING_BONUS_CODE)
  if (!bonus) return
  const at = new Date(now - 2 * HOUR)
  const memberId = RUNNING_BONUS_MEMBER_ID
  await tx.userBonus.create({
    data: {
      memberId,
      bonusCode: bonus.code,
      isActive: true,
      createdAt: at,
      updatedAt: at,
      receipts: { create: [{ createdAt: at }] },
    },
  })
  await tx.statement.create({
    data: {
      memberId,
      statementType: 'bonus',
      status: 'SUCCESS',
      from: 'bonus',
      to: MAIN_WALLET,
      amount: bonus.amount,
      bonusDescription: bonus.name,
      createdAt: at,
      updatedAt: at,
    },
  })
}

/** Whether the database holds data of this seed version (an empty one does not). */
export async function isSeedCurrent(prisma: PrismaClient): Promise<boolean> {
  const row = await prisma.setting.findUnique({ where: { key: 'seedVersion' } })
  return row !== null && Number(row.value) === SEED_VERSION
}
