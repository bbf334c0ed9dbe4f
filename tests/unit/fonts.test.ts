import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, test } from 'vitest'

import { LANGUAGES } from '~/i18n'
import { FIRST_SCREEN_FONTS } from '~/utils/fonts'

const css = readFileSync(path.resolve('app/styles/app.css'), 'utf8')
const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((match) => match[1]!)

describe('preloaded fonts', () => {
  test.each(LANGUAGES)('%s: each file exists and is a swap face of the CSS', (language) => {
    for (const href of FIRST_SCREEN_FONTS[language]) {
      expect(existsSync(path.resolve('public', `.${href}`)), href).toBe(true)
      const face = faces.find((body) => body.includes(`url('${href}')`))
      expect(face, href).toMatch(/font-display:\s*swap/)
    }
  })
})
