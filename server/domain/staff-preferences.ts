// A staff member's remembered settings (staff_preferences: one row per member, a column per setting): the CSV
// encoding of their exports and the console's language. Each is read and saved alone, by an upsert of its column.
import { sql } from 'drizzle-orm';
import { rows, type Db } from '../db/sql';

export type StaffPreferenceColumn = 'csv_encoding' | 'language';

/** The column's value for the member, or null without a row (or a null value). */
export async function readStaffPreference(
  db: Db,
  staffUserId: string,
  column: StaffPreferenceColumn,
): Promise<string | null> {
  const [found] = await rows<{ value: string | null }>(
    db,
    sql`select ${sql.identifier(column)} as value from staff_preferences where staff_user_id = ${staffUserId}`,
  );
  return found?.value ?? null;
}

export async function saveStaffPreference(
  db: Db,
  staffUserId: string,
  column: StaffPreferenceColumn,
  value: string,
  now: Date,
): Promise<void> {
  const name = sql.identifier(column);
  await db.execute(sql`
    insert into staff_preferences (staff_user_id, ${name}, updated_at)
    values (${staffUserId}, ${value}, ${now.toISOString()}::timestamptz)
    on conflict (staff_user_id) do update set ${name} = excluded.${name}, updated_at = excluded.updated_at`);
}
