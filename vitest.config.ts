// Unit tests (pure logic, worker logic, React pieces) and server tests over real HTTP on a real database.
// Server tests run once on PGlite and, when TEST_DATABASE_URL is set, once more on PostgreSQL.
// Test files run side by side: each server test file has its own database (tests/support/test-db.ts), server on a
// free port and SMTP peer, and much of a server test's time is spent waiting (on PostgreSQL, on a child process, on
// a timeout it checks), so more workers than cores keeps both cores busy. TEST_WORKERS overrides the count.
import { defineConfig } from 'vitest/config';

const serverProject = (kind: 'pglite' | 'postgres') => ({
  test: {
    name: `server-${kind}`,
    include: ['tests/server/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DB_KIND: kind },
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});

const workers = Number(process.env.TEST_WORKERS) || 4;

export default defineConfig({
  test: {
    maxWorkers: workers,
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['tests/unit/support/setup.ts'],
          testTimeout: 20_000,
        },
      },
      serverProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres')] : []),
    ],
  },
});
