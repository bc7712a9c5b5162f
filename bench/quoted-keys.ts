// The search kinds of "what the caller quotes": a merchant's order reference, the last 8 digits of a
// phone number and the local part of an e-mail address. Their keywords come from the dataset like the other
// kinds' (bench/measure.ts), and the report shows the plan of each so a full run proves they use their indexes.
import { sql } from 'drizzle-orm';
import type { Database } from '../server/db/client';
import type { ExplainResult, KindSpec } from './measure';

export const QUOTED_KINDS: KindSpec[] = [
  { id: 'orderRef', label: 'order reference (ORD-…, CB-…)', target: 10 },
  { id: 'phoneTail', label: 'phone, last 8 digits 1234-5678', target: 10 },
  { id: 'emailLocal', label: 'e-mail local part', target: 10 },
];

async function query<T>(db: Database, text: string): Promise<T[]> {
  return ((await db.orm.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;
}

/** The last 8 digits as a caller reads them: 5678-1234. */
export const phoneTailAsRead = (stored: string) => `${stored.slice(-8, -4)}-${stored.slice(-4)}`;

/**
 * Keywords of the three kinds: order references of sampled payments and combini payments (two to one), and
 * the phone tails and e-mail local parts of `consumers` (the sample the other kinds use).
 */
export async function pickQuotedKeywords(
  db: Database,
  consumers: { email: string; phone: string }[],
  max = 150,
): Promise<Record<string, string[]>> {
  const payments = await query<{ ref: string }>(
    db,
    `SELECT order_ref AS ref FROM payments TABLESAMPLE SYSTEM (1) REPEATABLE (17)
     WHERE order_ref IS NOT NULL ORDER BY md5(id) LIMIT ${max}`,
  );
  const combini = await query<{ ref: string }>(
    db,
    `SELECT order_ref AS ref FROM combini_payments TABLESAMPLE SYSTEM (2) REPEATABLE (19)
     WHERE order_ref IS NOT NULL ORDER BY md5(id) LIMIT ${Math.ceil(max / 2)}`,
  );
  const refs: string[] = [];
  payments.forEach((p, i) => {
    refs.push(p.ref);
    if (i % 2 === 1 && combini[i >> 1]) refs.push(combini[i >> 1].ref);
  });
  const unique = (list: string[]) => [...new Set(list.filter((s) => s.length >= 2))].slice(0, max);
  return {
    orderRef: unique(refs),
    phoneTail: unique(consumers.map((c) => phoneTailAsRead(c.phone))),
    emailLocal: unique(consumers.map((c) => c.email.split('@')[0])),
  };
}

/** The report's section on the plans of the quoted kinds (PostgreSQL only). */
export function quotedExplainLines(explains: ExplainResult[]): string[] {
  if (!explains.length) return [];
  const lines = [
    '### EXPLAIN (ANALYZE, BUFFERS) of the quoted keys: order reference, phone tail, e-mail local part',
    '',
    'One keyword of each kind; the statements its search sent, slowest first. The order reference is read through',
    '`payments_order_ref_idx` and `combini_payments_order_ref_idx`, the phone tail through `consumers_phone_tail_idx`',
    'and the local part through `consumers_email_local_idx` (migration 0014).',
    '',
  ];
  for (const e of explains) {
    lines.push(`#### ${e.kind}: \`${e.keyword}\``, '');
    for (const s of e.statements) {
      const timed = Number.isFinite(s.ms) ? `${s.ms.toFixed(2)} ms` : 'not timed';
      lines.push(`${timed}:`, '', '```', s.plan, '```', '');
    }
  }
  return lines;
}
