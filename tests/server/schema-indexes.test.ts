// Every foreign key of the migrated schema has an index leading with its column: without one, deleting
// or re-keying the referenced row makes the database read the whole referencing table once per row (removing
// 1,362 consumers of the 1,000,000-consumer bench dataset took over ten minutes). PGlite and PostgreSQL.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../server/db/sql';
import { createTestDatabase, type TestDatabase } from '../support/test-db';

let tdb: TestDatabase;

beforeAll(async () => {
  tdb = await createTestDatabase();
});
afterAll(async () => {
  await tdb?.drop();
});

describe('foreign keys', () => {
  it('each has an index whose first column is the referencing column', async () => {
    const keys = await rows<{ tbl: string; col: string; indexed: boolean }>(
      tdb.db.orm,
      sql`select c.conrelid::regclass::text as tbl, a.attname as col,
            exists (select 1 from pg_index i where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1]) as indexed
          from pg_constraint c
          join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
          where c.contype = 'f' and c.connamespace = 'public'::regnamespace
          order by 1, 2`,
    );
    // The schema has dozens of them: an empty answer would mean the catalogue query read nothing.
    expect(keys.length).toBeGreaterThan(40);
    expect(keys.filter((k) => !k.indexed).map((k) => `${k.tbl}.${k.col}`)).toEqual([]);
  });
});
