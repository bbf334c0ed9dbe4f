// `npm run seed`: wipes and reseeds the mock database at DATABASE_URL.
import { defaultMockConfig } from './config'
import { createPrisma, DEFAULT_DATABASE_URL } from './db'
import { DEMO_PASSWORD, DEMO_USERNAME, seed } from './seed'

const databaseUrl = process.env.DATABASE_URL || DEFAULT_DATABASE_URL
const prisma = await createPrisma(databaseUrl)
try {
  const { registerOTPDefault, uploadDir } = defaultMockConfig()
  await seed(prisma, { registerOTP: registerOTPDefault, uploadDir })
  console.log(
    `Seeded ${databaseUrl} (OTP registration ${registerOTPDefault ? 'on' : 'off'}). ` +
      `Demo login: phone ${DEMO_USERNAME}, password ${DEMO_PASSWORD}`,
  )
} finally {
  await prisma.$disconnect()
}
