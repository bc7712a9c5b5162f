// The exporter's one-use download tokens and the staff member's remembered encoding (migration 0016). A token is
// 256 random bits; only its SHA-256 is stored. It names the staff member, the table, the scope and the encoding the
// POST checked; GET spends it at once (used_at), only for the same staff member and before it expires.
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rows, type Db } from '../db/sql';
import { DEFAULT_CSV_ENCODING, isCsvEncoding, type CsvEncoding } from '../../src/shared/csv-export';
import { readStaffPreference, saveStaffPreference } from '../domain/staff-preferences';

/** A token lives this long: the browser asks for the file right after the POST. */
export const EXPORT_TOKEN_TTL_MS = 60_000;

const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export interface ExportRequest {
  table: string;
  scope: unknown;
  encoding: CsvEncoding;
}

export async function createExportToken(
  db: Db,
  staffUserId: string,
  request: ExportRequest,
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expires = new Date(now.getTime() + EXPORT_TOKEN_TTL_MS);
  // Spent and expired tokens of anybody are dropped on the way (they are never needed again).
  await db.execute(sql`delete from csv_export_tokens where expires_at < ${now.toISOString()}::timestamptz`);
  await db.execute(sql`
    insert into csv_export_tokens (token_hash, staff_user_id, table_name, scope, encoding, created_at, expires_at)
    values (${hashOf(token)}, ${staffUserId}, ${request.table}, ${JSON.stringify(request.scope)}::jsonb,
            ${request.encoding}, ${now.toISOString()}::timestamptz, ${expires.toISOString()}::timestamptz)`);
  return token;
}

/** Spends the token: its request, or null when it is unknown, spent, expired or another staff member's. */
export async function spendExportToken(
  db: Db,
  staffUserId: string,
  token: string,
  now: Date,
): Promise<ExportRequest | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const [found] = await rows<{ table_name: string; scope: unknown; encoding: string }>(
    db,
    sql`
      update csv_export_tokens set used_at = ${now.toISOString()}::timestamptz
      where token_hash = ${hashOf(token)} and staff_user_id = ${staffUserId}
        and used_at is null and expires_at > ${now.toISOString()}::timestamptz
      returning table_name, scope, encoding`,
  );
  if (!found || !isCsvEncoding(found.encoding)) return null;
  return { table: found.table_name, scope: found.scope, encoding: found.encoding };
}

/** The staff member's remembered encoding (UTF-8 with BOM until they choose another). */
export async function readCsvEncoding(db: Db, staffUserId: string): Promise<CsvEncoding> {
  const encoding = await readStaffPreference(db, staffUserId, 'csv_encoding');
  return isCsvEncoding(encoding) ? encoding : DEFAULT_CSV_ENCODING;
}

export function saveCsvEncoding(
  db: Db,
  staffUserId: string,
  encoding: CsvEncoding,
  now: Date,
): Promise<void> {
  return saveStaffPreference(db, staffUserId, 'csv_encoding', encoding, now);
}
