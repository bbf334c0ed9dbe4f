// Home against a SPEC-shaped backend: the wallet card (the main wallet, a chip for each open
// game with its balance, what is in games and everything together), the tiles, the invite
// bonus, the game carousels, check balance, and the agreement over it until accepted.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { expect, test } from 'vitest'

import { rememberQr } from '~/pending.server'
import * as home from '~/routes/user.home/route'

import { HOME_BACKEND_CALLS } from '../../bench/home-calls'
import { memberCookie, renderRoute } from '../support/render-route'
import { profile, wallet } from '../support/spec-answers'
import { noActiveBonus } from '../support/spec-answers-rewards'
import { liveQr, noQr, slip, statementEntry } from '../support/spec-answers-wallet'
import { specBackend } from '../support/spec-backend'

const backend = specBackend()

function answerHome() {
  backend.answer('GET', '/api/account/profile', profile)
  backend.answer('GET', '/api/wallet/refresh/slot', {})
  backend.answer('GET', '/api/spinwheel/active', { status: false })
  backend.answer('GET', '/api/lookup/agreements', { agreements: [] })
  backend.answer('GET', '/api/lookup/notice', {})
  backend.answer('GET', '/api/bonus/check/active', noActiveBonus)
  // nothing in progress: no slip under review, no withdrawal on its way
  backend.answer('POST', '/api/statement/slip', { slips: [] })
  backend.answer('POST', '/api/statement', { total: 0, statements: [] })
}

async function renderHomeIn(language: 'en' | 'th', cookie?: string) {
  renderRoute({
    routes: [{ path: '/user/home', module: home }],
    url: '/user/home',
    cookie: cookie ?? (await memberCookie()),
    language,
  })
  return screen.findByRole('region', { name: language === 'th' ? 'กระเป๋าหลัก' : 'Main wallet' })
}

const renderHome = () => renderHomeIn('en')

test('the wallet card shows the main wallet, each open game and the sum', async () => {
  answerHome()
  backend.answer('GET', '/api/wallet', wallet)
  const card = await renderHome()
  expect(within(card).getByRole('heading', { name: 'Somchai Jaidee' })).toBeTruthy()
  expect(card.querySelector('.wallet-amount')?.textContent).toBe('1,500.50 baht')
  const chips = within(card).getByRole('list', { name: 'Balance in each game' })
  expect(
    within(chips)
      .getAllByRole('link')
      .map((chip) => chip.textContent),
  ).toEqual(['Joker Gaming 200.00', 'SBOBET 50.25'])
  expect(within(card).getByText('In games 250.25 baht')).toBeTruthy()
  expect(within(card).getByText('Wallet and games together 1,750.75 baht')).toBeTruthy()
  expect(within(card).queryByRole('link', { name: 'Bonus active' })).toBeNull()
})

test('an active bonus shows on the wallet card as a chip to the bonus, in Thai', async () => {
  answerHome()
  backend.answer('GET', '/api/bonus/check/active', { status: true, type: 'day' })
  backend.answer('GET', '/api/wallet', wallet)
  const card = await renderHomeIn('th')
  expect(within(card).getByRole('link', { name: 'โบนัสใช้งานอยู่' }).getAttribute('href')).toBe(
    '/user/bonus',
  )
})

test('a wallet that cannot be read says so, with a way to try again', async () => {
  answerHome()
  backend.refuse('GET', '/api/wallet', 500, 'INTERNAL_SERVER_ERROR')
  const card = await renderHome()
  expect(within(card).getByText("We couldn't load your balance.", { exact: false })).toBeTruthy()
  expect(within(card).getByRole('link', { name: 'Load the balance again' })).toBeTruthy()
  expect(card.querySelector('.wallet-amount')).toBeNull()
})

test('the wallet card in Thai: in games, each game, and both together', async () => {
  answerHome()
  backend.answer('GET', '/api/wallet', wallet)
  const card = await renderHomeIn('th')
  expect(card.querySelector('.wallet-amount')?.textContent).toBe('1,500.50 บาท')
  expect(within(card).getByText('ในเกม 250.25 บาท')).toBeTruthy()
  expect(within(card).getByRole('list', { name: 'ยอดเงินในแต่ละเกม' }).textContent).toBe(
    'Joker Gaming 200.00SBOBET 50.25',
  )
  expect(within(card).getByText('รวมกระเป๋าหลักและในเกม 1,750.75 บาท')).toBeTruthy()
})

