// Unit tests (pure logic, worker logic, React pieces) and server tests over real HTTP on a real database.
// Server tests run once on PGlite and, when TEST_DATABASE_URL is set, once more on PostgreSQL.
// Test files run side by side: each server test file has its own database (tests/support/test-db.ts), server on a
// free port and SMTP peer, and much of a server test's time is spent waiting (on PostgreSQL, on a child process, on
// a timeout it checks), so more workers than cores keeps both cores busy. TEST_WORKERS overrides the count.
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take longest (40 s to 140 s each on 2 cores: child processes, restarts, the seed), slowest first.
 * A fresh clone has no timings, and vitest then starts files in the order it found them, so one of these started
 * late used to be the run's tail; started first, the short files fill the workers around them.
 */
const SLOWEST_FIRST = [
  'tests/server/staff-cli.test.ts',
  'tests/server/ops-process.test.ts',
  'tests/server/seed.test.ts',
  'tests/server/legal-status-restart.test.ts',
  'tests/server/ops-cli.test.ts',
  'tests/server/data-folder-modes.test.ts',
  'tests/server/auth-abuse.test.ts',
  'tests/server/installment-plan-cancel-restart.test.ts',
  'tests/server/audit-and-idempotency.test.ts',
];

class SlowestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const at = SLOWEST_FIRST.findIndex((slow) => file.moduleId.endsWith(slow));
      return at < 0 ? SLOWEST_FIRST.length : at;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

/**
 * Files whose server runs on PGlite whatever the project (the data folder exists only there): run once, in the
 * PGlite project.
 */
const PGLITE_ONLY = ['tests/server/data-folder-modes.test.ts'];

/**
 * The server files whose PGlite path is code of its own: the data folder, its lock and the admin socket (the CLIs),
 * the process restarts and kill -9, the seed, the in-process pub/sub (presence, case changes, the session cache's
 * invalidation), the access log's writer and partitions, and one statement at a time under the audit chain and
 * Idempotency-Key.
 */
const PGLITE_PATHS = [
  'data-folder-modes',
  'staff-cli',
  'ops-cli',
  'ops-process',
  'seed',
  'legal-status-restart',
  'installment-plan-cancel-restart',
  'presence',
  'case-versions',
  'auth-sessions',
  'leavers-and-sessions',
  'access-log',
  'access-log-seal',
  'access-log-settle',
  'audit-and-idempotency',
].map((name) => `tests/server/${name}.test.ts`);

/**
 * Without TEST_DATABASE_URL every server file runs on PGlite. With it (CI), every file runs on PostgreSQL and the
 * PGlite project runs PGLITE_PATHS (the rest sends the same SQL through the same code to either database, and
 * every end-to-end test runs the default mode, PGlite). TEST_PGLITE_ALL=1 runs every file on both.
 */
const pgliteFiles =
  process.env.TEST_DATABASE_URL && !process.env.TEST_PGLITE_ALL
    ? PGLITE_PATHS
    : ['tests/server/**/*.test.ts'];

const serverProject = (kind: 'pglite' | 'postgres') => ({
  test: {
    name: `server-${kind}`,
    include: kind === 'pglite' ? pgliteFiles : ['tests/server/**/*.test.ts'],
    exclude: kind === 'postgres' ? PGLITE_ONLY : [],
    environment: 'node',
    env: { TEST_DB_KIND: kind },
    // One migrated database per run that each file's database is copied from, and the built server.
    globalSetup: ['tests/support/server-global-setup.ts'],
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});

const workers = Number(process.env.TEST_WORKERS) || 4;

/*
 * isolate: false (both kinds of project): the files a worker runs share its loaded modules instead of loading the
 * app, React, the server and its packages again for each file (vitest counted 590 s of import across the workers
 * of a 980 s run on 2 cores, about 150 s after). What a file changes stays its own: each server file has its own
 * database, server and SMTP peer, and each unit file starts from startApp() (render-app.tsx), which empties the
 * query cache, the stored user and the session's bookkeeping; the unit files passed in shuffled orders this way.
 */

export default defineConfig({
  test: {
    maxWorkers: workers,
    sequence: { sequencer: SlowestFirstSequencer },
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['tests/unit/support/setup.ts'],
          testTimeout: 20_000,
          isolate: false,
        },
      },
      serverProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres')] : []),
    ],
  },
});
