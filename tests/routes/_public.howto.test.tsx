// The how-to page (SPEC §2 /howto): five tutorial videos, each opening in a dialog with its
// player; the dialog is an address, so it closes back to the list.
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { expect, test } from 'vitest'

import * as howto from '~/routes/_public.howto'

import { renderRoute } from '../support/render-route'

const open = (url = '/howto', language: 'en' | 'th' = 'en') =>
  renderRoute({ routes: [{ path: '/howto', module: howto }], url, language })

test('five tutorials, in order, each a link that opens it', async () => {
  open()
  expect(await screen.findByRole('heading', { name: 'How to use', level: 1 })).toBeTruthy()
  const links = within(screen.getByRole('list')).getAllByRole('link')
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Video 1Using your wallet', '/howto?video=wallet'],
    ['Video 2How to enter a game', '/howto?video=enterGame'],
    ['Video 3Checking your balance', '/howto?video=checkBalance'],
    ['Video 4Receiving a bonus', '/howto?video=receiveBonus'],
    ['Video 5Ending a bonus', '/howto?video=endBonus'],
  ])
  expect(screen.queryByRole('dialog')).toBeNull()
})

test('a tutorial plays in a dialog, which closes back to the list', async () => {
  open('/howto', 'th')
  fireEvent.click(await screen.findByRole('link', { name: /วิธีเช็คยอดเงิน/ }))
  const dialog = await screen.findByRole('dialog', { name: 'วิธีเช็คยอดเงิน' })
  const video = dialog.querySelector('video')!
  expect(video.hasAttribute('controls')).toBe(true)
  expect(video.querySelector('source')?.getAttribute('src')).toBe('/howto/checkBalance.mp4')
  fireEvent.click(within(dialog).getByRole('link', { name: 'ปิด' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  expect(screen.getByRole('heading', { name: 'วิธีใช้งาน' })).toBeTruthy()
})

test('an address naming no tutorial opens none', async () => {
  open('/howto?video=../../secret')
  await screen.findByRole('heading', { name: 'How to use' })
  expect(screen.queryByRole('dialog')).toBeNull()
})
