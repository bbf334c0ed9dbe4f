// The control panel's pure parts: its translator, the composer's line formats, escaping in
// its React pages, and the signed sign-in cookie. (That th and en have the same keys and
// values is the locale test's.)
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import * as z from 'zod'

import { hasPanelCookie, panelCookieSecret } from '../../panel/auth'
import { MessageContent, safeUrl } from '../../panel/chat-view'
import {
  buttonOf,
  checkChatFile,
  composeButtons,
  composeCards,
  composeQuickReplies,
  composeText,
  parseButtonLines,
  parseCardLines,
  parseQuickReplyLines,
  splitLines,
} from '../../panel/compose'
import { choiceField, parseForm, wholeNumberField } from '../../panel/forms'
import { translator } from '../../panel/i18n'
import { signedCookieValue } from '../support/panel'

describe('panel translator', () => {
  it('puts values in, and picks the plural form by count', () => {
    expect(translator('en')('errorLine', { line: 2 })).toBe('Line 2: not in the form shown')
    expect(translator('th')('guest', { id: 'abc123' })).toBe('ผู้เยี่ยมชม abc123')
    expect(translator('en')('previewCards', { count: 1 })).toBe('[1 card]')
    expect(translator('en')('previewCards', { count: 3 })).toBe('[3 cards]')
    expect(translator('th')('previewCards', { count: 1 })).toBe('[การ์ด 1 ใบ]')
  })
})

describe('composer lines', () => {
  it('a target makes a web, call or postback button', () => {
    expect(buttonOf('Site', 'https://example.com/a?b=1')).toEqual({
      type: 'web',
      title: 'Site',
      payload: 'https://example.com/a?b=1',
    })
    expect(buttonOf('Call', 'tel:+66 81-234-5678')).toEqual({
      type: 'call',
      title: 'Call',
      payload: '+66812345678',
    })
    expect(buttonOf('Call', '0812345678')).toMatchObject({ type: 'call', payload: '0812345678' })
    expect(buttonOf('More', 'MORE_INFO')).toEqual({
      type: 'postback',
      title: 'More',
      payload: 'MORE_INFO',
    })
    expect(buttonOf('Bad', 'http://')).toBeNull()
    expect(buttonOf('Bad', 'tel:abc')).toBeNull()
  })

  it('numbers lines as typed, skipping blank ones, and splits them at |', () => {
    expect(splitLines('\n a | b \n\n c\n', 5)).toEqual({
      ok: true,
      value: [
        { line: 2, parts: ['a', 'b'] },
        { line: 4, parts: ['c'] },
      ],
    })
    expect(splitLines(' \n ', 5)).toEqual({ ok: false, error: { key: 'errorNoLines' } })
    expect(splitLines('a\nb\nc\nd', 3)).toEqual({
      ok: false,
      error: { key: 'errorTooManyLines', values: { max: 3 } },
    })
  })

  it('buttons: up to 3 lines of "Title | target"', () => {
    expect(parseButtonLines('Site | https://example.com\nCall | 021234567\nMore | MORE')).toEqual({
      ok: true,
      value: [
        { type: 'web', title: 'Site', payload: 'https://example.com' },
        { type: 'call', title: 'Call', payload: '021234567' },
        { type: 'postback', title: 'More', payload: 'MORE' },
      ],
    })
    const error = (text: string) => {
      const result = parseButtonLines(text)
      return result.ok ? null : result.error
    }
    expect(error('a | b\nno target')).toEqual({ key: 'errorLine', values: { line: 2 } })
    expect(error(' | b')).toEqual({ key: 'errorLine', values: { line: 1 } })
    expect(error('a | b | c')).toEqual({ key: 'errorLine', values: { line: 1 } })
    expect(error('a |')).toEqual({ key: 'errorLineUrl', values: { line: 1 } })
    expect(error('Go | https://')).toEqual({ key: 'errorLineUrl', values: { line: 1 } })
    expect(error(`${'x'.repeat(81)} | y`)).toEqual({ key: 'errorLineLong', values: { line: 1 } })
    expect(error('a|1\nb|2\nc|3\nd|4')).toEqual({ key: 'errorTooManyLines', values: { max: 3 } })
  })

  it('quick replies: "Title | payload", the title when there is no payload', () => {
    expect(parseQuickReplyLines('Yes | YES\nNo')).toEqual({
      ok: true,
      value: [
        { title: 'Yes', payload: 'YES' },
        { title: 'No', payload: 'No' },
      ],
    })
    expect(parseQuickReplyLines('a | b | c').ok).toBe(false)
  })

  it('cards: the image and the button are optional; a card without an image gets a banner', () => {
    const banners = ['/b1.svg', '/b2.svg']
    const result = parseCardLines(
      'A | sub A | | Go | https://example.com/a\nB\nC | | https://img.test/c.png',
      banners,
    )
    expect(result).toEqual({
      ok: true,
      value: [
        {
          image_url: '/b1.svg',
          title: 'A',
          subtitle: 'sub A',
          buttons: [{ type: 'web', title: 'Go', payload: 'https://example.com/a' }],
        },
        { image_url: '/b2.svg', title: 'B', subtitle: '', buttons: [] },
        { image_url: 'https://img.test/c.png', title: 'C', subtitle: '', buttons: [] },
      ],
    })
    for (const bad of ['A | s | not-a-url', 'A | s | | Go', 'A | s | | | https://x.test']) {
      expect(parseCardLines(bad, banners)).toEqual({
        ok: false,
        error: { key: 'errorLineUrl', values: { line: 1 } },
      })
    }
  })

  it('makes message bodies, or the error', () => {
    expect(composeText({ text: '  hi  ' })).toEqual({
      ok: true,
      value: { message_type: 'text', payload: { text: 'hi' } },
    })
    expect(composeText({ text: ' ' })).toEqual({ ok: false, error: { key: 'errorText' } })
    expect(composeText({ text: 'x'.repeat(2001) }).ok).toBe(false)
    expect(composeButtons({ text: '', lines: 'a | b' })).toEqual({
      ok: false,
      error: { key: 'errorText' },
    })
    expect(composeQuickReplies({ text: 'Pick', lines: 'A' })).toEqual({
      ok: true,
      value: {
        message_type: 'quick_replies',
        payload: { text: 'Pick', quick_replies: [{ title: 'A', payload: 'A' }] },
      },
    })
    expect(composeCards({}, ['/b.svg'])).toEqual({ ok: false, error: { key: 'errorNoLines' } })
  })

  it('checks a file by its bytes', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2])
    expect(checkChatFile(png)).toEqual({ ok: true, value: { type: 'image/png', kind: 'image' } })
    expect(checkChatFile(undefined)).toEqual({ ok: false, error: { key: 'errorFileMissing' } })
    expect(checkChatFile(new TextEncoder().encode('<svg/>'))).toEqual({
      ok: false,
      error: { key: 'errorFileType' },
    })
    const big = new Uint8Array(10 * 1024 * 1024 + 1)
    big.set(png)
    expect(checkChatFile(big)).toEqual({
      ok: false,
      error: { key: 'errorFileTooLarge', values: { mb: 10 } },
    })
  })
})

