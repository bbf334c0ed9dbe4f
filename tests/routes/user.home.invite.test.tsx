// The invite dialog against a SPEC-shaped backend: the operator's banners first when there are
// any, then the member's invite link (/register?code=PR{_id}) with copy, and the invite records
// (from.name, amount, createdAt) 10 a page, paging on while pages come back full (SPEC §3 gives
// the list no total).
import { fireEvent, screen, within } from '@testing-library/react'
import { expect, test, vi } from 'vitest'

import * as invite from '~/routes/user.home.invite'

import { memberCookie, renderRoute } from '../support/render-route'
import { profile } from '../support/spec-answers'
import { invite as record } from '../support/spec-answers-rewards'
import { specBackend } from '../support/spec-backend'

const backend = specBackend()

async function openInvite(url = '/user/home/invite', language: 'en' | 'th' = 'en') {
  renderRoute({
    routes: [{ path: '/user/home/invite', module: invite }],
    url,
    cookie: await memberCookie(),
    language,
  })
  return screen.findByRole('dialog')
}

const records = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll('.record')].map((item) => item.textContent)

test('the operator’s banners come first; continuing shows the link and the records', async () => {
  backend.answer('GET', '/api/invite/banners', [{ image: '/banners/invite.png', html: '' }])
  backend.answer('GET', '/api/account/profile', profile)
  backend.answer('POST', '/api/invite', {
    invites: [record('เพื่อน ชวนมา', 20, '2026-01-10T05:00:00.000Z')],
  })
  const banners = await openInvite('/user/home/invite', 'th')
  expect(within(banners).getByRole('region', { name: 'โปรโมชันแนะนำเพื่อน' })).toBeTruthy()
  fireEvent.click(within(banners).getByRole('link', { name: 'ดูรายการแนะนำเพื่อน' }))
  const dialog = await screen.findByRole('dialog', { name: 'แนะนำเพื่อน' })
  await within(dialog).findByText('เพื่อนที่คุณแนะนำ')
  expect(records(dialog)).toEqual(['เพื่อน ชวนมา10 ม.ค. 69 · 12:00+20.00'])
  expect(backend.calls()).toEqual([
    'GET /api/invite/banners',
    'GET /api/account/profile',
    'POST /api/invite',
  ])
})

test('no banners: the link to share and, with no friends yet, an invitation to start', async () => {
  backend.answer('GET', '/api/invite/banners', [])
  backend.answer('GET', '/api/account/profile', profile)
  backend.answer('POST', '/api/invite', { invites: [] })
  const dialog = await openInvite()
  expect(screen.getByRole('dialog', { name: 'Invite friends' })).toBe(dialog)
  expect(within(dialog).getByText('No invites yet. Share your link to start earning.')).toBeTruthy()
  // SPEC §2: {origin}/register?code=PR{memberId}
  expect(dialog.querySelector('.copy-box')!.textContent).toBe(
    'http://localhost/register?code=PRmember-1',
  )
})

test('copy puts the link on the clipboard and says so; a refused copy says that', async () => {
  backend.answer('GET', '/api/invite/banners', [])
  backend.answer('GET', '/api/account/profile', profile)
  backend.answer('POST', '/api/invite', { invites: [] })
  const writeText = vi.fn(async () => {})
  vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } })
  const dialog = await openInvite('/user/home/invite', 'th')
  const link = dialog.querySelector('.copy-box')!.textContent!
  fireEvent.click(within(dialog).getByRole('button', { name: 'คัดลอก' }))
  expect((await within(dialog).findByRole('status')).textContent).toBe(`คัดลอกแล้ว: ${link}`)
  expect(writeText).toHaveBeenCalledWith(link)
  writeText.mockRejectedValueOnce(new Error('denied'))
  fireEvent.click(within(dialog).getByRole('button', { name: 'คัดลอก' }))
  expect((await within(dialog).findByRole('alert')).textContent).toBe('คัดลอกไม่สำเร็จ')
})

test('ten records: the list pages on to older ones, which page back', async () => {
  const ten = Array.from({ length: 10 }, (_, i) =>
    record(`Friend ${i + 1}`, 10, `2026-01-${String(20 - i).padStart(2, '0')}T05:00:00.000Z`),
  )
  backend.answer('GET', '/api/account/profile', profile)
  backend.answer('POST', '/api/invite', { invites: ten })
  const dialog = await openInvite('/user/home/invite?list=1')
  await within(dialog).findByText('Friend 1')
  expect(records(dialog)).toHaveLength(10)
  const pager = within(dialog).getByRole('navigation', { name: 'Invite pages' })
  // no banners asked for once the list is
  expect(backend.calls()).not.toContain('GET /api/invite/banners')
  backend.answer('POST', '/api/invite', {
    invites: [record('Friend 11', 5, '2026-01-01T05:00:00.000Z')],
  })
  fireEvent.click(within(pager).getByRole('link', { name: 'Older' }))
  await within(dialog).findByText('Friend 11')
  const second = within(screen.getByRole('dialog')).getByRole('navigation', {
    name: 'Invite pages',
  })
  expect(second.textContent).toContain('Page 2')
  expect(within(second).getByRole('link', { name: 'Newer' })).toBeTruthy()
  expect(within(second).queryByRole('link', { name: 'Older' })).toBeNull()
})

test('records that cannot be read say so; the link is still there', async () => {
  backend.answer('GET', '/api/account/profile', profile)
  backend.refuse('POST', '/api/invite', 500, 'INTERNAL_SERVER_ERROR')
  const dialog = await openInvite('/user/home/invite?list=1')
  expect(within(dialog).getByText('Your invites cannot be loaded right now.')).toBeTruthy()
  expect(dialog.querySelector('.copy-box')?.textContent).toMatch(/\/register\?code=PRmember-1$/)
})
