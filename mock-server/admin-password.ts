// The admin password (panel sign-in, /__admin, the operators' socket), throttled per client
// address: after `adminFailures` wrong passwords in the window every try from that address is
// refused until the window passes, so the default `demo` cannot be guessed at speed. The check
// is synchronous: parallel tries cannot pass the limit.
import { type MockContext } from './context'
import { safeEqual } from './passwords'

export type AdminPasswordCheck = 'right' | 'wrong' | 'too-many'

export function checkAdminPassword(
  { config, limits }: Pick<MockContext, 'config' | 'limits'>,
  address: string,
  password: unknown,
): AdminPasswordCheck {
  if (limits.adminFailures.count(address) >= config.limits.adminFailures) return 'too-many'
  // no password at all is no guess: it does not count
  if (typeof password !== 'string' || password === '') return 'wrong'
  if (safeEqual(password, config.adminPassword)) return 'right'
  limits.adminFailures.hit(address)
  return 'wrong'
}
