import path from 'node:path'

import { PrismaLibSQL } from '@prisma/adapter-libsql'
import { defineConfig } from 'prisma/config'

const url = process.env.DATABASE_URL ?? 'file:./data/mock.db'

export default defineConfig({
  experimental: { adapter: true },
  engine: 'js',
  schema: path.join('prisma', 'schema.prisma'),
  migrations: { path: path.join('prisma', 'migrations') },
  async adapter() {
    return new PrismaLibSQL({ url })
  },
})
