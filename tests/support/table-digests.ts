// One digest per table of a database's rows, independent of the server's time zone and collation, so that two
// databases (PGlite or PostgreSQL) holding the same data give the same digests.
import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { rows } from '../../server/db/sql';

export async function tableDigests(db: Database): Promise<Record<string, string>> {
  return db.orm.transaction(async (tx) => {
    await tx.execute(sql`set local timezone = 'UTC'`);
    const tables = await rows<{ name: string }>(
      tx,
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name collate "C"`,
    );
    const digests: Record<string, string> = {};
    for (const { name } of tables) {
      const [row] = await rows<{ n: number; digest: string | null }>(
        tx,
        sql`select count(*)::int as n, md5(string_agg(x::text, E'\n' order by x::text collate "C")) as digest
            from ${sql.identifier(name)} x`,
      );
      digests[name] = `${row.n}:${row.digest ?? ''}`;
    }
    return digests;
  });
}
