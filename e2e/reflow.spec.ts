// Reflow and zoom (issue 10, hardening): every screen and dialog at 320 CSS px wide, and the
// member screens and dialogs with the text at 200%. With JavaScript; the tests tagged @js-off
// check the screens whose markup differs without it in the js-off project as well (issue 20).
//
// 320 × 640 CSS px with a device scale factor of 2 is what a 640 × 1280 window lays out at
// 200% browser zoom: zoom makes CSS pixels bigger, so the CSS viewport halves and the media
// queries follow it. It is also WCAG 1.4.10's reflow width (1280 px at 400%). The text check
// sets the browser's own default font size to 32 px (Chromium's text size setting, through the
// DevTools protocol) on the phone's own width: the app sizes its text and bars in rem, so all
// of it grows, and its em media queries see it too. It runs on each member screen right after
// its 320 px check, on the same page (one visit for both). (A phone at 200% page zoom would be
// 195 px wide, below the 320 px WCAG asks pages to reflow to; not tested.)
//
// At each screen: nothing scrolls sideways (the page, a dialog's body; the carousels that
// swipe sideways by design excepted), nothing sticks out past the right edge, and the
// screen's main controls can be scrolled to and tapped (Playwright's trial click: visible,
// enabled, and not covered by the top bar or the bottom menu).
import { type APIRequestContext, type Locator, type Page } from '@playwright/test'

import { logInByRequest } from './fast-setup'
import { expect, test } from './fixtures'
import { ADMIN_PASSWORD, mockUrl } from './servers'
import { settle } from './settle'
import { createFundedMember, DEMO, hasJs, prizeDialogPath } from './support'

/**
 * `address` when the path alone cannot open it (the prize dialog's sealed win); `open` for
 * what is opened on the page after it loads (a menu).
 */
type Screen = {
  path: string
  address?: () => Promise<string>
  open?: (page: Page) => Promise<void>
  main: (page: Page) => Locator[]
}

/** Screens checked in one test; `differsWithoutJs`: checked in the js-off project too. */
type Group = { name: string; differsWithoutJs: boolean; screens: Screen[] }

/** A test of screens whose markup differs without JavaScript: it runs in js-off too. */
const JS_OFF = { tag: '@js-off' }

const dialog = (page: Page) => page.getByRole('dialog')
const closeLink = (page: Page) => dialog(page).getByRole('link', { name: 'ปิด' })
const button = (page: Page, name: string | RegExp) => page.getByRole('button', { name })
const link = (page: Page, name: string | RegExp) => page.getByRole('link', { name })
const menu = (page: Page) => page.getByRole('navigation', { name: 'เมนูหลัก' }).getByRole('link')

const PUBLIC_SCREENS: Screen[] = [
  {
    path: '/login',
    main: (p) => [p.getByLabel('รหัสผ่าน', { exact: true }), button(p, 'เข้าสู่ระบบ')],
  },
  { path: '/register', main: (p) => [p.getByLabel('เบอร์โทรศัพท์'), button(p, 'ถัดไป')] },
  { path: '/howto', main: (p) => [link(p, /วิธีจบโบนัส/), menu(p).last()] },
  { path: '/howto?video=wallet', main: (p) => [p.locator('video'), closeLink(p)] },
  { path: '/contact', main: (p) => [link(p, 'เพิ่มเพื่อนทางไลน์')] },
  { path: '/terminated', main: (p) => [p.getByRole('heading', { level: 1 })] },
  { path: '/no-such-page', main: (p) => [link(p, 'กลับหน้าหลัก')] },
]

const chatScreen = (path: string): Screen => ({
  path,
  main: (p) => [p.getByLabel('ข้อความ', { exact: true }), button(p, 'ส่ง')],
})

