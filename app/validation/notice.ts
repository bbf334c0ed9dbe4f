import * as z from 'zod'

/** The dismiss button's post: the notice's id (noticeId), and who sent it. */
export const DismissNoticeForm = z.object({
  id: z.string().regex(/^[\w-]{16}$/),
  mode: z.enum(['fetcher', 'page']).default('page'),
  redirectTo: z.string().optional(),
})
