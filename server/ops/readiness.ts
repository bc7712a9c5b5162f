// GET /readyz's checks: the database answers, every migration of this build is applied, the job runner runs.
// Each check has a time limit, so a database that hangs gives a failing part rather than a hanging probe.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { migrationsFolder } from '../db/migrate';
import { rows } from '../db/sql';
import type { JobRunner } from '../jobs/runner';

export type PartState = 'ok' | 'failing' | 'unknown';

export interface Readiness {
  ready: boolean;
  /** The parts that fail, by name (database, migrations, jobs). */
  failing: string[];
  checks: Record<string, PartState>;
}

/** How long the database may take to answer one probe query. */
export const READINESS_TIMEOUT_MS = 2_000;

/** The newest migration of this build (its `when`, which drizzle stores as created_at). */
function newestMigration(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((e) => e.when));
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export function createReadinessCheck(
  db: Database,
  jobRunner?: Pick<JobRunner, 'alive'>,
): () => Promise<Readiness> {
  const expected = newestMigration();
  return async () => {
    const checks: Record<string, PartState> = {};
    try {
      const [row] = await withTimeout(
        rows<{ newest: number | string | null }>(
          db.orm,
          sql`select max(created_at) as newest from drizzle.__drizzle_migrations`,
        ),
        READINESS_TIMEOUT_MS,
      );
      checks.database = 'ok';
      checks.migrations = Number(row?.newest ?? 0) >= expected ? 'ok' : 'failing';
    } catch (error) {
      // No migrations table at all is a database that answers without the schema.
      const failure = error as { code?: unknown; cause?: { code?: unknown } };
      const missing = failure.code === '42P01' || failure.cause?.code === '42P01';
      checks.database = missing ? 'ok' : 'failing';
      checks.migrations = missing ? 'failing' : 'unknown';
    }
    if (jobRunner) checks.jobs = jobRunner.alive() ? 'ok' : 'failing';
    const failing = Object.keys(checks).filter((name) => checks[name] === 'failing');
    return { ready: failing.length === 0, failing, checks };
  };
}
