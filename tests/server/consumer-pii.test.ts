// Less personal data where it is not needed: lists (the header search's answers and every exported list) carry the
// phone as 090-****-5765, the e-mail as t***@example.jp, the address to the city and the birth date's year, masked
// on the server; a full phone number or e-mail address still finds its consumer; the case pages answer contact data
// whole only to holders of consumers.pii.read, and revealConsumerPii answers it once with a reason, kept in a Reveal
// entry of the access log. Real server over HTTP on PGlite and PostgreSQL.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, PERMISSIONS } from '../../src/shared/permissions';
import { csvRecords } from '../support/csv-records';
import { startHarness, type Harness, type Row, type StaffClient } from '../support/harness';

let h: Harness;
/** Every permission but consumers.pii.read. */
let masked: StaffClient;

const MASKED_PHONE = /^0[789]0-\*\*\*\*-\d{4}$/;
const MASKED_EMAIL = /^.\*\*\*@[^@*]+$/;

interface ConsumerDb {
  id: string;
  kanji_name: string;
  email: string;
  phone: string;
  dob: string | null;
  zip: string | null;
  state: string | null;
  city: string | null;
  line1: string | null;
}

let person: ConsumerDb;

beforeAll(async () => {
  h = await startHarness();
  masked = await h.staff(ALL_PERMISSIONS.filter((p) => p !== PERMISSIONS.consumersPiiRead));
  [person] = await h.q<ConsumerDb>(sql`
    select id, kanji_name, email, phone, date_of_birth::text as dob, zip, state, city, line1 from consumers
    where kanji_name is not null and phone like '8190%' and line1 is not null and date_of_birth is not null
    order by id limit 1`);
  expect(
    person,
    'a seeded consumer with a name, a mobile phone, a street line and a birth date',
  ).toBeDefined();
}, 120_000);

afterAll(() => h?.close());

const national = (stored: string) => `0${stored.slice(2)}`;
const expectedPhone = (stored: string) => `${national(stored).slice(0, 3)}-****-${stored.slice(-4)}`;
const expectedEmail = (email: string) => `${email[0]}***${email.slice(email.lastIndexOf('@'))}`;

const SEARCH = `query Search($k: String!) {
  fuzzySearch(searchKeyword: $k) {
    consumers { id kanjiName email phone dateOfBirth address { zip state city line1 line2 } }
    paidyPayments { id shippingAddress { zip state city line1 line2 } buyer { email phone }
                    consumerData { email phone address { zip line1 } } buyerDataJson }
  }
}`;

async function search(keyword: string, client: StaffClient = h.admin) {
  const answer = await client.gql('Search', SEARCH, { k: keyword });
  expect(answer.errors).toBeUndefined();
  return answer.data!.fuzzySearch as { consumers: Row[]; paidyPayments: Row[] };
}

function expectMaskedConsumer(c: Row) {
  if (c.phone) expect(c.phone).toMatch(MASKED_PHONE);
  if (c.email) expect(c.email).toMatch(MASKED_EMAIL);
  if (c.dateOfBirth) expect(c.dateOfBirth).toMatch(/^\d{4}$/);
  if (c.address) expect(c.address).toMatchObject({ zip: null, line1: null, line2: null });
}

describe('the header search answers contact data masked, to everyone', () => {
  it('a name search: every consumer masked, the names whole', async () => {
    const { consumers } = await search(person.kanji_name);
    expect(consumers.map((c) => c.id)).toContain(person.id);
    consumers.forEach(expectMaskedConsumer);
    const found = consumers.find((c) => c.id === person.id)!;
    expect(found).toMatchObject({
      kanjiName: person.kanji_name,
      phone: expectedPhone(person.phone),
      email: expectedEmail(person.email),
      dateOfBirth: person.dob!.slice(0, 4),
      address: { zip: null, state: person.state, city: person.city, line1: null, line2: null },
    });
    // Nothing of the whole values is in the answer's text at all.
    const text = JSON.stringify(consumers);
    expect(text).not.toContain(person.email);
    expect(text).not.toContain(national(person.phone).slice(3, 7));
  });

  it('a full phone number (as typed) and a full e-mail address still find the consumer', async () => {
    for (const keyword of [national(person.phone), person.email, person.email.toUpperCase()]) {
      const { consumers } = await search(keyword);
      expect(
        consumers.map((c) => c.id),
        keyword.replace(/./g, '·'),
      ).toEqual([person.id]);
      expectMaskedConsumer(consumers[0]);
    }
  });

  it('a payment found by its id: addresses to the city, buyer contact masked, no raw buyer JSON', async () => {
    const [payment] = await h.q<{ id: string }>(sql`
      select id from payments where shipping_line1 is not null and buyer_email is not null order by id limit 1`);
    const { paidyPayments } = await search(payment.id);
    expect(paidyPayments).toHaveLength(1);
    const p = paidyPayments[0];
    expect(p.shippingAddress).toMatchObject({ zip: null, line1: null, line2: null });
    expect((p.buyer as Row).email).toMatch(MASKED_EMAIL);
    if ((p.buyer as Row).phone) expect((p.buyer as Row).phone).toMatch(MASKED_PHONE);
    expect(p.buyerDataJson).toBeNull();
    const consumerData = p.consumerData as Row | null;
    if (consumerData?.email) expect(consumerData.email).toMatch(MASKED_EMAIL);
    if (consumerData?.address) expect(consumerData.address).toEqual({ zip: null, line1: null });
  });
});

