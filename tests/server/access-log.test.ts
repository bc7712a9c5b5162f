// Who looked (the access log): every root field that can answer a consumer's personal data is found by walking the
// schema to the personal fields and must be logged; each logged field, asked as a staff member would, writes one entry
// naming its consumers before the answer leaves; a selection without personal fields writes none; a search stores
// the ids it answered, never the keyword; exports write an Export entry per page and impersonation its own; offline
// reads come back marked offline; a log that cannot be written answers 503 without the data; accessEntries filters
// and pages newest first, for holders of audit_log.read only. PGlite and PostgreSQL.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildSchema, getNamedType, isObjectType, type GraphQLNamedType } from 'graphql';
import { ALL_PERMISSIONS, PERMISSIONS } from '../../src/shared/permissions';
import { isPersonalField } from '../../server/domain/access-log/personal-data';
import { LOGGED_FIELDS } from '../../server/graphql/access-log/logged-fields';
import { startHarness, type Harness, type Row, type StaffClient } from '../support/harness';
import { insertConsumer } from '../support/fixtures';
import { newId } from '../../src/shared/id-patterns';

let h: Harness;
let auditor: StaffClient;
let ids: Record<
  'consumer' | 'payment' | 'combini' | 'history' | 'multiPay' | 'gps' | 'paypal' | 'plus' | 'van' | 'sent',
  string
>;
let gpsToken: string;
let sentToken: string;

const one = async (query: ReturnType<typeof sql>) =>
  Object.values((await h.q<Row>(query))[0] ?? {})[0] as string;

beforeAll(async () => {
  h = await startHarness({ consumers: 30, seed: 5 });
  auditor = await h.staff([PERMISSIONS.auditLogRead], { email: 'auditor@example.com' });
  ids = {
    consumer: (await insertConsumer(h)).id,
    payment: await one(sql`select id from payments where consumer_id is not null order by id limit 1`),
    combini: await one(sql`select id from combini_payments order by id limit 1`),
    history: await one(sql`select consumer_id from consumer_history order by consumer_id limit 1`),
    multiPay: await one(sql`select consumer_id from multi_pay_contracts order by consumer_id limit 1`),
    gps: await one(sql`select consumer_id from gps_tokens order by consumer_id limit 1`),
    paypal: await one(sql`select consumer_id from paypal_links order by consumer_id limit 1`),
    plus: await one(sql`select consumer_id from plus_consumer_data order by consumer_id limit 1`),
    van: await one(sql`select consumer_id from vans order by consumer_id limit 1`),
    sent: (await insertConsumer(h)).id,
  };
  sentToken = newId('gpsToken');
  await h.q(sql`
    insert into gps_tokens (token, consumer_id, status, idemia_id, physical_card_status, physical_card_updated_at)
    values (${sentToken}, ${ids.sent}, 'active', 'IDM000000000001', 'cardSent', now() - interval '1 day')`);
  await h.q(sql`
    insert into physical_card_events (token, consumer_id, physical_card_status, physical_card_updated_at)
    values (${sentToken}, ${ids.sent}, 'cardSent', now() - interval '1 day')`);
  gpsToken = await one(sql`select token from gps_tokens where consumer_id = ${ids.gps} limit 1`);
});

afterAll(async () => {
  await h?.close();
});

const ENTRIES = `query($staffEmail: String, $consumerId: ID, $kind: String, $from: EpochMillis, $to: EpochMillis,
                      $offset: Int, $limit: Int) {
  accessEntries(staffEmail: $staffEmail, consumerId: $consumerId, kind: $kind, from: $from, to: $to,
                offset: $offset, limit: $limit) {
    items { id at staffEmail kind consumerIds rowCount reason offline readAt }
    hasMore
  }
}`;

async function entries(variables: Record<string, unknown>): Promise<{ items: Row[]; hasMore: boolean }> {
  const answer = await auditor.gql('', ENTRIES, variables);
  expect(answer.errors).toBeUndefined();
  return answer.data!.accessEntries;
}

let probeCount = 0;
/** A staff member of their own (every permission), so their entries are theirs alone. */
const probeStaff = () => h.staff(ALL_PERMISSIONS, { email: `probe-${++probeCount}@example.com` });

// ─── The schema walk ──────────────────────────────────────────────────────────────────────────────────────────

const schema = buildSchema(readFileSync('server/graphql/schema.graphql', 'utf8'));

