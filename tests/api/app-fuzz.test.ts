// Hostile input (issue 10, the app's half): a property-based test (fast-check) that sends
// generated malformed form posts to every action of the app, and hostile query strings, path
// parameters and cookies to every loader, called in process against the mock backend (as
// tests/api/chat-app.test.ts calls them). The mock's own half is mock-server/tests/fuzz.test.ts.
//
// The route modules are read from app/routes, so a new action or loader is fuzzed as soon as it
// exists; an action needs a spec here (what its form holds), and the test fails until it has one.
//
// The property, for every case:
// - the action or loader throws nothing but a Remix Response (a redirect or an error response);
// - no Response (returned or thrown) and no data(…, { status }) has a 5xx status;
// - an action's redirect stays on the site;
// - every message an action answers (form errors, alerts, toasts, a 4xx's JSON) is a translation
//   key with an English text, or a catalogue code, or the backend's own text marked raw;
// - the app calls the backend only at the contract's endpoints, and the backend answers it no 5xx;
// - the database is as it was: no row of any table changed, nor a stored upload
//   (mock-server/tests/support/db-writes.ts, as the mock's fuzz checks it).
//
// Malformed by construction: an action's spec names the fields on which its effect depends
// ("gates": the effect needs every field of a gate valid), and every case breaks at least one
// field of every gate, with a value that fails the rule of SPEC §5 (written here, not taken from
// the app's schemas: an amount that is not a decimal number of whole satang at or above the
// minimum, a name of no account, a code of nothing, an empty or too long text, a file that is
// not an image of the allowed size …). The other fields are valid or broken at random, and the
// member has money in the wallet and a game, coins, a coupon, a live QR and a known password, so
// that a valid form would have an effect. Actions with no input at all (receive the refund or
// the invite bonus, cancel the bonus) cannot be sent a malformed form: any post of the member is
// a valid one. They are fuzzed with nothing to receive or cancel, so that they must ignore the
// body and change nothing. The controls at the end send every gated form once with all its fields
// valid and expect the database to change: the breaking, not a form that can never work, is
// what keeps it as it was.
//
// Runs are deterministic: FUZZ_SEED picks them, FUZZ_RUNS the cases per action (half as many per
// loader). A failure names the route and the seed; fast-check shrinks the case first.
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  CHAT_FILE_FIELD,
  type Endpoint,
  endpoints,
  QR_PROVIDERS,
  SLIP_FILE_FIELD,
} from '@member-wallet/contract/schemas'
import { RAW_MESSAGE } from '@member-wallet/contract/translate'
import { voucherCodeOf } from '@member-wallet/contract/truelink'

import { env } from '~/env.server'
import { resources } from '~/locales.server'
import { readDraft, type RegisterDraft } from '~/routes/_public.register/draft.server'
import { commitSession, getSession } from '~/session.server'

import { hashPassword } from '../../mock-server/passwords'
import { createMember, type TestMember } from '../../mock-server/tests/helpers'
import { type DatabaseWatch, watchDatabase } from '../../mock-server/tests/support/db-writes'
import { FUZZ_RUNS, FUZZ_SEED } from '../../mock-server/tests/support/fuzz'
import { nastyString } from '../../mock-server/tests/support/hostile'
import {
  startTestMock,
  TEST_PASSWORD_COST,
  type TestMock,
} from '../../mock-server/tests/support/mock'
import { routeModules } from '../support/route-modules'

const LOADER_RUNS = Math.max(1, Math.ceil(FUZZ_RUNS / 2))

// ---------------------------------------------------------------------------------------------
// the route modules on disk

type RouteArgs = { request: Request; params: Record<string, string>; context: object }
type RouteFunction = (args: RouteArgs) => unknown

type Route = {
  /** The module's name under app/routes: user.home.transfer, user.home.deposit … */
  name: string
  /** The address it answers, with :params. */
  pattern: string
  params: string[]
  action?: RouteFunction
  loader?: RouteFunction
}

/** A flat route name as an address: `_` layouts and `_index` leave nothing, `$x` is :x. */
function patternOf(name: string): string {
  const segments = name.split('.').flatMap((segment) => {
    if (segment === '_index' || segment.startsWith('_')) return []
    if (segment === '$') return [':*']
    if (segment.startsWith('$')) return [`:${segment.slice(1)}`]
    return [segment.replace(/_$/, '')]
  })
  return `/${segments.join('/')}`
}

/** Every route module of app/routes (tests/support/route-modules.ts), with its functions. */
async function discoverRoutes(): Promise<Route[]> {
  const routes: Route[] = []
  for (const { id: name, file } of routeModules()) {
    const module = (await import(/* @vite-ignore */ file)) as {
      action?: RouteFunction
      loader?: RouteFunction
    }
    const pattern = patternOf(name)
    routes.push({
      name,
      pattern,
      params: [...pattern.matchAll(/:([\w*]+)/g)].map((m) => m[1] ?? ''),
      action: module.action,
      loader: module.loader,
    })
  }
  return routes
}

const ROUTES = await discoverRoutes()
const ACTION_ROUTES = ROUTES.filter((r) => r.action)
const LOADER_ROUTES = ROUTES.filter((r) => r.loader)

// ---------------------------------------------------------------------------------------------
// generated values

type FormValue = string | File
/** A field's value; undefined leaves the field out. */
type Value = FormValue | undefined

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g

/** Text as a URL or a form carries it: a lone surrogate cannot be written, it arrives as U+FFFD. */
const clean = (text: string) => text.replace(LONE_SURROGATE, '\ufffd')

/** Numbers as a form may carry them: exponents, other bases, signs, separators, many decimals. */
const NUMBER_TEXTS = [
  '1e308',
  '-1e308',
  '1e309',
  '-0',
  '0',
  '-1',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x10',
  '0X1F4',
  '0b101',
  '0o17',
  '+5',
  '+100',
  '--5',
  '5-',
  '1.005',
  '100.001',
  '0.001',
  '99.999',
  '1e-7',
  '1.',
  '.',
  '..5',
  '1..2',
  '1,000',
  '1 000',
  '1_000',
  '１００',
  '١٠٠',
  '๑๐๐',
  '100\u0000',
  '100abc',
  '$100',
  '100฿',
  '9'.repeat(40),
  `0.${'1'.repeat(30)}`,
  '123456789012345678901234567890.5',
]

/** Long texts: 100 kB of letters, Thai, emoji, and a mix with NUL and right-to-left marks. */
const HUGE_TEXTS = [
  'x'.repeat(100_000),
  'ก'.repeat(100_000),
  '🙂'.repeat(50_000),
  'a\u0000\u202e\u200f'.repeat(25_000),
]

const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: nastyString },
  { weight: 3, arbitrary: fc.constantFrom(...NUMBER_TEXTS) },
  { weight: 1, arbitrary: fc.constantFrom(...HUGE_TEXTS) },
)

const bytes = (...values: number[]) => new Uint8Array(values)
const ascii = (text: string) => new TextEncoder().encode(text)
const PNG_HEAD = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)
const PNG = new Uint8Array([...PNG_HEAD, ...new Uint8Array(200).fill(7)])
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new Uint8Array(200).fill(3)])
const MP4 = new Uint8Array([0, 0, 0, 0x18, ...ascii('ftypisom'), ...new Uint8Array(200)])
const GIF = ascii('GIF89a......')
/** Past the largest upload anything takes (a chat video, 20 MB). */
const HUGE_BYTES = new Uint8Array(20 * 1024 * 1024 + 1)

const file = (parts: BlobPart[], name: string, type: string) => new File(parts, name, { type })
const TEN_MB = HUGE_BYTES.subarray(0, 10 * 1024 * 1024)

/**
 * Files of every odd kind, and whether each is a slip (SPEC §5: a JPEG, PNG or WebP by its
 * bytes, whatever its name and type, 10 MB at most) or a chat attachment (a picture or video
 * by its name, its type and its bytes alike, 10 MB for a picture, 20 MB for a video).
 */
