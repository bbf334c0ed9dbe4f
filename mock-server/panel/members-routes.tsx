// The members pages:
//   GET  /panel/members?q=&page=                 the list, searched by phone or name, 20 a page
//   GET  /panel/members/:username                one member, with the forms below
//   POST /panel/members/:username/active         isActive=true|false: switch the account
//   POST /panel/members/:username/coins          coins=N (1 … 1000): spins added
//   POST /panel/members/:username/rewards        refundAccrued, inviteBalance (baht)
//   POST /panel/members/:username/login-as       the demo password, shown with the app's link
// A good form redirects back to the member (303) with a notice; a refused one shows the page
// again with the error (422, or 404 for an unknown member) and changes nothing.
import { type Request, type Response, Router } from 'express'
import * as z from 'zod'

import { type MockContext } from '../context'
import { route } from '../http'
import { AdminMemberRequest, changeMember, findMembers, setDemoPassword } from '../operator-members'
import {
  amountField,
  choiceField,
  formHandler,
  type FormOutcome,
  type Refusal,
  refusalOf,
  refuse,
  sendOperatorPage,
  wholeNumberField,
} from './forms'
import { type Translate } from './i18n'
import { MemberDetail, memberHref, membersHref, MembersList } from './members-view'

type Outcome = FormOutcome

/** The errors of the shared functions, as every member form shows them. */
const MEMBER_ERRORS = { NO_USER: 'errorMemberUnknown' } as const

export function panelMemberRoutes(ctx: MockContext): Router {
  const { prisma, config } = ctx
  const router = Router()

  router.get(
    '/members',
    route(async (req, res) => {
      const search = typeof req.query.q === 'string' ? req.query.q.trim().slice(0, 50) : ''
      const page = Number(typeof req.query.page === 'string' ? req.query.page : 1)
      const result = await findMembers(prisma, search, page)
      sendOperatorPage(res, 200, {
        title: 'navMembers',
        here: membersHref(search, result.page),
        body: ({ t, lang }) => <MembersList t={t} lang={lang} search={search} result={result} />,
      })
    }),
  )

  /** The member's page; an unknown member's is a 404 page with the error. */
  async function memberPage(
    req: Request,
    res: Response,
    status: number,
    refused?: Refusal,
  ): Promise<void> {
    const username = req.params.username ?? ''
    const member = await prisma.member.findUnique({ where: { username } })
    if (!member) {
      sendOperatorPage(res, 404, {
        title: 'navMembers',
        here: '/panel/members',
        body: ({ t }) => (
          <>
            <p>
              <a href="/panel/members">← {t('allMembers')}</a>
            </p>
            <h1>{t('navMembers')}</h1>
            <p className="op-alert" role="alert">
              {refused?.message ?? t('errorMemberUnknown')}
            </p>
          </>
        ),
      })
      return
    }
    sendOperatorPage(res, status, {
      title: 'navMembers',
      here: memberHref(username),
      body: ({ t, lang }) => (
        <MemberDetail
          t={t}
          lang={lang}
          member={member}
          appUrl={config.appUrl}
          done={req.query.done}
          refused={refused}
        />
      ),
    })
  }

  router.get(
    '/members/:username',
    route((req, res) => memberPage(req, res, 200)),
  )

  /** A member form: `act` does it, answering the notice, or the refusal to show. */
  function memberForm<Schema extends z.ZodObject>(
    name: string,
    schema: Schema,
    act: (
      username: string,
      value: z.output<Schema>,
      context: { t: Translate; fields: Record<string, string>; form: string },
    ) => Promise<Outcome>,
  ) {
    const usernameOf = (req: Request) => req.params.username ?? ''
    router.post(
      `/members/:username/${name}`,
      formHandler({
        schema,
        errors: MEMBER_ERRORS,
        formOf: () => name,
        act: async (req, value, context) => {
          const outcome = await act(usernameOf(req), value, context)
          const shown = 'notice' in outcome && outcome.notice === 'loginAs'
          return shown ? { ...outcome, fragment: 'login-as-done' } : outcome
        },
        page: memberPage,
        home: (req) => memberHref(usernameOf(req)),
      }),
    )
  }

  memberForm(
    'active',
    z.object({ isActive: choiceField(['true', 'false'], 'errorForm') }),
    async (username, { isActive }) => {
      await changeMember(prisma, username, { isActive: isActive === 'true' })
      return { notice: isActive === 'true' ? 'memberActivated' : 'memberDeactivated' }
    },
  )

  memberForm(
    'coins',
    z.object({ coins: wholeNumberField('errorCoins') }),
    async (username, { coins }, { t, fields, form }) => {
      const change = AdminMemberRequest.safeParse({ addCoins: coins })
      if (!change.success) {
        return { refused: refuse(t, 'errorCoins', fields, { form, field: 'coins' }) }
      }
      await changeMember(prisma, username, change.data)
      return { notice: 'coinsGranted' }
    },
  )

  memberForm(
    'rewards',
    z.object({
      refundAccrued: amountField('errorRewardAmount'),
      inviteBalance: amountField('errorRewardAmount'),
    }),
    async (username, amounts, { t, fields, form }) => {
      const change = AdminMemberRequest.safeParse(amounts)
      if (!change.success) {
        return { refused: refuse(t, 'errorRewardAmount', fields, { form }) }
      }
      try {
        await changeMember(prisma, username, change.data)
      } catch (error) {
        const keys = { ...MEMBER_ERRORS, KEY_INVALID: 'errorRewardAmount' } as const
        return { refused: refusalOf(error, t, keys, fields, { form }) }
      }
      return { notice: 'rewardsSaved' }
    },
  )

  memberForm('login-as', z.object({}), async (username) => {
    await setDemoPassword(ctx, username)
    return { notice: 'loginAs' }
  })

  return router
}