/** Whether a type's fields lead, at any depth, to a personal field. */
function reachesPersonalData(type: GraphQLNamedType, seen = new Set<string>()): boolean {
  if (seen.has(type.name)) return false;
  seen.add(type.name);
  if ('getTypes' in type && typeof type.getTypes === 'function')
    return (type.getTypes() as GraphQLNamedType[]).some((t) => reachesPersonalData(t, seen));
  if (!isObjectType(type)) return false;
  return Object.values(type.getFields()).some(
    (field) => isPersonalField(type.name, field.name) || reachesPersonalData(getNamedType(field.type), seen),
  );
}

function rootFieldsReaching(root: 'Query' | 'Mutation'): string[] {
  const type = root === 'Query' ? schema.getQueryType()! : schema.getMutationType()!;
  return Object.values(type.getFields())
    .filter((field) => reachesPersonalData(getNamedType(field.type)))
    .map((field) => field.name)
    .sort();
}

describe('the logged root fields', () => {
  it('are exactly the root fields whose answers can reach a personal field (a new one must be logged)', () => {
    expect(Object.keys(LOGGED_FIELDS.Query).sort()).toEqual(rootFieldsReaching('Query'));
    expect(Object.keys(LOGGED_FIELDS.Mutation).sort()).toEqual(rootFieldsReaching('Mutation'));
  });
});

// ─── One probe per logged field ───────────────────────────────────────────────────────────────────────────────

interface Probe {
  /** The operation, named as the console names its page queries where there is one. */
  document: () => string;
  variables: () => Record<string, unknown>;
  /** The consumer the entry must name (null: the answer names none, a combini payment's buyer). */
  consumer: () => string | null;
  /** The entry's kind when the server names it itself (Reveal), not after the operation. */
  kind?: string;
}

const PROBES: Record<string, Probe> = {
  fuzzySearch: {
    document: () => `query Search($k: String!) { fuzzySearch(searchKeyword: $k) { consumers { id phone } } }`,
    variables: () => ({ k: ids.consumer }),
    consumer: () => ids.consumer,
  },
  consumer: {
    document: () => `query ConsumerPage($c: ID!) { consumer(consumerId: $c) { id kanjiName } }`,
    variables: () => ({ c: ids.consumer }),
    consumer: () => ids.consumer,
  },
  plusConsumerData: {
    document: () =>
      `query($c: ID!) { plusConsumerData(consumerId: $c) { plusConsumerDetails { nameKana } } }`,
    variables: () => ({ c: ids.plus }),
    consumer: () => ids.plus,
  },
  paymentsV2: {
    document: () => `query($c: ID!) { paymentsV2(consumerId: $c) { payments { id consumerName } } }`,
    variables: () => ({ c: ids.history }),
    consumer: () => ids.history,
  },
  consumerPayments: {
    document: () =>
      `query($c: ID!) { consumerPayments(consumerId: $c) { payments { id shippingAddress { city } } } }`,
    variables: () => ({ c: ids.history }),
    consumer: () => ids.history,
  },
  payment: {
    document: () => `query PaymentPage($p: ID!) { payment(paymentId: $p) { id consumerId buyer { email } } }`,
    variables: () => ({ p: ids.payment }),
    consumer: () => null,
  },
  combinipayment: {
    document: () => `query($p: ID!) { combinipayment(combiniPaymentId: $p) { id buyer { phone } } }`,
    variables: () => ({ p: ids.combini }),
    consumer: () => null,
  },
  multiPayContractsByConsumerId: {
    document: () => `query($c: ID!) { multiPayContractsByConsumerId(consumerId: $c) { id nameKana } }`,
    variables: () => ({ c: ids.multiPay }),
    consumer: () => ids.multiPay,
  },
  consumerHistory: {
    document:
      () => `query($c: ID!, $from: EpochMillis!, $to: EpochMillis!) { consumerHistory(consumerId: $c, from: $from, to: $to) {
      ... on ConsumerCreatedRecord { email } } }`,
    variables: () => ({ c: ids.history, from: Date.now() - 5 * 365 * 86_400_000, to: Date.now() }),
    consumer: () => ids.history,
  },
  van: {
    document: () => `query($c: ID!) { van(consumerId: $c) { accountNumber } }`,
    variables: () => ({ c: ids.van }),
    consumer: () => ids.van,
  },
  gpsTokens: {
    document: () => `query($c: ID!) { gpsTokens(consumerId: $c) { token status } }`,
    variables: () => ({ c: ids.gps }),
    consumer: () => ids.gps,
  },
  paypalLinks: {
    document: () => `query($c: ID!) { paypalLinks(consumerId: $c) { status gpsToken } }`,
    variables: () => ({ c: ids.paypal }),
    consumer: () => ids.paypal,
  },
  disableConsumer: {
    document: () => `mutation($c: ID!) { disableConsumer(id: $c) { id email } }`,
    variables: () => ({ c: ids.consumer }),
    consumer: () => ids.consumer,
  },
  updateConsumerLegalStatus: {
    document: () =>
      `mutation($c: ID!) { updateConsumerLegalStatus(id: $c, legalStatus: Normal) { id phone } }`,
    variables: () => ({ c: ids.consumer }),
    consumer: () => ids.consumer,
  },
  updateGpsTokenStatus: {
    document: () => `mutation($c: ID!, $t: String!) {
      updateGpsTokenStatus(consumerId: $c, token: $t, status: frozenByAdmin) { token } }`,
    variables: () => ({ c: ids.gps, t: gpsToken }),
    consumer: () => ids.gps,
  },
  updatePhysicalCardStatus: {
    document: () => `mutation($c: ID!, $t: String!) {
      updatePhysicalCardStatus(consumerId: $c, token: $t, status: returned) { token } }`,
    variables: () => ({ c: ids.sent, t: sentToken }),
    consumer: () => ids.sent,
  },
  assignVan: {
    document: () => `mutation($c: ID!) { assignVan(consumerId: $c) { vanKey } }`,
    variables: () => ({ c: ids.history }),
    consumer: () => ids.history,
  },
  revealConsumerPii: {
    document: () =>
      `mutation RevealContact($c: ID!) { revealConsumerPii(consumerId: $c, reason: "call") { phone } }`,
    variables: () => ({ c: ids.consumer }),
    consumer: () => ids.consumer,
    kind: 'Reveal',
  },
};

