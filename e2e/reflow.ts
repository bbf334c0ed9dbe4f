// Reflow and zoom (issue 10, hardening), checked on each screen the a11y walk audits, right
// after its audit, on the same page: one visit for both (issue 20; they were two walks).
//
// 320 CSS px wide is what a 640 px window lays out at 200% browser zoom: zoom makes CSS pixels
// bigger, so the CSS viewport halves and the media queries follow it. It is also WCAG 1.4.10's
// reflow width (1280 px at 400%). The page is narrowed the way zoom narrows it, by resizing
// the viewport of the page already shown. On member screens with JavaScript the text is then
// set to 200% on the phone's own width: the browser's default font size to 32 px (Chromium's
// text size setting, through the DevTools protocol). The app sizes its text and bars in rem,
// so all of it grows, and its em media queries see it too. Without JavaScript the documents
// are the same, so the large text is checked once. (A phone at 200% page zoom would be 195 px
// wide, below the 320 px WCAG asks pages to reflow to; not tested.)
//
// At each width: nothing scrolls sideways (the page, a dialog's body; the carousels that swipe
// sideways by design excepted), nothing sticks out past the right edge, and the screen's main
// controls can be scrolled to and tapped (Playwright's trial click: visible, enabled, and not
// covered by the top bar or the bottom menu).
import { type CDPSession, type Locator, type Page } from '@playwright/test'

import { expect } from './fixtures'
import { hasJs } from './support'

/** The controls a player needs on a screen, which must stay reachable at every width. */
export type MainControls = (page: Page) => Locator[]

const NARROW = { width: 320, height: 640 }

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

async function expectFits(page: Page, screen: string, main: MainControls) {
  // polled: what is laid out by script follows a resize later (the wheel 500 ms after it
  // stops, SPEC §9)
  await expect
    .configure({ soft: true })
    .poll(() => sidewaysOverflow(page), { message: `${screen}: sideways`, timeout: 3000 })
    .toEqual([])
  for (const control of main(page)) {
    await control.scrollIntoViewIfNeeded()
    await expect(control, `${screen}: main control in view`).toBeInViewport()
    if (await control.evaluate((e) => e.matches('a, button, input, select, textarea'))) {
      await control.click({ trial: true, timeout: 5000 })
      // scrolled as far as a player can towards the middle: at the page's end, nothing over it
      await control.evaluate((element) => element.scrollIntoView({ block: 'center' }))
      await expect
        .configure({ soft: true })(await coveredEdges(control), `${screen}: covered`)
        .toEqual([])
    }
  }
}

/**
 * As the screen first shows on the phone, before any scroll: a main control it shows is not
 * under anything above the bottom menu's bar (the raised home button over profile's "change
 * password", issue 35).
 */
async function expectFirstViewClear(page: Page, screen: string, main: MainControls) {
  await page.evaluate(() => window.scrollTo(0, 0))
  for (const control of main(page)) {
    const shown = await control.evaluate((element) => {
      const box = element.getBoundingClientRect()
      return box.bottom > 0 && box.top < window.innerHeight && box.width > 0
    })
    if (!shown) continue
    await expect
      .configure({ soft: true })(
        await coveredEdges(control, { aboveMenu: true }),
        `${screen}: first view`,
      )
      .toEqual([])
  }
}

/**
 * Where the control's edges are under something else (the bottom menu's raised home button,
 * the top bar): points just inside its left, right, top and bottom edges, and its bottom
 * quarters, each hit-tested; with `aboveMenu`, only the points above the bottom menu's bar (on
 * the first view a control may run on below the bar: the player scrolls to it). The trial
 * click tests only its centre.
 */
function coveredEdges(control: Locator, { aboveMenu = false } = {}): Promise<string[]> {
  return control.evaluate((element, onlyAbove) => {
    const bar = document.querySelector('.bottom-menu')?.getBoundingClientRect().top ?? Infinity
    const box = element.getBoundingClientRect()
    const [midX, midY] = [box.left + box.width / 2, box.top + box.height / 2]
    const points: Record<string, [number, number]> = {
      left: [box.left + 3, midY],
      right: [box.right - 3, midY],
      top: [midX, box.top + 3],
      bottom: [midX, box.bottom - 3],
      // inside a round control too (the wheel's hub)
      'bottom left quarter': [box.left + box.width / 4, box.bottom - box.height / 4],
      'bottom right quarter': [box.right - box.width / 4, box.bottom - box.height / 4],
    }
    // the control itself, what it holds or is held by (a round button's corner), and what
    // its own field draws over it (a password's show button) do not cover it
    const covers = (hit: Element | null) =>
      hit !== null &&
      !element.contains(hit) &&
      !hit.contains(element) &&
      !(element.parentElement?.contains(hit) ?? false)
    return Object.entries(points)
      .filter(([, [, y]]) => !onlyAbove || y < bar)
      .filter(([, [x, y]]) => covers(document.elementFromPoint(x, y)))
      .map(([where, [x, y]]) => {
        const hit = document.elementFromPoint(x, y)!
        return `${where} under ${hit.tagName.toLowerCase()}.${[...hit.classList].join('.')}`
      })
  }, aboveMenu)
}

const sessions = new WeakMap<Page, CDPSession>()

/** The browser's own default font size (Chromium's text size setting), checked on the root. */
async function setTextSize(page: Page, pixels: 16 | 32) {
  let cdp = sessions.get(page)
  if (!cdp) {
    cdp = await page.context().newCDPSession(page)
    sessions.set(page, cdp)
  }
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: pixels } })
  const root = await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)
  expect(root).toBe(`${pixels}px`)
}

/**
 * The screen the page shows, at 320 px and (member screens, with JavaScript) with the text at
 * 200% on the phone's width; the page is left at its own width and text size.
 */
export async function expectReflows(page: Page, screen: string, main: MainControls) {
  const own = page.viewportSize()
  if (!own) throw new Error('reflow needs a fixed viewport')
  await expectFirstViewClear(page, screen, main)
  await page.setViewportSize(NARROW)
  await expectFits(page, `${screen} at 320 px`, main)
  await page.setViewportSize(own)
  if (hasJs() && new URL(page.url()).pathname.startsWith('/user/')) {
    await setTextSize(page, 32)
    await expectFits(page, `${screen} with the text at 200%`, main)
    await setTextSize(page, 16)
  }
}
