// Accessibility of every screen and dialog as the server draws it (issue 34 item 3: was the
// axe audit of e2e/a11y.spec.ts, in both browser projects): axe-core's structural rules
// (tests/support/axe.ts) find nothing serious or critical on each screen, in Thai and in Lao
// (the longest texts), with its dialogs, menus, errors and results open. What needs pixels or
// layout, contrast, reflow and focus order, is measured in the browser (e2e/a11y.spec.ts).
import { readdirSync } from 'node:fs'

import { expect, test } from 'vitest'

import { DEMO_PASSWORD, DEMO_USERNAME } from '../../mock-server/seed'
import { axeViolations, seriousOf } from '../support/axe'
import {
  buttonNamed,
  dialogNamed,
  documentAppOfThisFile,
  documentOf,
  DocumentVisitor,
  hrefOf,
  memberWith,
  nextStep,
} from '../support/document'
import { NOT_SCREENS } from '../support/route-modules'

type Language = 'th' | 'lo'

const served = documentAppOfThisFile()

/**
 * The form controls without a label of their own: axe takes a placeholder for a name, which
 * goes as soon as the player types (WCAG 3.3.2).
 */
function placeholderOnly(page: Document): string[] {
  const controls = page.querySelectorAll(
    'input:not([type="hidden"]):not([type="submit"]):not([type="button"]), select, textarea',
  )
  return [...controls]
    .filter(
      (control) =>
        !control.closest('label') &&
        !(
          control.id &&
          [...page.querySelectorAll('label[for]')].some((l) => l.getAttribute('for') === control.id)
        ) &&
        !control.getAttribute('aria-label') &&
        !control.getAttribute('aria-labelledby'),
    )
    .map((control) => `${control.tagName.toLowerCase()}[name="${control.getAttribute('name')}"]`)
}

/**
 * Fails on axe's serious and critical findings on `page`, menus and details opened, and on a
 * control named only by its placeholder.
 */
async function expectAccessible(page: Document, screen: string) {
  for (const details of page.querySelectorAll('details')) details.setAttribute('open', '')
  expect(seriousOf(await axeViolations(page)), screen).toEqual([])
  expect(placeholderOnly(page), `${screen}: controls without a label`).toEqual([])
}

/** GETs `path` as `visitor` and audits it; the page, for what comes next. */
async function audit(visitor: DocumentVisitor, path: string): Promise<Document> {
  const { response, document } = await visitor.page(path)
  expect(response.status, path).toBeLessThan(500)
  await expectAccessible(document, `${path} (${visitor.cookies.get('lng')})`)
  return document
}

function visitorIn(language: Language): DocumentVisitor {
  const visitor = new DocumentVisitor(served.app.url)
  visitor.cookies.set('lng', language)
  return visitor
}

async function demoIn(language: Language): Promise<DocumentVisitor> {
  const visitor = visitorIn(language)
  await visitor.login(served.app.url, DEMO_USERNAME, DEMO_PASSWORD)
  return visitor
}

/** `[path, route module]`: screens a guest sees. */
const PUBLIC_SCREENS = [
  ['/login', '_public.login'],
  ['/howto', '_public.howto.tsx'],
  ['/howto?video=wallet', '_public.howto.tsx'],
  ['/contact', '_public.contact.tsx'],
  ['/contact?chat=open', '_public.contact.tsx'],
  ['/register', '_public.register'],
  ['/terminated', 'terminated.tsx'],
  ['/no-such-page', '$.tsx'],
] as const

