import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import simpleImportSort from 'eslint-plugin-simple-import-sort'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'build',
      'public/build',
      'data',
      'test-results',
      'playwright-report',
      '**/.tmp',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'simple-import-sort': simpleImportSort },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'simple-import-sort/imports': [
        'warn',
        // the project's own contract package after other packages, before the app's ~/ modules
        { groups: [['^node:'], ['^@?\\w'], ['^@member-wallet/'], ['^~/'], ['^\\.\\.', '^\\.']] },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['warn', { fixStyle: 'inline-type-imports' }],
      // zod's `z` object holds its 40 locales: a page that validates in the browser would carry
      // 89 kB gzip of zod instead of 27
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ImportDeclaration[source.value='zod'][importKind!='type'] > ImportSpecifier[imported.name='z'][importKind!='type']",
          message: "Import zod as a namespace: import * as z from 'zod'",
        },
      ],
    },
  },
  // One-way imports (docs/decisions/019): the app and the mock server share code only through
  // the contract package, which imports neither of them.
  {
    files: ['app/**', 'server/**', 'server.js'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: 'mock-server', message: 'Import @member-wallet/contract instead.' }],
        },
      ],
    },
  },
  {
    files: ['mock-server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^~/|(^|/)app/', message: 'Import @member-wallet/contract instead.' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^~/|(^|/)(app|mock-server|server)/',
              message: 'The contract package imports neither program.',
            },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures call their continuation `use`, which is not a React hook
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
)
