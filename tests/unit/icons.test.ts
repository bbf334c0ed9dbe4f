import { readFileSync } from 'node:fs'
import path from 'node:path'

import { expect, test } from 'vitest'

import { ICON_NAMES } from '~/components/icon'
import { LANGUAGES } from '~/i18n'

const sprite = readFileSync(path.resolve('app/components/icons.svg'), 'utf8')
const symbols = [...sprite.matchAll(/<symbol id="([\w-]+)"/g)].map((match) => match[1])

test('the sprite draws every icon and every language flag, and nothing else', () => {
  const wanted = [...ICON_NAMES, ...LANGUAGES.map((language) => `flag-${language}`)]
  expect([...symbols].sort()).toEqual([...wanted].sort())
})
