// The merchant page (document 2 §2): the application / merchant_disabled tabs and the report setting
// (deactivateInvoices), which deactivates merchants' monthly invoice report buttons.
import { sql } from 'drizzle-orm';
import { rows, epochMs, type Db } from '../db/sql';
import { merchants } from '../db/schema/index';
import { isMerchantId } from '../../src/shared/id-patterns';
import { badInput, type ActionOutcome, type Actor } from './action-outcome';

export interface MerchantRowData {
  id: string;
  name: string;
  createdAt: number;
  disabledAt: number | null;
  deactivatedMonths: string[];
}

/** Enabled (disabled: false) or disabled merchants, newest first, each with its deactivated months. One statement. */
export async function listMerchants(db: Db, disabled: boolean): Promise<MerchantRowData[]> {
  const found = await rows<MerchantRowData>(
    db,
    sql`select ${merchants.id}, ${merchants.name}, ${epochMs(merchants.createdAt)} as "createdAt",
               ${epochMs(merchants.disabledAt)} as "disabledAt",
               coalesce((select json_agg(d.year::text || lpad(d.month::text, 2, '0')
                                         order by d.year desc, d.month desc)
                         from invoice_deactivations d where d.merchant_id = ${merchants.id}), '[]'::json)
                 as "deactivatedMonths"
        from ${merchants}
        where (${merchants.disabledAt} is not null) = ${disabled}
        order by ${merchants.createdAt} desc, ${merchants.id} desc`,
  );
  return found.map((m) => ({
    ...m,
    createdAt: Number(m.createdAt),
    disabledAt: m.disabledAt === null ? null : Number(m.disabledAt),
  }));
}

export interface InvoiceToDeactivateData {
  merchantId: string;
  year: number;
  month: number;
}

/** A report-setting file holds at most this many rows per call. */
export const MAX_INVOICES_PER_CALL = 10_000;

function jstYear(now: Date): number {
  return new Date(now.getTime() + 9 * 3_600_000).getUTCFullYear();
}

/**
 * Validates every entry first; any malformed or unknown merchant refuses the whole call (nothing changes).
 * Otherwise inserts the months, a month already deactivated being left as it is.
 */
export async function deactivateInvoices(
  db: Db,
  entries: readonly InvoiceToDeactivateData[],
  actor: Actor,
  now: Date,
): Promise<ActionOutcome<'Success'>> {
  if (!entries.length) return badInput('invoicesToDeactivate is empty', 'invoicesToDeactivate');
  if (entries.length > MAX_INVOICES_PER_CALL)
    return badInput(`At most ${MAX_INVOICES_PER_CALL} rows per call`, 'invoicesToDeactivate');
  const maxYear = jstYear(now);
  for (const [n, e] of entries.entries()) {
    const row = `Row ${n + 1}`;
    if (!isMerchantId(e.merchantId))
      return badInput(`${row}: ${e.merchantId.slice(0, 40)} is not a merchant id (mer_…)`, 'merchantId');
    if (!Number.isInteger(e.year) || e.year < 2000 || e.year > maxYear)
      return badInput(`${row}: year must be between 2000 and ${maxYear}`, 'year');
    if (!Number.isInteger(e.month) || e.month < 1 || e.month > 12)
      return badInput(`${row}: month must be between 1 and 12`, 'month');
  }
  const ids = [...new Set(entries.map((e) => e.merchantId))];
  // Locks the merchants named, so none can be removed between the check and the insert.
  const known = await rows<{ id: string }>(
    db,
    sql`select id from ${merchants}
        where id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)) for share`,
  );
  const knownIds = new Set(known.map((k) => k.id));
  const missing = ids.filter((id) => !knownIds.has(id));
  if (missing.length)
    return badInput(
      `Unknown merchant${missing.length > 1 ? 's' : ''}: ${missing.slice(0, 10).join(', ')}${missing.length > 10 ? ` and ${missing.length - 10} more` : ''}`,
      'merchantId',
    );
  const added = await rows<{ id: number }>(
    db,
    sql`insert into invoice_deactivations (merchant_id, year, month, created_by, created_at)
        select v.merchant_id, v.year, v.month, ${actor.email}, ${now.toISOString()}::timestamptz
        from jsonb_to_recordset(${JSON.stringify(entries.map((e) => ({ merchant_id: e.merchantId, year: e.year, month: e.month })))}::jsonb)
          as v(merchant_id text, year int, month int)
        on conflict (merchant_id, year, month) do nothing
        returning id`,
  );
  return {
    status: 'done',
    value: 'Success',
    audit: { rows: entries.length, merchants: ids.length, added: added.length },
  };
}
