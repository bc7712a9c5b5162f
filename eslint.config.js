// Lint rules for both halves; warnings fail `npm test` (--max-warnings 0).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The feature folders under src/app/features/, read at lint time so a new feature is bounded at once. */
const FEATURES = readdirSync(join(dirname(fileURLToPath(import.meta.url)), 'src/app/features'), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Where features are combined: the route table, composition pages and the app frame. */
const COMPOSITION = [
  './src/app/pages',
  './src/app/shell',
  './src/app/routes.tsx',
  './src/app/app.tsx',
  './src/main.tsx',
];

/** Shared parts every feature may use; they never import a feature or a composition file. */
const SHARED = [
  './src/app/ui',
  './src/app/api',
  './src/app/state',
  './src/app/recent',
  './src/app/paths.ts',
  './src/app/constants.ts',
  './src/app/messages.ts',
  './src/shared',
  './src/db',
  './src/pwa',
];

const FEATURE_MESSAGE =
  'A feature imports only its own files and the shared parts (ui/, api/, state/, recent/, paths.ts, ' +
  'constants.ts, messages.ts, src/shared/); features are combined in src/app/pages/ or routes.tsx.';

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'dist-server',
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
  {
    // Feature boundaries (CONVENTIONS.md, "bulletproof-react"): checked on resolved paths, so a relative
    // import cannot slip past them. No import cycles anywhere in the client or the server.
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...FEATURES.map((feature) => ({
              target: `./src/app/features/${feature}`,
              from: ['./src/app/features', ...COMPOSITION],
              except: [`./${feature}`],
              message: FEATURE_MESSAGE,
            })),
            {
              target: SHARED,
              from: ['./src/app/features', ...COMPOSITION],
              message: 'Shared parts never import a feature or a composition file.',
            },
            {
              target: './src/app/shell',
              from: './src/app/features',
              message: 'The shell does not render features; routes.tsx and src/app/pages/ combine them.',
            },
          ],
        },
      ],
    },
  },
);