async function exported(table: string, scope: Row, client: StaffClient = h.admin): Promise<string[][]> {
  const asked = await fetch(`${h.baseUrl}/api/exports`, {
    method: 'POST',
    headers: { cookie: client.cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ table, scope, encoding: 'utf8-bom' }),
  });
  const body = (await asked.json()) as Row;
  expect(asked.status, `${table}: ${JSON.stringify(body)}`).toBe(200);
  const file = await fetch(`${h.baseUrl}${body.url as string}`, { headers: { cookie: client.cookie } });
  expect(file.status).toBe(200);
  return csvRecords(
    Buffer.from(await file.arrayBuffer())
      .subarray(3)
      .toString('utf8'),
  );
}

const column = (records: string[][], header: string) => {
  const at = records[0].indexOf(header);
  expect(at, `${header} in ${records[0].join(',')}`).toBeGreaterThanOrEqual(0);
  return records.slice(1).map((r) => r[at]);
};

describe('every exported list holds contact data masked, even for holders of consumers.pii.read', () => {
  it('search_consumers: phone, e-mail and birth year masked', async () => {
    const records = await exported('search_consumers', { keyword: person.kanji_name });
    const row = records.find((r) => r[0] === person.id)!;
    expect(row).toBeDefined();
    expect(column([records[0], row], 'Phone')).toEqual([expectedPhone(person.phone)]);
    expect(column([records[0], row], 'E-mail')).toEqual([expectedEmail(person.email)]);
    expect(column([records[0], row], 'Date of birth')).toEqual([person.dob!.slice(0, 4)]);
    for (const phone of column(records, 'Phone')) if (phone) expect(phone).toMatch(MASKED_PHONE);
  });

  it('search_payments, consumer_payments and fraud_payments: the address to the city', async () => {
    const [owner] = await h.q<{
      consumer_id: string;
      id: string;
      state: string;
      city: string;
      line1: string;
    }>(sql`
      select consumer_id, id, shipping_state as state, shipping_city as city, shipping_line1 as line1 from payments
      where shipping_line1 is not null and shipping_city is not null order by id limit 1`);
    const cityOnly = [owner.state, owner.city].filter(Boolean).join(' ');
    const files = [
      await exported('search_payments', { keyword: owner.id }),
      await exported('consumer_payments', { consumerId: owner.consumer_id }),
      await exported('fraud_payments', { consumerId: owner.consumer_id }),
    ];
    for (const records of files) {
      const addresses = column(
        records,
        records[0].includes('Shipping address') ? 'Shipping address' : 'Address',
      );
      const at = records.findIndex((r) => r[0] === owner.id);
      expect(at, records[0].join(',')).toBeGreaterThan(0);
      expect(addresses[at - 1]).toBe(cityOnly);
      expect(records.flat().join('\n')).not.toContain(owner.line1);
    }
  });

  it('consumer_history: the contact data of its records masked', async () => {
    const [change] = await h.q<{ consumer_id: string; email: string; phone: string; at: number }>(sql`
      select consumer_id, email, phone, (extract(epoch from occurred_at) * 1000)::float8 as at
      from consumer_history where kind = 'Created' and email is not null and phone like '81%'
      order by consumer_id limit 1`);
    const whole = change;
    const records = await exported('consumer_history', {
      consumerId: change.consumer_id,
      from: Number(change.at) - 86_400_000,
      to: Number(change.at) + 86_400_000,
    });
    const text = records.flat().join('\n');
    expect(records.length).toBeGreaterThan(1);
    expect(text).not.toContain(whole.email);
    expect(text).not.toContain(national(whole.phone).slice(3));
    expect(text).toMatch(/\*\*\*@/);
  });
});

const CONSUMER = `query ConsumerPage($c: ID!) {
  consumer(consumerId: $c) { id kanjiName email phone dateOfBirth address { zip city line1 } }
}`;

