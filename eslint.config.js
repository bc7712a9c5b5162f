// Lint rules for both halves; warnings fail `npm test` (--max-warnings 0).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'data',
      'reports',
      'test-results',
      'playwright-report',
      'server/graphql/generated',
      'src/app/api/generated',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { console: 'readonly', process: 'readonly' } },
  },
  {
    // The boundaries of ../shared/design/CONVENTIONS.md rule 5.
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/src/app/**', '**/src/db/**', '**/src/pwa/**'] }],
    },
  },
  {
    files: ['src/workers/**', 'src/db/**', 'src/pwa/**', 'src/shared/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/app/**'] }] },
  },
);
