// The header search over real HTTP (document 1 §2 Search views, §5, §7 Search): every keyword kind, Japanese
// folding, the 2-character minimum, relevance and newest-first ordering, the bound, duplicate settlements and
// hostile input. Signs in once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { consumers } from '../../server/db/schema/index';
import { NAME_RANGE_RANKED_WHOLE, SEARCH_RESULT_LIMIT } from '../../server/domain/search';
import { startHarness, type Harness, type StaffClient } from '../support/harness';
import { TestClient } from '../support/test-server';

const NOW = new Date('2025-06-15T00:00:00+09:00');

let h: Harness;
/** A staff user without any permission: search needs none. */
let searcher: StaffClient;

const SEARCH = `query Search($searchKeyword: String!) {
  fuzzySearch(searchKeyword: $searchKeyword) {
    consumers { id kanjiName kanaName email phone createdAt dateOfBirth status legalStatus address { zip } }
    paidyPayments { id consumerId consumerName amount status test createdAt shippingAddress { zip } }
    combiniPayments { id orderRef amount createdAt status test }
    chargesByProviderRef { chargeId orderReference amount createdAt consumerId barcodeId }
  }
}`;

interface SearchResult {
  consumers: { id: string; kanjiName: string | null; kanaName: string | null; createdAt: number }[];
  paidyPayments: { id: string; consumerId: string | null }[];
  combiniPayments: { id: string }[];
  chargesByProviderRef: { chargeId: string; consumerId: string; createdAt: number }[];
}

async function search(searchKeyword: string): Promise<SearchResult> {
  const answer = await searcher.gql('Search', SEARCH, { searchKeyword });
  expect(answer.status).toBe(200);
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return (answer.data as { fuzzySearch: SearchResult }).fuzzySearch;
}

async function searchError(searchKeyword: string) {
  const answer = await searcher.gql('Search', SEARCH, { searchKeyword });
  const errors = answer.errors as { message: string; extensions: { code: string } }[] | undefined;
  expect(errors, `expected an error for ${JSON.stringify(searchKeyword)}`).toBeDefined();
  return errors![0];
}

const q = <T = Record<string, unknown>>(text: string) => h.q<T>(sql.raw(text));
const ids = (list: { id: string }[]) => list.map((x) => x.id);

let seq = 0;
/** A consumer of our own; ids and contacts never collide with the seed's. */
function person(kanjiName: string | null, kanaName: string | null, createdAt: Date, extra = {}) {
  seq++;
  return {
    id: `con_SEARCHTEST${String(seq).padStart(6, '0')}`,
    kanjiName,
    kanaName,
    email: `search-${seq}@example.net`,
    phone: `8170${String(90000000 + seq)}`,
    createdAt,
    ...extra,
  };
}

const day = (n: number) => new Date(Date.UTC(2024, 0, 1) + n * 86_400_000);

const TARO = person('鬼瓦 権蔵', 'オニガワラ ゴンゾウ', day(10), {
  email: 'gonzo.onigawara@example.net',
  phone: '819011112222',
});
// Relevance for ホシノ: whole name, then a name part starting with it (newest first), then inside a part.
const EXACT = person('星野', 'ホシノ', day(1));
const PREFIX = person('星野 光', 'ホシノ ヒカル', day(2));
const PART = person('赤 星野', 'アカ ホシノ', day(3));
const INSIDE = person('赤星野 実', 'アカホシノ ミ', day(4));
const HIRAGANA = person('さくら 花子', null, day(5));
const BOUND = Array.from({ length: SEARCH_RESULT_LIMIT + 5 }, (_, i) =>
  person('限界 試験', 'ゲンカイ シケン', new Date(day(20).getTime() + i * 60_000)),
);
// A longer keyword: ranked as a whole when few suffixes match (ツキミザト), per rank when more than
// NAME_RANGE_RANKED_WHOLE do (タカナシ, a common family name): the same order either way.
const FEW = [
  person('月見里', 'ツキミザト', day(1)),
  person('月見里 花', 'ツキミザト ハナ', day(2)),
  person('赤 月見里', 'アカ ツキミザト', day(3)),
  person('赤月見里 実', 'アカツキミザト ミ', day(4)),
];
const MANY_EXACT = person('小鳥遊', 'タカナシ', day(1));
const MANY_INSIDE = person('赤小鳥遊 実', 'アカタカナシ ミ', day(400));
const MANY_PART = person('赤 小鳥遊', 'アカ タカナシ', day(300));
const MANY = Array.from({ length: NAME_RANGE_RANKED_WHOLE + 1 }, (_, i) =>
  person('小鳥遊 次郎', 'タカナシ ジロウ', new Date(day(100).getTime() + i * 60_000)),
);

beforeAll(async () => {
  h = await startHarness({
    now: NOW,
    seed: 5,
    async before(tdb) {
      await tdb.db.orm.insert(consumers).values([TARO, EXACT, PREFIX, PART, INSIDE, HIRAGANA]);
      const more = [...BOUND, ...FEW, MANY_EXACT, MANY_INSIDE, MANY_PART, ...MANY];
      for (let i = 0; i < more.length; i += 500)
        await tdb.db.orm.insert(consumers).values(more.slice(i, i + 500));
    },
  });
  searcher = await h.staff([]);
}, 180_000);

