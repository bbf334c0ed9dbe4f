// The login form as the browser checks it, without zod: the login page is the first one a
// player loads, often on a slow phone, so it carries neither a schema nor a form library
// (utils/use-checked-form.ts). Same rules and messages as LoginForm (validation/auth.ts),
// which the server applies; a test keeps them equal.
const MAX = { username: 20, password: 100 } as const

type Field = keyof typeof MAX
export type LoginErrors = Partial<Record<Field, string[]>>

export function loginErrors(values: Record<string, unknown>): LoginErrors {
  const errors: LoginErrors = {}
  const username = typeof values.username === 'string' ? values.username.trim() : ''
  const password = typeof values.password === 'string' ? values.password : ''
  for (const [field, value] of [
    ['username', username],
    ['password', password],
  ] as const) {
    if (value === '') errors[field] = ['validation.required']
    else if (value.length > MAX[field]) errors[field] = ['validation.tooLong']
  }
  return errors
}

/** What the browser itself enforces before sending (the inputs' attributes). */
export const LOGIN_CONSTRAINT = { username: { required: true }, password: { required: true } }

/** A phone number from the login address (?username=), digits only; anything else is ignored. */
export function prefilledPhone(value: string | null): string {
  return value && /^\d{6,15}$/.test(value) ? value : ''
}

/**
 * The login page with the phone filled in: after registering (`registered` says so above the
 * form), or from "this phone is already registered". Only a phone-shaped value is put in.
 */
export function loginAddress(phone: string, { registered = false } = {}): string {
  const params = new URLSearchParams()
  const username = prefilledPhone(phone)
  if (username) params.set('username', username)
  if (registered) params.set('registered', '1')
  const query = params.toString()
  return query ? `/login?${query}` : '/login'
}
