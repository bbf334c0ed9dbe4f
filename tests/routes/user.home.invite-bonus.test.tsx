// Receiving the invite bonus against a SPEC-shaped backend: the confirm shows the amount and
// the conditions (the wallet answer's invite {amount, success, fail}); confirmed, the receipt
// with the bonus and the wallet after; each invite refusal of SPEC §8 on the failed sheet in the
// player's language (issue 35: a claim ends on its result sheet, not on a toast).
import { fireEvent, screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'

import * as inviteBonus from '~/routes/user.home.invite-bonus'
import * as receipt from '~/routes/user.home.receipt'

import thErrors from '../../locales/th/errors.json'
import { detailPairs } from '../support/details'
import { renderRoute } from '../support/render-route'
import { memberSessionCookie, recordingActions, redirectOf } from '../support/route-flow'
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
  '%s: the failed sheet says why in Thai, and that nothing was added',
  async (code) => {
    backend.answer('GET', '/api/wallet', invited)
    backend.refuse('GET', '/api/invite/bonus', 400, code)
    const { dialog, answers } = await openClaim()
    fireEvent.click(within(dialog).getByRole('button', { name: 'รับโบนัส' }))
    const failed = await screen.findByRole('dialog', { name: 'การรับโบนัสแนะนำเพื่อนไม่สำเร็จ' })
    expect(within(failed).getByRole('alert').textContent).toContain(
      (thErrors as unknown as Record<string, string>)[code],
    )
    expect(redirectOf(answers)).toMatch(/^\/user\/home\/receipt\?r=/)
  },
)

test('no answer in time: the unknown sheet; sending again sends the same key', async () => {
  backend.answer('GET', '/api/wallet', invited)
  backend.refuse('GET', '/api/invite/bonus', 504, 'GATEWAY_TIMEOUT')
  const { dialog } = await openClaim('en')
  const key = dialog.querySelector<HTMLInputElement>('input[name="idempotencyKey"]')?.value
  expect(key).toMatch(/^[0-9a-f-]{36}$/)
  fireEvent.click(within(dialog).getByRole('button', { name: 'Receive bonus' }))
  const unknown = await screen.findByRole('dialog', {
    name: 'Invite bonus claim: result not known yet',
  })
  // a backend that did the first cannot do it twice
  backend.answer('GET', '/api/invite/bonus', {})
  fireEvent.click(within(unknown).getByRole('button', { name: 'Send the same request again' }))
  await screen.findByRole('dialog', { name: 'Invite bonus added' })
  expect(sentKeys('GET /api/invite/bonus')).toEqual([key, key])
})
