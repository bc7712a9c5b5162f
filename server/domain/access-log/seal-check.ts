// The chain check's part for the access log (`npm run audit -- verify` and 今すぐ検証): every day sealed and not
// since removed by the retention job must still have the entries its seal counted, with the same hash.
import { sql } from 'drizzle-orm';
import { rows } from '../../db/sql';
import type { Orm } from '../../db/client';
import { digestDay } from './day-digest';

type Db = Pick<Orm, 'execute'>;

export const SEAL_OPERATION = 'access_log.seal';
export const RETENTION_OPERATION = 'access_log.retention';

export interface SealProblem {
  seq: number | null;
  id: number | null;
  problem: string;
}

interface SealRow {
  seq: string;
  id: string;
  day: string;
  entries: number;
  hash: string;
}

/** The first sealed day whose entries no longer match their seal, or null. */
export async function checkAccessSeals(db: Db): Promise<SealProblem | null> {
  const [removed] = await rows<{ through: string | null }>(
    db,
    sql`select max(detail->>'through') as through from audit_log where operation = ${RETENTION_OPERATION}`,
  );
  const removedThrough = removed?.through ?? '';
  const seals = await rows<SealRow>(
    db,
    sql`select seq::text as seq, id::text as id, target_id as day, (detail->>'entries')::int as entries,
               detail->>'hash' as hash
        from audit_log where operation = ${SEAL_OPERATION} and target_id > ${removedThrough}
        order by target_id`,
  );
  for (const seal of seals) {
    const now = await digestDay(db, seal.day);
    if (now.entries === Number(seal.entries) && now.hash === seal.hash) continue;
    return {
      seq: Number(seal.seq),
      id: Number(seal.id),
      problem:
        `the access log of ${seal.day} does not match its seal (${now.entries} entries now, ${seal.entries} ` +
        'sealed): an entry was changed, added or removed',
    };
  }
  return null;
}
