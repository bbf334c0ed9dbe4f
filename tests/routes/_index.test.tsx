// The site's root address leads into the member area (SPEC §2: / redirects to /user), and the
// member area's own index on to home.
import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'

import * as index from '~/routes/_index'
import * as memberIndex from '~/routes/user._index'

import { memberCookie, renderRoute } from '../support/render-route'
import { specBackend } from '../support/spec-backend'

const backend = specBackend()

test('/ leads a member through /user to home, asking the backend nothing', async () => {
  renderRoute({
    routes: [
      { path: '/', module: { ...index, default: () => <h1>the root page</h1> } },
      { path: '/user', module: { ...memberIndex, default: () => <h1>the member index</h1> } },
      { path: '/user/home', module: { default: () => <h1>home page</h1> } },
    ],
    url: '/',
    cookie: await memberCookie(),
  })
  expect(await screen.findByRole('heading', { name: 'home page' })).toBeTruthy()
  expect(backend.calls()).toEqual([])
})