const MEMBER_GROUPS: Group[] = [
  {
    name: 'home, its menus and the conditions and logout dialogs',
    differsWithoutJs: true, // home's carousel
    screens: [
      {
        path: '/user/home',
        main: (p) => [link(p, 'ฝากเงิน'), link(p, 'คืนยอดเสีย'), menu(p).nth(2)],
      },
      {
        path: '/user/home',
        open: (p) => p.locator('.language-select summary').click(),
        main: (p) => [button(p, /English/)],
      },
      { path: '/user/home?conditions=1', main: (p) => [closeLink(p)] },
      { path: '/user/home?logout=1', main: (p) => [button(p, 'ออกจากระบบ'), link(p, 'อยู่ต่อ')] },
    ],
  },
  {
    name: 'the deposit dialog',
    differsWithoutJs: true, // the slip picker, the copy buttons
    screens: [
      {
        path: '/user/home/deposit?method=qr',
        main: (p) => [
          closeLink(p),
          p.getByLabel('จำนวนเงิน (บาท)'),
          p.getByRole('radio', { name: /Payonex/ }),
          button(p, 'สร้าง QR'),
        ],
      },
      { path: '/user/home/deposit?method=bank', main: (p) => [button(p, 'อัปโหลดสลิป')] },
      { path: '/user/home/deposit?method=wallet', main: (p) => [p.getByLabel('ลิงก์ซองของขวัญ')] },
    ],
  },
  {
    name: 'the transfer, withdraw, refund and game dialogs',
    differsWithoutJs: false,
    screens: [
      { path: '/user/home/transfer', main: (p) => [button(p, 'ยืนยันการโยกเงิน'), closeLink(p)] },
      { path: '/user/home/withdraw', main: (p) => [button(p, 'ตรวจสอบก่อนถอน')] },
      { path: '/user/home/refund', main: (p) => [link(p, 'ดูยอดคืนของฉัน')] },
      { path: '/user/home/refund?list=1', main: (p) => [link(p, 'เพิ่มเข้ากระเป๋า')] },
      { path: '/user/home/refund-wallet', main: (p) => [closeLink(p)] },
      { path: '/user/home/game/JOKER', main: (p) => [button(p, /^เข้าเล่น/)] },
      { path: '/user/home/game/SLOTXO', main: (p) => [closeLink(p)] },
    ],
  },
  {
    name: 'the invite dialogs, the wheel and its prize dialog, the chat',
    differsWithoutJs: true, // the share link, the wheel, the chat
    screens: [
      { path: '/user/home/invite', main: (p) => [link(p, 'ดูรายการแนะนำเพื่อน')] },
      { path: '/user/home/invite?list=1', main: (p) => [closeLink(p)] },
      { path: '/user/home/invite-bonus', main: (p) => [button(p, 'รับโบนัส')] },
      { path: '/user/spin', main: (p) => [button(p, /^หมุน เหลือ/)] },
      {
        path: '/user/spin/prize',
        address: () => prizeDialogPath({ code: 'CREDIT50', label: '50 บาท' }),
        main: (p) => [link(p, 'ตกลง')],
      },
      chatScreen('/user/contact?chat=open'),
    ],
  },
  {
    name: 'the bonus, statement and profile screens and their dialogs',
    differsWithoutJs: false,
    screens: [
      { path: '/user/bonus', main: (p) => [button(p, 'ค้นหา'), menu(p).last()] },
      { path: '/user/bonus/DAILY20', main: (p) => [closeLink(p)] },
      { path: '/user/bonus/promotion?code=NEWYEAR50', main: (p) => [closeLink(p)] },
      { path: '/user/statement', main: (p) => [link(p, 'สถานะสลิป')] },
      { path: '/user/statement/slips', main: (p) => [closeLink(p)] },
      { path: '/user/profile', main: (p) => [link(p, 'เปลี่ยนรหัสผ่าน')] },
      { path: '/user/profile/password', main: (p) => [button(p, 'บันทึกรหัสผ่านใหม่')] },
      { path: '/user/slip/NO-SUCH-SLIP', main: (p) => [link(p, /สถานะสลิป|สลิป/).last()] },
    ],
  },
]

/**
 * What scrolls sideways, sticks out past the edge, or is cut off at this width: the page, a
 * box that scrolls (a dialog's body) or clips, text cut short with an ellipsis, an element
 * past the right edge. The carousels that swipe sideways by design are left out.
 */