const ODD_FILES: { make: () => File; slip: boolean; chat: boolean }[] = [
  { make: () => file(['not a picture'], 'slip.png', 'image/png'), slip: false, chat: false },
  {
    make: () => file(['<svg onload="alert(1)"/>'], 'a.svg', 'image/svg+xml'),
    slip: false,
    chat: false,
  },
  {
    make: () => file(['<html><script>alert(1)</script>'], 'a.html', 'text/html'),
    slip: false,
    chat: false,
  },
  { make: () => file([ascii('%PDF-1.4\n')], 'a.pdf', 'application/pdf'), slip: false, chat: false },
  {
    make: () => file([ascii('MZ\x90\x00')], 'a.png.exe', 'application/octet-stream'),
    slip: false,
    chat: false,
  },
  { make: () => file([PNG_HEAD.slice(0, 7)], 'short.png', 'image/png'), slip: false, chat: false },
  { make: () => file([], 'empty.png', 'image/png'), slip: false, chat: false },
  { make: () => file([GIF], 'anim.gif', 'image/png'), slip: false, chat: true },
  { make: () => file([PNG], 'photo', 'image/png'), slip: true, chat: false },
  { make: () => file([PNG], 'photo.png', 'video/mp4'), slip: true, chat: false },
  { make: () => file([MP4], 'clip.mp4', 'image/png'), slip: false, chat: false },
  { make: () => file([PNG], '../../../etc/passwd', ''), slip: true, chat: false },
  { make: () => file([PNG_HEAD, TEN_MB], 'big.png', 'image/png'), slip: false, chat: false },
  { make: () => file([JPEG, TEN_MB], 'big.jpg', 'image/jpeg'), slip: false, chat: false },
  { make: () => file([MP4, HUGE_BYTES], 'huge.mp4', 'video/mp4'), slip: false, chat: false },
]

const oddFile = (which: (odd: (typeof ODD_FILES)[number]) => boolean): fc.Arbitrary<File> =>
  fc.constantFrom(...ODD_FILES.filter(which)).map((odd) => odd.make())

/** A file where text belongs: any. */
const badFile = oddFile(() => true)

const goodImage = fc
  .constantFrom(
    () => file([PNG], 'photo.png', 'image/png'),
    () => file([JPEG], 'photo.jpg', 'image/jpeg'),
  )
  .map((make) => make())

/** Anything in a field: hostile text mostly, sometimes nothing or a file where text belongs. */
const hostileValue: fc.Arbitrary<Value> = fc.oneof(
  { weight: 10, arbitrary: hostileText },
  { weight: 1, arbitrary: fc.constant(undefined) },
  { weight: 1, arbitrary: badFile },
)

/** A hostile value that breaks the field's rule, and near misses of the real values. */
function brokenBy(
  isValid: (value: string) => boolean,
  nearMisses: string[] = [],
): fc.Arbitrary<Value> {
  const candidates = nearMisses.length
    ? fc.oneof(
        { weight: 3, arbitrary: hostileValue },
        { weight: 1, arbitrary: fc.constantFrom(...nearMisses) },
      )
    : hostileValue
  return candidates.filter((value) => typeof value !== 'string' || !isValid(value))
}

// ---- the rules of SPEC §5, as this test reads them (not the app's schemas)

/** A decimal number as an HTML number field sends it, exponent allowed (and "1.", harmless). */
const HTML_NUMBER = /^-?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?$/

/** An amount in baht: a decimal number, whole satang, within the limits. */
function isAmount(text: string, min: number, max = Infinity): boolean {
  const trimmed = text.trim()
  if (!HTML_NUMBER.test(trimmed)) return false
  const value = Number(trimmed)
  const satang = value * 100
  return (
    Number.isFinite(value) &&
    value >= min &&
    value <= max &&
    Math.abs(satang - Math.round(satang)) < 1e-6
  )
}

const textWithin =
  (min: number, max: number, trim = true) =>
  (text: string) => {
    const length = (trim ? text.trim() : text).length
    return length >= min && length <= max
  }

/** A name that, as the backend reads names (trimmed, upper case), is one of `names`. */
const namesOne = (names: string[]) => {
  const set = new Set(names.map((n) => n.trim().toUpperCase()))
  return (text: string) => set.has(text.trim().toUpperCase())
}

const amountNearMisses = (min: number) => [
  String(min - 0.01),
  `${min}.001`,
  `${min}.005`,
  `0x${min.toString(16)}`,
  `0b${min.toString(2)}`,
  `0o${min.toString(8)}`,
  `+${min}`,
  `${min}e`,
  `${min}\u0000`,
  `${min},00`,
  `${min / 10}e1x`,
]

// ---------------------------------------------------------------------------------------------
// the forms of the actions

type Field = { valid: fc.Arbitrary<Value>; broken: fc.Arbitrary<Value> }

type Variant = {
  name: string
  /** What the action reads, `$name` for a path parameter. */
  fields: Record<string, Field>
  /**
   * The effect needs every field of one gate valid: each case breaks a field of every gate.
   * No gates: the variant has no effect on the database, whatever is sent.
   */
  gates: string[][]
  /** The cookies it is sent with, when not the action's. */
  who?: fc.Arbitrary<Who>
  /** Who a valid form acts for (the controls), when not the member. */
  acts?: Who
  /** Path parameters of its own, in place of the action's. */
  params?: Record<string, Field>
  /** Why a valid form of it writes nothing, when it does not (the controls skip it). */
  writesNothing?: string
}

type ActionSpec = { who: fc.Arbitrary<Who>; variants: Variant[]; params?: Record<string, Field> }

const field = (valid: fc.Arbitrary<Value>, broken: fc.Arbitrary<Value>): Field => ({
  valid,
  broken,
})

/** A field no rule restricts: anything may be sent, and nothing depends on it. */
const free = field(hostileValue, hostileValue)

/** The intent field: its own value, or another one that names none of the action's intents. */
function intent(value: string | undefined, all: string[]): Field {
  return field(
    fc.constant(value),
    brokenBy((text) => all.includes(text)),
  )
}

// who sends it: the cookies of the request

type Who =
  | 'member'
  | 'guest'
  | 'chatGuest'
  | 'staleSession'
  | 'forgedSession'
  | 'draftPhone'
  | 'draftOtp'
  | 'draftProfile'
  | 'draftBank'
  | 'forgedDraft'

const COOKIE_OF: Partial<Record<Who, string>> = {
  chatGuest: 'guest-id=gFuzzGuest000001',
  forgedSession: '__session=eyJ0b2tlbiI6InRva2VuIn0%3D.forged-signature',
  forgedDraft: '__register=eyJkcmFmdCI6eyJzdGVwIjoiYmFuayJ9fQ%3D%3D.forged',
}

const OTHERS: Who[] = ['guest', 'chatGuest', 'staleSession', 'forgedSession', 'forgedDraft']

/** Mostly the member (whose actions have effects), sometimes anybody else. */
const mostlyMember = fc.oneof(
  { weight: 8, arbitrary: fc.constant<Who>('member') },
  { weight: 2, arbitrary: fc.constantFrom<Who>(...OTHERS) },
)
const anybody = fc.constantFrom<Who>('member', ...OTHERS)

// ---------------------------------------------------------------------------------------------
// the world the actions act in

type World = {
  member: TestMember
  password: string
  providers: string[]
  bankCodes: string[]
  bonusCodes: string[]
  promotionCodes: string[]
  /** The promotions a member may receive. */
  activePromotions: string[]
  /** The code of the OTP sent for the draft at the OTP step. */
  otpCode: string
  giftWallets: string[]
  qrIds: string[]
  couponIds: string[]
  slipReferences: string[]
  withdraw: { min: number; max: number }
  cookies: Record<Who, string>
}

let mock: TestMock
let world: World