/** `[path, route module]`: screens the demo member sees (games, slips and rewards of the seed). */
const MEMBER_SCREENS = [
  ['/user/home', 'user.home'],
  ['/user/home?conditions=1', 'user.home'],
  ['/user/home?logout=1', 'user.home'],
  ['/user/home/game/JOKER', 'user.home.game.$code.tsx'],
  ['/user/home/game/SLOTXO', 'user.home.game.$code.tsx'],
  ['/user/home/deposit?method=qr', 'user.home.deposit'],
  ['/user/home/deposit?method=bank', 'user.home.deposit'],
  ['/user/home/deposit?method=wallet', 'user.home.deposit'],
  ['/user/home/transfer', 'user.home.transfer.tsx'],
  ['/user/home/withdraw', 'user.home.withdraw.tsx'],
  ['/user/home/refund', 'user.home.refund.tsx'],
  ['/user/home/refund?list=1', 'user.home.refund.tsx'],
  ['/user/home/refund-wallet', 'user.home.refund-wallet.tsx'],
  ['/user/home/invite', 'user.home.invite.tsx'],
  ['/user/home/invite?list=1', 'user.home.invite.tsx'],
  ['/user/home/invite-bonus', 'user.home.invite-bonus.tsx'],
  ['/user/spin', 'user.spin'],
  ['/user/bonus', 'user.bonus'],
  ['/user/bonus/WELCOME100', 'user.bonus.$code.tsx'],
  ['/user/bonus/NO-SUCH-BONUS', 'user.bonus.$code.tsx'],
  ['/user/bonus/promotion?code=NEWYEAR50', 'user.bonus.promotion.tsx'],
  ['/user/bonus/promotion?code=NOSUCHCODE', 'user.bonus.promotion.tsx'],
  ['/user/statement', 'user.statement.tsx'],
  ['/user/statement/slips', 'user.statement.slips.tsx'],
  ['/user/slip?reference=NO-SUCH-SLIP', 'user.slip._index.tsx'],
  ['/user/profile', 'user.profile.tsx'],
  ['/user/profile/edit', 'user.profile.edit.tsx'],
  ['/user/profile/password', 'user.profile.password.tsx'],
  ['/user/contact?chat=open', 'user.contact.tsx'],
] as const

/** The route modules of the screens audited after a step (a post, a spin) in the tests below. */
const AUDITED_AFTER_A_STEP = [
  'user.home.receipt.tsx',
  'user.spin.prize.tsx',
  'user.spin.claim.$id.tsx',
  'user.bonus.cancel.tsx',
]

for (const language of ['th', 'lo'] as const) {
  test(`the public screens in ${language}`, async () => {
    const visitor = visitorIn(language)
    for (const [path] of PUBLIC_SCREENS) await audit(visitor, path)
  })

  test(`the member screens and dialogs in ${language}`, async () => {
    const visitor = await demoIn(language)
    for (const [path] of MEMBER_SCREENS) await audit(visitor, path)
  })
}

test('the login error, the register wizard, its errors and its end', async () => {
  const visitor = visitorIn('th')
  const login = (await visitor.page('/login')).document
  const refused = await visitor.press(login, 'form[method="post"] button[type="submit"]', {
    username: '0800000000',
    password: 'not-the-password',
  })
  await expectAccessible(await visitor.landing(refused), '/login with an error')

  const phoneStep = (await visitor.page('/register')).document
  await expectAccessible(await nextStep(visitor, phoneStep, { phone: '' }), 'phone step error')
  const profileStep = await nextStep(visitor, phoneStep, { phone: uniquePhone() })
  await expectAccessible(profileStep, 'register profile step')
  await expectAccessible(await nextStep(visitor, profileStep, {}), 'profile step with errors')
  const password = 'access-pass-1'
  const bankStep = await nextStep(visitor, profileStep, {
    name: 'ทดสอบ เข้าถึง',
    password,
    confirmPassword: password,
    sourceCode: 'FACEBOOK',
  })
  await expectAccessible(bankStep, 'register bank step')
  const done = await nextStep(visitor, bankStep, {
    bankCode: 'SCB',
    accountNo: String(Math.floor(1e9 + Math.random() * 9e9)),
    firstName: 'Access',
    lastName: 'Tester',
  })
  await expectAccessible(done, 'register done')
})

test('the register wizard with OTP', async () => {
  await served.mock.admin('PUT', '/__admin/settings', { registerOTP: true })
  try {
    const visitor = visitorIn('th')
    const phoneStep = (await visitor.page('/register')).document
    await expectAccessible(
      await nextStep(visitor, phoneStep, { phone: uniquePhone() }),
      'register OTP step',
    )
  } finally {
    await served.mock.admin('PUT', '/__admin/settings', { registerOTP: false })
  }
})

