// GET /demo-game/:code: the page a game launch opens, standing in for the provider's game. It
// is HTML, not JSON: the provider's name as the main heading, the member, the game account and
// its balance. The account comes from a one-time auto-login ticket (?ticket=) or from the
// account's login (?username=&password=, the launchers that open from the account data).
import { type GameAccount, type GameProvider, type Member } from '@prisma/client'
import { type Request, type Response, Router } from 'express'

import { type MockContext } from '../context'
import { normalizeCode } from '../games'
import { route } from '../http'
import { fromMinor } from '../money'
import { safeEqual } from '../passwords'

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char)
}

const money = new Intl.NumberFormat('th-TH', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

// the app's bundled Thai font, served by the mock server too (no font from the internet)
const STYLE = `
  @font-face{font-family:"Noto Sans Thai";font-weight:400;src:url(/fonts/noto-sans-thai-thai-400-normal.woff2) format("woff2")}
  @font-face{font-family:"Noto Sans Thai";font-weight:700;src:url(/fonts/noto-sans-thai-thai-700-normal.woff2) format("woff2")}
  *{box-sizing:border-box}
  body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
    font-family:system-ui,-apple-system,"Segoe UI","Noto Sans Thai",Tahoma,sans-serif;color:#f5f3ff;
    background:radial-gradient(circle at top,#4c1d95,#1e1b4b 60%,#0f0a2a)}
  main{width:min(92vw,28rem);padding:2rem 1.5rem;border-radius:1.25rem;text-align:center;
    background:rgba(15,10,42,.72);box-shadow:0 1rem 3rem rgba(0,0,0,.45)}
  h1{margin:0 0 .25rem;font-size:2rem;letter-spacing:.02em}
  .tag{display:inline-block;margin:0 0 1.5rem;padding:.15rem .75rem;border-radius:999px;
    background:#f59e0b;color:#1e1b4b;font-size:.85rem;font-weight:700}
  dl{display:grid;grid-template-columns:auto 1fr;gap:.6rem 1rem;margin:0;text-align:left}
  dt{color:#c4b5fd}
  dd{margin:0;font-weight:600;overflow-wrap:anywhere}
  .balance{font-size:1.5rem;color:#fde68a}
  p{margin:1.5rem 0 0;color:#c4b5fd;font-size:.85rem}
`

function page(res: Response, status: number, title: string, body: string): void {
  res
    .status(status)
    .set({
      'Content-Type': 'text/html; charset=utf-8',
      // self-contained: no scripts, no outside resources, no referrer (the URL holds a login)
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; font-src 'self'",
      'Referrer-Policy': 'no-referrer',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    })
    .send(
      `<!doctype html>
<html lang="th">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`,
    )
}

function refused(res: Response, status: 403 | 404, provider?: GameProvider): void {
  const heading = provider?.name ?? 'Demo game'
  const reason =
    status === 404
      ? 'ไม่พบเกมนี้ (game not found)'
      : 'ลิงก์นี้ใช้ไม่ได้หรือหมดอายุแล้ว กรุณาเปิดเกมจากหน้ากระเป๋าเงินอีกครั้ง (this link is invalid or has expired)'
  page(
    res,
    status,
    `${heading} – demo game`,
    `<h1>${escapeHtml(heading)}</h1>
<span class="tag">${status === 404 ? 'ไม่พบเกม' : 'เข้าเกมไม่ได้'}</span>
<p role="alert">${escapeHtml(reason)}</p>`,
  )
}

function game(
  res: Response,
  provider: GameProvider,
  account: GameAccount & { member: Member },
): void {
  const baht = fromMinor(account.balance)
  const credits = Math.round(baht * provider.ftWalletSlot * 100) / 100
  page(
    res,
    200,
    `${provider.name} – demo game`,
    `<h1>${escapeHtml(provider.name)}</h1>
<span class="tag">เกมทดลอง · demo</span>
<dl>
<dt>ผู้เล่น</dt><dd>${escapeHtml(account.member.name)}</dd>
<dt>ชื่อผู้ใช้</dt><dd data-testid="game-username">${escapeHtml(account.username)}</dd>
<dt>ยอดเงิน</dt><dd class="balance" data-testid="game-balance">${money.format(baht)} บาท</dd>
<dt>เครดิตเกม</dt><dd>${money.format(credits)}</dd>
</dl>
<p>หน้านี้จำลองเกมของผู้ให้บริการบนเซิร์ฟเวอร์ทดสอบ ไม่มีการเล่นจริง</p>`,
  )
}

const queryText = (req: Request, name: string): string | undefined => {
  const value = req.query[name]
  return typeof value === 'string' ? value : undefined
}

export function demoGameRoutes({ prisma, tickets }: MockContext): Router {
  const router = Router()

  router.get(
    '/:code',
    route(async (req, res) => {
      const code = normalizeCode(req.params.code ?? '')
      const provider = await prisma.gameProvider.findUnique({ where: { code } })
      if (!provider || !provider.isActive) return refused(res, 404)

      const ticket = queryText(req, 'ticket')
      const username = queryText(req, 'username')
      const password = queryText(req, 'password')
      let account: (GameAccount & { member: Member }) | null = null
      if (ticket !== undefined) {
        const accountId = tickets.consume(ticket, provider.code)
        if (accountId !== undefined) {
          account = await prisma.gameAccount.findUnique({
            where: { id: accountId },
            include: { member: true },
          })
        }
      } else if (username && password !== undefined) {
        const found = await prisma.gameAccount.findUnique({
          where: { providerCode_username: { providerCode: provider.code, username } },
          include: { member: true },
        })
        if (found && safeEqual(password, found.password)) account = found
      }
      if (
        !account ||
        !account.isActive ||
        !account.member.isActive ||
        account.providerCode !== provider.code
      ) {
        return refused(res, 403, provider)
      }
      game(res, provider, account)
    }),
  )

  return router
}
