// Global set-up of the server test projects, once per run before the workers start:
// - one migrated database that every test file's database is copied from (test-db.ts) instead of being created and
//   migrated on its own: on PGlite a dump of the data folder (an initdb and the migrations cost about 6 s of CPU a
//   file, loading the dump about 1.5 s), on PostgreSQL a template database (CREATE DATABASE … TEMPLATE);
// - the server built as `npm start` runs it (scripts/build-server.mjs), for the tests that start it as a process
//   (server-process.ts): it answers in about half the time tsx takes to compile and load the sources.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { buildServer } from '../../scripts/build-server.mjs';
import { adminQuery, TEST_DURABILITY, testDatabaseUrl } from './test-db';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding the migrated PGlite data folder's dump (server-pglite). */
    pgliteTemplate?: string;
    /** The migrated template database on TEST_DATABASE_URL's server (server-postgres). */
    postgresTemplate?: string;
    /** The built server's entry file (main.js). */
    serverBundle?: string;
  }
}

/** Inside the repository, so that the bundle's packages resolve from node_modules. */
async function buildServerCopy(project: TestProject): Promise<() => Promise<void>> {
  const outDir = path.resolve(
    import.meta.dirname,
    '../../node_modules/.cache',
    `console-test-server-${randomBytes(6).toString('hex')}`,
  );
  await buildServer(outDir);
  project.provide('serverBundle', path.join(outDir, 'main.js'));
  return () => rm(outDir, { recursive: true, force: true });
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const [removeBundle, removeTemplate] = await Promise.all([
    buildServerCopy(project),
    templateDatabase(project),
  ]);
  return async () => {
    await Promise.all([removeBundle(), removeTemplate()]);
  };
}

async function templateDatabase(project: TestProject): Promise<() => Promise<void>> {
  if (project.config.env.TEST_DB_KIND === 'postgres') {
    const name = `console_test_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(`CREATE DATABASE ${name}`);
    await adminQuery(TEST_DURABILITY(name));
    const db = await openDatabase({ url: testDatabaseUrl(name), poolSize: 1 });
    await migrateDatabase(db);
    await db.close();
    project.provide('postgresTemplate', name);
    return () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const folder = await mkdtemp(path.join(tmpdir(), 'console-test-template-'));
  const db = await openDatabase({});
  await migrateDatabase(db);
  if (!db.pglite) throw new Error('an in-memory database is PGlite');
  const dump = await db.pglite.dumpDataDir('none');
  await db.close();
  const file = path.join(folder, 'pglite.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rm(folder, { recursive: true, force: true });
}
