// The recent-cases store in IndexedDB (fake-indexeddb): strict per-staff-user scoping, the 50 cap,
// expiry after 24 hours and the wipe.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ConsoleDb,
  RECENT_LOOKUP_LIMIT,
  RECENT_LOOKUP_MAX_AGE_MS,
  listRecentLookups,
  pruneExpiredLookups,
  putRecentLookup,
  wipeStaffData,
  type RecentLookup,
} from '../../src/db/console-db';
import { readRecentLookup } from '../../src/db/recent-lookup-read';

const ALICE = 'alice@example.com';
const BOB = 'bob@example.com';
const NOW = Date.UTC(2026, 4, 1, 3, 0, 0);

let db: ConsoleDb;
let n = 0;

beforeEach(async () => {
  db = new ConsoleDb(`console-test-${++n}`);
  await db.open();
});

function row(staffUserId: string, id: string, fetchedAt = NOW, kind: RecentLookup['kind'] = 'consumer') {
  return { staffUserId, kind, id, label: `label ${id}`, snapshot: { consumer: { id } }, fetchedAt };
}

describe('recent lookups store', () => {
  it('never lists or returns one staff user’s rows to another', async () => {
    await putRecentLookup(row(ALICE, 'con_a'), { db });
    await putRecentLookup(row(ALICE, 'pay_a', NOW, 'payment'), { db });
    await putRecentLookup(row(BOB, 'con_b'), { db });

    expect((await listRecentLookups(ALICE, NOW, db)).map((r) => r.id).sort()).toEqual(['con_a', 'pay_a']);
    expect((await listRecentLookups(BOB, NOW, db)).map((r) => r.id)).toEqual(['con_b']);
    expect(await readRecentLookup(BOB, 'consumer', 'con_a', NOW, db.name)).toBeUndefined();
    expect(await readRecentLookup(ALICE, 'consumer', 'con_a', NOW, db.name)).toMatchObject({
      snapshot: { consumer: { id: 'con_a' } },
    });
    expect(await listRecentLookups('', NOW, db)).toEqual([]);
  });

  it('the one-case read (without Dexie) creates no database where there is none; Dexie then makes it as usual', async () => {
    const name = `console-absent-${Math.random()}`;
    expect(await readRecentLookup(ALICE, 'consumer', 'con_a', NOW, name)).toBeUndefined();
    expect((await indexedDB.databases()).map((d) => d.name)).not.toContain(name);
    const later = new ConsoleDb(name);
    await putRecentLookup(row(ALICE, 'con_a'), { db: later });
    expect(await readRecentLookup(ALICE, 'consumer', 'con_a', NOW, name)).toMatchObject({ id: 'con_a' });
    later.close();
  });

  it('keeps the same case once per user, refreshed, newest fetch first', async () => {
    await putRecentLookup(row(ALICE, 'con_1', NOW - 3000), { db });
    await putRecentLookup(row(ALICE, 'con_2', NOW - 2000), { db });
    await putRecentLookup({ ...row(ALICE, 'con_1', NOW - 1000), label: 'new' }, { db });
    const list = await listRecentLookups(ALICE, NOW, db);
    expect(list.map((r) => [r.id, r.label])).toEqual([
      ['con_1', 'new'],
      ['con_2', 'label con_2'],
    ]);
  });

  it('keeps only the newest 50 per user and leaves other users alone', async () => {
    await putRecentLookup(row(BOB, 'con_bob', NOW - 100_000), { db });
    for (let i = 0; i < RECENT_LOOKUP_LIMIT + 5; i++) {
      await putRecentLookup(row(ALICE, `con_${String(i).padStart(2, '0')}`, NOW - 60_000 + i), { db });
    }
    const list = await listRecentLookups(ALICE, NOW, db);
    expect(list).toHaveLength(RECENT_LOOKUP_LIMIT);
    expect(list[0].id).toBe('con_54');
    expect(list.at(-1)!.id).toBe('con_05');
    expect(await db.recentLookups.where('staffUserId').equals(ALICE).count()).toBe(RECENT_LOOKUP_LIMIT);
    expect((await listRecentLookups(BOB, NOW, db)).map((r) => r.id)).toEqual(['con_bob']);
  });

  it('answers nothing older than 24 hours, and the prune deletes it', async () => {
    await putRecentLookup(row(ALICE, 'old', NOW - RECENT_LOOKUP_MAX_AGE_MS - 1), { db });
    await putRecentLookup(row(ALICE, 'fresh', NOW - RECENT_LOOKUP_MAX_AGE_MS + 60_000), { db });
    expect((await listRecentLookups(ALICE, NOW, db)).map((r) => r.id)).toEqual(['fresh']);
    expect(await readRecentLookup(ALICE, 'consumer', 'old', NOW, db.name)).toBeUndefined();
    // 24 h after the fresh one too, nothing is answered.
    expect(await listRecentLookups(ALICE, NOW + 60_001, db)).toEqual([]);

    await pruneExpiredLookups(RECENT_LOOKUP_MAX_AGE_MS, NOW, db);
    expect((await db.recentLookups.toArray()).map((r) => r.id)).toEqual(['fresh']);
  });

  it('wipes one user’s rows, or everyone’s', async () => {
    await putRecentLookup(row(ALICE, 'con_a'), { db });
    await putRecentLookup(row(BOB, 'con_b'), { db });
    await wipeStaffData(ALICE, db);
    expect(await listRecentLookups(ALICE, NOW, db)).toEqual([]);
    expect(await listRecentLookups(BOB, NOW, db)).toHaveLength(1);
    await wipeStaffData(undefined, db);
    expect(await db.recentLookups.count()).toBe(0);
  });

  it('writes nothing once the user is no longer the signed-in one', async () => {
    expect(await putRecentLookup(row(ALICE, 'con_late'), { db, isActiveUser: () => false })).toBe(false);
    expect(await putRecentLookup(row('', 'con_x'), { db })).toBe(false);
    expect(await db.recentLookups.count()).toBe(0);
  });
});
