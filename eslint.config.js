import js from '@eslint/js'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
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
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: { 'import-x/internal-regex': '^~/' },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/order': [
        'warn',
        { alphabetize: { order: 'asc', caseInsensitive: true }, groups: ['builtin', 'external', 'internal', 'parent', 'sibling', 'index'] },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['warn', { fixStyle: 'inline-type-imports' }],
    },
  },
)