function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const SIDEWAYS = '.carousel-track, .banner-track, .chat-cards'
    const width = document.documentElement.clientWidth
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${
        element.classList.length ? `.${[...element.classList].join('.')}` : ''
      } "${element.textContent?.trim().slice(0, 24) ?? ''}"`
    const found: string[] = []
    const root = document.documentElement
    if (root.scrollWidth > width) found.push(`the page is ${root.scrollWidth} px wide`)
    for (const element of document.body.querySelectorAll('*')) {
      // form fields scroll their own text, as they should
      if (element.closest(SIDEWAYS) || element.matches('input, textarea, select')) continue
      const box = element.getBoundingClientRect()
      if (box.width <= 1 || box.height <= 1) continue // nothing drawn, or visually hidden
      const style = getComputedStyle(element)
      if (style.visibility === 'hidden') continue
      const wider = element.scrollWidth > element.clientWidth + 1
      if (wider && style.overflowX !== 'visible') {
        const how = style.textOverflow === 'ellipsis' ? 'cuts its text short' : 'scrolls or clips'
        found.push(`${name(element)} ${how} (${element.scrollWidth} in ${element.clientWidth})`)
      }
      if (box.right > width + 1 || box.left < -1) {
        // inside a box that clips or scrolls it: that box is reported itself
        let parent = element.parentElement
        let inBox = false
        while (parent && parent !== document.body) {
          if (getComputedStyle(parent).overflowX !== 'visible') inBox = true
          parent = parent.parentElement
        }
        if (!inBox) {
          found.push(`${name(element)} reaches ${Math.round(box.left)}–${Math.round(box.right)} px`)
        }
      }
    }
    return found
  })
}

async function expectReflows(page: Page, screen: Screen) {
  await settle(page, { scripts: hasJs() })
  expect.soft(await sidewaysOverflow(page), `${screen.path}: sideways`).toEqual([])
  for (const control of screen.main(page)) {
    await control.scrollIntoViewIfNeeded()
    await expect(control, `${screen.path}: main control in view`).toBeInViewport()
    if (await control.evaluate((e) => e.matches('a, button, input, select, textarea'))) {
      await control.click({ trial: true, timeout: 5000 })
    }
  }
}

async function visitAll(page: Page, screens: Screen[], largeText?: LargeText) {
  for (const screen of screens) {
    await page.goto(screen.address ? await screen.address() : screen.path)
    await screen.open?.(page)
    await expectReflows(page, screen)
    if (largeText) {
      await largeText.set(true)
      await expectReflows(page, { ...screen, path: `${screen.path} (text at 200%)` })
      await largeText.set(false)
    }
  }
}

type LargeText = { set: (on: boolean) => Promise<void> }

/**
 * The browser's own text size setting (Chromium's default font size, 16 px → 32 px) on the
 * phone's width, switched on over a screen already checked at 320 px and off again after.
 */
async function largeTextOn(page: Page): Promise<LargeText> {
  const cdp = await page.context().newCDPSession(page)
  return {
    async set(on) {
      await page.setViewportSize(on ? PHONE : NARROW)
      await cdp.send('Page.setFontSizes', { fontSizes: { standard: on ? 32 : 16 } })
      const root = await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)
      expect(root).toBe(on ? '32px' : '16px')
    },
  }
}

async function adminSpin(request: APIRequestContext, nextSlices: string[]) {
  const response = await request.put(`${mockUrl()}/__admin/spin`, {
    data: { nextSlices },
    headers: { 'x-admin-password': ADMIN_PASSWORD },
  })
  expect(response.ok()).toBeTruthy()
}

const NARROW = { width: 320, height: 640 }
const PHONE = { width: 390, height: 844 }

test.describe('at 320 px (a 640 px window at 200% zoom), and with the text at 200%', () => {
  test.use({ viewport: NARROW, deviceScaleFactor: 2 })

  test('the public screens and the register wizard', async ({ page }) => {
    await visitAll(page, PUBLIC_SCREENS)
    await page.goto('/register')
    await page.getByLabel('เบอร์โทรศัพท์').fill(`09${String(Date.now()).slice(-8)}`)
    await button(page, 'ถัดไป').click()
    await expect(page.getByRole('heading', { name: 'ข้อมูลส่วนตัว' })).toBeVisible()
    await expectReflows(page, {
      path: '/register profile step',
      main: (p) => [p.getByLabel('รู้จักเราจากช่องทางใด'), button(p, 'ถัดไป')],
    })
  })

  test('the public chat', JS_OFF, async ({ page }) => {
    await visitAll(page, [chatScreen('/contact?chat=open')])
  })

  for (const group of MEMBER_GROUPS) {
    test(
      `the member screens: ${group.name}`,
      group.differsWithoutJs ? JS_OFF : {},
      async ({ page }) => {
        await logInByRequest(page, DEMO)
        // with the text at 200% too, with JavaScript (without it the pages are the same)
        await visitAll(page, group.screens, hasJs() ? await largeTextOn(page) : undefined)
      },
    )
  }

  test('a live QR', JS_OFF, async ({ page, request }) => {
    await logInByRequest(page, await createFundedMember(request, 100))
    await page.goto('/user/home/deposit?method=qr')
    await page.getByRole('link', { name: '100.00' }).click()
    await page.getByRole('button', { name: 'สร้าง QR' }).click()
    const kbank = page.locator('#qr-KBANK')
    await expectReflows(page, {
      path: 'deposit dialog, live QR',
      main: () => [
        kbank.getByRole('img', { name: 'QR ชำระเงิน คิวอาร์พร้อมเพย์ กสิกรไทย' }),
        kbank.getByRole('button', { name: 'ชำระเงินแล้ว' }),
      ],
    })
  })

  test('the wheel with a coupon, and its claim dialog', JS_OFF, async ({ page, request }) => {
    await logInByRequest(page, await createFundedMember(request, 300))
    await page.goto('/user/spin')
    await adminSpin(request, ['CREDIT50'])
    try {
      await button(page, /^หมุน เหลือ/).click()
      await expect(page.getByRole('dialog', { name: 'ยินดีด้วย!' })).toBeVisible({
        timeout: 20_000,
      })
    } finally {
      await adminSpin(request, [])
    }
    await page.goto('/user/spin')
    await expectReflows(page, {
      path: '/user/spin with a coupon',
      main: (p) => [link(p, /^กดรับ 50 บาท/)],
    })
    await link(page, /^กดรับ 50 บาท/).click()
    await expectReflows(page, {
      path: 'spin claim dialog',
      main: (p) => [button(p, 'ยืนยันรับรางวัล')],
    })
  })

  test('the bonus cancel dialog', async ({ page, request }) => {
    await logInByRequest(page, await createFundedMember(request, 100))
    await page.goto('/user/bonus/WELCOME100')
    await button(page, 'รับโบนัส').click()
    await expect(page).toHaveURL(/\/user\/bonus\?saved=1$/)
    await page.goto('/user/bonus/cancel')
    await expectReflows(page, {
      path: 'bonus cancel dialog',
      main: (p) => [button(p, 'ยืนยันยกเลิก')],
    })
  })
})
