// The route modules of app/routes, as Remix's flat routes find them: a file there, or the
// route.tsx (or route.ts) of a folder; dot files and tests are left out, as Remix leaves them.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

export const ROUTES_DIR = path.resolve('app/routes')

/** A route module: its Remix id (`user.bonus.$code`, a folder's name) and its file. */
export type RouteModule = { id: string; file: string }

export function routeModules(): RouteModule[] {
  return readdirSync(ROUTES_DIR)
    .sort()
    .filter((entry) => !entry.startsWith('.') && !/\.test\.tsx?$/.test(entry))
    .flatMap((entry) => {
      const full = path.join(ROUTES_DIR, entry)
      if (statSync(full).isDirectory()) {
        const file = ['route.tsx', 'route.ts'].map((f) => path.join(full, f)).find(existsSync)
        return file ? [{ id: entry, file }] : []
      }
      return /\.tsx?$/.test(entry) ? [{ id: entry.replace(/\.tsx?$/, ''), file: full }] : []
    })
}

/** Whether the module draws a page (a default export); resource routes do not. */
export function isScreen({ file }: RouteModule): boolean {
  return /^export default /m.test(readFileSync(file, 'utf8'))
}

/** The entries of app/routes that draw no screen of their own, each with the reason. */
export const NOT_SCREENS = [
  '_index.tsx', // redirects to /login or /user/home
  'user._index.tsx', // redirects to /user/home
  'chat.ts', // the chat's form posts and uploads
  'chat_.events.ts', // the chat's event stream
  'locales.$language.$namespace.ts', // a screen's texts, as JSON
  'logout.tsx', // a form post
  'set-language.tsx', // a form post
  'notice.tsx', // the notice's dismiss post
  'user.home.deposit.qr-state.ts', // what became of a shown QR, asked by the deposit dialog
  'brand.$picture.ts', // the brand's logo, favicon and icons
  'manifest[.]webmanifest.ts', // the brand's web manifest
  '_public', // the public layout: around every public screen
  'user', // the member layout: around every member screen
]
