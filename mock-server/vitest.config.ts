// The mock backend's own tests (tests/): its endpoints, rules and races, each file on a copy of
// a migrated SQLite database, seeded, on a random port. `npm test` in this workspace runs them
// alone; the root's vitest.config.ts lists this project, so the root's `npm test` runs them with
// the app's tests in one vitest run. Either way the working folder is the project's top level,
// where the mock's database settings and assets are (the mock's `start` does the same).
import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'mock',
    include: ['tests/**/*.test.{ts,tsx}'],
    environment: 'node',
    globalSetup: ['tests/global-setup.ts'],
    setupFiles: ['tests/setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // A worker keeps its modules from one file to the next: the mock server, Prisma and Express
    // are imported once per worker, not once per file. Each file starts its own mock.
    isolate: false,
    // worker threads: less CPU than forked processes (the root's vitest.config.ts, ADR 025)
    pool: 'threads',
    maxWorkers: 2,
  },
})
