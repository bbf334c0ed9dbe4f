// Receiving the invite bonus against a SPEC-shaped backend: the confirm shows the amount and
// the conditions (the wallet answer's invite {amount, success, fail}); confirmed, the receipt
// with the bonus and the wallet after; each invite refusal of SPEC §8 back on home as a danger
// toast in the player's language.
import { fireEvent, screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'

import * as inviteBonus from '~/routes/user.home.invite-bonus'
import * as receipt from '~/routes/user.home.receipt'

import thErrors from '../../locales/th/errors.json'
import { detailPairs } from '../support/details'
import { renderRoute } from '../support/render-route'
import { memberSessionCookie, recordingActions, redirectOf, toastOf } from '../support/route-flow'
import { sentRequests } from '../support/sent-bodies'
import { wallet } from '../support/spec-answers'
import { specBackend } from '../support/spec-backend'

const backend = specBackend()
const { keysOf: sentKeys } = sentRequests()

const invited = { ...wallet, amount: 100, invite: { amount: 20, success: 70, fail: 30 } }

async function openClaim(language: 'en' | 'th' = 'th') {
  const recorded = recordingActions(inviteBonus)
  renderRoute({
    routes: [
      { path: '/user/home/invite-bonus', module: recorded.module },
      { path: '/user/home/receipt', module: receipt },
      // home itself is tested in home.test.tsx; here it is where the refusal lands
      { path: '/user/home', module: { default: () => <h1>home</h1> } },
    ],
    url: '/user/home/invite-bonus',
    cookie: await memberSessionCookie(),
    language,
  })
  const dialog = await screen.findByRole('dialog', {
    name: language === 'th' ? 'รับโบนัสแนะนำเพื่อน' : 'Receive the invite bonus',
  })
  return { dialog, answers: recorded.answers }
}

test('the confirm shows the amount, the wallet after, and the conditions’ percentages', async () => {
  backend.answer('GET', '/api/wallet', invited)
  const { dialog } = await openClaim()
  expect(detailPairs(dialog)).toEqual([
    ['คุณจะได้รับ', '20.00 บาท'],
    ['กระเป๋าหลักหลังรับ', '120.00 บาท'],
  ])
  expect(within(dialog).getByText('หากทำตามเงื่อนไขครบ คุณจะได้รับโบนัส 70%')).toBeTruthy()
  expect(within(dialog).getByText('หากไม่ครบเงื่อนไข จะถูกหักโบนัส 30%')).toBeTruthy()
  expect(backend.calls()).toEqual(['GET /api/wallet'])
})

test('confirmed: the receipt with the bonus and the main wallet now', async () => {
  backend.answer('GET', '/api/wallet', invited)
  backend.answer('GET', '/api/invite/bonus', {})
  const { dialog, answers } = await openClaim()
  fireEvent.click(within(dialog).getByRole('button', { name: 'รับโบนัส' }))
  const done = await screen.findByRole('dialog', { name: 'รับโบนัสแนะนำเพื่อนแล้ว' })
  expect(done.querySelector('.receipt-amount')?.textContent).toBe('20.00 บาท')
  expect(done.textContent).toContain('กระเป๋าหลักตอนนี้100.00 บาท')
  expect(within(done).getByRole('link', { name: 'เสร็จสิ้น' }).getAttribute('href')).toBe('/user/home')
  expect(redirectOf(answers)).toMatch(/^\/user\/home\/receipt\?r=/)
  expect(backend.calls()).toEqual([
    'GET /api/wallet',
    'GET /api/wallet',
    'GET /api/invite/bonus',
    'GET /api/wallet',
  ])
})

test.each(['NO_INVITE_BONUS', 'INVITE_INACTIVE', 'NO_INVITEE_PLAY_INFO', 'INVITE_BONUS_FAIL'])(
  '%s: back to home with a danger toast in Thai',
  async (code) => {
    backend.answer('GET', '/api/wallet', invited)
    backend.refuse('GET', '/api/invite/bonus', 400, code)
    const { dialog, answers } = await openClaim()
    fireEvent.click(within(dialog).getByRole('button', { name: 'รับโบนัส' }))
    await screen.findByRole('heading', { name: 'home' })
    expect(redirectOf(answers)).toBe('/user/home')
    expect(await toastOf(answers[0], 'th')).toEqual({
      type: 'error',
      text: (thErrors as unknown as Record<string, string>)[code],
    })
  },
)

test('no answer in time: the confirm stays, sends the player to the statement, and keeps its key', async () => {
  backend.answer('GET', '/api/wallet', invited)
  backend.refuse('GET', '/api/invite/bonus', 504, 'GATEWAY_TIMEOUT')
  const { dialog, answers } = await openClaim('en')
  const keyField = () =>
    dialog.querySelector<HTMLInputElement>('input[name="idempotencyKey"]')?.value
  const key = keyField()
  expect(key).toMatch(/^[0-9a-f-]{36}$/)
  fireEvent.click(within(dialog).getByRole('button', { name: 'Receive bonus' }))
  expect((await within(dialog).findByRole('alert')).textContent).toContain(
    'Please check your statement',
  )
  expect(redirectOf(answers)).toBeNull()
  // pressing again sends the same key: a backend that did the first cannot do it twice
  expect(keyField()).toBe(key)
  const sent = sentKeys('GET /api/invite/bonus')
  expect(sent).toEqual([key])
})
