// The route label of a path (server/route-patterns.js): the pattern of the deepest route Remix
// would match, for a bounded set of log and metric labels.
import { describe, expect, it } from 'vitest'

import { createRouteMatcher } from '../../server/route-patterns.js'

const routes = {
  root: { id: 'root', path: '' },
  'routes/_index': { id: 'routes/_index', parentId: 'root', index: true },
  'routes/_public': { id: 'routes/_public', parentId: 'root' },
  'routes/_public.login': { id: 'routes/_public.login', parentId: 'routes/_public', path: 'login' },
  'routes/user': { id: 'routes/user', parentId: 'root', path: 'user' },
  'routes/user.home': { id: 'routes/user.home', parentId: 'routes/user', path: 'home' },
  'routes/user.home.game.$code': {
    id: 'routes/user.home.game.$code',
    parentId: 'routes/user.home',
    path: 'game/:code',
  },
  'routes/$': { id: 'routes/$', parentId: 'root', path: '*' },
}

describe('createRouteMatcher', () => {
  const routeOf = createRouteMatcher(routes)

  it('gives the pattern, never the path', () => {
    expect(routeOf('/')).toBe('/')
    expect(routeOf('/login')).toBe('/login')
    expect(routeOf('/user/home/game/JOKER')).toBe('/user/home/game/:code')
  })

  it("labels a page's data request as the page", () => {
    expect(routeOf('/user/home.data')).toBe('/user/home')
    expect(routeOf('/_root.data')).toBe('/')
  })

  it('sends every unknown path to the catch-all, one label however many paths', () => {
    expect(routeOf('/wp-admin/setup.php')).toBe('/*')
    expect(routeOf('/user/nothing/here')).toBe('/*')
  })

  it('answers the same after thousands of made-up paths have passed through', () => {
    for (let i = 0; i < 5_000; i++) expect(routeOf(`/made-up/${i}`)).toBe('/*')
    expect(routeOf('/user/home/game/PG')).toBe('/user/home/game/:code')
    expect(routeOf('/made-up/1')).toBe('/*')
  })

  it('answers null where no route matches at all', () => {
    expect(createRouteMatcher({ root: { id: 'root', path: '' } })('/anything')).toBeNull()
  })
})
