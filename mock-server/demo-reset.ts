// "Reset demo data", shared by POST /__admin/reset and the panel's settings page: the database
// seeded again, and everything the server keeps in memory for players forgotten (rate limits,
// auto-login tickets, forced wheel outcomes and the wheel's draws, fault rules). Whatever else
// a reset must forget belongs here, so that both ways of resetting stay the same.
import { type MockContext } from './context'
import { seed } from './seed'

export async function resetDemo(ctx: MockContext): Promise<void> {
  const { prisma, config, limits, tickets, spin, faults } = ctx
  await seed(prisma, {
    registerOTP: config.registerOTPDefault,
    now: config.now(),
    uploadDir: config.uploadDir,
    passwordCost: config.passwordCost,
  })
  for (const counter of Object.values(limits)) counter.reset()
  tickets.clear()
  spin.reset()
  faults.clear()
}
