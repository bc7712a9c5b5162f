// A staff member's effective permissions: their direct ones ∪ their roles' ones (migration 0015's SQL function), read
// fresh on every request by the session check, by the sign-in answer and by an approval re-checking the maker.
import { sql, type SQLWrapper } from 'drizzle-orm';
import { rows, type Db } from '../../db/sql';

/** The SQL expression of the effective permissions of the staff id `staffId` (a column or a value). */
export const effectivePermissionsOf = (staffId: SQLWrapper | string) =>
  sql<string[]>`staff_effective_permissions(${staffId})`;

export async function effectivePermissions(db: Db, staffId: string): Promise<string[]> {
  const [row] = await rows<{ permissions: string[] }>(
    db,
    sql`select ${effectivePermissionsOf(sql`${staffId}::uuid`)} as permissions`,
  );
  return row?.permissions ?? [];
}
