// The agreement without JavaScript (issue 34 item 2: was e2e/agreement.spec.ts in the js-off
// browser project): home draws it as a dialog until the member accepts it with a form post,
// and again after the next login.
import { expect, test } from 'vitest'

import { createMember } from '../../mock-server/tests/helpers'
import { documentAppOfThisFile, DocumentVisitor, named } from '../support/document'

const AGREEMENT = 'ข้อตกลงการใช้งาน'
const PASSWORD = 'agreement-pass-1'

const served = documentAppOfThisFile()

const agreementOn = (document: Document) => named(document, '[role="dialog"]', AGREEMENT)

test('the agreement shows on home until it is accepted, and again after the next login', async () => {
  const { username } = await createMember(served.mock, { password: PASSWORD })
  const visitor = new DocumentVisitor(served.app.url)
  await visitor.login(served.app.url, username, PASSWORD)
  const home = (await visitor.page('/user/home')).document
  expect(agreementOn(home)).toHaveLength(1)

  const accepted = await visitor.press(
    home,
    'button[name="intent"][value="agree"]',
    {},
    '/user/home',
  )
  expect(accepted.status).toBe(302)
  expect(accepted.headers.get('Location')).toBe('/user/home')
  expect(agreementOn((await visitor.page('/user/home')).document)).toHaveLength(0)

  // arriving at the login page ends the session; the next login asks again
  await visitor.get(`${served.app.url}/login`)
  await visitor.login(served.app.url, username, PASSWORD)
  expect(agreementOn((await visitor.page('/user/home')).document)).toHaveLength(1)
})
