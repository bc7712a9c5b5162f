// Lint rules for both halves; warnings fail `npm test` (--max-warnings 0).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import i18next from 'eslint-plugin-i18next';
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

/**
 * The screens whose every user-visible text comes from the catalogues (src/i18n): a literal text in their JSX is a
 * lint error. Extend this list as screens are converted; the rest still hold Japanese or English literals.
 */
const I18N_CONVERTED = [
  'src/app/shell/**/*.tsx',
  'src/pwa/**/*.tsx',
  'src/i18n/**/*.tsx',
  'src/app/recent/recent-cases.tsx',
  'src/app/features/search/**/*.tsx',
  'src/app/ui/**/*.tsx',
  'src/app/features/approvals/components/approval*.tsx',
  'src/app/features/approvals/components/{decision-panel,policy-page,preview-sections,request-page}.tsx',
  'src/app/features/approvals/components/security-policy-section.tsx',
  'src/app/features/staff/{staff-page,member-table,role-list,set-password-page}.tsx',
  // The sign-in page (its texts from src/i18n/sign-in-texts.ts), /security and the reveal-PII dialog.
  'src/app/features/auth/**/*.tsx',
  'src/app/features/security/**/*.tsx',
  'src/app/features/payments/**/*.tsx',
  'src/app/features/fraud/**/*.tsx',
  // The merchant page: its lists and the report setting tab (texts: report-setting.ts, read from the catalogue).
  'src/app/features/merchant/**/*.tsx',
  'src/app/features/audit/**/*.tsx',
  'src/app/features/access-log/**/*.tsx',
  'src/app/pages/audit-log-pages.tsx',
  // The consumer area: the consumer page with its tabs and action dialogs, the account and combini pages.
  'src/app/features/consumers/**/*.tsx',
  'src/app/features/accounts/**/*.tsx',
  'src/app/features/combini-payments/**/*.tsx',
  'src/app/pages/consumer-*.tsx',
  // The legal-status update screens (their texts: legal-status-texts.ts, read from the catalogue).
  'src/app/features/legal-status/**/*.tsx',
  // The bulk installment-plan cancellation, its result page and history (texts: installment-plan-cancel.ts).
  'src/app/features/installment-plan-cancel/**/*.tsx',
];

/** What the server never imports: the PWA's code. */
const SERVER_BOUNDARIES = ['**/src/app/**', '**/src/db/**', '**/src/pwa/**'];

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
    // Texts on screen come from the catalogues. Allowed as they are: codes and ids (upper case, digits,
    // punctuation) and attributes no one reads as text (class names, roles, test ids, paths, ids, types).
    files: I18N_CONVERTED,
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            exclude: [
              'className',
              'style',
              'type',
              'key',
              'id',
              'role',
              'to',
              'href',
              'src',
              'lang',
              'rel',
              'target',
              'dateTime',
              'data-.*',
              'aria-(current|hidden|live|haspopup|expanded|controls|describedby|labelledby|pressed|modal)',
              'width',
              'height',
              'viewBox',
              'fill',
              'stroke',
              'd',
              'x',
              'y',
              'rx',
              'strokeWidth',
              'autoComplete',
              'inputMode',
              'enterKeyHint',
              'name',
              // Props that name a code, not a text: an export table, a tag's tone, a dialog's first focus, a
              // variant's kind, a section's heading id and URL parameter, what a table does with no rows, a code
              // label's group.
              'table',
              'tone',
              'initialFocus',
              'kind',
              'headingId',
              'pageParam',
              'whenEmpty',
              // Element ids passed to a primitive (its heading's, its hint's, what describes its field).
              'hintId',
              'describedBy',
              'group',
              // A test id handed to a primitive's part (like data-testid).
              '.*TestId',
            ],
          },
          // The plugin's own list, and a decision's name passed to the dialog that asks for it.
          callees: {
            exclude: [
              'i18n(ext)?',
              't',
              'earlyText',
              'signInText',
              'require',
              'addEventListener',
              'removeEventListener',
              'postMessage',
              'getElementById',
              'dispatch',
              'commit',
              'includes',
              'indexOf',
              'endsWith',
              'startsWith',
              'openDialog',
              // An action's name handed to the helpers that open its dialog or say why it is unavailable.
              'setOpen',
              'reason',
              'dialog',
              'plusActionReason',
            ],
          },
          // A change's kind ({ kind: 'lock' }) is a code, like the plugin's default of upper-case names.
          'object-properties': { exclude: ['[A-Z_-]+', 'kind'] },
        },
      ],
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
      'no-restricted-imports': ['error', { patterns: SERVER_BOUNDARIES }],
    },
  },
  {
    // Demo data is made by the seed, its CLIs and the start-up only: production code never imports it.
    files: ['server/**/*.ts'],
    ignores: ['server/seed/**', 'server/cli/**', 'server/main.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: SERVER_BOUNDARIES, message: 'The server never imports the PWA.' },
            {
              group: ['**/seed/**'],
              message: 'Only server/seed, server/cli and server/main.ts use the seed.',
            },
          ],
        },
      ],
    },
  },
  {
    // One function, one screenful: blank lines and comments are not counted.
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    rules: { 'max-lines-per-function': ['error', { max: 120, skipBlankLines: true, skipComments: true }] },
  },
  {
    // Tables are the shared DataTable / VirtualTable (src/app/ui): row keys, pager, empty state and labels once.
    files: ['src/**/*.tsx'],
    ignores: ['src/app/ui/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='table']",
          message: 'Use DataTable or VirtualTable from src/app/ui instead of a hand-written <table>.',
        },
      ],
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
