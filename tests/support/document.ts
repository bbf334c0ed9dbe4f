// Document tests: the app without JavaScript is HTML and form posts, so they are tested as such,
// against the built app as a process (`node server.js`) and the in-process mock, by a visitor
// that reads each answer's HTML and posts the page's own forms as a browser would: the form's
// action and method, its fields with the values the page gave them, the player's changes on top.
import { Window } from 'happy-dom'

import { type AppProcess, productionEnv, startAppProcess } from './app-process'
import { startTestMock, type TestMock } from './mock'
import { Visitor } from './visitor'

export type DocumentApp = { mock: TestMock; app: AppProcess; close: () => Promise<void> }

/**
 * The in-process mock and the built app in front of it, one instance without Redis; `settings`
 * over the production ones.
 */
export async function startDocumentApp(
  settings: Record<string, string> = {},
): Promise<DocumentApp> {
  const mock = await startTestMock()
  const app = await startAppProcess({
    env: { ...productionEnv(mock.url), SINGLE_INSTANCE: '1', LOG_LEVEL: 'info', ...settings },
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

/** Elements whose content is not text on the page (the translations' JSON, styles). */
const NOT_SHOWN = new Set(['SCRIPT', 'STYLE', 'TEMPLATE'])

/** The text of `node` as the page shows it: scripts and styles left out, white space collapsed. */
export function textOf(node: Node | null | undefined): string {
  const parts: string[] = []
  const walk = (current: Node) => {
    if (current.nodeType === 3) parts.push(current.textContent ?? '')
    else if (current.nodeType === 1 && !NOT_SHOWN.has((current as Element).tagName)) {
      current.childNodes.forEach(walk)
    }
  }
  if (node) walk(node)
  return parts.join('').replace(/\s+/g, ' ').trim()
}

/**
 * The form's successful controls as a browser submits them from the page as drawn: its
 * descendants and the controls that name it (`form="id"`), checked boxes and radios only, a
 * select's selected option (else its first), values as the HTML gives them.
 */
export function fieldsOf(form: HTMLFormElement): URLSearchParams {
  const owned = [...form.querySelectorAll('[name]')].filter(
    (control) => !control.hasAttribute('form') || control.getAttribute('form') === form.id,
  )
  const named = form.id ? [...form.ownerDocument.querySelectorAll(`[form="${form.id}"][name]`)] : []
  const fields = new URLSearchParams()
  for (const control of new Set([...owned, ...named])) {
    if (control.hasAttribute('disabled')) continue
    const name = control.getAttribute('name')!
    switch (control.tagName) {
      case 'INPUT': {
        const type = (control.getAttribute('type') ?? 'text').toLowerCase()
        if (['checkbox', 'radio'].includes(type) && !control.hasAttribute('checked')) continue
        if (['submit', 'button', 'file', 'image', 'reset'].includes(type)) continue
        fields.append(name, control.getAttribute('value') ?? (type === 'checkbox' ? 'on' : ''))
        break
      }
      case 'SELECT': {
        const option = control.querySelector('option[selected]') ?? control.querySelector('option')
        if (option) fields.append(name, option.getAttribute('value') ?? textOf(option))
        break
      }
      case 'TEXTAREA':
        fields.append(name, control.textContent ?? '')
        break
    }
  }
  return fields
}

/** The value a select shows as drawn: its selected option's (else its first). */
export function selectedValue(select: Element | null): string | null {
  const option = select?.querySelector('option[selected]') ?? select?.querySelector('option')
  return option ? (option.getAttribute('value') ?? textOf(option)) : null
}

/** A visitor without JavaScript: the HTML of each page, and its forms posted as drawn. */
export class DocumentVisitor extends Visitor {
  constructor(readonly base: string) {
    super()
  }

  /** GETs where the redirect `response` points and reads its HTML. */
  async follow(response: Response): Promise<Document> {
    const location = response.headers.get('Location')
    if (response.status < 300 || response.status >= 400 || !location) {
      throw new Error(`not a redirect: ${response.status}`)
    }
    const { pathname, search } = new URL(location, `${this.base}/`)
    return (await this.page(pathname + search)).document
  }

  /** The page an answer leads to: the redirect's target, or the answer itself. */
  async landing(response: Response): Promise<Document> {
    return response.status >= 300 && response.status < 400
      ? this.follow(response)
      : documentOf(await response.text())
  }

  /** GETs `path` (redirects not followed) and reads its HTML. */
  async page(path: string): Promise<{ response: Response; document: Document }> {
    const response = await this.get(`${this.base}${path}`)
    return { response, document: documentOf(await response.text()) }
  }

  /**
   * Presses the submit button `button` (or the one it finds) in `document` (drawn at `from`),
   * as a player can only when it is enabled: its form is sent
   * to its action, by its method, with the values the page gave its fields, `changes` on top,
   * and the button's own name and value, as a browser sends them. A form without a method
   * is a GET, whose fields become the query.
   */
  async press(
    document: Document,
    button: string | Element,
    changes: Record<string, string> = {},
    from = '/',
  ): Promise<Response> {
    const pressed = (
      typeof button === 'string' ? document.querySelector(button) : button
    ) as HTMLButtonElement | null
    const form = pressed?.closest('form')
    if (!pressed || !form) throw new Error(`no button ${String(button)} in a form on the page`)
    if (pressed.hasAttribute('disabled')) throw new Error(`button ${String(button)} is disabled`)
    const fields = fieldsOf(form as HTMLFormElement)
    if (pressed.name) fields.set(pressed.name, pressed.value)
    for (const [name, value] of Object.entries(changes)) fields.set(name, value)
    const action = new URL(form.getAttribute('action') ?? from, `${this.base}${from}`)
    if ((form.getAttribute('method') ?? 'get').toLowerCase() === 'post') {
      return this.post(action.href, Object.fromEntries(fields))
    }
    action.search = fields.toString()
    return this.get(action.href)
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

/** The dialog named `name` on the page; it fails the test when there is none. */
export function dialogNamed(document: Document, name: string): Element {
  const [dialog] = named(document, '[role="dialog"]', name)
  if (!dialog) throw new Error(`no dialog named ${name} on the page`)
  return dialog
}

/** Where the link named `name` under `root` goes: its path and query. */
export function hrefOf(root: ParentNode, name: string | RegExp): string {
  const [link] = named(root, 'a', name)
  if (!link) throw new Error(`no link ${String(name)}`)
  const { pathname, search } = new URL(link.getAttribute('href')!, 'http://app')
  return pathname + search
}

/** The button named `name` under `root`. */
export function buttonNamed(root: ParentNode, name: string | RegExp): Element {
  const [button] = named(root, 'button', name)
  if (!button) throw new Error(`no button ${String(name)}`)
  return button
}

/**
 * Presses the register wizard step's own submit button (never "back" or "resend") with
 * `fields`; the page it leads to.
 */
export async function nextStep(
  visitor: DocumentVisitor,
  page: Document,
  fields: Record<string, string>,
): Promise<Document> {
  const submit = page.querySelector(
    'form[method="post"] button[name="intent"]:not([value="back"]):not([value="resend"])',
  )
  if (!submit) throw new Error('no step to submit on the page')
  return visitor.landing(await visitor.press(page, submit, fields, '/register'))
}
