// `npm run seed`: wipes and reseeds the mock database at DATABASE_URL.
import { defaultMockConfig, parseMockEnv } from './config'
import { createPrisma } from './db'
import { DEMO_PASSWORD, DEMO_USERNAME, seed } from './seed'

const databaseUrl = parseMockEnv().DATABASE_URL
const prisma = await createPrisma(databaseUrl)
try {
  const { registerOTPDefault, uploadDir, passwordCost } = defaultMockConfig()
  await seed(prisma, { registerOTP: registerOTPDefault, uploadDir, passwordCost })
  console.log(
    `Seeded ${databaseUrl} (OTP registration ${registerOTPDefault ? 'on' : 'off'}). ` +
      `Demo login: phone ${DEMO_USERNAME}, password ${DEMO_PASSWORD}`,
  )
} finally {
  await prisma.$disconnect()
}