test('the six tiles, with refresh-all while no wheel runs; the invite bonus to receive', async () => {
  answerHome()
  backend.answer('GET', '/api/wallet', wallet)
  const card = await renderHome()
  const tiles = screen.getByRole('navigation', { name: 'Wallet actions' })
  expect(
    [...tiles.querySelectorAll('a, button')].map((tile) => [
      tile.textContent,
      tile.getAttribute('href'),
    ]),
  ).toEqual([
    ['Deposit', '/user/home/deposit'],
    ['Withdraw', '/user/home/withdraw'],
    ['Refresh all', null],
    ['Invite friends', '/user/home/invite'],
    ['Bonus', '/user/bonus'],
    ['Cashback', '/user/home/refund'],
  ])
  expect(card.querySelector('.wallet-invite strong')?.textContent).toBe('45.00')
  expect(within(card).getByRole('link', { name: 'Receive' }).getAttribute('href')).toBe(
    '/user/home/invite-bonus',
  )
  expect(within(card).getByRole('link', { name: 'Transfer' }).getAttribute('href')).toBe(
    '/user/home/transfer',
  )
})

test('while the wheel runs its tile shows the member’s coins', async () => {
  answerHome()
  backend.answer('GET', '/api/spinwheel/active', { status: true })
  backend.answer('GET', '/api/wallet', wallet)
  await renderHome()
  const wheel = within(screen.getByRole('navigation', { name: 'Wallet actions' })).getByRole(
    'link',
    { name: 'Lucky wheel 3 coins' },
  )
  expect(wheel.getAttribute('href')).toBe('/user/spin')
})

test('a carousel for each category with games: open ones with their balance, closed ones to open', async () => {
  answerHome()
  backend.answer('GET', '/api/wallet', {
    ...wallet,
    slots: wallet.slots.filter((game) => game.category !== 'sport'),
  })
  await renderHome()
  const carousels = screen.getAllByRole('region').filter((region) => region.matches('.carousel'))
  expect(
    carousels.map((carousel) => [
      within(carousel).getByRole('heading').textContent,
      within(carousel)
        .getAllByRole('link')
        .map((card) => [card.textContent, card.getAttribute('href')]),
    ]),
  ).toEqual([
    ['Slots', [['Joker Gaming200.00', '/user/home/game/JOKER']]],
    ['Lotto', [['Huay HDOpen an account', '/user/home/game/HUAYHD']]],
  ])
})

test('check balance asks every game again and says when', async () => {
  answerHome()
  backend.answer('GET', '/api/wallet', wallet)
  const card = await renderHome()
  expect(card.querySelector('.wallet-sync')).toBeNull()
  fireEvent.click(within(card).getByRole('button', { name: 'Check balance' }))
  await waitFor(() => expect(card.querySelector('.wallet-sync')?.textContent).toMatch(/^Updated /))
  expect(backend.calls().filter((call) => call === 'GET /api/wallet/refresh/slot')).toHaveLength(3)
})

test('a time this phone kept from an earlier check shows in Bangkok time once the page is up', async () => {
  window.localStorage.setItem('last_sync', '2026-11-25T04:14:00.000Z')
  answerHome()
  backend.answer('GET', '/api/wallet', wallet)
  const card = await renderHomeIn('th')
  await waitFor(() =>
    expect(card.querySelector('.wallet-sync')?.textContent).toBe('อัปเดตล่าสุด 25 พ.ย. 69 · 11:14'),
  )
  window.localStorage.removeItem('last_sync')
})

