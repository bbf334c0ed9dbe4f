// Document tests: the app without JavaScript is HTML and form posts, so they are tested as such,
// against the built app as a process (`node server.js`) and the in-process mock, by a visitor
// that reads each answer's HTML and posts the page's own forms as a browser would: the form's
// action and method, its fields with the values the page gave them, the player's changes on top.
import { Window } from 'happy-dom'

import { type AppProcess, productionEnv, startAppProcess } from './app-process'
import { startTestMock, type TestMock } from './mock'
import { Visitor } from './visitor'

export type DocumentApp = { mock: TestMock; app: AppProcess; close: () => Promise<void> }

/** The in-process mock and the built app in front of it, one instance without Redis. */
export async function startDocumentApp(): Promise<DocumentApp> {
  const mock = await startTestMock()
  const app = await startAppProcess({
    env: { ...productionEnv(mock.url), SINGLE_INSTANCE: '1', LOG_LEVEL: 'info' },
  })
  return {
    mock,
    app,
    close: async () => {
      await app.stop('SIGKILL')
      await mock.close()
    },
  }
}

/** An answer's HTML as a document to query. */
export function documentOf(html: string): Document {
  const window = new Window()
  window.document.write(html)
  return window.document as unknown as Document
}

/** The text of `element`, its white space collapsed. */
export const textOf = (element: Element | null | undefined) =>
  (element?.textContent ?? '').replace(/\s+/g, ' ').trim()

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

/** The form's successful controls as a browser submits them (checked boxes and radios only). */
export function fieldsOf(form: HTMLFormElement): URLSearchParams {
  const fields = new URLSearchParams()
  for (const control of form.querySelectorAll<Control>(
    'input[name], select[name], textarea[name]',
  )) {
    if (control.disabled) continue
    if (control.tagName === 'INPUT') {
      const input = control as HTMLInputElement
      if (['checkbox', 'radio'].includes(input.type) && !input.checked) continue
      if (['submit', 'button', 'file', 'image', 'reset'].includes(input.type)) continue
    }
    fields.append(control.name, control.value)
  }
  return fields
}

/** A visitor without JavaScript: the HTML of each page, and its forms posted as drawn. */
export class DocumentVisitor extends Visitor {
  constructor(readonly base: string) {
    super()
  }

  /** GETs `path` (redirects not followed) and reads its HTML. */
  async page(path: string): Promise<{ response: Response; document: Document }> {
    const response = await this.get(`${this.base}${path}`)
    return { response, document: documentOf(await response.text()) }
  }

  /**
   * Presses the submit button `button` finds in `document` (drawn at `from`): its form is
   * posted to its action with the values the page gave its fields, `changes` on top, and the
   * button's own name and value, as a browser sends them.
   */
  async press(
    document: Document,
    button: string,
    changes: Record<string, string> = {},
    from = '/',
  ): Promise<Response> {
    const pressed = document.querySelector<HTMLButtonElement>(button)
    const form = pressed?.closest('form')
    if (!pressed || !form) throw new Error(`no button ${button} in a form on the page`)
    if ((form.getAttribute('method') ?? 'get').toLowerCase() !== 'post') {
      throw new Error(`the form of ${button} does not post`)
    }
    const fields = fieldsOf(form as HTMLFormElement)
    if (pressed.name) fields.set(pressed.name, pressed.value)
    for (const [name, value] of Object.entries(changes)) fields.set(name, value)
    const action = new URL(form.getAttribute('action') ?? from, `${this.base}${from}`)
    return this.post(action.href, Object.fromEntries(fields))
  }
}

/** An element's accessible name, as far as the app gives names: aria-labelledby, aria-label, text. */
export function nameOf(element: Element): string {
  const labelledBy = element.getAttribute('aria-labelledby')
  if (labelledBy) {
    return labelledBy
      .split(/\s+/)
      .map((id) => textOf(element.ownerDocument.getElementById(id)))
      .join(' ')
  }
  return element.getAttribute('aria-label') ?? textOf(element)
}

/** The elements `css` finds under `root` whose accessible name is `name`. */
export const named = (root: ParentNode, css: string, name: string | RegExp): Element[] =>
  [...root.querySelectorAll(css)].filter((element) =>
    typeof name === 'string' ? nameOf(element) === name : name.test(nameOf(element)),
  )
