// Document tests: the app without JavaScript is HTML and form posts, so they are tested as such,
// against the built app as a process (`node server.js`) and the in-process mock, by a visitor
// that reads each answer's HTML and posts the page's own forms as a browser would: the form's
// action and method, its fields with the values the page gave them, the player's changes on top.
import { Window } from 'happy-dom'
import { afterAll, afterEach, beforeAll, expect } from 'vitest'

import { createMember, type TestMember } from '../../mock-server/tests/helpers'
import { startTestMock, type TestMock } from '../../mock-server/tests/support/mock'
import {
  type AppProcess,
  productionEnv,
  startAppProcess,
  TEST_TRUELINK_SECRET,
} from './app-process'
import { Visitor } from './visitor'

export type DocumentApp = { mock: TestMock; app: AppProcess; close: () => Promise<void> }

/**
 * The in-process mock and the built app in front of it, one instance without Redis; `settings`
 * over the production ones.
 */
export async function startDocumentApp(
  settings: Record<string, string> = {},
  { exitWithParent = false } = {},
): Promise<DocumentApp> {
  // the mock decrypts the app's True Wallet links with the app's secret
  const mock = await startTestMock({ trueLinkSecret: TEST_TRUELINK_SECRET })
  const app = await startAppProcess({
    env: { ...productionEnv(mock.url), SINGLE_INSTANCE: '1', LOG_LEVEL: 'info', ...settings },
    exitWithParent,
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

let workerApp: Promise<DocumentApp> | undefined

/**
 * The document app of this vitest worker, which runs its files one after another: started by
 * its first file, ended with the worker (the app exits with its parent).
 */
function documentAppOfThisWorker(): Promise<DocumentApp> {
  workerApp ??= startDocumentApp({}, { exitWithParent: true })
  return workerApp
}

/**
 * A document app for the test file, there from the file's first test on; the mock's injected
 * faults cleared after each test. With the production settings it is the worker's, its
 * backend reset to the seed before the file (data, settings, faults, the wheel's draws, rate
 * limits: what another file changed); with `settings` of its own, the file's, stopped after it.
 */
export function documentAppOfThisFile(settings: Record<string, string> = {}): DocumentApp {
  const served = {} as DocumentApp
  const own = Object.keys(settings).length > 0
  beforeAll(async () => {
    Object.assign(served, await (own ? startDocumentApp(settings) : documentAppOfThisWorker()))
    if (!own) expect((await served.mock.admin('POST', '/__admin/reset')).status).toBe(200)
  })
  afterEach(async () => {
    await served.mock.admin('DELETE', '/__admin/faults')
  })
  afterAll(() => (own ? served.close?.() : undefined))
  return served
}

/** The password of the members `memberWith` makes. */
export const MEMBER_PASSWORD = 'document-pass-1'

/**
 * A member who deposited `baht` through the backend (a statement row, and a wheel coin per
 * 100 baht), and a visitor for them: logged in unless `loggedIn` is false.
 */
export async function memberWith(
  served: DocumentApp,
  baht: number,
  { loggedIn = true }: { loggedIn?: boolean } = {},
): Promise<{ member: TestMember; visitor: DocumentVisitor }> {
  const member = await createMember(served.mock, { password: MEMBER_PASSWORD })
  if (baht > 0) {
    const added = await served.mock.call('POST', '/api/wallet/add', { amount: baht }, member.token)
    if (added.status !== 200) throw new Error(`deposit refused: ${JSON.stringify(added.body)}`)
  }
  const visitor = new DocumentVisitor(served.app.url)
  if (loggedIn) await visitor.login(served.app.url, member.username, MEMBER_PASSWORD)
  return { member, visitor }
}

/** An answer's HTML as a document to query. */
export function documentOf(html: string): Document {
  const window = new Window()
  window.document.write(html)
  return window.document as unknown as Document
}

/** Elements whose content is not text on the page (the translations' JSON, styles). */
const NOT_SHOWN = new Set(['SCRIPT', 'STYLE', 'TEMPLATE'])

/**
 * The text of `node` as the page shows it: scripts and styles left out, white space collapsed;
 * `forName`, what a screen reader reads (without what is aria-hidden).
 */
export function textOf(node: Node | null | undefined, forName = false): string {
  const parts: string[] = []
  const walk = (current: Node) => {
    if (current.nodeType === 3) parts.push(current.textContent ?? '')
    if (current.nodeType !== 1) return
    const element = current as Element
    if (NOT_SHOWN.has(element.tagName)) return
    if (forName && element.getAttribute('aria-hidden') === 'true') return
    current.childNodes.forEach(walk)
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
        const value = selectedValue(control)
        if (value !== null) fields.append(name, value)
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

  /**
   * A multipart form post, as a browser sends one: the fields, and each file input's file
   * (an empty part where none was chosen).
   */
  private async postMultipart(
    url: string,
    fields: URLSearchParams,
    files: Record<string, File>,
    form: Element,
  ): Promise<Response> {
    const body = new FormData()
    for (const [name, value] of fields) body.append(name, value)
    for (const input of form.querySelectorAll('input[type="file"][name]')) {
      const name = input.getAttribute('name')!
      body.append(name, files[name] ?? new File([], '', { type: 'application/octet-stream' }))
    }
    const response = await fetch(url, {
      method: 'POST',
      headers: { Cookie: this.cookieHeader(), Origin: new URL(url).origin },
      body,
      redirect: 'manual',
    })
    return this.keep(response)
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
    files: Record<string, File> = {},
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
    if ((form.getAttribute('enctype') ?? '').toLowerCase() === 'multipart/form-data') {
      return this.postMultipart(action.href, fields, files, form)
    }
    if ((form.getAttribute('method') ?? 'get').toLowerCase() === 'post') {
      return this.post(action.href, Object.fromEntries(fields))
    }
    action.search = fields.toString()
    return this.get(action.href)
  }
}

/**
 * An element's accessible name, as far as the app gives names: a control's label, an image's
 * alt, a fieldset's legend, aria-labelledby, aria-label, its text.
 */
export function nameOf(element: Element): string {
  if (['INPUT', 'SELECT', 'TEXTAREA'].includes(element.tagName)) {
    const label =
      (element.id && element.ownerDocument.querySelector(`label[for="${element.id}"]`)) ||
      element.closest('label')
    if (label) return textOf(label, true)
  }
  if (element.tagName === 'IMG') return element.getAttribute('alt') ?? ''
  if (element.tagName === 'FIELDSET' && element.querySelector('legend')) {
    return textOf(element.querySelector('legend'), true)
  }
  const labelledBy = element.getAttribute('aria-labelledby')
  if (labelledBy) {
    return labelledBy
      .split(/\s+/)
      .map((id) => textOf(element.ownerDocument.getElementById(id), true))
      .join(' ')
  }
  return element.getAttribute('aria-label') ?? textOf(element, true)
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