test('the agreement covers home until accepted; accepted, it is not asked again', async () => {
  answerHome()
  backend.answer('GET', '/api/lookup/agreements', {
    agreements: ['<p>Play fair.</p><script>alert(1)</script>'],
  })
  backend.answer('GET', '/api/wallet', wallet)
  await renderHome()
  const agreement = screen.getByRole('dialog', { name: 'Terms of use' })
  expect(agreement.textContent).toContain('Play fair.')
  expect(agreement.querySelector('script')).toBeNull()
  expect(within(agreement).getByRole('button', { name: 'I accept' })).toBeTruthy()

  const cookie = await memberCookie()
  const accepted = await home.action({
    request: new Request('http://app.test/user/home?index', {
      method: 'POST',
      headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'intent=agree',
    }),
    params: {},
    context: {},
  })
  expect(accepted instanceof Response && accepted.headers.get('Location')).toBe('/user/home')
  const agreed = (accepted as Response).headers.get('Set-Cookie')!.split(';')[0]!
  cleanup()
  const asked = backend.calls().length
  await renderHomeIn('en', `${cookie}; ${agreed}`)
  expect(screen.queryByRole('dialog', { name: 'Terms of use' })).toBeNull()
  expect(backend.calls().slice(asked)).not.toContain('GET /api/lookup/agreements')
})

test('what is in progress shows as cards, newest first, each leading to where it is', async () => {
  answerHome()
  backend.answer('GET', '/api/wallet', wallet)
  backend.answer('POST', '/api/statement/slip', {
    slips: [
      slip('PROCESSING', 0, { createdAt: '2026-01-10T05:00:00.000Z' }),
      slip('SUCCESS', 250, { createdAt: '2026-01-09T05:00:00.000Z' }),
    ],
  })
  backend.answer('POST', '/api/statement', {
    total: 2,
    statements: [
      statementEntry('withdraw', 'PENDING', 500, '2026-01-10T06:00:00.000Z'),
      statementEntry('withdraw', 'SUCCESS', 300, '2026-01-08T06:00:00.000Z'),
    ],
  })
  await renderHomeIn('th')
  const pending = screen.getByRole('region', { name: 'รายการที่กำลังดำเนินการ' })
  const cards = within(pending).getAllByRole('link')
  expect(cards.map((card) => [card.textContent, card.getAttribute('href')])).toEqual([
    ['ถอนเงิน 500.00 บาท เมื่อ 10 ม.ค. 69 · 13:00 รอดำเนินการ', '/user/statement'],
    ['สลิปที่ส่งเมื่อ 10 ม.ค. 69 · 12:00 กำลังตรวจสอบ', '/user/statement/slips'],
  ])
})

test('nothing in progress: no cards at all', async () => {
  answerHome()
  backend.answer('GET', '/api/wallet', wallet)
  await renderHome()
  expect(screen.queryByRole('region', { name: 'In progress' })).toBeNull()
})

test('the QR just made shows as waiting for payment while its provider still shows it', async () => {
  const live = liveQr(300, 10, 'qr-7')
  const remembered = (
    await rememberQr({ provider: 'KBANK', qrcodeId: 'qr-7', amount: 300, expireIn: live.expireIn })
  ).split(';')[0]!
  const cookie = `${await memberCookie()}; ${remembered}`
  answerHome()
  backend.answer('GET', '/api/wallet', wallet)
  backend.answer('GET', '/api/qrcode/KBANK', live)
  await renderHomeIn('en', cookie)
  const card = within(screen.getByRole('region', { name: 'In progress' })).getByRole('link')
  expect(card.textContent).toMatch(/^QR for 300.00 baht waiting for your payment, until /)
  expect(card.getAttribute('href')).toBe('/user/home/deposit?method=qr#qr-KBANK')
  cleanup()

  // paid (the provider shows it no more): no card
  answerHome()
  backend.answer('GET', '/api/wallet', wallet)
  backend.answer('GET', '/api/qrcode/KBANK', noQr)
  await renderHomeIn('en', cookie)
  expect(screen.queryByRole('region', { name: 'In progress' })).toBeNull()
})

test("the bench's home sequence is what home asks the backend", async () => {
  answerHome()
  backend.answer('GET', '/api/wallet', wallet)
  await renderHomeIn('en', `${await memberCookie()}; remember-agreement=1`)
  // the member layout asks the info lookup; this test draws home alone
  const sequence = HOME_BACKEND_CALLS.flat()
    .map(({ method, path }) => `${method} ${path}`)
    .filter((call) => call !== 'GET /api/lookup/info')
  expect([...backend.calls()].sort()).toEqual(sequence.sort())
})