describe('every logged field', () => {
  it('has a probe here', () => {
    expect(Object.keys(PROBES).sort()).toEqual(
      [...Object.keys(LOGGED_FIELDS.Query), ...Object.keys(LOGGED_FIELDS.Mutation)].sort(),
    );
  });

  it.each(Object.keys(PROBES))('%s writes an entry naming whose data went out', async (field) => {
    const probe = PROBES[field];
    const staff = await probeStaff();
    const answer = await staff.gql('', probe.document(), probe.variables());
    expect(answer.errors).toBeUndefined();
    const { items } = await entries({ staffEmail: staff.email });
    expect(items).toHaveLength(1);
    const operation = /^(query|mutation) (\w+)/.exec(probe.document())?.[2];
    expect(items[0].kind).toBe(probe.kind ?? operation ?? field);
    expect(items[0].rowCount).toBeGreaterThan(0);
    const consumer = probe.consumer();
    if (consumer) expect(items[0].consumerIds).toContain(consumer);
  });
});

describe('what is logged', () => {
  it('an answer without a personal field writes no entry', async () => {
    const staff = await probeStaff();
    const answer = await staff.gql(
      '',
      `query($c: ID!) { consumer(consumerId: $c) { id status legalStatus } }`,
      {
        c: ids.consumer,
      },
    );
    expect(answer.data!.consumer.id).toBe(ids.consumer);
    expect((await entries({ staffEmail: staff.email })).items).toEqual([]);
  });

  it('an unknown consumer writes no entry (no data went out)', async () => {
    const staff = await probeStaff();
    await staff.gql('', `query($c: ID!) { consumer(consumerId: $c) { kanjiName } }`, {
      c: 'con_ZZZZZZZZZZZZZZZZ',
    });
    expect((await entries({ staffEmail: staff.email })).items).toEqual([]);
  });

  it('a page query is one entry of its operation, fragments followed', async () => {
    const staff = await probeStaff();
    const answer = await staff.gql(
      'ConsumerPage',
      `query ConsumerPage($c: ID!) { consumer(consumerId: $c) { ...Contact } plusstatus(consumerId: $c) { ekycStatus }
         paymentsV2(consumerId: $c) { payments { id } } }
       fragment Contact on Consumer { id address { city } }`,
      { c: ids.history },
    );
    expect(answer.errors).toBeUndefined();
    const { items } = await entries({ staffEmail: staff.email });
    expect(items.map((e) => [e.kind, e.consumerIds, e.rowCount])).toEqual([
      ['ConsumerPage', [ids.history], 1],
    ]);
  });

  it('a search stores the consumers it answered and never the keyword', async () => {
    const [named] = await h.q<{ kanji_name: string }>(
      sql`select kanji_name from consumers where kanji_name is not null order by id limit 1`,
    );
    const keyword = named.kanji_name.split(/\s/)[0];
    const staff = await probeStaff();
    const answer = await staff.gql(
      'Search',
      `query Search($k: String!) { fuzzySearch(searchKeyword: $k) { consumers { id kanjiName phone } } }`,
      { k: keyword },
    );
    const found = (answer.data!.fuzzySearch.consumers as Row[]).map((c) => c.id);
    expect(found.length).toBeGreaterThan(0);
    const { items } = await entries({ staffEmail: staff.email, kind: 'Search' });
    expect(items).toHaveLength(1);
    expect([...items[0].consumerIds].sort()).toEqual([...found].sort());
    expect(items[0].rowCount).toBe(found.length);
    const [stored] = await h.q<{ text: string }>(
      sql`select row_to_json(e)::text as text from access_entries e where id = ${items[0].id}::bigint`,
    );
    expect(stored.text).not.toContain(keyword);
  });

  it('impersonation writes an entry of its own before the token leaves', async () => {
    const staff = await probeStaff();
    const answer = await staff.gql(
      '',
      `mutation($c: ID!) { createImpersonatedLoginSession(consumerId: $c) { id } }`,
      {
        c: ids.consumer,
      },
    );
    expect(answer.errors).toBeUndefined();
    const { items } = await entries({ staffEmail: staff.email });
    expect(items.map((e) => [e.kind, e.consumerIds])).toEqual([['Impersonation', [ids.consumer]]]);
  });

  it('a client cannot name its query after a kind the server writes', async () => {
    const staff = await probeStaff();
    await staff.gql('Export', `query Export($c: ID!) { consumer(consumerId: $c) { email } }`, {
      c: ids.consumer,
    });
    const { items } = await entries({ staffEmail: staff.email });
    expect(items.map((e) => e.kind)).toEqual(['consumer']);
  });
});

