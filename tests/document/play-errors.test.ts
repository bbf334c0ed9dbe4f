// Play errors without JavaScript (issue 34 item 2: was e2e/play-errors.spec.ts in the js-off
// browser project; SPEC §2 slot dialog, §8): a failed transfer or auto-login answers the game
// dialog's page with the translated error and no game link; once the fault is gone, Play from
// the same page gives the link, and the link opens the game.
import { expect, test } from 'vitest'

import { PLAY_FAULTS } from '../../e2e/play-faults'
import { createMember } from '../../mock-server/tests/helpers'
import {
  documentAppOfThisFile,
  documentOf,
  DocumentVisitor,
  named,
  textOf,
} from '../support/document'

const DIALOG = '/user/home/game/PG'
const PLAY = 'button[name="intent"][value="play"]'
const OPEN_GAME = 'เปิดเกม'

const served = documentAppOfThisFile()

/** A member with 120 baht whose PG account is opened from its dialog: the dialog's page. */
async function pgDialog() {
  const member = await createMember(served.mock, { password: 'play-pass-1', wallet: 12_000 })
  const visitor = new DocumentVisitor(served.app.url)
  await visitor.login(served.app.url, member.username, 'play-pass-1')
  const closed = (await visitor.page(DIALOG)).document
  const opened = await visitor.press(closed, 'button[name="intent"][value="activate"]', {}, DIALOG)
  expect(opened.status).toBeLessThan(400)
  const { document } = await visitor.page(DIALOG)
  expect(document.querySelector(PLAY)).not.toBeNull()
  return { visitor, document }
}

test.each(PLAY_FAULTS)('$name: the error shows in the game dialog', async (playFault) => {
  const { fault, text } = playFault
  const { visitor, document } = await pgDialog()
  const { method, path, code } = fault
  const injected = { method, path, kind: { type: 'error', code }, remaining: 1 }
  expect((await served.mock.admin('POST', '/__admin/faults', injected)).status).toBe(201)

  const failed = await visitor.press(document, PLAY, {}, DIALOG)
  expect(failed.status).toBe(200)
  const answer = documentOf(await failed.text())
  const dialog = answer.querySelector('[role="dialog"]')!
  const alert = textOf(dialog.querySelector('[role="alert"]'))
  expect(alert).toContain('เกิดข้อผิดพลาด')
  expect(alert).toContain(text)
  if (playFault.moved) expect(alert).toContain(playFault.moved)
  else expect(alert).not.toContain('แต่เปิดเกมไม่ได้')
  expect(named(dialog, 'a', OPEN_GAME)).toHaveLength(0)

  // once the fault is gone, play works from the same page
  await served.mock.admin('DELETE', '/__admin/faults')
  const played = await visitor.press(answer, PLAY, {}, DIALOG)
  expect(played.status).toBe(200)
  const ready = documentOf(await played.text()).querySelector('[role="dialog"]')!
  expect(ready.querySelector('[role="alert"]')).toBeNull()
  const [link] = named(ready, 'a', OPEN_GAME)
  const game = await fetch(new URL(link!.getAttribute('href')!, served.app.url))
  expect(named(documentOf(await game.text()), 'h1, h2', 'PG Soft')).not.toHaveLength(0)
})
