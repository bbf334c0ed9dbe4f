// The member area's address, /user, is home (SPEC §2: /user redirects to /user/home); the
// login page sends a player there when no other page was asked for.
import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'

import * as memberIndex from '~/routes/user._index'

import { memberCookie, renderRoute } from '../support/render-route'

test('/user leads to home', async () => {
  renderRoute({
    routes: [
      { path: '/user', module: { ...memberIndex, default: () => <h1>the member index</h1> } },
      { path: '/user/home', module: { default: () => <h1>home page</h1> } },
    ],
    url: '/user',
    cookie: await memberCookie(),
  })
  expect(await screen.findByRole('heading', { name: 'home page' })).toBeTruthy()
  expect(screen.queryByRole('heading', { name: 'the member index' })).toBeNull()
})