describe('exports', () => {
  async function download(staff: StaffClient, table: string, scope: Record<string, unknown>) {
    const post = await fetch(`${h.baseUrl}/api/exports`, {
      method: 'POST',
      headers: { cookie: staff.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ table, scope, encoding: 'utf8-bom' }),
    });
    const { url } = (await post.json()) as { url: string };
    return fetch(`${h.baseUrl}${url}`, { headers: { cookie: staff.cookie } });
  }

  it('an export of consumers writes an Export entry with their ids and the row count', async () => {
    const staff = await probeStaff();
    const file = await download(staff, 'search_consumers', { keyword: ids.consumer });
    expect(file.status).toBe(200);
    expect(await file.text()).toContain(ids.consumer);
    const { items } = await entries({ staffEmail: staff.email });
    expect(items.map((e) => [e.kind, e.consumerIds, e.rowCount])).toEqual([['Export', [ids.consumer], 1]]);
  });

  it('an export of a table without personal data writes none', async () => {
    const staff = await probeStaff();
    const file = await download(staff, 'merchants', { disabled: false });
    expect(file.status).toBe(200);
    expect((await entries({ staffEmail: staff.email })).items).toEqual([]);
  });
});

describe('offline reads', () => {
  const RECORD = `mutation($reads: [OfflineRead!]!) { recordOfflineReads(reads: $reads) }`;

  it('are logged as the caller’s, marked offline, with when they happened', async () => {
    const staff = await probeStaff();
    const readAt = Date.now() - 60_000;
    const answer = await staff.gql('', RECORD, {
      reads: [{ kind: 'ConsumerPage', consumerIds: [ids.consumer], readAt }],
    });
    expect(answer.data!.recordOfflineReads).toBe(1);
    const { items } = await entries({ staffEmail: staff.email });
    expect(items.map((e) => [e.kind, e.consumerIds, e.offline, e.readAt])).toEqual([
      ['ConsumerPage', [ids.consumer], true, readAt],
    ]);
  });

  it('refuses what a cached read cannot be, and logs nothing', async () => {
    const staff = await probeStaff();
    for (const read of [
      { kind: 'Search', consumerIds: [ids.consumer], readAt: Date.now() },
      { kind: 'ConsumerPage', consumerIds: ['pay_0000000000000000'], readAt: Date.now() },
      { kind: 'ConsumerPage', consumerIds: [ids.consumer], readAt: Date.now() - 3 * 86_400_000 },
    ]) {
      const answer = await staff.gql('', RECORD, { reads: [read] });
      expect(answer.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect((await entries({ staffEmail: staff.email })).items).toEqual([]);
  });
});

describe('nothing answered without its entry', () => {
  async function withLogBroken<T>(run: () => Promise<T>): Promise<T> {
    await h.q(sql`alter table access_entry_consumers rename to access_entry_consumers_away`);
    try {
      return await run();
    } finally {
      await h.q(sql`alter table access_entry_consumers_away rename to access_entry_consumers`);
    }
  }

  it('a read whose entry cannot be written answers 503 with no data', async () => {
    const staff = await probeStaff();
    const answer = await withLogBroken(() =>
      staff.gql(
        'ConsumerPage',
        `query ConsumerPage($c: ID!) { consumer(consumerId: $c) { id kanjiName phone } }`,
        {
          c: ids.consumer,
        },
      ),
    );
    expect(answer.status).toBe(503);
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0].extensions?.code).toBe('SERVICE_UNAVAILABLE');
    expect(answer.text).not.toContain(ids.consumer);
    // Once the log can be written again, the same read answers.
    const again = await staff.gql('', `query($c: ID!) { consumer(consumerId: $c) { kanjiName } }`, {
      c: ids.consumer,
    });
    expect(again.status).toBe(200);
    expect(again.data!.consumer.kanjiName).toBeTruthy();
  });

  it('an export whose first entry cannot be written answers 503, no file', async () => {
    const staff = await probeStaff();
    const post = await fetch(`${h.baseUrl}/api/exports`, {
      method: 'POST',
      headers: { cookie: staff.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        table: 'search_consumers',
        scope: { keyword: ids.consumer },
        encoding: 'utf8-bom',
      }),
    });
    const { url } = (await post.json()) as { url: string };
    const file = await withLogBroken(() =>
      fetch(`${h.baseUrl}${url}`, { headers: { cookie: staff.cookie } }),
    );
    expect(file.status).toBe(503);
    expect(await file.text()).not.toContain(ids.consumer);
  });

  it('a read without personal data still answers while the log is broken', async () => {
    const staff = await probeStaff();
    const answer = await withLogBroken(() =>
      staff.gql('', `query($c: ID!) { consumer(consumerId: $c) { id status } }`, { c: ids.consumer }),
    );
    expect(answer.status).toBe(200);
    expect(answer.data!.consumer.status).toBeTruthy();
  });
});