test('the agreement, a transfer with errors, the withdraw review and its receipt', async () => {
  const { visitor } = await memberWith(served, 1000)
  // a member who has not accepted the agreement sees it over home
  const home = (await visitor.page('/user/home')).document
  dialogNamed(home, 'ข้อตกลงการใช้งาน')
  await expectAccessible(home, 'agreement dialog')

  const TRANSFER = '/user/home/transfer'
  const transfer = (await visitor.page(TRANSFER)).document
  const transferButton = 'button[name="intent"][value="transfer"]'
  const empty = await visitor.press(transfer, transferButton, { amount: '' }, TRANSFER)
  await expectAccessible(documentOf(await empty.text()), 'transfer with errors')

  const WITHDRAW = '/user/home/withdraw'
  const withdraw = (await visitor.page(WITHDRAW)).document
  const reviewed = await visitor.press(
    withdraw,
    'button[name="intent"][value="review"]',
    { amount: '100' },
    WITHDRAW,
  )
  const review = documentOf(await reviewed.text())
  await expectAccessible(review, 'withdraw review')
  const confirmed = await visitor.press(
    review,
    'button[name="intent"][value="confirm"]',
    {},
    WITHDRAW,
  )
  await expectAccessible(await visitor.follow(confirmed), 'receipt dialog')

  const PASSWORD = '/user/profile/password'
  const passwordPage = (await visitor.page(PASSWORD)).document
  const unsaved = await visitor.press(
    passwordPage,
    buttonNamed(passwordPage, 'บันทึกรหัสผ่านใหม่'),
    {},
    PASSWORD,
  )
  await expectAccessible(documentOf(await unsaved.text()), 'change password with errors')
})

test('a live QR, and the toast after cancelling it', async () => {
  const { visitor } = await memberWith(served, 100)
  const DEPOSIT = '/user/home/deposit?method=qr'
  const page = (await visitor.page(DEPOSIT)).document
  const created = await visitor.landing(
    await visitor.press(page, buttonNamed(page, 'สร้าง QR'), { amount: '100' }, DEPOSIT),
  )
  await expectAccessible(created, 'deposit dialog, QR panel with a QR')
  const kbank = created.querySelector('#qr-KBANK')!
  const cancelled = await visitor.landing(
    await visitor.press(created, buttonNamed(kbank, 'ยกเลิก QR'), {}, DEPOSIT),
  )
  await expectAccessible(cancelled, 'deposit dialog with a toast')
})

test('the wheel, its prize dialog and the claim dialog', async () => {
  const { visitor } = await memberWith(served, 300)
  const SPIN = '/user/spin'
  const wheel = (await visitor.page(SPIN)).document
  expect(
    (await served.mock.admin('PUT', '/__admin/spin', { nextSlices: ['CREDIT50'] })).status,
  ).toBe(200)
  try {
    const spun = await visitor.press(wheel, buttonNamed(wheel, 'หมุน เหลือ 3 เหรียญ'), {}, SPIN)
    await expectAccessible(await visitor.follow(spun), 'spin prize dialog')
  } finally {
    await served.mock.admin('PUT', '/__admin/spin', { nextSlices: [] })
  }
  const withCoupon = (await visitor.page(SPIN)).document
  await expectAccessible(withCoupon, '/user/spin with a coupon')
  await audit(visitor, hrefOf(withCoupon, /^กดรับ 50 บาท/))
})

test('the bonus screen with an active bonus, its cancel dialog, and the deposit sheet it blocks', async () => {
  const { visitor } = await memberWith(served, 100)
  const OFFER = '/user/bonus/WELCOME100'
  const offer = (await visitor.page(OFFER)).document
  const received = await visitor.press(
    offer,
    '[role="dialog"] form[method="post"] button[type="submit"]',
    {},
    OFFER,
  )
  await expectAccessible(await visitor.follow(received), '/user/bonus with an active bonus')
  await audit(visitor, '/user/bonus/cancel')
  await audit(visitor, '/user/home/deposit?method=bank')
})

test('what the screens show when the backend fails', async () => {
  const visitor = await demoIn('th')
  const rule = { path: '/api/*', kind: { type: 'garbage' } }
  expect((await served.mock.admin('POST', '/__admin/faults', rule)).status).toBe(201)
  for (const path of ['/user/home', '/user/home/transfer']) {
    await expectAccessible((await visitor.page(path)).document, `${path} with the backend failing`)
  }
  await expectAccessible(
    (await visitorIn('th').page('/login')).document,
    'login with the backend failing',
  )
})

/**
 * Every route module under app/routes is audited above, or draws no screen. A new route that
 * is neither fails here, so "every screen" stays true.
 */
test('every screen of app/routes is audited', () => {
  const audited = new Set<string>([...PUBLIC_SCREENS, ...MEMBER_SCREENS].map(([, route]) => route))
  for (const route of AUDITED_AFTER_A_STEP) audited.add(route)
  const routes = readdirSync('app/routes').filter((name) => !NOT_SCREENS.includes(name))
  expect(routes.filter((name) => !audited.has(name))).toEqual([])
})

function uniquePhone(): string {
  return `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`
}
