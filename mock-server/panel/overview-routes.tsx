// GET /panel: the overview a presenter lands on after signing in: what waits for the operator
// (slips, withdrawals, live QR codes, unread chat messages), the members, and the demo login.
import { Router } from 'express'

import { GONE_MESSAGE } from '@member-wallet/contract/errors'

import { type MockContext } from '../context'
import { route } from '../http'
import { expireQrCodes } from '../qrcodes'
import { DEMO_PASSWORD, DEMO_USERNAME } from '../seed'
import { getSetting } from '../settings'
import { DoneNotice, sendOperatorPage } from './forms'
import { type PanelKey } from './i18n'

type Count = { key: PanelKey; count: number; href: string }

export function panelOverviewRoutes(ctx: MockContext): Router {
  const { prisma, config } = ctx
  const router = Router()

  async function counts(): Promise<Count[]> {
    await expireQrCodes(prisma, config.now())
    const [slips, withdrawals, qrCodes, unread, members] = await Promise.all([
      prisma.slip.count({ where: { status: 'processing' } }),
      prisma.statement.count({ where: { statementType: 'withdraw', status: 'PENDING' } }),
      prisma.qrCode.count({ where: { status: 'LIVE' } }),
      prisma.chatMessage.count({ where: { sender: 'customer', readAt: null } }),
      prisma.member.count(),
    ])
    return [
      { key: 'countSlips', count: slips, href: '/panel/deposits#slips' },
      { key: 'countWithdrawals', count: withdrawals, href: '/panel/deposits#withdrawals' },
      { key: 'countQrCodes', count: qrCodes, href: '/panel/deposits#qrcodes' },
      { key: 'countUnread', count: unread, href: '/panel/chat' },
      { key: 'countMembers', count: members, href: '/panel/members' },
    ]
  }

  router.get(
    '/',
    route(async (req, res) => {
      const [items, terminated] = await Promise.all([counts(), getSetting(prisma, 'terminated')])
      const login = `${config.appUrl}/login?username=${encodeURIComponent(DEMO_USERNAME)}`
      sendOperatorPage(res, 200, {
        title: 'overview',
        here: '/panel',
        body: ({ t }) => (
          <>
            <h1>{t('overview')}</h1>
            <DoneNotice t={t} done={req.query.done} />
            {terminated === GONE_MESSAGE && (
              <p className="op-alert" role="alert">
                {t('terminatedWarning')} <a href="/panel/settings#switches">{t('navSettings')}</a>
              </p>
            )}
            <ul className="op-counts">
              {items.map(({ key, count, href }) => (
                <li key={key}>
                  <a
                    href={href}
                    className={`op-count ${count > 0 && key !== 'countMembers' ? 'op-count-due' : ''}`}
                  >
                    <span className="op-count-n">{count}</span> <span>{t(key)}</span>
                  </a>
                </li>
              ))}
            </ul>
            <section className="op-box" aria-labelledby="demo-login">
              <h2 id="demo-login">{t('demoLoginTitle')}</h2>
              <dl className="op-facts">
                <dt>{t('phone')}</dt>
                <dd>
                  <code>{DEMO_USERNAME}</code>
                </dd>
                <dt>{t('memberPassword')}</dt>
                <dd>
                  <code>{DEMO_PASSWORD}</code>
                </dd>
              </dl>
              <p>
                <a href={login} target="_blank" rel="noopener">
                  {t('openAppLogin')}
                </a>
              </p>
              <p className="hint">{t('demoLoginHint')}</p>
            </section>
          </>
        ),
      })
    }),
  )

  return router
}
