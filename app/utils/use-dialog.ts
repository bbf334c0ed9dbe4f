import { type RefObject, useEffect, useRef } from 'react'

/**
 * Where Tab goes from the control at `index` of `count` controls in a dialog: back to the
 * first from the last, to the last from the first with Shift, to the first (or the last with
 * Shift) from anything that is not one of them, such as the dialog itself. null: the browser
 * moves as usual, which keeps inside the dialog.
 */
export function wrapFocus(index: number, count: number, backwards: boolean): number | null {
  if (count === 0) return null
  if (index < 0) return backwards ? count - 1 : 0
  if (backwards && index === 0) return count - 1
  if (!backwards && index === count - 1) return 0
  return null
}

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'summary',
  'video[controls]',
  'audio[controls]',
  'iframe',
  '[tabindex]',
  '[contenteditable="true"]',
].join(',')

/** The controls Tab can reach in `container`, in document order (hidden ones left out). */
function tabbable(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) =>
      element.tabIndex >= 0 &&
      element.getClientRects().length > 0 &&
      getComputedStyle(element).visibility !== 'hidden',
  )
}

function isShown(element: HTMLElement): boolean {
  return element.getClientRects().length > 0 && getComputedStyle(element).visibility === 'visible'
}

/** The dialogs open now, the newest last: only that one keeps the focus and hears Escape. */
const openDialogs: HTMLElement[] = []

/**
 * Keyboard behaviour of a modal dialog (WAI-ARIA APG dialog pattern), with JavaScript:
 * - when it opens (or, drawn later by a CSS delay, once it shows) focus moves to the dialog
 *   element, so a screen reader reads its name;
 * - Tab and Shift+Tab go round the dialog's controls and never reach the page behind;
 * - Escape calls `onEscape` (a dialog without it, such as the agreement, stays);
 * - when it closes, focus goes back to what had it before (the link that opened it), or to
 *   the page's main landmark when that is gone.
 * Without JavaScript a dialog is a page of its own and none of this is needed.
 */
export function useDialog(dialog: RefObject<HTMLElement>, onEscape?: () => void) {
  const escape = useRef(onEscape)
  escape.current = onEscape

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    const active = document.activeElement
    const opener = active instanceof HTMLElement && active !== document.body ? active : null
    openDialogs.push(element)
    const onTop = () => openDialogs.at(-1) === element

    let frame = 0
    const focusWhenShown = () => {
      if (!onTop()) return
      if (isShown(element)) {
        if (!element.contains(document.activeElement)) element.focus({ preventScroll: true })
      } else {
        frame = requestAnimationFrame(focusWhenShown)
      }
    }
    focusWhenShown()

    const onKeyDown = (event: KeyboardEvent) => {
      if (!onTop() || event.defaultPrevented) return
      if (event.key === 'Escape' && escape.current) {
        event.preventDefault()
        escape.current()
        return
      }
      if (event.key !== 'Tab' || !isShown(element)) return
      const items = tabbable(element)
      if (items.length === 0) {
        event.preventDefault()
        element.focus()
        return
      }
      const next = wrapFocus(
        items.indexOf(document.activeElement as HTMLElement),
        items.length,
        event.shiftKey,
      )
      if (next !== null) {
        event.preventDefault()
        items[next]?.focus()
      }
    }
    // focus that lands behind the dialog anyway (a click there, a script) comes back
    const onFocusIn = (event: FocusEvent) => {
      if (!onTop() || !isShown(element)) return
      if (event.target instanceof Node && !element.contains(event.target)) {
        element.focus({ preventScroll: true })
      }
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('focusin', onFocusIn)

    return () => {
      cancelAnimationFrame(frame)
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('focusin', onFocusIn)
      openDialogs.splice(openDialogs.indexOf(element), 1)
      // once the page behind is drawn again; unless something else took the focus meanwhile
      setTimeout(() => {
        const now = document.activeElement
        if (now && now !== document.body && now.isConnected) return
        const below = openDialogs.at(-1)
        const target =
          below ?? (opener?.isConnected ? opener : document.querySelector<HTMLElement>('main'))
        target?.focus({ preventScroll: true })
      })
    }
    // the dialog element lives as long as the component; onEscape is read through the ref
  }, [dialog])
}