/** Every action's form, by route name. */
function actionSpecs(w: World): Record<string, ActionSpec> {
  const isAccount = namesOne(['wallet', ...w.providers])
  /** An account of the member: `valid` among them (from and to are valid apart). */
  const account = (...valid: string[]) =>
    field(
      fc.constantFrom(...valid),
      brokenBy(isAccount, ['PG ', 'P G', 'ＰＧ', 'wallet\u0000', 'walle', 'PG\u200b', 'main']),
    )
  const amount = (min: number, max = Infinity) =>
    field(
      fc.constantFrom(String(min), `${min}.50`, `${min * 2}`, ` ${min} `),
      brokenBy((text) => isAmount(text, min, max), amountNearMisses(min)),
    )
  const password = field(
    fc.constantFrom(w.password),
    brokenBy(textWithin(1, 100, false), ['', 'x'.repeat(101)]),
  )
  const upload = (kind: 'slip' | 'chat') =>
    field(
      goodImage,
      fc.oneof(
        oddFile((odd) => !odd[kind]),
        fc.constant(undefined),
        hostileText,
      ),
    )

  const chatIntents = ['text', 'postback', 'media', 'upload', 'read']
  const depositIntents = ['qr-create', 'qr-cancel', 'qr-confirm', 'truelink', 'slip']
  const gameIntents = ['activate', 'reset', 'bankName', 'play']
  const registerIntents = ['phone', 'otp', 'profile', 'bank', 'back', 'restart', 'resend']
  const isChatText = (text: string) => textWithin(1, 2000)(text.replace(/\r\n?/g, '\n'))

  return {
    '_public.login': {
      who: anybody,
      variants: [
        {
          name: 'login',
          fields: {
            username: field(
              fc.constantFrom(w.member.username, ` ${w.member.username} `),
              brokenBy(textWithin(1, 20), ['', '   ', '0'.repeat(21)]),
            ),
            password,
            remember: field(fc.constantFrom('on', undefined), hostileValue),
            redirectTo: field(fc.constantFrom('/user/home', undefined), hostileValue),
          },
          gates: [['username', 'password']],
          acts: 'guest',
        },
      ],
    },
    '_public.register': {
      who: fc.constantFrom<Who>('guest', 'draftPhone', 'forgedDraft', 'member'),
      variants: [
        {
          name: 'phone',
          fields: {
            intent: intent('phone', registerIntents),
            phone: field(
              fc.constantFrom('0891234567', ' 0891234568 '),
              brokenBy((text) => /^\d{10}$/.test(text.trim()), ['089123456', '08912345678']),
            ),
          },
          gates: [['phone']],
          acts: 'guest',
        },
        {
          // sends the OTP again to the draft's phone: a draft without one is malformed
          name: 'resend',
          fields: { intent: intent('resend', registerIntents), otpCode: free },
          gates: [],
          who: fc.constantFrom<Who>('guest', 'draftPhone', 'forgedDraft'),
        },
        {
          name: 'otp',
          fields: {
            intent: intent('otp', registerIntents),
            otpCode: field(
              fc.constant(w.otpCode),
              brokenBy((text) => /^\d{4,8}$/.test(text.trim()), ['123', '123456789', '12 34']),
            ),
          },
          gates: [['otpCode']],
          who: fc.constant<Who>('draftOtp'),
          acts: 'draftOtp',
        },
        {
          name: 'profile',
          fields: {
            intent: intent('profile', registerIntents),
            name: field(fc.constantFrom('Somchai'), brokenBy(textWithin(1, 100))),
            password: field(fc.constant('secret123'), brokenBy(textWithin(1, 100, false))),
            confirmPassword: field(fc.constant('secret123'), brokenBy(textWithin(1, 100, false))),
            sourceCode: free,
            inviteCode: free,
          },
          gates: [['name', 'password', 'confirmPassword']],
          who: fc.constant<Who>('draftProfile'),
          writesNothing:
            'the backend only checks the answers (account.validate); the draft keeps them',
        },
        {
          name: 'bank',
          fields: {
            intent: intent('bank', registerIntents),
            bankCode: field(
              fc.constantFrom('SCB', 'KBANK'),
              brokenBy(namesOne(w.bankCodes), ['SCBX', 'S C B', 'ＳＣＢ']),
            ),
            firstName: field(fc.constant('Somchai'), brokenBy(textWithin(1, 50))),
            lastName: field(fc.constant('Jaidee'), brokenBy(textWithin(1, 50))),
            accountNo: field(
              fc.constantFrom('1234567890', '987654'),
              brokenBy((text) => /^\d{6,20}$/.test(text.trim()), ['12345', '1'.repeat(21)]),
            ),
            currency: field(fc.constantFrom('BAHT', undefined), hostileValue),
          },
          gates: [['bankCode', 'firstName', 'lastName', 'accountNo']],
          who: fc.constant<Who>('draftBank'),
          acts: 'draftBank',
        },
        {
          name: 'back, restart or another intent',
          fields: {
            intent: field(
              fc.constantFrom('back', 'restart'),
              brokenBy((text) => registerIntents.includes(text)),
            ),
            phone: free,
          },
          gates: [],
          who: fc.constantFrom<Who>('guest', 'draftOtp', 'draftProfile', 'draftBank'),
        },
      ],
    },
    'set-language': {
      who: anybody,
      variants: [{ name: 'language', fields: { language: free, redirectTo: free }, gates: [] }],
    },
    logout: { who: anybody, variants: [{ name: 'logout', fields: {}, gates: [] }] },
    // the dismissal is a cookie: nothing the backend keeps
    notice: {
      who: anybody,
      variants: [
        { name: 'dismiss', fields: { id: free, mode: free, redirectTo: free }, gates: [] },
      ],
    },
    chat: {
      who: fc.oneof(
        { weight: 5, arbitrary: fc.constant<Who>('chatGuest') },
        { weight: 3, arbitrary: fc.constant<Who>('member') },
        { weight: 1, arbitrary: fc.constantFrom<Who>('guest', 'staleSession', 'forgedSession') },
      ),
      variants: [
        {
          // the text form may carry an attachment too: either one sends something
          name: 'text',
          fields: {
            intent: field(
              fc.constantFrom('text', undefined),
              brokenBy((t) => chatIntents.includes(t)),
            ),
            message: field(
              fc.constantFrom('hello', '  hi there  '),
              brokenBy(isChatText, ['', ' \r\n ', 'x'.repeat(2001), '\u3000']),
            ),
            [CHAT_FILE_FIELD]: upload('chat'),
            redirectTo: free,
          },
          gates: [['message'], [CHAT_FILE_FIELD]],
        },
        {
          name: 'postback',
          fields: {
            intent: intent('postback', chatIntents),
            title: field(fc.constant('Yes'), brokenBy(textWithin(1, 200), ['', 'x'.repeat(201)])),
            payload: field(
              fc.constant('YES'),
              brokenBy(textWithin(0, 1000, false), ['y'.repeat(1001)]),
            ),
          },
          gates: [['title', 'payload']],
        },
        {
          name: 'media',
          fields: {
            intent: intent('media', chatIntents),
            url: field(
              fc.constantFrom('/uploads/chat/a.png', 'https://cdn.example/a.png'),
              brokenBy(
                (text) =>
                  text.length <= 1000 && /^(https?:\/\/|\/(?!\/))[^\s]*$/i.test(text.trim()),
                [
                  '//evil.test/a.png',
                  'javascript:alert(1)',
                  'data:image/png;base64,AAAA',
                  'ftp://x/a',
                ],
              ),
            ),
            fileType: field(
              fc.constantFrom('image', 'video'),
              brokenBy((text) => ['image', 'video'].includes(text), ['Image', 'audio', 'image ']),
            ),
            name: free,
          },
          gates: [['url', 'fileType']],
        },
        {
          name: 'upload',
          fields: { intent: intent('upload', chatIntents), [CHAT_FILE_FIELD]: upload('chat') },
          gates: [['file']],
        },
      ],
    },
    'user.home.transfer': {
      who: mostlyMember,
      variants: [
        {
          name: 'transfer',
          fields: {
            intent: field(
              fc.constantFrom('transfer', undefined),
              brokenBy((text) => text === 'transferAll'),
            ),
            from: account('wallet', ' Wallet '),
            to: account('PG', 'pg', 'JOKER'),
            amount: amount(1),
          },
          gates: [['from', 'to', 'amount']],
        },
        {
          name: 'transferAll',
          fields: { intent: intent('transferAll', ['transferAll']), to: account('JOKER', 'PG') },
          gates: [['to']],
        },
      ],
    },
    'user.home.withdraw': {
      who: mostlyMember,
      variants: [
        {
          name: 'withdraw',
          // the review step moves nothing; only "confirm" withdraws
          fields: {
            intent: intent('confirm', ['confirm']),
            amount: amount(w.withdraw.min, w.withdraw.max),
          },
          gates: [['amount']],
        },
      ],
    },
    'user.home.deposit': {
      who: mostlyMember,
      variants: [
        {
          name: 'qr-create',
          fields: {
            intent: intent('qr-create', depositIntents),
            provider: field(
              fc.constantFrom(...QR_PROVIDERS.filter((provider) => provider !== 'KBANK')),
              brokenBy(namesOne([...QR_PROVIDERS]), ['KBANK ', 'kbank', 'KBANKX', 'ＫＢＡＮＫ']),
            ),
            // valid at every provider's minimum; broken below the smallest (1 baht)
            amount: field(
              fc.constantFrom('100', '250.50', ' 500 '),
              brokenBy((text) => isAmount(text, 1), amountNearMisses(1)),
            ),
          },
          gates: [['provider', 'amount']],
        },
        {
          name: 'qr-cancel',
          fields: {
            intent: intent('qr-cancel', depositIntents),
            qrcodeId: field(
              fc.constantFrom(...w.qrIds),
              brokenBy(
                (text) => w.qrIds.includes(text.trim()),
                w.qrIds.flatMap((id) => [`${id}x`, id.slice(1), id.toUpperCase(), '.', '..']),
              ),
            ),
          },
          gates: [['qrcodeId']],
        },
        {
          // nothing is sent on: the wallet is credited when the payment arrives
          name: 'qr-confirm',
          fields: { intent: intent('qr-confirm', depositIntents), provider: free },
          gates: [],
        },
        {
          name: 'truelink',
          fields: {
            intent: intent('truelink', depositIntents),
            link: field(
              fc.constant('https://gift.truemoney.com/campaign/?v=abcdefghij0123456789'),
              brokenBy(
                (text) => text.trim().length <= 500 && voucherCodeOf(text.trim()) !== null,
                [
                  'http://gift.truemoney.com/campaign/?v=abcdefghij0123456789',
                  'https://gift.truemoney.com.evil.test/campaign/?v=abcdefghij0123456789',
                  'https://gift.truemoney.com/campaign/?v=short',
                  'https://gift.truemoney.com/other/?v=abcdefghij0123456789',
                ],
              ),
            ),
            walletAccountName: field(
              fc.constantFrom(...w.giftWallets),
              brokenBy(
                (text) => w.giftWallets.includes(text.trim()),
                w.giftWallets.map((name) => `${name}x`),
              ),
            ),
          },
          gates: [['link', 'walletAccountName']],
        },
        {
          // a multipart post is the slip form, whatever its intent
          name: 'slip',
          fields: { intent: free, [SLIP_FILE_FIELD]: upload('slip') },
          gates: [[SLIP_FILE_FIELD]],
        },
      ],
    },
    'user.home.game.$code': {
      who: mostlyMember,
      params: {
        code: field(
          fc.constantFrom('PG', 'JOKER', 'pg'),
          brokenBy(namesOne(w.providers), ['PG ', 'P G', 'ＰＧ', 'PGX', '.', '..', 'PG/..']),
        ),
      },
      variants: [
        {
          name: 'activate',
          fields: { intent: intent('activate', gameIntents) },
          gates: [['$code']],
          // a game the member has no account at
          params: {
            code: field(
              fc.constantFrom(...w.providers.filter((code) => !['PG', 'JOKER'].includes(code))),
              brokenBy(namesOne(w.providers), [
                'SLOTXO ',
                'S L O T X O',
                'ＳＬＯＴＸＯ',
                '.',
                '..',
              ]),
            ),
          },
        },
        ...(['reset', 'play'] as const).map((name) => ({
          name,
          fields: { intent: intent(name, gameIntents) },
          gates: [['$code']],
        })),
        {
          name: 'bankName',
          fields: {
            intent: intent('bankName', gameIntents),
            bankAccountName: field(
              fc.constantFrom('SOMCHAI JAIDEE', 'somchai'),
              brokenBy(
                (text) => textWithin(1, 100)(text) && /^[A-Za-z ]*$/.test(text.trim()),
                ['สมชาย', 'JOHN2', 'JOHN-DOE', 'x'.repeat(101)],
              ),
            ),
          },
          gates: [['bankAccountName']],
        },
      ],
    },
    'user.home.invite-bonus': {
      who: mostlyMember,
      variants: [{ name: 'receive', fields: { anything: free }, gates: [] }],
    },
    'user.home.refund': {
      who: mostlyMember,
      variants: [{ name: 'receive', fields: { anything: free }, gates: [] }],
    },
    'user.home.refund-wallet': {
      who: mostlyMember,
      variants: [{ name: 'to wallet', fields: { anything: free }, gates: [] }],
    },
    'user.home': {
      // agree (a cookie) or check the balance (a read): nothing to write
      who: mostlyMember,
      variants: [{ name: 'agree or refresh', fields: { intent: free }, gates: [] }],
    },
    'user.bonus.$code': {
      who: mostlyMember,
      params: {
        code: field(
          fc.constantFrom(...w.bonusCodes),
          brokenBy(namesOne(w.bonusCodes), ['WELCOME', 'DAILY20X', 'ＷＥＬＣＯＭＥ１００']),
        ),
      },
      variants: [{ name: 'receive', fields: { anything: free }, gates: [['$code']] }],
    },
    'user.bonus.cancel': {
      who: mostlyMember,
      variants: [{ name: 'cancel', fields: { anything: free }, gates: [] }],
    },
    'user.bonus.promotion': {
      who: mostlyMember,
      variants: [
        {
          name: 'receive',
          fields: {
            code: field(
              fc.constantFrom(...w.activePromotions),
              brokenBy(
                (text) => textWithin(1, 30)(text) && namesOne(w.promotionCodes)(text),
                ['NEWYEAR', 'NEWYEAR50X', 'N E W Y E A R 5 0'],
              ),
            ),
          },
          gates: [['code']],
        },
      ],
    },
    'user.profile.edit': {
      who: mostlyMember,
      variants: [
        {
          name: 'edit',
          fields: {
            name: field(fc.constant('Somchai Edited'), brokenBy(textWithin(1, 100))),
            bankCode: field(
              fc.constant('SCB'),
              brokenBy(namesOne(w.bankCodes), ['SCBX', 'S C B', 'ＳＣＢ']),
            ),
            firstName: field(fc.constant('Somchai'), brokenBy(textWithin(1, 50))),
            lastName: field(fc.constant('Edited'), brokenBy(textWithin(1, 50))),
            // an account no other member has
            accountNo: field(
              fc.constant('5550001234'),
              brokenBy((text) => /^\d{6,20}$/.test(text.trim()), ['12345', '1'.repeat(21)]),
            ),
          },
          gates: [['name', 'bankCode', 'firstName', 'lastName', 'accountNo']],
        },
      ],
    },
    'user.profile.password': {
      who: mostlyMember,
      variants: [
        {
          name: 'change',
          fields: {
            oldPassword: password,
            newPassword: field(fc.constant('newSecret1'), brokenBy(textWithin(1, 100, false))),
            confirmPassword: field(
              fc.constant('newSecret1'),
              brokenBy(textWithin(1, 100, false), ['newSecret2']),
            ),
          },
          gates: [['oldPassword', 'newPassword', 'confirmPassword']],
        },
      ],
    },
    'user.spin': {
      who: mostlyMember,
      variants: [
        {
          name: 'spin',
          fields: {
            intent: field(
              fc.constant('spin'),
              brokenBy((text) => text === 'spin', ['Spin', 'spin ']),
            ),
            mode: field(fc.constantFrom('animate', undefined), hostileValue),
          },
          gates: [['intent']],
        },
      ],
    },
    'user.spin.claim.$id': {
      who: mostlyMember,
      params: {
        id: field(
          fc.constantFrom(...w.couponIds),
          brokenBy(
            (text) => w.couponIds.includes(text.trim()),
            w.couponIds.flatMap((id) => [`0${id}`, `${id}.0`, `${id}e0`, `+${id}`, `${id}x`]),
          ),
        ),
      },
      variants: [{ name: 'claim', fields: { anything: free }, gates: [['$id']] }],
    },
  }
}