describe('the pages', () => {
  it('escape what a customer wrote, in text and in attributes', () => {
    const text = `<script>alert("x")</script>&'`
    const page = renderToStaticMarkup(
      <MessageContent
        t={translator('en')}
        message={{
          message_type: 'buttons',
          payload: { text, buttons: [{ type: 'postback', title: text, payload: text }] },
        }}
      />,
    )
    expect(page).not.toContain('<script>')
    expect(page).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#x27;')
    expect(page).toContain('title="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#x27;"')
  })

  it('lets only http(s) addresses and own paths into href and src', () => {
    expect(safeUrl('https://example.com/x')).toBe('https://example.com/x')
    expect(safeUrl('/banners/promo.svg')).toBe('/banners/promo.svg')
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', '//evil.test/x', 'nope']) {
      expect(safeUrl(bad)).toBeNull()
    }
  })
})

describe('panel sign-in', () => {
  const config = { fileUrlSecret: 'secret', now: () => 1_000_000 }
  const cookieOf = (key: string, expires: string) =>
    `other=1; mock-panel=${encodeURIComponent(signedCookieValue(key, expires))}`

  it('accepts its own signed, unexpired cookie only', () => {
    const secret = panelCookieSecret(config)
    expect(hasPanelCookie(config, cookieOf(secret, '2000000'))).toBe(true)
    expect(hasPanelCookie(config, cookieOf(secret, '1000000'))).toBe(false)
    expect(hasPanelCookie({ ...config, fileUrlSecret: 'other' }, cookieOf(secret, '2000000'))).toBe(
      false,
    )
    const tampered = cookieOf(secret, '2000000').replace('s%3A2', 's%3A3')
    expect(hasPanelCookie(config, tampered)).toBe(false)
    expect(hasPanelCookie(config, cookieOf(secret, 'forever'))).toBe(false)
    expect(hasPanelCookie(config, 'mock-panel=2000000')).toBe(false)
    expect(hasPanelCookie(config, undefined)).toBe(false)
  })
})

describe('panel forms', () => {
  const t = translator('en')
  const coins = z.object({ coins: wholeNumberField('errorCoins') })

  it('reads a form with its schema: numbers from digits, trimmed', () => {
    expect(parseForm({ coins: ' 12 ', other: 'x' }, coins, t, 'coins')).toEqual({
      fields: { coins: ' 12 ' },
      value: { coins: 12 },
    })
  })

  it('refuses an empty, signed or decimal number with the schema message, at its field', () => {
    for (const typed of ['', '-1', '1.5', 'abc']) {
      const parsed = parseForm({ coins: typed }, coins, t, 'coins')
      expect(parsed, typed).toMatchObject({
        refused: { form: 'coins', field: 'coins', message: t('errorCoins'), status: 422 },
      })
    }
  })

  it('takes only the listed choices', () => {
    const schema = z.object({ status: choiceField(['SUCCESS', 'FAILED'], 'errorForm') })
    expect(parseForm({ status: 'FAILED' }, schema, t)).toMatchObject({
      value: { status: 'FAILED' },
    })
    expect(parseForm({ status: 'PAID' }, schema, t)).toMatchObject({
      refused: { message: t('errorForm') },
    })
  })
})