afterAll(async () => {
  await h?.close();
});

describe('search by exact id', () => {
  it('a consumer id finds that consumer', async () => {
    const [c] = await q<{ id: string }>(
      `select id from consumers where id like 'con\\_%' order by id limit 1`,
    );
    const result = await search(c.id);
    expect(ids(result.consumers)).toEqual([c.id]);
    expect(result.paidyPayments).toEqual([]);
    expect(result.combiniPayments).toEqual([]);
  });

  it('a pay_ or amz_ payment id finds only that payment, with its consumer', async () => {
    for (const prefix of ['pay', 'amz']) {
      const [p] = await q<{ id: string; consumer_id: string | null }>(
        `select id, consumer_id from payments where id like '${prefix}\\_%' order by id limit 1`,
      );
      const result = await search(` ${p.id} `);
      expect(result.paidyPayments.map((x) => [x.id, x.consumerId])).toEqual([[p.id, p.consumer_id]]);
      expect(result.consumers).toEqual([]);
      expect(result.chargesByProviderRef).toEqual([]);
    }
  });

  it('a combini payment id finds only that combini payment', async () => {
    const [c] = await q<{ id: string }>('select id from combini_payments order by id limit 1');
    const result = await search(c.id);
    expect(ids(result.combiniPayments)).toEqual([c.id]);
    expect(result.consumers).toEqual([]);
    expect(result.paidyPayments).toEqual([]);
  });

  it("a charge id finds the charge's consumer", async () => {
    const [c] = await q<{ id: string; consumer_id: string }>(
      `select id, consumer_id from charges where provider_ref is null order by id limit 1`,
    );
    const result = await search(c.id);
    expect(ids(result.consumers)).toEqual([c.consumer_id]);
    expect(result.chargesByProviderRef).toEqual([]);
  });

  it('a well-formed id that does not exist finds nothing', async () => {
    for (const id of [
      'con_0000000000000000',
      'pay_0000000000000000',
      'cbp_0000000000000000',
      'chg_0000000000000000',
    ]) {
      const result = await search(id);
      expect(result).toEqual({
        consumers: [],
        paidyPayments: [],
        combiniPayments: [],
        chargesByProviderRef: [],
      });
    }
  });
});

describe('search by eKYC id, VAN, e-mail and phone', () => {
  it('an eKYC (ID-card-provider) application id finds its consumer, in any letter case', async () => {
    const [c] = await q<{ id: string; liquid_application_id: string }>(
      'select id, liquid_application_id from consumers where liquid_application_id is not null order by id limit 1',
    );
    expect(ids((await search(c.liquid_application_id)).consumers)).toEqual([c.id]);
    expect(ids((await search(c.liquid_application_id.toUpperCase())).consumers)).toEqual([c.id]);
  });

  it('a VAN account number finds the consumer it is assigned to', async () => {
    const [v] = await q<{ consumer_id: string; account_number: string }>(
      'select consumer_id, account_number from vans order by consumer_id limit 1',
    );
    expect(ids((await search(v.account_number)).consumers)).toEqual([v.consumer_id]);
  });

  it('an e-mail address finds its consumer whatever the letter case', async () => {
    expect(ids((await search('Gonzo.ONIGAWARA@Example.NET')).consumers)).toEqual([TARO.id]);
    expect(ids((await search('gonzo.onigawara@example.net')).consumers)).toEqual([TARO.id]);
  });

  it.each(['090-1111-2222', '09011112222', '０９０－１１１１－２２２２', '+81 90-1111-2222', '819011112222'])(
    'the phone number %s finds its consumer',
    async (phone) => {
      expect(ids((await search(phone)).consumers)).toEqual([TARO.id]);
    },
  );
});

