// The control panel's pure parts: its two dictionaries, the composer's line formats, the HTML
// template's escaping, cookies and sign-in tokens.
import { describe, expect, it } from 'vitest'

import {
  hasPanelCookie,
  isPanelToken,
  panelToken,
  parseCookies,
} from '../../mock-server/panel/auth'
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
} from '../../mock-server/panel/compose'
import { html, raw, safeUrl } from '../../mock-server/panel/html'
import { PANEL_DICTIONARIES, translate } from '../../mock-server/panel/i18n'

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

describe('panel dictionaries', () => {
  it('Thai and English have the same keys and the same {values}, none empty', () => {
    const { th, en } = PANEL_DICTIONARIES
    expect(Object.keys(en).sort()).toEqual(Object.keys(th).sort())
    for (const key of Object.keys(th) as (keyof typeof th)[]) {
      expect(placeholders(en[key]), key).toEqual(placeholders(th[key]))
      expect(th[key].trim(), key).not.toBe('')
      expect(en[key].trim(), key).not.toBe('')
    }
  })

  it('puts values in', () => {
    expect(translate('en', 'errorLine', { line: 2 })).toBe('Line 2: not in the form shown')
    expect(translate('th', 'guest', { id: 'abc123' })).toBe('ผู้เยี่ยมชม abc123')
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

describe('html', () => {
  it('escapes what is put in, but not html fragments or raw()', () => {
    const text = `<script>alert("x")</script>&'`
    expect(html`<p title="${text}">${text}</p>`.value).toBe(
      '<p title="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;">' +
        '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;</p>',
    )
    const item = html`<li>b</li>`
    // prettier-ignore
    expect(html`<ul>${['<a>', item]}</ul>`.value).toBe('<ul>&lt;a&gt;<li>b</li></ul>')
    expect(html`${raw('<hr>')}`.value).toBe('<hr>')
    expect(html`${null}${undefined}${false}${true}${0}`.value).toBe('0')
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

  it('reads cookies', () => {
    const cookies = parseCookies('a=1; mock-panel="x%20y"; a=2; broken; b=%E0')
    expect([...cookies]).toEqual([
      ['a', '1'],
      ['mock-panel', 'x y'],
    ])
    expect(parseCookies(undefined).size).toBe(0)
  })

  it('accepts its own unexpired tokens only', () => {
    const token = panelToken(config, 2_000_000)
    expect(isPanelToken(config, token)).toBe(true)
    expect(hasPanelCookie(config, `other=1; mock-panel=${token}`)).toBe(true)
    expect(isPanelToken(config, panelToken(config, 1_000_000))).toBe(false)
    expect(isPanelToken({ ...config, fileUrlSecret: 'other' }, token)).toBe(false)
    expect(isPanelToken(config, token.replace(/^2/, '3'))).toBe(false)
    expect(isPanelToken(config, `${'9'.repeat(15)}.${'0'.repeat(64)}`)).toBe(false)
    expect(isPanelToken(config, undefined)).toBe(false)
  })
})