// ---------------------------------------------------------------------------------------------
// a case: the form, how it is sent, by whom

type Encoding =
  | { kind: 'urlencoded' | 'multipart' | 'json' | 'text' | 'none' }
  | { kind: 'raw'; contentType: string; text: string }

const BOUNDARY = '----fuzz'
const encoding: fc.Arbitrary<Encoding> = fc.oneof(
  { weight: 6, arbitrary: fc.constant<Encoding>({ kind: 'urlencoded' }) },
  { weight: 5, arbitrary: fc.constant<Encoding>({ kind: 'multipart' }) },
  { weight: 1, arbitrary: fc.constant<Encoding>({ kind: 'json' }) },
  { weight: 1, arbitrary: fc.constant<Encoding>({ kind: 'text' }) },
  { weight: 1, arbitrary: fc.constant<Encoding>({ kind: 'none' }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('raw' as const),
      contentType: fc.constantFrom(
        'application/x-www-form-urlencoded',
        'APPLICATION/X-WWW-FORM-URLENCODED',
        'application/x-www-form-urlencoded; charset=utf-16',
        `multipart/form-data; boundary=${BOUNDARY}`,
        `Multipart/Form-Data; boundary=${BOUNDARY}`,
        'multipart/form-data',
        'multipart/form-data; boundary=',
        'multipart/mixed; boundary=x',
        'application/json',
        'application/xml',
        'text/plain',
        '',
        '*/*',
      ),
      text: fc.oneof(
        fc.constantFrom(
          'intent=transferAll&to=PG%00',
          'amount=%E0%A4%A&to=%&from=%%',
          '&&&==&=',
          'a[b][c]=1&__proto__[x]=1&constructor[prototype][y]=2',
          '{"intent":"spin"}',
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="slip"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nnot a png\r\n--${BOUNDARY}--\r\n`,
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="../../a.png"\r\n\r\n`,
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="intent"\r\n\r\ntext\r\n--${BOUNDARY}`,
          `--${BOUNDARY}\r\nbroken`,
          `--${BOUNDARY}--\r\n`,
        ),
        fc.string({ unit: 'binary', maxLength: 300 }),
      ),
    }),
  },
)

const QUERY_KEYS = [
  'page',
  'slipPage',
  'couponPage',
  'skip',
  'code',
  'label',
  'list',
  'method',
  'qr',
  'amount',
  'chat',
  'chatPages',
  'conditions',
  'redirectTo',
  'username',
  'from',
  'to',
  'index',
  '_data',
  '__proto__[polluted]',
  'page[]',
  '',
]

const queryValue = fc.oneof(
  { weight: 3, arbitrary: hostileText.map((text) => text.slice(0, 500)) },
  {
    weight: 2,
    arbitrary: fc.constantFrom('1', '2', '0', '100000', '99999999999', 'KBANK', 'open', 'PG'),
  },
)

/** A query string: known keys and any others, repeated, with malformed escapes. */
const queryString: fc.Arbitrary<string> = fc.oneof(
  { weight: 2, arbitrary: fc.constant('') },
  {
    weight: 5,
    arbitrary: fc
      .array(
        fc.tuple(
          fc.oneof(fc.constantFrom(...QUERY_KEYS), fc.string({ maxLength: 10 })),
          queryValue,
          fc.boolean(),
        ),
        { minLength: 1, maxLength: 6 },
      )
      .map(
        (pairs) =>
          '?' +
          pairs
            .map(([key, value, raw]) => {
              const encode = (text: string) =>
                raw
                  ? clean(text).replace(/[#\s]/g, encodeURIComponent)
                  : encodeURIComponent(clean(text))
              return `${encode(key)}=${encode(value)}`
            })
            .join('&'),
      ),
  },
  { weight: 1, arbitrary: fc.constantFrom('?', '??', '?&&&', '?=', '?page=%', '?skip=%E0%A4%A') },
)

type ActionCase = {
  variant: string
  who: Who
  entries: [string, FormValue][]
  params: Record<string, string>
  encoding: Encoding
  query: string
  json: boolean
}

/** The form of one variant with a field of every gate broken, and extra fields. */
function caseOf(
  spec: ActionSpec,
  variant: Variant,
  reserved: Set<string>,
): fc.Arbitrary<ActionCase> {
  const fields = { ...variant.fields }
  for (const [name, param] of Object.entries({ ...spec.params, ...variant.params })) {
    fields[`$${name}`] = param
  }
  const names = Object.keys(fields)
  const forced = fc.tuple(...variant.gates.map((gate) => fc.constantFrom(...gate)))
  const values = fc.tuple(
    ...names.map((name) => {
      const f = fields[name]!
      return fc.record({
        valid: f.valid,
        broken: f.broken,
        coin: fc.integer({ min: 0, max: 3 }),
        // the same field again: its first and last copies both as chosen
        copies: fc.oneof(
          { weight: 8, arbitrary: fc.constant<Value[]>([]) },
          { weight: 1, arbitrary: fc.array(f.valid, { minLength: 1, maxLength: 2 }) },
        ),
      })
    }),
  )
  const extras = fc.array(
    fc.tuple(
      fc
        .oneof(
          fc.constantFrom('__proto__', 'constructor', 'memberId', 'token', 'userId', 'guestId', ''),
          fc.string({ maxLength: 12 }),
        )
        .filter((name) => !reserved.has(name)),
      hostileValue,
    ),
    { maxLength: 3 },
  )
  return fc
    .record({
      forced,
      values,
      extras,
      who: variant.who ?? spec.who,
      encoding,
      query: queryString,
      json: fc.boolean(),
    })
    .map(
      ({ forced: brokenGates, values: chosen, extras: extra, who, encoding: enc, query, json }) => {
        const broken = new Set<string>(brokenGates)
        const entries: [string, FormValue][] = []
        const params: Record<string, string> = {}
        names.forEach((name, index) => {
          const v = chosen[index]!
          // a field not forced is broken one time in four
          const isBroken = broken.has(name) || v.coin === 0
          const value = isBroken ? v.broken : v.valid
          if (name.startsWith('$')) {
            params[name.slice(1)] = typeof value === 'string' ? clean(value) : ''
            return
          }
          if (value === undefined) return
          entries.push([name, value])
          if (v.copies.length === 0) return
          // copies in between: the first and the last copy stay the chosen value
          for (const copy of v.copies) if (copy !== undefined) entries.push([name, copy])
          entries.push([name, value])
        })
        for (const [name, value] of extra) if (value !== undefined) entries.push([name, value])
        return { variant: variant.name, who, entries, params, encoding: enc, query, json }
      },
    )
}

// ---------------------------------------------------------------------------------------------
// sending it

function urlOf(route: Route, params: Record<string, string>, query: string): string {
  const address = route.pattern.replace(/:([\w*]+)/g, (_, name: string) =>
    encodeURIComponent(clean(params[name] ?? '')),
  )
  return `http://app.test${address}${query}`
}

function bodyOf(c: ActionCase): { body?: BodyInit; contentType?: string } {
  // a file cannot be sent but in a multipart form: without one, its field is left out, every
  // copy of it (its name as text might be a valid value, where the file was a broken one)
  const withFile = new Set(c.entries.filter(([, v]) => typeof v !== 'string').map(([n]) => n))
  const texts = () =>
    c.entries.flatMap(([name, value]): [string, string][] =>
      typeof value === 'string' && !withFile.has(name) ? [[clean(name), clean(value)]] : [],
    )
  switch (c.encoding.kind) {
    case 'urlencoded':
      return { body: new URLSearchParams(texts()) }
    case 'multipart': {
      const form = new FormData()
      for (const [name, value] of c.entries) form.append(clean(name), value)
      return { body: form }
    }
    case 'json':
      return { body: JSON.stringify(Object.fromEntries(texts())), contentType: 'application/json' }
    case 'text':
      return { body: new URLSearchParams(texts()).toString(), contentType: 'text/plain' }
    case 'none':
      return {}
    case 'raw':
      return { body: c.encoding.text, contentType: c.encoding.contentType }
  }
}

/**
 * The cookie of who asks. The member's is a fresh login each time: a case that logs out or
 * changes the password ends its session for every copy of the cookie (ADR 017).
 */
async function cookieOf(who: Who): Promise<string> {
  return who === 'member' ? sessionCookie(world.member.token) : world.cookies[who]
}

async function actionRequest(route: Route, c: ActionCase): Promise<Request> {
  const { body, contentType } = bodyOf(c)
  const headers = new Headers()
  const cookie = await cookieOf(c.who)
  if (cookie) headers.set('Cookie', cookie)
  if (c.json) headers.set('Accept', 'application/json')
  const request = new Request(urlOf(route, c.params, c.query), { method: 'POST', body, headers })
  // undici writes text/plain for a string body: the case's own type replaces it, or none at all
  if (c.encoding.kind === 'json' || c.encoding.kind === 'text' || c.encoding.kind === 'raw') {
    if (contentType) request.headers.set('Content-Type', contentType)
    else request.headers.delete('Content-Type')
  }
  return request
}

function describeAction(route: Route, c: ActionCase): string {
  const short = (value: FormValue) =>
    typeof value === 'string'
      ? JSON.stringify(value.length > 80 ? `${value.slice(0, 80)}… (${value.length} chars)` : value)
      : `File(${JSON.stringify(value.name)}, ${JSON.stringify(value.type)}, ${value.size} bytes)`
  const form = c.entries.map(([name, value]) => `${JSON.stringify(name)}=${short(value)}`).join(' ')
  const enc =
    c.encoding.kind === 'raw'
      ? `raw ${JSON.stringify(c.encoding.contentType)} ${JSON.stringify(c.encoding.text.slice(0, 120))}`
      : c.encoding.kind
  return `POST ${urlOf(route, c.params, c.query).slice(0, 300)} as ${c.who} [${c.variant}] (${enc}${c.json ? ', Accept JSON' : ''}) ${form}`
}

// ---------------------------------------------------------------------------------------------
// judging it

type Judged = { status: number | null; location: string | null; thrown: boolean }

const stats = {
  actions: 0,
  loaders: 0,
  cases: 0,
  serverErrors: 0,
  thrown: 0,
  changed: 0,
  offContract: 0,
  untranslated: 0,
}

/** A status and a redirect target, from what a route function returned or threw. */
function judge(outcome: unknown, thrown: boolean, what: () => string): Judged {
  if (outcome instanceof Response) {
    return { status: outcome.status, location: outcome.headers.get('Location'), thrown }
  }
  // data(value, init) of single fetch, returned or thrown
  const withInit = outcome as { type?: unknown; init?: ResponseInit | null } | null
  if (withInit?.type === 'DataWithResponseInit') {
    return { status: withInit.init?.status ?? 200, location: null, thrown }
  }
  if (thrown) {
    stats.thrown++
    const error = outcome instanceof Error ? (outcome.stack ?? outcome.message) : String(outcome)
    expect.fail(`threw something other than a Response (a 500 in Remix): ${error}\n${what()}`)
  }
  return { status: null, location: null, thrown }
}

/** Whether `key` (ns:key, or a bare key of any namespace) has an English text. */
function hasText(key: string): boolean {
  const find = (bundle: unknown, path: string) =>
    path
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], bundle)
  const texts = (bundle: unknown, path: string) =>
    typeof find(bundle, path) === 'string' || typeof find(bundle, `${path}_other`) === 'string'
  const split = key.indexOf(':')
  if (split > 0) return texts(resources.en[key.slice(0, split) as 'common'], key.slice(split + 1))
  return Object.values(resources.en).some((bundle) => texts(bundle, key))
}

/** The messages an outcome shows: form errors, error alerts, toasts (not their type). */
function messagesOf(value: unknown, within = false): string[] {
  if (typeof value === 'string') return within ? [value] : []
  if (typeof value !== 'object' || value === null) return []
  if (Array.isArray(value)) return value.flatMap((item) => messagesOf(item, within))
  return Object.entries(value).flatMap(([name, child]) => {
    if (['type', 'values', 'initialValue', 'fields', 'intent', 'provider', 'status'].includes(name))
      return []
    return messagesOf(child, within || ['error', 'toast', 'key', 'message'].includes(name))
  })
}

/** A message the member can read: a translation key (with values), or the backend's own text. */
function checkMessages(outcome: unknown, what: () => string): void {
  const shown =
    (outcome as { type?: unknown; data?: unknown } | null)?.type === 'DataWithResponseInit'
      ? (outcome as { data: unknown }).data
      : outcome
  for (const message of messagesOf(shown)) {
    if (message.startsWith(RAW_MESSAGE)) continue
    const key = message.split('|')[0]!
    if (!hasText(key)) stats.untranslated++
    expect(hasText(key), `a message without a text (${JSON.stringify(message)}): ${what()}`).toBe(
      true,
    )
  }
}

/** The contract's endpoints as patterns of method and path, to tell the app's calls by. */
const CONTRACT: { method: string; path: RegExp }[] = (() => {
  const out: { method: string; path: RegExp }[] = []
  const walk = (node: unknown) => {
    if (typeof node !== 'object' || node === null) return
    const e = node as Partial<Endpoint<null, never>>
    if (typeof e.method === 'string' && typeof e.path === 'string') {
      const pattern = e.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')
      out.push({ method: e.method, path: new RegExp(`^${pattern}$`) })
      return
    }
    Object.values(node).forEach(walk)
  }
  walk(endpoints)
  return out
})()

let journalSeen = 0
/** What is written to the database and the uploads, read after every case. */
let database: DatabaseWatch

/** The backend calls since the last case: each one of the contract's, none answered 5xx. */
function checkBackendCalls(what: () => string): void {
  const journal = mock.app.locals.mock.journal
  const calls = journal.newest().filter((entry) => entry.id > journalSeen)
  journalSeen = Math.max(journalSeen, ...calls.map((entry) => entry.id))
  for (const call of calls) {
    const known = CONTRACT.some((e) => e.method === call.method && e.path.test(call.path))
    if (!known) stats.offContract++
    expect(
      known,
      `the app called ${call.method} ${call.path}, no endpoint of the contract: ${what()}`,
    ).toBe(true)
    if (call.status >= 500) stats.serverErrors++
    expect(
      call.status,
      `the backend answered the app ${call.status} for ${call.method} ${call.path}: ${what()}`,
    ).toBeLessThan(500)
  }
}

async function checkOutcome(
  run: () => Promise<unknown>,
  what: () => string,
  { action }: { action: boolean },
): Promise<void> {
  stats.cases++
  let outcome: unknown
  let thrown = false
  try {
    outcome = await run()
  } catch (error) {
    outcome = error
    thrown = true
  }
  const changed = await database.changes()
  const judged = judge(outcome, thrown, what)
  const describe = () =>
    `${judged.thrown ? 'threw' : 'answered'} ${judged.status ?? 'data'}: ${what()}`
  if (judged.status !== null && judged.status >= 500) stats.serverErrors++
  expect(judged.status ?? 200, `a 5xx: ${describe()}`).toBeLessThan(500)
  if (action && judged.location !== null) {
    expect(
      /^\/(?![/\\])/.test(judged.location),
      `a redirect off the site (${judged.location}): ${describe()}`,
    ).toBe(true)
  }
  checkBackendCalls(describe)
  // an action's data is its form errors and alerts; a loader's is the page (the chat's texts …)
  if (!(outcome instanceof Response)) {
    if (action) checkMessages(outcome, describe)
  } else if (outcome.status >= 400 && outcome.headers.get('Content-Type')?.includes('json')) {
    checkMessages(
      await outcome
        .clone()
        .json()
        .then(
          (body: unknown) => body,
          () => null,
        ),
      describe,
    )
  }
  if (changed.length > 0) stats.changed++
  expect(changed.length, `the database changed (${changed.join('; ')}): ${describe()}`).toBe(0)
}

/** A seed of its own for each route, so that adding one does not change the others' cases. */
function seedOf(name: string): number {
  let hash = FUZZ_SEED | 0
  for (const char of name) hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619)
  return hash >>> 0
}

// ---------------------------------------------------------------------------------------------
// the loaders: hostile query strings, path parameters and cookies

type LoaderCase = { who: Who; params: Record<string, string>; query: string; json: boolean }

function loaderCaseOf(route: Route): fc.Arbitrary<LoaderCase> {
  const known: Record<string, string[]> = {
    code: [...world.providers, ...world.bonusCodes, ...world.promotionCodes],
    id: world.couponIds,
    reference: world.slipReferences,
  }
  const paramValue = (name: string) =>
    fc.oneof(
      { weight: 3, arbitrary: hostileText.map((text) => text.slice(0, 2000)) },
      {
        weight: 2,
        arbitrary: fc
          .tuple(
            fc.constantFrom(...(known[name] ?? ['x'])),
            fc.constantFrom('', ' ', 'x', '/..'),
            fc.boolean(),
          )
          .map(([value, after, lower]) => (lower ? value.toLowerCase() : value) + after),
      },
    )
  return fc.record({
    who: fc.oneof(
      { weight: 6, arbitrary: fc.constant<Who>('member') },
      { weight: 3, arbitrary: fc.constantFrom<Who>(...OTHERS, 'draftBank') },
    ),
    params: fc.record(
      Object.fromEntries(route.params.map((name) => [name, paramValue(name).map(clean)])),
    ),
    query: queryString,
    json: fc.boolean(),
  })
}

function describeLoader(route: Route, c: LoaderCase): string {
  const url = urlOf(route, c.params, c.query)
  return `GET ${url.length > 300 ? `${url.slice(0, 300)}… (${url.length} chars)` : url} as ${c.who}${c.json ? ', Accept JSON' : ''}`
}

async function runLoader(route: Route, c: LoaderCase): Promise<unknown> {
  const headers = new Headers()
  const cookie = await cookieOf(c.who)
  if (cookie) headers.set('Cookie', cookie)
  if (c.json) headers.set('Accept', 'application/json')
  const abort = new AbortController()
  const request = new Request(urlOf(route, c.params, c.query), { headers, signal: abort.signal })
  try {
    const outcome = await route.loader!({ request, params: c.params, context: {} })
    // a stream (the chat's live relay) is not read: the browser went away
    if (outcome instanceof Response && outcome.headers.get('Content-Type')?.includes('stream')) {
      await outcome.body?.cancel()
    }
    return outcome
  } finally {
    abort.abort()
  }
}

// ---------------------------------------------------------------------------------------------

const saved = { ...env }
const PASSWORD = 'fuzz-secret-1'

async function sessionCookie(token: string): Promise<string> {
  const session = await getSession(new Request('http://app.test/'))
  session.set('token', token)
  return (await commitSession(session)).split(';')[0]!
}

async function draftCookie(draft: Partial<RegisterDraft>): Promise<string> {
  const { draft: empty, save } = await readDraft(new Request('http://app.test/register'))
  return (await save({ ...empty, ...draft })).split(';')[0]!
}

beforeAll(async () => {
  mock = await startTestMock({
    // OTP registration on: a valid phone would send an OTP (a row); the limits off, so that the
    // fuzz reaches the routes instead of REQUEST_LIMIT
    registerOTP: true,
    limits: {
      loginFailures: 1_000_000,
      loginAddressFailures: 1_000_000,
      loginPhoneFailures: 1_000_000,
      guestUploads: 1_000_000,
      guestUploadBytes: Number.MAX_SAFE_INTEGER,
      addressUploads: 1_000_000,
      addressUploadBytes: Number.MAX_SAFE_INTEGER,
      otpSends: 1_000_000,
      otpResendMs: 0,
      otpVerifyFailures: 1_000_000,
      registerAttempts: 1_000_000,
    },
  })
  env.BACKEND_URL = mock.url
  env.CHAT_BACKEND_URL = mock.url
  const { prisma } = mock
  // slips are refused in the daily closing window (23:50–00:10 Bangkok): the controls would fail
  expect((await mock.admin('PUT', '/__admin/settings', { slipClosed: null })).status).toBe(200)

  // a member with money, games, coins, a coupon, a live QR and a password: a valid form has effects
  const member = await createMember(mock, { wallet: 100_000, games: { PG: 50_000, JOKER: 0 } })
  await prisma.member.update({
    where: { id: member.id },
    data: { passwordHash: await hashPassword(PASSWORD, TEST_PASSWORD_COST), coin: 3 },
  })
  const slice = await prisma.spinSlice.findFirstOrThrow({ where: { kind: 'credit' } })
  await prisma.spinCoupon.create({
    data: {
      memberId: member.id,
      sliceCode: slice.code,
      prizeName: slice.code,
      amount: 1000,
      expiresAt: new Date(Date.now() + 7 * 24 * 3600_000),
    },
  })
  // a live QR to cancel (KBANK), and none at the other providers, so that one can be created
  await mock.call('POST', '/api/qrcode/KBANK', { amount: 100 }, member.token)
  const otp = await mock.call('POST', '/api/otp/send', { phoneNumber: '0891111111' })
  const { otpToken, otpRef } = otp.body as { otpToken: string; otpRef: string }
  // the phone of the drafts at the profile and bank steps, verified as the OTP step leaves it
  const verified = await mock.call('POST', '/api/otp/send', { phoneNumber: '0892222222' })
  const verifiedCode = mock.sentOtps.find((sent) => sent.phoneNumber === '0892222222')?.code
  await mock.call('POST', '/api/otp/verify', {
    otpToken: (verified.body as { otpToken: string }).otpToken,
    otpCode: verifiedCode,
  })
  const withdraw = (await mock.call('GET', '/api/lookup/withdraw', undefined, member.token))
    .body as { withdrawMin: number; withdrawMax: number }

  const [providers, banks, bonuses, promotions, wallets, qrCodes, coupons, slips] =
    await Promise.all([
      prisma.gameProvider.findMany({ select: { code: true } }),
      prisma.bank.findMany({ select: { code: true } }),
      prisma.bonus.findMany({ select: { code: true } }),
      prisma.promotion.findMany({ select: { code: true, isActive: true } }),
      prisma.depositAccount.findMany({ where: { kind: 'WALLET', mode: { not: 'AUTO' } } }),
      prisma.qrCode.findMany({ where: { memberId: member.id }, select: { id: true } }),
      prisma.spinCoupon.findMany({ where: { memberId: member.id }, select: { id: true } }),
      prisma.slip.findMany({ select: { reference: true } }),
    ])
  expect(qrCodes.length, 'the member has a live QR to cancel').toBeGreaterThan(0)
  const draft = { phone: '0892222222', name: 'Somchai', password: 'secret123' }
  world = {
    member,
    password: PASSWORD,
    providers: providers.map((p) => p.code),
    bankCodes: banks.map((b) => b.code),
    bonusCodes: bonuses.map((b) => b.code),
    promotionCodes: promotions.map((p) => p.code),
    activePromotions: promotions.filter((p) => p.isActive).map((p) => p.code),
    otpCode: mock.sentOtps.find((sent) => sent.phoneNumber === '0891111111')?.code ?? '',
    giftWallets: wallets.flatMap((w) => (w.walletAccountName ? [w.walletAccountName] : [])),
    qrIds: qrCodes.map((q) => String(q.id)),
    couponIds: coupons.map((c) => String(c.id)),
    slipReferences: slips.flatMap((s) => (s.reference ? [s.reference] : [])),
    withdraw: { min: withdraw.withdrawMin, max: withdraw.withdrawMax },
    cookies: {
      member: await sessionCookie(member.token),
      staleSession: await sessionCookie('bm90LWEtcmVhbC10b2tlbi1hdC1hbGwtZnV6eg'),
      guest: '',
      chatGuest: COOKIE_OF.chatGuest!,
      forgedSession: COOKIE_OF.forgedSession!,
      forgedDraft: COOKIE_OF.forgedDraft!,
      draftPhone: await draftCookie({ step: 'phone' }),
      draftOtp: await draftCookie({ step: 'otp', phone: '0891111111', otpToken, otpRef }),
      draftProfile: await draftCookie({ ...draft, step: 'profile' }),
      draftBank: await draftCookie({ ...draft, step: 'bank' }),
    },
  }
  database = await watchDatabase(mock)
  journalSeen = Math.max(0, ...mock.app.locals.mock.journal.newest().map((entry) => entry.id))
}, 60_000)

afterAll(async () => {
  console.log(
    `[app-fuzz] ${stats.actions} actions, ${stats.loaders} loaders, ${stats.cases} cases, ` +
      `5xx ${stats.serverErrors}, thrown ${stats.thrown}, changed DBs ${stats.changed}, ` +
      `calls off the contract ${stats.offContract}, messages without a text ${stats.untranslated} ` +
      `(seed ${FUZZ_SEED})`,
  )
  Object.assign(env, saved)
  await mock?.close()
})

// ---------------------------------------------------------------------------------------------
// what this fuzz found, each as a case of its own

const routeNamed = (name: string) => {
  const route = ROUTES.find((r) => r.name === name)
  if (!route?.action) throw new Error(`no action in ${name}`)
  return route
}

/** Posts to an action as `who`; what it returned or threw, and the database left as it was. */
async function postUnchanged(
  name: string,
  who: Who,
  body: BodyInit | undefined,
  { params = {}, contentType }: { params?: Record<string, string>; contentType?: string } = {},
): Promise<unknown> {
  const route = routeNamed(name)
  const headers = new Headers()
  const cookie = await cookieOf(who)
  if (cookie) headers.set('Cookie', cookie)
  const request = new Request(urlOf(route, params, ''), { method: 'POST', body, headers })
  if (contentType) request.headers.set('Content-Type', contentType)
  await database.changes() // from here
  const outcome = await Promise.resolve(route.action!({ request, params, context: {} })).catch(
    (error: unknown) => error,
  )
  expect(await database.changes()).toEqual([])
  checkBackendCalls(() => `POST ${name}`)
  return outcome
}

describe('found by this fuzz', () => {
  // request.formData() threw a TypeError, and Remix answered 500 (app/utils/form.server.ts)
  const READS_A_FORM = [
    '_public.login',
    '_public.register',
    'chat',
    'notice',
    'set-language',
    'user.bonus.promotion',
    'user.home',
    'user.home.deposit',
    'user.home.game.$code',
    'user.home.transfer',
    'user.home.withdraw',
    'user.profile.edit',
    'user.profile.password',
    'user.spin',
  ]
  /** The routes that take a file: a multipart form reaches only them (issue 33). */
  const TAKES_AN_UPLOAD = new Set(['chat', 'user.home.deposit'])
  for (const name of READS_A_FORM) {
    const multipartStatus = TAKES_AN_UPLOAD.has(name) ? 400 : 415
    it(`${name}: a JSON body → 415 KEY_INVALID, a multipart one without a boundary → ${multipartStatus}`, async () => {
      const params = { code: 'PG' }
      const json = await postUnchanged(name, 'member', '{"intent":"transferAll","to":"PG"}', {
        params,
        contentType: 'application/json',
      })
      expect(json).toBeInstanceOf(Response)
      expect((json as Response).status).toBe(415)
      expect(await (json as Response).json()).toEqual({ message: 'KEY_INVALID' })
      const multipart = await postUnchanged(name, 'member', 'intent=spin', {
        params,
        contentType: 'multipart/form-data',
      })
      expect((multipart as Response).status).toBe(multipartStatus)
    })
  }

  it('withdraw: "+100" and "0x64" are no amounts (Number() took them for 100)', async () => {
    for (const amount of ['+100', '0x64', '0b1100100', '0o144']) {
      const outcome = await postUnchanged(
        'user.home.withdraw',
        'member',
        new URLSearchParams({ amount, intent: 'confirm' }),
      )
      expect(outcome).toMatchObject({
        result: { status: 'error', error: { amount: ['validation.amount'] } },
      })
    }
  })

  it('game dialog: the codes "." and ".." call no other address of the backend', async () => {
    for (const code of ['.', '..']) {
      for (const intent of ['activate', 'reset']) {
        const outcome = await postUnchanged(
          'user.home.game.$code',
          'member',
          new URLSearchParams({ intent }),
          { params: { code } },
        )
        expect(outcome).toEqual({ error: 'errors:KEY_INVALID', toast: false })
      }
    }
  })

  it('register: "send the OTP again" before the OTP step sends nothing', async () => {
    for (const who of ['guest', 'draftPhone', 'draftProfile', 'draftBank'] as const) {
      const outcome = await postUnchanged(
        '_public.register',
        who,
        new URLSearchParams({ intent: 'resend' }),
      )
      expect((outcome as Response).headers.get('Location')).toBe('/register')
    }
  })

  it('bonus dialog: a bonus list the backend cannot send is an error alert, not a 500', async () => {
    const fault = { method: 'GET', path: '/api/bonus', kind: { type: 'drop' }, remaining: 1 }
    expect((await mock.admin('POST', '/__admin/faults', fault)).status).toBe(201)
    try {
      const outcome = await postUnchanged('user.bonus.$code', 'member', new URLSearchParams(), {
        params: { code: world.bonusCodes[0]! },
        contentType: 'application/x-www-form-urlencoded',
      })
      expect(outcome).toEqual({ error: 'errors:NETWORK_ERROR' })
    } finally {
      await mock.admin('DELETE', '/__admin/faults')
    }
  })
})

describe(`hostile forms to every action of the app (${ACTION_ROUTES.length})`, () => {
  it('has a form for every route module that exports an action, and none for others', () => {
    const specs = Object.keys(actionSpecs(world)).sort()
    expect(specs).toEqual(ACTION_ROUTES.map((r) => r.name).sort())
    expect(ACTION_ROUTES.length).toBeGreaterThan(15)
  })

  for (const route of ACTION_ROUTES) {
    it(`${route.name}: POST ${route.pattern}`, async () => {
      const spec = actionSpecs(world)[route.name]
      if (!spec) expect.fail(`no fuzz spec for the action of ${route.name}: add it to actionSpecs`)
      stats.actions++
      const reserved = new Set(['intent', ...spec.variants.flatMap((v) => Object.keys(v.fields))])
      const cases = fc
        .oneof(...spec.variants.map((v) => caseOf(spec, v, reserved)))
        .map((c) => Object.assign(c, { [fc.toStringMethod]: () => describeAction(route, c) }))
      const seed = seedOf(route.name)
      const what = (c: ActionCase) => () => describeAction(route, c)
      try {
        await fc.assert(
          fc.asyncProperty(cases, (c) =>
            checkOutcome(
              async () =>
                route.action!({
                  request: await actionRequest(route, c),
                  params: c.params,
                  context: {},
                }),
              what(c),
              { action: true },
            ),
          ),
          { seed, numRuns: FUZZ_RUNS, includeErrorInReport: true },
        )
      } catch (error) {
        throw new Error(
          `[app-fuzz] ${route.name} failed (FUZZ_SEED=${FUZZ_SEED}, route seed ${seed}):\n${String(error)}`,
        )
      }
    }, 120_000)
  }
})

describe(`hostile query strings, path parameters and cookies to every loader (${LOADER_ROUTES.length})`, () => {
  for (const route of LOADER_ROUTES) {
    it(`${route.name}: GET ${route.pattern}`, async () => {
      stats.loaders++
      const seed = seedOf(`loader:${route.name}`)
      try {
        await fc.assert(
          fc.asyncProperty(
            loaderCaseOf(route).map((c) =>
              Object.assign(c, { [fc.toStringMethod]: () => describeLoader(route, c) }),
            ),
            (c) =>
              checkOutcome(
                () => runLoader(route, c),
                () => describeLoader(route, c),
                { action: false },
              ),
          ),
          { seed, numRuns: LOADER_RUNS, includeErrorInReport: true },
        )
      } catch (error) {
        throw new Error(
          `[app-fuzz] loader ${route.name} failed (FUZZ_SEED=${FUZZ_SEED}, route seed ${seed}):\n${String(error)}`,
        )
      }
    }, 120_000)
  }
})

// ---------------------------------------------------------------------------------------------
// the controls: every gated form, valid, has its effect, so the fuzz's unchanged database means
// the breaking did it (after the fuzz, since these change the database)

/** A variant's form with every field valid, as the player would fill it in. */
function validCase(spec: ActionSpec, variant: Variant): ActionCase {
  const fields = { ...variant.fields }
  for (const [name, param] of Object.entries({ ...spec.params, ...variant.params })) {
    fields[`$${name}`] = param
  }
  const entries: [string, FormValue][] = []
  const params: Record<string, string> = {}
  for (const [name, f] of Object.entries(fields)) {
    const [value] = fc.sample(f.valid, { numRuns: 1, seed: 1 })
    if (name.startsWith('$')) params[name.slice(1)] = String(value)
    else if (value !== undefined) entries.push([name, value])
  }
  const files = entries.some(([, value]) => typeof value !== 'string')
  return {
    variant: variant.name,
    who: variant.acts ?? 'member',
    entries,
    params,
    encoding: { kind: files ? 'multipart' : 'urlencoded' },
    query: '',
    json: false,
  }
}

describe('controls: the same forms with every field valid do what they are for', () => {
  for (const route of ACTION_ROUTES) {
    it(`${route.name}: each variant that has gates changes the database`, async () => {
      // an action without a spec fails above
      const spec = actionSpecs(world)[route.name]
      if (!spec) return
      const quiet: string[] = []
      for (const variant of spec.variants.filter((v) => v.gates.length > 0 && !v.writesNothing)) {
        // a bonus received by an earlier control would refuse deposits and claims, and the game's
        // play moved the wallet into the game
        await mock.prisma.userBonus.deleteMany({ where: { memberId: world.member.id } })
        await mock.prisma.member.update({
          where: { id: world.member.id },
          data: { walletBalance: 100_000 },
        })
        const c = validCase(spec, variant)
        const { params } = c
        await database.changes() // from here
        const outcome: unknown = await Promise.resolve(
          route.action!({ request: await actionRequest(route, c), params, context: {} }),
        ).catch((error: unknown) => error)
        if ((await database.changes()).length === 0)
          quiet.push(
            `${describeAction(route, c)} → ${outcome instanceof Response ? `${outcome.status} ${outcome.headers.get('Location')} ${outcome.headers.get('Set-Cookie')?.slice(0, 200)}` : JSON.stringify(outcome)}`,
          )
      }
      expect(quiet, 'valid forms that changed nothing').toEqual([])
    })
  }
})

// issue 33 item 4: an action has one time budget (ACTION_BUDGET_MS) for all its backend calls,
// however many it makes one after another; with a backend that answers nothing in time, every
// valid form answers within it, with a translated message (the statement for money), never a 5xx

// The actions wait on timers, not the CPU: they run side by side (five at a time, vitest's
// maxConcurrency), each with its variants at once, so the file does not hold a worker idle for
// the sum of their budgets
describe.concurrent(
  'a backend that does not answer in time: every action answers within its budget',
  () => {
    const BUDGET_MS = 400
    const saved = { budget: env.ACTION_BUDGET_MS, timeout: env.BACKEND_TIMEOUT_MS }
    beforeAll(async () => {
      env.ACTION_BUDGET_MS = BUDGET_MS
      env.BACKEND_TIMEOUT_MS = 60_000
      const fault = { path: '/api/*', kind: { type: 'delay', ms: 2_000 } }
      expect((await mock.admin('POST', '/__admin/faults', fault)).status).toBe(201)
    })
    afterAll(async () => {
      await mock.admin('DELETE', '/__admin/faults')
      // the calls the app gave up on are still answered, late: let them end before the mock does
      await new Promise((resolve) => setTimeout(resolve, 2_500))
      Object.assign(env, saved)
    })

    for (const route of ACTION_ROUTES) {
      it(route.name, async () => {
        const spec = actionSpecs(world)[route.name]
        if (!spec) return
        await Promise.all(
          spec.variants.map(async (variant) => {
            const c = validCase(spec, variant)
            const what = () => `${describeAction(route, c)} with the backend 2 s late`
            const started = performance.now()
            let outcome: unknown
            let thrown = false
            try {
              outcome = await route.action!({
                request: await actionRequest(route, c),
                params: c.params,
                context: {},
              })
            } catch (error) {
              outcome = error
              thrown = true
            }
            const took = performance.now() - started
            const judged = judge(outcome, thrown, what)
            expect(judged.status ?? 200, `a 5xx: ${what()}`).toBeLessThan(500)
            if (!(outcome instanceof Response)) checkMessages(outcome, what)
            expect(took, `took ${Math.round(took)} ms: ${what()}`).toBeLessThan(BUDGET_MS + 1_000)
          }),
        )
      })
    }
  },
)
