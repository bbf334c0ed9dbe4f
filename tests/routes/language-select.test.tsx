// The language menu closes as a menu does, with JavaScript: a tap elsewhere and Escape. It
// must do so right after it opens, before the details element's toggle event (which the
// browser fires a task later) has come: a quick second tap once stayed open (issue 20).
import { createRemixStub } from '@remix-run/testing'
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, test } from 'vitest'

import { LanguageSelect } from '~/components/language-select'
import { TranslationsProvider } from '~/components/translations'
import { translationsFor } from '~/locales.server'

async function renderMenu() {
  const Page = createRemixStub([
    {
      id: 'root',
      path: '/',
      Component: () => (
        <main>
          <p>elsewhere</p>
          <LanguageSelect />
        </main>
      ),
    },
  ])
  render(
    <TranslationsProvider translations={translationsFor('th')}>
      <Page />
    </TranslationsProvider>,
  )
  const english = await screen.findByRole('button', { name: /English/, hidden: true })
  const menu = english.closest('details')!
  return { menu, summary: menu.querySelector('summary')!, english }
}

describe('the language menu', () => {
  test('closes on a tap elsewhere at once, with no toggle event in between', async () => {
    const { menu } = await renderMenu()
    menu.open = true
    fireEvent.pointerDown(screen.getByText('elsewhere'))
    expect(menu.open).toBe(false)
  })

  test('stays open on a tap inside it, so a language can be chosen', async () => {
    const { menu, english } = await renderMenu()
    menu.open = true
    fireEvent.pointerDown(english)
    expect(menu.open).toBe(true)
  })

  test('closes on Escape and gives the focus back to its button', async () => {
    const { menu, summary, english } = await renderMenu()
    menu.open = true
    english.focus()
    fireEvent.keyDown(english, { key: 'Escape' })
    expect(menu.open).toBe(false)
    expect(document.activeElement).toBe(summary)
  })

  test('lets Escape alone while it is closed', async () => {
    const { menu } = await renderMenu()
    const escape = fireEvent.keyDown(document.body, { key: 'Escape' })
    expect(escape, 'the key is not taken from what else listens for it').toBe(true)
    expect(menu.open).toBe(false)
  })
})
