// The route pattern a path belongs to (/user/home/game/:code), for request logs, metrics and
// traces: a label with a bounded set of values, never the path itself.
import { matchRoutes } from '@remix-run/router'

/**
 * @typedef {{ id: string, parentId?: string, path?: string, index?: boolean }} BuildRoute
 * @typedef {{ id: string, path?: string, index?: boolean, children: RouteNode[] }} RouteNode
 */

/**
 * A function from a path to the pattern of the deepest route Remix would match, or null when
 * no route does.
 * @param {Record<string, BuildRoute>} routes the build's `routes`
 * @returns {(pathname: string) => string | null}
 */
export function createRouteMatcher(routes) {
  /** @type {Map<string, RouteNode>} */
  const nodes = new Map()
  for (const route of Object.values(routes)) {
    nodes.set(route.id, { id: route.id, path: route.path, index: route.index, children: [] })
  }
  /** @type {RouteNode[]} */
  const roots = []
  for (const route of Object.values(routes)) {
    const node = /** @type {RouteNode} */ (nodes.get(route.id))
    const parent = route.parentId ? nodes.get(route.parentId) : undefined
    if (parent) parent.children.push(node)
    else roots.push(node)
  }
  /** @param {string} pathname */
  const patternOf = (pathname) => {
    // a client navigation asks for the page's data at the same path, ending in .data
    const path = pathname.replace(/\.data$/, '').replace(/^\/_root$/, '/')
    const matches = matchRoutes(/** @type {any} */ (roots), path)
    if (!matches) return null
    const pattern = matches
      .map((match) => match.route.path)
      .filter(Boolean)
      .join('/')
    return `/${pattern}`.replace(/\/+/g, '/')
  }
  // matchRoutes ranks every route at each call (about 0.1 ms here); most requests ask for a few
  // paths, kept here, at most MEMO_MAX of them, so that endless made-up paths cost no memory
  /** @type {Map<string, string | null>} */
  const memo = new Map()
  return (pathname) => {
    let pattern = memo.get(pathname)
    if (pattern === undefined) {
      pattern = patternOf(pathname)
      if (memo.size >= MEMO_MAX) memo.delete(/** @type {string} */ (memo.keys().next().value))
      memo.set(pathname, pattern)
    }
    return pattern
  }
}

/** Paths whose pattern is kept: the app's own paths many times over. */
const MEMO_MAX = 2_000
