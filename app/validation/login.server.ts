// The login action's check with the shared schema. A .server module, so that zod stays out of
// the login page's JavaScript (the browser checks with utils/login.ts).
import { parseWithZod } from '@conform-to/zod/v4'

import { LoginForm } from './auth'

export function parseLoginForm(formData: FormData) {
  return parseWithZod(formData, { schema: LoginForm })
}