describe('search by name', () => {
  it.each([
    ['a kanji fragment', '鬼瓦'],
    ['a kanji fragment across family and given name', '瓦権'],
    ['the full kanji name with a space', '鬼瓦 権蔵'],
    ['the full kanji name with an ideographic space', '鬼瓦\u3000権蔵'],
    ['a katakana fragment', 'ガワラ'],
    ['a hiragana fragment', 'おにがわら'],
    ['a half-width katakana fragment', 'ｵﾆｶﾞﾜﾗ'],
    ['the given name in hiragana', 'ごんぞう'],
    ['a 2-character kana fragment', 'ゴン'],
    ['the full kana name in hiragana with a space', 'おにがわら ごんぞう'],
  ])('%s (%s) finds the consumer', async (_label, keyword) => {
    expect(ids((await search(keyword)).consumers)).toContain(TARO.id);
  });

  it('a kanji name written with hiragana is found by katakana', async () => {
    expect(ids((await search('サクラ')).consumers)).toContain(HIRAGANA.id);
  });

  // 3 and 2 characters each read their own prefix index (migration 0021); the order is the same.
  it.each(['ほしの', '星野'])(
    'orders by relevance (whole name, then a name part starting with the keyword, then inside), then newest: %s',
    async (keyword) => {
      const found = ids((await search(keyword)).consumers).filter((id) =>
        [EXACT.id, PREFIX.id, PART.id, INSIDE.id].includes(id),
      );
      expect(found).toEqual([EXACT.id, PART.id, PREFIX.id, INSIDE.id]);
    },
  );

  it('orders a longer keyword the same way whether few or many names match it', async () => {
    const few = ids((await search('つきみざと')).consumers);
    expect(few).toEqual([FEW[0].id, FEW[2].id, FEW[1].id, FEW[3].id]);

    // More than NAME_RANGE_RANKED_WHOLE suffixes: the whole name, then the names starting with it, newest first;
    // the one inside a name (newest of all) falls past the limit.
    const many = ids((await search('たかなし')).consumers);
    const newestMany = [...MANY]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .slice(0, SEARCH_RESULT_LIMIT - 2)
      .map((c) => c.id);
    expect(many).toEqual([MANY_EXACT.id, MANY_PART.id, ...newestMany]);
    expect(many).not.toContain(MANY_INSIDE.id);
  });

  it(`returns at most ${SEARCH_RESULT_LIMIT} consumers, the newest first`, async () => {
    const result = await search('げんかい');
    expect(result.consumers).toHaveLength(SEARCH_RESULT_LIMIT);
    const expected = [...BOUND]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .slice(0, SEARCH_RESULT_LIMIT)
      .map((c) => c.id);
    expect(ids(result.consumers)).toEqual(expected);
  });

  it('a name that nobody has finds nothing', async () => {
    for (const keyword of ['ぬぬぬぬ', 'ヌヌ', '存在しない名前']) {
      expect(await search(keyword)).toEqual({
        consumers: [],
        paidyPayments: [],
        combiniPayments: [],
        chargesByProviderRef: [],
      });
    }
  });
});

describe('suspicious duplicate settlements', () => {
  async function duplicateGroup() {
    const group = await q<{ id: string; consumer_id: string; provider_ref: string }>(
      `select id, consumer_id, provider_ref from charges
       where provider_ref = (select provider_ref from charges where provider_ref is not null
                             group by provider_ref having count(*) > 1 order by provider_ref limit 1)
       order by id`,
    );
    expect(group.length).toBeGreaterThan(1);
    return group;
  }

  it('the provider reference finds every charge that shares it, newest first', async () => {
    const group = await duplicateGroup();
    const result = await search(group[0].provider_ref);
    expect(result.chargesByProviderRef.map((c) => c.chargeId).sort()).toEqual(group.map((g) => g.id));
    const times = result.chargesByProviderRef.map((c) => c.createdAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("a charge id of a duplicate finds its group and its consumer; the consumer id finds the consumer's groups", async () => {
    const group = await duplicateGroup();
    const byCharge = await search(group[0].id);
    expect(ids(byCharge.consumers)).toEqual([group[0].consumer_id]);
    expect(byCharge.chargesByProviderRef.map((c) => c.chargeId)).toEqual(
      expect.arrayContaining(group.map((g) => g.id)),
    );
    const byConsumer = await search(group[0].consumer_id);
    expect(byConsumer.chargesByProviderRef.map((c) => c.chargeId)).toEqual(
      expect.arrayContaining(group.map((g) => g.id)),
    );
  });

  it('a provider reference used once is no duplicate', async () => {
    const [single] = await q<{ provider_ref: string }>(
      `select provider_ref from charges where provider_ref is not null group by provider_ref having count(*) = 1 order by 1 limit 1`,
    );
    expect((await search(single.provider_ref)).chargesByProviderRef).toEqual([]);
  });
});

describe('keyword checks and hostile input', () => {
  it.each(['', ' ', '山', '\u3000a\u3000', 'ｱ'])('%j is refused: at least 2 characters', async (keyword) => {
    const error = await searchError(keyword);
    expect(error.extensions.code).toBe('BAD_USER_INPUT');
    expect(error.message).toMatch(/at least 2 characters/);
  });

  it('more than 200 characters is refused', async () => {
    const error = await searchError('あ'.repeat(201));
    expect(error.extensions.code).toBe('BAD_USER_INPUT');
    expect(error.message).toMatch(/at most 200 characters/);
  });

  it('LIKE wildcards and quotes match only themselves', async () => {
    for (const keyword of ['%%', '__', '_%', '\\\\', "'%", "'; drop table consumers; --", 'ホシ%', 'ホ_ノ']) {
      expect(await search(keyword), keyword).toEqual({
        consumers: [],
        paidyPayments: [],
        combiniPayments: [],
        chargesByProviderRef: [],
      });
    }
    const [{ n }] = await q<{ n: number }>('select count(*)::int as n from consumers');
    expect(n).toBeGreaterThan(SEARCH_RESULT_LIMIT);
  });

  it('a search without a session answers 401', async () => {
    const anonymous = new TestClient(h.baseUrl);
    const answer = await anonymous.request('POST', '/graphql', {
      body: { query: SEARCH, variables: { searchKeyword: '山田' } },
    });
    expect(answer.status).toBe(401);
  });
});
