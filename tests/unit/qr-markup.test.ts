import QRCode from 'qrcode'
import { describe, expect, it } from 'vitest'

import { sanitizeQrMarkup } from '~/routes/user.home.deposit/deposit.server'

describe('the QR markup from the backend', () => {
  it('keeps a generated SVG QR as it draws', async () => {
    const svg = await QRCode.toString('00020101021129370016A000000677010111', { type: 'svg' })
    const clean = sanitizeQrMarkup(svg)
    expect(clean).toContain('viewBox=')
    expect(clean.match(/<path/g)?.length).toBe(svg.match(/<path/g)?.length)
    expect(clean).toContain(svg.match(/ d="([^"]+)"/g)?.at(-1))
  })

  it('keeps an image QR with a data address', () => {
    const img = '<img src="data:image/png;base64,iVBORw0KGgo=" alt="QR">'
    expect(sanitizeQrMarkup(img)).toMatch(
      /^<img src="data:image\/png;base64,iVBORw0KGgo=" alt="QR" ?\/?>$/,
    )
  })

  it('drops scripts, handlers and javascript addresses', () => {
    const hostile =
      '<svg onload="alert(1)"><script>alert(2)</script><path d="M0 0" onclick="x()"/></svg>' +
      '<img src="javascript:alert(3)"><a href="https://evil.example">x</a>'
    const clean = sanitizeQrMarkup(hostile)
    expect(clean).not.toMatch(/alert|onload|onclick|script|javascript|evil/)
    expect(clean).toContain('<path d="M0 0"')
  })
})