describe('accessEntries', () => {
  it('is refused without audit_log.read', async () => {
    const staff = await h.staff([PERMISSIONS.consumersWrite]);
    const answer = await staff.gql('', ENTRIES, {});
    expect(answer.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('answers who looked at a consumer, newest first, paged with hasMore', async () => {
    const first = await probeStaff();
    const second = await probeStaff();
    const consumer = (await insertConsumer(h)).id;
    const read = `query ConsumerPage($c: ID!) { consumer(consumerId: $c) { email } }`;
    await first.gql('', read, { c: consumer });
    await second.gql('', read, { c: consumer });
    await first.gql('', read, { c: consumer });
    const page = await entries({ consumerId: consumer, limit: 2 });
    expect(page.items.map((e) => e.staffEmail)).toEqual([first.email, second.email]);
    expect(page.hasMore).toBe(true);
    const rest = await entries({ consumerId: consumer, offset: 2, limit: 2 });
    expect(rest.items.map((e) => e.staffEmail)).toEqual([first.email]);
    expect(rest.hasMore).toBe(false);
    const byBoth = await entries({ consumerId: consumer, staffEmail: ` ${second.email.toUpperCase()} ` });
    expect(byBoth.items).toHaveLength(1);
    const at = page.items[0].at as number;
    expect((await entries({ consumerId: consumer, from: at + 1 })).items).toEqual([]);
    expect((await entries({ consumerId: consumer, kind: 'Search' })).items).toEqual([]);
  });

  it('CSV出力 of the tab: every entry the filter selects, ids only, and no entry of its own', async () => {
    const consumer = (await insertConsumer(h)).id;
    const staff = await probeStaff();
    await staff.gql('ConsumerPage', `query ConsumerPage($c: ID!) { consumer(consumerId: $c) { email } }`, {
      c: consumer,
    });
    const post = await fetch(`${h.baseUrl}/api/exports`, {
      method: 'POST',
      headers: { cookie: auditor.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        table: 'access_entries',
        scope: { consumerId: consumer },
        encoding: 'utf8-bom',
      }),
    });
    const { url } = (await post.json()) as { url: string };
    const file = await (await fetch(`${h.baseUrl}${url}`, { headers: { cookie: auditor.cookie } })).text();
    const lines = file.trim().split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(staff.email);
    expect(lines[1]).toContain('ConsumerPage');
    expect(lines[1]).toContain(consumer);
    expect((await entries({ staffEmail: auditor.email })).items).toEqual([]);
  });

  it('refuses bad paging and a reversed period', async () => {
    for (const variables of [{ limit: 0 }, { limit: 201 }, { offset: -1 }, { from: 2, to: 1 }]) {
      const answer = await auditor.gql('', ENTRIES, variables);
      expect(answer.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    }
  });
});
