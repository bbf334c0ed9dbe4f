// The bonus screen against a SPEC-shaped backend: the cards (named by their code, as SPEC gives
// a bonus no name) in their three states, the active bonus with its cancel link instead of the
// promotion search, and the search's own rules: a code is required (nothing sent), it is
// looked up in upper case, and the dialog says it is searching while the lookup runs.
import { fireEvent, screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'

import * as promotion from '~/routes/user.bonus.promotion'
import * as bonusScreen from '~/routes/user.bonus/route'

import { memberCookie, renderRoute } from '../support/render-route'
import {
  answerActiveBonus,
  bonus,
  bonuses,
  noActiveBonus,
  promotion as found,
} from '../support/spec-answers-rewards'
import { specBackend } from '../support/spec-backend'

const backend = specBackend()

/** The promotion dialog, its lookup held until `release` (a slow backend). */
function slowPromotion() {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  const loader: typeof promotion.loader = async (args) => {
    await held
    return promotion.loader(args)
  }
  return { module: { ...promotion, loader }, release }
}

async function openBonusScreen(
  language: 'en' | 'th' = 'en',
  promotionDialog: { module: typeof promotion } = { module: promotion },
) {
  renderRoute({
    routes: [
      { path: '/user/bonus', module: bonusScreen },
      { path: '/user/bonus/promotion', module: promotionDialog.module },
    ],
    url: '/user/bonus',
    cookie: await memberCookie(),
    language,
  })
  await screen.findByRole('heading', { level: 1 })
}

const card = (name: string) =>
  screen.getAllByRole('listitem').find((item) => item.textContent?.includes(name))!

test('each card shows its type and how often it was received; a fully received one cannot be opened', async () => {
  backend.answer('GET', '/api/bonus/check/active', noActiveBonus)
  backend.answer('GET', '/api/bonus', bonuses())
  await openBonusScreen()
  expect(screen.getByRole('heading', { level: 1, name: 'Bonus' })).toBeTruthy()
  const cards = within(screen.getByRole('region', { name: 'All bonuses' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent)
  expect(cards).toEqual([
    'LimitedWELCOME100Received 0/1',
    'DailyDAILY20Today: 0/2 received',
    'WeeklyFully receivedWEEKLY50This week: 1/1 received',
  ])
  expect(within(card('WELCOME100')).getByRole('link').getAttribute('href')).toBe(
    '/user/bonus/WELCOME100',
  )
  expect(within(card('WEEKLY50')).queryByRole('link')).toBeNull()
  expect(card('WEEKLY50').querySelector('[aria-disabled="true"]')).not.toBeNull()
  // the card's picture is the first banner's
  expect(card('WELCOME100').querySelector('img')?.getAttribute('src')).toBe(
    '/banners/WELCOME100.png?lang=en',
  )
  // no active bonus: the promotion search instead
  expect(screen.getByRole('form', { name: 'Redeem a code' })).toBeTruthy()
  expect(screen.queryByRole('region', { name: 'Your active bonus' })).toBeNull()
})

test('the active bonus is named with its type, the rule that ends it and a cancel link, in Thai; the search stays, locked', async () => {
  answerActiveBonus(backend, 'limit')
  backend.answer('GET', '/api/bonus', [
    bonus('WELCOME100', 'limit', { received: [new Date()], isActive: true }),
    bonus('WEEKLY50', 'week', { received: [new Date()] }),
  ])
  await openBonusScreen('th')
  const active = screen.getByRole('region', { name: 'โบนัสที่ใช้งานอยู่' })
  expect(within(active).getByText('WELCOME100')).toBeTruthy()
  expect(within(active).getByText('ประเภท: จำกัดสิทธิ์')).toBeTruthy()
  // SPEC shows no answer of the minimum check: the threshold in words, the money in numbers,
  // and no verdict (the backend decides when the cancel is pressed)
  expect(
    within(active).getByText(
      'จบโบนัสได้เมื่อยอดเงินในกระเป๋าและในเกมรวมกันต่ำกว่าเกณฑ์ที่กำหนด ขณะนี้คุณมี 1,750.75 บาท',
    ),
  ).toBeTruthy()
  expect(within(active).getByRole('link', { name: 'ยกเลิกโบนัส' }).getAttribute('href')).toBe(
    '/user/bonus/cancel',
  )
  expect(card('WELCOME100').textContent).toContain('ใช้งานอยู่')
  // the active card still opens (its dialog only confirms)
  expect(within(card('WELCOME100')).getByRole('link')).toBeTruthy()
  expect(card('WEEKLY50').textContent).toContain('รับครบแล้ว')
  // the code box stays in view, locked, with the reason
  const search = screen.getByRole('form', { name: 'กรอกโค้ดรับโปรโมชั่น' })
  expect(within(search).getByLabelText('โค้ดโปรโมชั่น')).toHaveProperty('disabled', true)
  expect(within(search).getByRole('button', { name: 'ค้นหา' })).toHaveProperty('disabled', true)
  expect(search.textContent).toContain('ใช้โค้ดไม่ได้ระหว่างที่มีโบนัสใช้งานอยู่ กรุณาจบโบนัสก่อน')
})

test('bonuses that cannot be read say so; a failed active check still offers the search', async () => {
  backend.refuse('GET', '/api/bonus/check/active', 500, 'INTERNAL_SERVER_ERROR')
  backend.refuse('GET', '/api/bonus', 500, 'INTERNAL_SERVER_ERROR')
  await openBonusScreen()
  expect(screen.getByText('Bonuses cannot be loaded right now.')).toBeTruthy()
  expect(screen.getByLabelText('Promotion code')).toBeTruthy()
})

test('no bonuses at all: the list says there are none', async () => {
  backend.answer('GET', '/api/bonus/check/active', noActiveBonus)
  backend.answer('GET', '/api/bonus', [])
  await openBonusScreen()
  expect(screen.getByText('There are no bonuses right now.')).toBeTruthy()
})

test('an empty promotion code is held back in the page, in Thai: nothing is looked up', async () => {
  backend.answer('GET', '/api/bonus/check/active', noActiveBonus)
  backend.answer('GET', '/api/bonus', bonuses())
  await openBonusScreen('th')
  const input = screen.getByLabelText('โค้ดโปรโมชั่น')
  expect(input.hasAttribute('required')).toBe(true)
  fireEvent.submit(input.closest('form')!)
  expect(await screen.findByText('กรุณากรอกโค้ดโปรโมชั่น')).toBeTruthy()
  expect(screen.queryByRole('dialog')).toBeNull()
  expect(backend.calls()).toEqual(['GET /api/bonus/check/active', 'GET /api/bonus'])
})

test('a code typed in lower case becomes upper case, and the dialog says it searches until found', async () => {
  backend.answer('GET', '/api/bonus/check/active', noActiveBonus)
  backend.answer('GET', '/api/bonus', bonuses())
  backend.answer('GET', '/api/promotion/find/NEWYEAR50', found)
  const lookup = slowPromotion()
  await openBonusScreen('en', lookup)
  const input = screen.getByLabelText<HTMLInputElement>('Promotion code')
  fireEvent.input(input, { target: { value: 'newyear50' } })
  expect(input.value).toBe('NEWYEAR50')
  fireEvent.click(screen.getByRole('button', { name: 'Search' }))
  // the lookup has not answered yet: the dialog is open and searching
  const searching = await screen.findByRole('dialog', { name: 'Promotion' })
  expect(within(searching).getByRole('status').textContent).toBe('Searching for the promotion…')
  expect(within(searching).queryByRole('button', { name: 'Receive promotion' })).toBeNull()
  lookup.release()
  expect(await screen.findByRole('button', { name: 'Receive promotion' })).toBeTruthy()
  expect(
    within(screen.getByRole('dialog', { name: 'Promotion' })).getByText('NEWYEAR50'),
  ).toBeTruthy()
  expect(backend.calls()).toContain('GET /api/promotion/find/NEWYEAR50')
})
