// The fields SPEC §3/§7 lists for each answer, endpoint by endpoint. Where the spec leaves a
// shape open, the reading is written down in docs/decisions/013-the-spec-is-the-contract.md.
import { endpoints } from './index'
import { fields, optional, orEmpty, type SpecShape, UNSHOWN, VALUE } from './spec-shape'

type SpecShapes = {
  [G in keyof typeof endpoints]: { [E in keyof (typeof endpoints)[G]]: SpecShape }
}

const depositAccount = {
  ...fields('bankCode', 'bankType', 'mode', 'bankAccountName', 'bankAccountNo', 'currency'),
  bank: fields('nameTH', 'nameEN'),
}

const gameAccount = fields(
  'code',
  'name',
  'logo',
  'background',
  'isActive',
  'amount',
  'ftWalletSlot',
  'category',
  'web',
  'android',
  'ios',
)

const gameLogin = { ...fields('username', 'password'), event: optional() }

const banners = [fields('image', 'html')] as const

const userBonus = { ...fields('_id', 'isActive'), received: [fields('updatedAt')] } as const

const slice = fields('code', 'label', 'bgColor', 'textColor', 'htmlDescription')

const qrState = fields('qrcodeId', 'hasQrcode', 'qrcode', 'amount', 'expireIn', 'message')

const described = optional(fields('description'))

/** SPEC §3 Chat conversation. */
const conversation: SpecShape = {
  ...fields('sender', 'userId', 'guestId', 'username', 'name', 'deviceToken', 'createdAt'),
  session_id: VALUE,
  message: fields('message_type', 'payload'),
}

export const SPEC_SHAPES: SpecShapes = {
  lookup: {
    banks: [fields('code', 'nameTH')],
    deposit: {
      banks: [depositAccount],
      wallets: [{ ...depositAccount, walletAccountName: VALUE }],
      isManual: VALUE,
    },
    conditions: fields('conditions'),
    // "agreements: list of html strings", read like conditions: a field of that name
    agreements: fields('agreements'),
    info: fields('name', 'website'),
    notice: UNSHOWN,
    contact: fields('contactText', 'lineLink', 'lineName', 'lineQR'),
    withdraw: fields('withdrawMin', 'withdrawMax'),
    slip: UNSHOWN,
    sources: [fields('code', 'description')],
    active: fields('terminated'),
    registerOTP: fields('registerOTP'),
    enableChatWidget: fields('enableChatWidget'),
  },
  account: {
    login: fields('token'),
    validate: UNSHOWN,
    register: UNSHOWN,
    // §3 Profile, with the §3 bank account where a backend sends it along
    profile: {
      ...fields('_id', 'username', 'name', 'createdAt', 'coin'),
      bankAccountName: optional(),
      bankAccountNo: optional(),
      bank: optional(fields('nameTH')),
    },
    updateProfile: UNSHOWN,
    bankAccountName: UNSHOWN,
    changePassword: UNSHOWN,
  },
  otp: {
    send: fields('otpRef', 'otpToken', 'code'),
    verify: UNSHOWN,
  },
  wallet: {
    wallet: { amount: VALUE, invite: fields('amount', 'success', 'fail'), slots: [gameAccount] },
    refreshSlots: UNSHOWN,
    activate: gameLogin,
    account: gameLogin,
    resetPassword: gameLogin,
    add: UNSHOWN,
    transfer: UNSHOWN,
    transferAll: UNSHOWN,
    withdraw: UNSHOWN,
    withdrawAll: UNSHOWN,
  },
  statement: {
    statements: {
      total: VALUE,
      statements: [
        {
          ...fields('statementType', 'status', 'from', 'to', 'amount', 'createdAt'),
          bonus: described,
          promotion: described,
          invite: described,
          refund: described,
          luckydraw: described,
        },
      ],
    },
  },
  // "Each returns a link": read as { link }
  autoLogin: {
    PG: fields('link'),
    BETFLIX: fields('link'),
    ASKMEBET: fields('link'),
    IMI: fields('link'),
    USUN: fields('link'),
    AREASLOT: fields('link'),
    CIRCUS: fields('link'),
    SLOTRACHA: fields('link'),
    PGSLOT: fields('link'),
    JOKER2: fields('link'),
    HUAYHD: fields('link'),
  },
  deposit: {
    qrState,
    qrCreate: qrState,
    qrCancel: UNSHOWN,
    trueLink: UNSHOWN,
    slip: UNSHOWN,
    slips: { slips: [fields('createdAt', 'amount', 'status', 'note', 'link', 'reference')] },
    slipReference: fields('url'),
  },
  rewards: {
    bonuses: [
      {
        ...fields('code', 'type', 'maxReceived', 'percentFail'),
        banners,
        userBonus,
      },
    ],
    activateBonus: userBonus,
    activeBonus: fields('status', 'type'),
    bonusMinimum: UNSHOWN,
    clearBonus: fields('message'),
    currentPromotion: UNSHOWN,
    findPromotion: orEmpty(fields('percentFail', 'description')),
    activatePromotion: UNSHOWN,
    invites: { invites: [{ from: fields('name'), ...fields('amount', 'createdAt') }] },
    inviteBonus: UNSHOWN,
    inviteBanners: banners,
    refunds: { refunds: [fields('refundAmount', 'createdAt')] },
    refundCheck: fields('result', 'bonus', 'info', 'refundAmount', 'refundSuccess', 'refundFail'),
    receiveRefund: fields('message'),
    refundToWallet: UNSHOWN,
    refundBanners: banners,
  },
  spin: {
    setup: {
      result: { activeSpinwheel: { name: VALUE, slice: [slice] }, userCoin: VALUE },
    },
    // the answer is not shown; read as { status } like the active-bonus check
    active: fields('status'),
    spin: { success: VALUE, result: fields('code', 'label', 'remainingCoin'), error: VALUE },
    coupons: [{ prize: { name: VALUE, slice }, amount: VALUE }],
    // "reports success or error": read as the spin's { success, error }
    claim: fields('success', 'error'),
  },
  chat: {
    config: fields('PREFIX'),
    sendMessage: fields('createdAt'),
    // the answer is not shown: read as { messages } of §3 conversation objects
    history: { messages: [conversation] },
    uploadImage: fields('path'),
    uploadVideo: fields('path'),
    readCustomer: UNSHOWN,
  },
}

type AnyEndpoint = { method: string; path: string }

const routes = Object.entries(endpoints).flatMap(([group, members]) =>
  Object.entries(members as Record<string, AnyEndpoint>).map(([name, { method, path }]) => ({
    method,
    pattern: new RegExp(`^${path.replace(/\/+$/, '').replace(/:\w+/g, '[^/]+')}/?$`),
    shape: (SPEC_SHAPES as Record<string, Record<string, SpecShape>>)[group]![name]!,
  })),
)

/** The spec's shape of the answer to a call, or undefined for a path no endpoint has. */
export function specShapeOf(method: string, pathname: string): SpecShape | undefined {
  return routes.find((route) => route.method === method && route.pattern.test(pathname))?.shape
}