describe('the case pages and consumers.pii.read', () => {
  it('the demo roles: support, operations and fraud hold it, the admin role and the demo approver do not', async () => {
    const roles = await h.q<{ name: string; holds: boolean }>(sql`
      select name, 'consumers.pii.read' = any(permissions) as holds from staff_roles order by name`);
    expect(Object.fromEntries(roles.map((r) => [r.name, r.holds]))).toMatchObject({
      support: true,
      operations: true,
      fraud: true,
      admin: false,
    });
    const approver = await h.signIn('approver@example.com', 'demo-approver-passw0rd');
    const support = await h.signIn('support@example.com', 'demo-support-passw0rd');
    const page = async (client: StaffClient) =>
      (await client.gql('ConsumerPage', CONSUMER, { c: person.id })).data!.consumer as Row;
    expect((await page(approver)).phone).toBe(expectedPhone(person.phone));
    expect((await page(support)).phone).toBe(person.phone);
  });

  it('a holder sees the consumer whole; without it the consumer and payment pages are masked', async () => {
    const whole = (await h.gql('ConsumerPage', CONSUMER, { c: person.id })).data!.consumer as Row;
    expect(whole).toMatchObject({ email: person.email, phone: person.phone, dateOfBirth: person.dob });
    expect(whole.address).toMatchObject({ zip: person.zip, line1: person.line1 });
    const hidden = (await masked.gql('ConsumerPage', CONSUMER, { c: person.id })).data!.consumer as Row;
    expect(hidden).toMatchObject({
      kanjiName: person.kanji_name,
      email: expectedEmail(person.email),
      phone: expectedPhone(person.phone),
      dateOfBirth: person.dob!.slice(0, 4),
      address: { zip: null, line1: null },
    });
    const [payment] = await h.q<{ id: string }>(sql`
      select id from payments where shipping_line1 is not null and buyer_email is not null order by id limit 1`);
    const PAYMENT = `query PaymentPage($p: ID!) { payment(paymentId: $p) { id shippingAddress { zip line1 city }
      buyer { email } buyerDataJson } }`;
    const full = (await h.gql('PaymentPage', PAYMENT, { p: payment.id })).data!.payment as Row;
    expect((full.shippingAddress as Row).line1).not.toBeNull();
    const cut = (await masked.gql('PaymentPage', PAYMENT, { p: payment.id })).data!.payment as Row;
    expect(cut.shippingAddress).toMatchObject({ zip: null, line1: null });
    expect((cut.buyer as Row).email).toMatch(MASKED_EMAIL);
    expect(cut.buyerDataJson).toBeNull();
  });
});

const REVEAL = `mutation RevealConsumerPii($c: ID!, $r: String!) {
  revealConsumerPii(consumerId: $c, reason: $r) { consumerId email phone dateOfBirth address { zip line1 } }
}`;

const reveals = (email: string) =>
  h.q<{ kind: string; reason: string | null; consumer_ids: string[] }>(sql`
    select kind, reason, consumer_ids from access_entries where staff_email = ${email} and kind = 'Reveal'`);

describe('revealConsumerPii', () => {
  it('a blank or missing reason is refused and reveals nothing, writing no entry', async () => {
    const reader = await h.staff([PERMISSIONS.consumersWrite]);
    for (const r of ['', '   ', '\n']) {
      const answer = await reader.gql('RevealConsumerPii', REVEAL, { c: person.id, r });
      expect(answer.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      expect(answer.data).toBeNull();
    }
    const tooLong = await reader.gql('RevealConsumerPii', REVEAL, { c: person.id, r: 'x'.repeat(501) });
    expect(tooLong.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(await reveals(reader.email)).toEqual([]);
  });

  it('with a reason: the data whole, once, and a Reveal entry naming the consumer with the reason', async () => {
    const reader = await h.staff([PERMISSIONS.consumersWrite]);
    const answer = await reader.gql('RevealConsumerPii', REVEAL, {
      c: person.id,
      r: '  本人確認の電話のため  ',
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.revealConsumerPii).toMatchObject({
      consumerId: person.id,
      email: person.email,
      phone: person.phone,
      dateOfBirth: person.dob,
      address: { zip: person.zip, line1: person.line1 },
    });
    expect(await reveals(reader.email)).toEqual([
      { kind: 'Reveal', reason: '本人確認の電話のため', consumer_ids: [person.id] },
    ]);
    // The page itself stays masked for this staff member after the reveal.
    const page = (await reader.gql('ConsumerPage', CONSUMER, { c: person.id })).data!.consumer as Row;
    expect(page.phone).toBe(expectedPhone(person.phone));
  });

  it('an unknown consumer is NOT_FOUND with no entry; a stranger (signed out) gets nothing', async () => {
    const reader = await h.staff([]);
    const unknown = await reader.gql('RevealConsumerPii', REVEAL, { c: 'con_0000000000000000', r: 'check' });
    expect(unknown.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(await reveals(reader.email)).toEqual([]);
    const stranger = await h.gql(
      'RevealConsumerPii',
      REVEAL,
      { c: person.id, r: 'check' },
      { cookie: 'x=1' },
    );
    expect(JSON.stringify(stranger.data ?? null)).not.toContain(person.email);
    expect(stranger.status === 401 || stranger.errors?.length).toBeTruthy();
  });
});
