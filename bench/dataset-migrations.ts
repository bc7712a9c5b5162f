// A dataset reused as it is (--skip-build, --only=search) gets the migrations added since it was built, as a
// deployed database would: the dataset stays, the schema follows the checkout. drizzle applies only migrations
// newer than the newest one applied, so one another branch applied first leaves this checkout's older ones out:
// that is said in the log rather than measured silently without them.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../server/db/client';
import { migrateDatabase, migrationsFolder } from '../server/db/migrate';

async function appliedHashes(url: string): Promise<Set<string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ hash: string }>('SELECT hash FROM drizzle.__drizzle_migrations');
    return new Set(rows.map((r) => r.hash));
  } catch {
    return new Set();
  } finally {
    await client.end();
  }
}

/** This checkout's migrations with the hash drizzle records for each (sha256 of the file). */
function checkoutMigrations(): { tag: string; hash: string }[] {
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { tag: string }[] };
  return journal.entries.map(({ tag }) => ({
    tag,
    hash: createHash('sha256')
      .update(fs.readFileSync(path.join(migrationsFolder, `${tag}.sql`)).toString())
      .digest('hex'),
  }));
}

export async function applyNewMigrations(url: string, log: (line: string) => void): Promise<void> {
  const before = await appliedHashes(url);
  const t0 = performance.now();
  const db = await openDatabase({ url, poolSize: 1 });
  try {
    await migrateDatabase(db);
  } finally {
    await db.close();
  }
  const after = await appliedHashes(url);
  const mine = checkoutMigrations();
  const added = mine.filter((m) => after.has(m.hash) && !before.has(m.hash)).map((m) => m.tag);
  if (added.length)
    log(`  applied ${added.join(', ')} to the dataset (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
  const missing = mine.filter((m) => !after.has(m.hash)).map((m) => m.tag);
  if (missing.length)
    log(
      `  WARNING: ${missing.join(', ')} not applied to the dataset (a newer migration was applied first, or the` +
        ' file changed since): the figures are without them',
    );
}
