// What the benchmark reads from its database before measuring: the bench staff account, the search keywords of
// each kind, payment ids and the consumers of the page rows.
import { sql } from 'drizzle-orm';
import type { Database } from '../server/db/client';
import {
  createStaffUser,
  grantPermissions,
  listStaffUsers,
  setStaffPassword,
  unlockStaffUser,
} from '../server/domain/staff-accounts';
import { ALL_PERMISSIONS } from '../src/shared/permissions';
import { HEAVY_CONSUMER_ID } from './dataset';
import { pickQuotedKeywords } from './quoted-keys';

export const BENCH_STAFF_EMAIL = 'bench@example.com';
export const BENCH_STAFF_PASSWORD = 'bench-password-0123456789';

export async function query<T>(db: Database, text: string): Promise<T[]> {
  return ((await db.orm.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;
}

/** A staff user holding every permission, with the bench password, unlocked (created when missing). */
export async function ensureStaff(db: Database, email = BENCH_STAFF_EMAIL): Promise<void> {
  const existing = (await listStaffUsers(db.orm)).find((u) => u.email === email);
  if (!existing) {
    await createStaffUser(
      db.orm,
      { email, password: BENCH_STAFF_PASSWORD, permissions: [...ALL_PERMISSIONS] },
      'bench',
    );
    return;
  }
  await setStaffPassword(db.orm, email, BENCH_STAFF_PASSWORD, 'bench');
  await unlockStaffUser(db.orm, email, 'bench');
  await grantPermissions(db.orm, email, [...ALL_PERMISSIONS], 'bench');
}

/** 090-1234-5678 from the stored 819012345678. */
function domesticPhone(stored: string): string {
  const d = `0${stored.slice(2)}`;
  return `${d.slice(0, 3)}-${d.slice(3, 7)}-${d.slice(7)}`;
}

const NO_MATCH = [
  'zzqxvw',
  '該当者無し',
  'ヌヌヌヌヌ',
  'con_0000000000000000',
  'nobody@example.invalid',
  'QQ',
];

function unique(list: string[], max: number): string[] {
  return [...new Set(list.filter((s) => s && s.trim().length >= 2))].slice(0, max);
}

export async function pickKeywords(db: Database): Promise<Record<string, string[]>> {
  const consumers = await query<{
    id: string;
    email: string;
    phone: string;
    kanji: string | null;
    kana: string | null;
  }>(
    db,
    `SELECT id, email, phone, kanji_name AS kanji, kana_name AS kana FROM consumers
     WHERE (hashtext(id) & 4095) < 8 ORDER BY id LIMIT 300`,
  );
  const payments = await query<{ id: string }>(
    db,
    `SELECT id FROM payments TABLESAMPLE SYSTEM (1) REPEATABLE (11) ORDER BY md5(id) LIMIT 300`,
  );
  const kanji = consumers.map((c) => c.kanji).filter((s): s is string => !!s);
  const kana = consumers.map((c) => c.kana).filter((s): s is string => !!s);
  const folded = (s: string) => s.replace(/[\s\u3000]/g, '');
  const family = (s: string) => s.split(/[\s\u3000]/)[0];
  const given = (s: string) => s.split(/[\s\u3000]/)[1] ?? '';
  // 3+: full names as stored, names without the space, 3-character fragments across the family/given boundary.
  const kanji3 = kanji.flatMap((n, i) => {
    const f = folded(n);
    const options = [n, f, f.slice(Math.max(0, family(n).length - 1), family(n).length + 2)];
    if (family(n).length >= 3) options.push(family(n));
    return [options[i % options.length]];
  });
  const kana3 = kana.flatMap((n, i) => {
    const f = folded(n);
    const options = [family(n), n, f.slice(1, 4), given(n)];
    return [options[i % options.length]].filter((s) => s.length >= 3);
  });
  // 2 characters: 2-character family or given names and 2-character fragments.
  const kanji2 = kanji.flatMap((n, i) => {
    const candidates = [family(n), given(n), folded(n).slice(1, 3)].filter((s) => s.length === 2);
    return candidates.length ? [candidates[i % candidates.length]] : [];
  });
  const kana2 = kana.map((n, i) => {
    const f = folded(n);
    const start = i % Math.max(1, f.length - 1);
    return f.slice(start, start + 2);
  });
  return {
    consumerId: unique(
      consumers.map((c) => c.id),
      150,
    ),
    paymentId: unique(
      payments.map((p) => p.id),
      150,
    ),
    email: unique(
      consumers.map((c) => c.email),
      150,
    ),
    phone: unique(
      consumers.map((c) => domesticPhone(c.phone)),
      150,
    ),
    kanji3: unique(kanji3, 100),
    kana3: unique(kana3, 100),
    kanji2: unique(kanji2, 60),
    kana2: unique(kana2, 60),
    ...(await pickQuotedKeywords(db, consumers)),
    noMatch: NO_MATCH,
  };
}

export async function pickPaymentIds(db: Database): Promise<string[]> {
  const list = await query<{ id: string }>(
    db,
    `SELECT id FROM payments TABLESAMPLE SYSTEM (1) REPEATABLE (23) ORDER BY md5(id || 'x') LIMIT 1000`,
  );
  return list.map((r) => r.id);
}

export interface PageConsumers {
  random: string[];
  heavy: string[];
  heavyPayments: number;
  billed: string[];
  /** The dataset's one consumer with 10,000 payments (bench/dataset.ts ensureHeavyConsumer), when present. */
  tenThousand?: { id: string; payments: number };
}

/** Random consumers, the consumers with the most payments, and consumers with bill statements. */
export async function pickPageConsumers(db: Database): Promise<PageConsumers> {
  const ids = (list: { id: string }[]) => list.map((r) => r.id);
  const random = await query<{ id: string }>(
    db,
    `SELECT id FROM consumers TABLESAMPLE SYSTEM (1) REPEATABLE (31) ORDER BY md5(id || 'cp') LIMIT 1000`,
  );
  // The generated heaviest consumers, without the one given 10,000 payments (measured on its own below).
  const heavy = await query<{ id: string; n: string | number }>(
    db,
    `SELECT consumer_id AS id, count(*) AS n FROM payments
     WHERE consumer_id IS NOT NULL AND consumer_id <> '${HEAVY_CONSUMER_ID}'
     GROUP BY consumer_id ORDER BY count(*) DESC, consumer_id LIMIT 30`,
  );
  const [ten] = await query<{ n: string | number }>(
    db,
    `SELECT count(*) AS n FROM payments WHERE consumer_id = '${HEAVY_CONSUMER_ID}'`,
  );
  const billed = await query<{ id: string }>(
    db,
    `SELECT consumer_id AS id FROM bill_statements TABLESAMPLE SYSTEM (2) REPEATABLE (37)
     GROUP BY consumer_id ORDER BY md5(consumer_id) LIMIT 500`,
  );
  return {
    random: ids(random).filter((id) => id !== HEAVY_CONSUMER_ID),
    heavy: ids(heavy),
    heavyPayments: Math.min(...heavy.map((r) => Number(r.n))),
    billed: ids(billed),
    tenThousand: Number(ten.n) >= 1000 ? { id: HEAVY_CONSUMER_ID, payments: Number(ten.n) } : undefined,
  };
}
