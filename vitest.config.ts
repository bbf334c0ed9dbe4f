import path from 'node:path'

import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { alias: { '~': path.resolve('app') } },
  test: {
    setupFiles: ['tests/setup.ts'],
    // the app's JSON log stays out of the test output; a test that asserts a line spies on it
    env: { LOG_LEVEL: 'silent' },
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // A worker keeps its modules from one file to the next: the mock server, Prisma, Express
    // and the app are imported once per worker, not once per file (which was most of the run).
    // tests/setup.ts puts back, after each file, the app settings a file changed.
    isolate: false,
    // worker threads, not forked processes: the whole run 150 CPU-s and 100 s against 168 and
    // 109 (ADR 025). Nothing here needs a process of its own (no process.chdir, no signals to
    // itself); the built app and the mock's killed copies are child processes either way
    pool: 'threads',
    // vitest's default is one worker less than the cores: a single worker on a 2-core machine,
    // idle while an API test waits on its mock
    maxWorkers: 2,
    // what of app/ the tests run in this process (route, unit and API tests; the document and
    // process tests run the built app in processes of their own): printed by every run, and a
    // run fails when it falls below what it was when this was set (issue 34)
    coverage: {
      provider: 'v8',
      include: ['app/**'],
      reporter: ['text-summary', 'json-summary'],
      thresholds: { lines: 87, statements: 85, functions: 86, branches: 82 },
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'routes',
          include: ['tests/routes/**/*.test.{ts,tsx}'],
          environment: './tests/support/page-environment.ts',
          setupFiles: ['tests/support/page-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          // the built app as real processes: a fleet, its signals, its production install
          name: 'process',
          include: ['tests/process/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/global-setup.ts', 'tests/process/build-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          // the app without JavaScript: the built app's HTML and form posts, as a browser
          // without scripts sends them
          name: 'document',
          include: ['tests/document/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/global-setup.ts', 'tests/process/build-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          // the app against the mock backend, and the app's edge (server/)
          name: 'api',
          include: ['tests/api/**/*.test.{ts,tsx}'],
          environment: 'node',
          globalSetup: ['tests/global-setup.ts'],
        },
      },
      // the mock backend's own tests (its workspace's vitest.config.ts: the project `mock`)
      'mock-server',
    ],
  },
})
