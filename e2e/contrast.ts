import { type Page } from '@playwright/test'

/** A text element axe could not decide, measured from the pixels under its letters. */
export type MeasuredContrast = { target: string; ratio: number | null; required: number }

const PROBE = 'data-contrast-probe'

type Box = { x: number; y: number; width: number; height: number }
type Item = { target: string; color: string; required: number; box: Box; skip: Box[] }

/**
 * axe leaves text over a gradient, a picture or an overlapping box "to review": it cannot
 * know the colour behind the letters. This measures it. The screen is photographed twice,
 * with the elements' text and with it made transparent; where the two differ inside an
 * element are its letters, and the second photograph gives the background right under them.
 * The text colour (axe's source too: the computed colour, a see-through one blended) is
 * compared with each of those background pixels; the ratio reported is the 5th percentile
 * from the worst, so a few pixels where a letter's edge is blended do not decide. Text behind
 * an open modal dialog is covered by its scrim and skipped. The elements are taken a screen
 * at a time: the first one left is scrolled to the middle, and all that are then in view are
 * photographed together.
 */
export async function measureContrast(page: Page, targets: string[]): Promise<MeasuredContrast[]> {
  if (targets.length === 0) return []
  await page.addStyleTag({
    // its own text only: a child with a colour of its own keeps it, and is not counted
    content: `[${PROBE}="hidden"] { color: transparent !important; -webkit-text-fill-color: transparent !important; text-shadow: none !important }`,
  })
  const measured: MeasuredContrast[] = []
  let left = [...new Set(targets)]
  while (left.length > 0) {
    const items = await page.evaluate(
      ({ selectors, probe }) => {
        const dialog = document.querySelector<HTMLElement>('[aria-modal="true"]')
        const open = dialog !== null && dialog.getClientRects().length > 0
        const found = selectors.map((selector) => ({
          selector,
          node: document.querySelector(selector),
        }))
        const measurable = found.filter(
          ({ node }) =>
            node && node.getClientRects().length > 0 && !(open && !dialog.contains(node)),
        )
        const dropped = found.filter((entry) => !measurable.includes(entry)).map((e) => e.selector)
        if (measurable.length === 0) return { items: [], done: dropped, unmeasurable: [] }
        measurable[0]!.node!.scrollIntoView({ block: 'center', inline: 'center' })
        const [width, height] = [window.innerWidth, window.innerHeight]
        // wholly on screen between the top bar and the bottom menu (unless a dialog is over
        // them), and the element itself at its middle, not a toast or anything else
        const bar = (selector: string) => document.querySelector(selector)?.getBoundingClientRect()
        const above = open ? 0 : (bar('.top-bar')?.bottom ?? 0)
        const below = open ? height : (bar('.bottom-menu')?.top ?? height)
        const showing = (node: Element) => {
          const { top, left, bottom, right } = node.getBoundingClientRect()
          const inBar = node.closest('.top-bar, .bottom-menu') !== null
          if (left < 0 || right > width || top < (inBar ? 0 : above)) return false
          if (bottom > (inBar ? height : below)) return false
          const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2)
          return hit !== null && (node.contains(hit) || hit.contains(node))
        }
        const inView = measurable.filter(({ node }) => showing(node!))
        const box = (node: Element) => {
          const { x, y, width: w, height: h } = node.getBoundingClientRect()
          return { x, y, width: w, height: h }
        }
        const items = inView.map(({ selector, node }) => {
          const style = getComputedStyle(node!)
          const size = parseFloat(style.fontSize)
          const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700)
          return {
            target: selector,
            color: style.color,
            required: large ? 3 : 4.5,
            box: box(node!),
            // a measured element inside this one is measured for itself
            skip: inView
              .filter((other) => other.node !== node && node!.contains(other.node))
              .map((o) => box(o.node!)),
          }
        })
        for (const { node } of inView) node!.setAttribute(probe, 'pending')
        const done = [...dropped, ...inView.map((i) => i.selector)]
        // the one scrolled to the middle is still not wholly shown: it cannot be measured
        const unmeasurable = inView.length === 0 ? [measurable[0]!.selector] : []
        return { items, done: [...done, ...unmeasurable], unmeasurable }
      },
      { selectors: left, probe: PROBE },
    )
    left = left.filter((target) => !items.done.includes(target))
    measured.push(...items.unmeasurable.map((target) => ({ target, ratio: null, required: 4.5 })))
    if (items.items.length === 0) continue
    // only the part of the screen the elements cover, in CSS pixels (not the phone's 2.6 device
    // pixels each): far fewer pixels to encode and decode, and the same ratios to ±0.02
    const clip = unionBox(items.items.map((item) => item.box))
    const shot = () =>
      page.screenshot({ animations: 'disabled', caret: 'hide', clip, scale: 'css' })
    const withText = await shot()
    await page.evaluate((probe) => {
      for (const node of document.querySelectorAll(`[${probe}="pending"]`))
        node.setAttribute(probe, 'hidden')
    }, PROBE)
    const withoutText = await shot()
    await page.evaluate((probe) => {
      for (const node of document.querySelectorAll(`[${probe}]`)) node.removeAttribute(probe)
    }, PROBE)
    measured.push(
      ...(await page.evaluate(ratios, {
        shown: withText.toString('base64'),
        hidden: withoutText.toString('base64'),
        clip,
        items: items.items as Item[],
      })),
    )
  }
  return measured
}

/** The smallest box of whole CSS pixels around all of `boxes`. */
function unionBox(boxes: Box[]): Box {
  const x = Math.floor(Math.min(...boxes.map((box) => box.x)))
  const y = Math.floor(Math.min(...boxes.map((box) => box.y)))
  const right = Math.ceil(Math.max(...boxes.map((box) => box.x + box.width)))
  const bottom = Math.ceil(Math.max(...boxes.map((box) => box.y + box.height)))
  return { x, y, width: right - x, height: bottom - y }
}

/**
 * In the page: each item's contrast from the two photographs (see measureContrast), taken of
 * the screen's part `clip`.
 */
async function ratios({
  shown,
  hidden,
  clip,
  items,
}: {
  shown: string
  hidden: string
  clip: Box
  items: Item[]
}) {
  const channel = (value: number) => {
    const c = value / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  const luminance = (r: number, g: number, b: number) =>
    0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
  const pixelsOf = async (base64: string) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }))
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
    const context = canvas.getContext('2d')!
    context.drawImage(bitmap, 0, 0)
    return {
      data: context.getImageData(0, 0, bitmap.width, bitmap.height).data,
      width: bitmap.width,
      height: bitmap.height,
    }
  }
  const [a, b] = [await pixelsOf(shown), await pixelsOf(hidden)]
  const scale = a.width / clip.width
  // (x, y): CSS px from the photographs' top left corner; `box`: from the screen's
  const inside = (x: number, y: number, box: Box) =>
    x >= box.x - clip.x &&
    x < box.x - clip.x + box.width &&
    y >= box.y - clip.y &&
    y < box.y - clip.y + box.height
  const results: { target: string; ratio: number | null; required: number }[] = []
  for (const item of items) {
    const [r, g, bl, alpha = 1] = (item.color.match(/[\d.]+/g) ?? []).map(Number)
    const found: number[] = []
    const [left, top] = [item.box.x - clip.x, item.box.y - clip.y]
    const [x0, y0] = [Math.floor(left * scale), Math.floor(top * scale)]
    const [x1, y1] = [
      Math.min(a.width, Math.ceil((left + item.box.width) * scale)),
      Math.min(a.height, Math.ceil((top + item.box.height) * scale)),
    ]
    for (let y = y0; y < y1; y++) {
      for (let x = x0; x < x1; x++) {
        if (item.skip.some((box) => inside(x / scale, y / scale, box))) continue
        const i = (y * a.width + x) * 4
        const diff =
          Math.abs(a.data[i]! - b.data[i]!) +
          Math.abs(a.data[i + 1]! - b.data[i + 1]!) +
          Math.abs(a.data[i + 2]! - b.data[i + 2]!)
        if (diff < 60) continue // no letter here
        const [br, bg, bb] = [b.data[i]!, b.data[i + 1]!, b.data[i + 2]!]
        const background = luminance(br, bg, bb)
        const letter = luminance(
          r! * alpha + br * (1 - alpha),
          g! * alpha + bg * (1 - alpha),
          bl! * alpha + bb * (1 - alpha),
        )
        found.push((Math.max(letter, background) + 0.05) / (Math.min(letter, background) + 0.05))
      }
    }
    if (found.length === 0) {
      // no letter changed: text that does not paint in its own colour (an image, a gradient fill)
      results.push({ target: item.target, ratio: null, required: item.required })
      continue
    }
    found.sort((p, q) => p - q)
    const ratio = found[Math.floor(found.length * 0.05)]!
    results.push({
      target: item.target,
      ratio: Math.round(ratio * 100) / 100,
      required: item.required,
    })
  }
  return results
}
