// The convenience-store payment page over real HTTP: the CombiniPayment query (document 2 §7) answers every field
// with its buyer and provider, null for a slip without either, and null for unknown and malformed ids.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rows } from '../../server/db/client';
import * as t from '../../server/db/schema/index';
import { seedDemoData } from '../../server/seed/demo-data';
import { DEMO_STAFF, ensureDemoStaff } from '../../server/seed/first-start';
import { newId } from '../../src/shared/id-patterns';
import { createTestDatabase, type TestDatabase } from '../support/test-db';
import { startSmtpPeer, type SmtpPeer } from '../support/smtp-peer';
import { signIn, startTestServer, type TestServer } from '../support/test-server';

const NOW = new Date('2025-06-15T00:00:00+09:00');
const T0 = Date.parse('2025-06-01T09:30:00+09:00');

const COMBINI_PAYMENT = `
  query CombiniPayment($combiniPaymentId: ID!) {
    combinipayment(combiniPaymentId: $combiniPaymentId) {
      id createdAt updatedAt expiresAt paidAt amount settlementFeeAmount test status orderRef canCancel merchantName
      buyer { name1 name2 email phone }
      provider { providerName providerRef consumerCode merchantCode }
    }
  }`;

let tdb: TestDatabase;
let smtp: SmtpPeer;
let server: TestServer;
let cookie = '';
const BARE = newId('combiniPayment');

async function combinipayment(combiniPaymentId: string) {
  const response = await fetch(`${server.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({
      operationName: 'CombiniPayment',
      query: COMBINI_PAYMENT,
      variables: { combiniPaymentId },
    }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as {
    data: { combinipayment: Record<string, unknown> | null } | null;
    errors?: unknown[];
  };
}

beforeAll(async () => {
  [tdb, smtp] = await Promise.all([createTestDatabase(), startSmtpPeer()]);
  await seedDemoData(tdb.db, { consumers: 30, seed: 5, now: NOW });
  await ensureDemoStaff(tdb.db);
  // A store payment with neither buyer data nor a payment agency recorded.
  await tdb.db.orm.insert(t.combiniPayments).values({
    id: BARE,
    status: 'PENDING',
    amount: '1234.5',
    settlementFeeAmount: '0',
    createdAt: new Date(T0),
    updatedAt: new Date(T0 + 1),
  });
  server = await startTestServer({ db: tdb.db, smtpUrl: smtp.url });
  // The support account: the combini page needs no fraud-management permission.
  const support = DEMO_STAFF[1];
  cookie = await signIn(server.baseUrl, smtp, support.email, support.password);
});

afterAll(async () => {
  await server?.close();
  await smtp?.close();
  await tdb?.drop();
});

describe('combini payment page (combinipayment)', () => {
  it('answers every field of seeded store payments, with buyer and provider as stored', async () => {
    const seeded = await rows<{
      id: string;
      status: string;
      order_ref: string | null;
      amount: string;
      fee: string;
      test: boolean;
      can_cancel: boolean;
      merchant_name: string | null;
      buyer_name1: string | null;
      buyer_name2: string | null;
      buyer_email: string | null;
      buyer_phone: string | null;
      provider_name: string | null;
      provider_ref: string | null;
      consumer_code: string | null;
      merchant_code: string | null;
      created_at: Date;
      updated_at: Date;
      expires_at: Date | null;
      paid_at: Date | null;
    }>(
      tdb.db.orm,
      sql`(select *, settlement_fee_amount::text as fee, amount::text as amount from combini_payments
             where paid_at is not null and provider_name is not null order by id limit 2)
          union all
          (select *, settlement_fee_amount::text as fee, amount::text as amount from combini_payments
             where paid_at is null and id <> ${BARE} order by id limit 2)`,
    );
    expect(seeded.length).toBeGreaterThanOrEqual(2);
    for (const row of seeded) {
      const { data, errors } = await combinipayment(row.id);
      expect(errors).toBeUndefined();
      const c = data!.combinipayment!;
      expect(c).toMatchObject({
        id: row.id,
        status: row.status,
        orderRef: row.order_ref,
        test: row.test,
        canCancel: row.can_cancel,
        merchantName: row.merchant_name,
        createdAt: new Date(row.created_at).getTime(),
        updatedAt: new Date(row.updated_at).getTime(),
        expiresAt: row.expires_at ? new Date(row.expires_at).getTime() : null,
        paidAt: row.paid_at ? new Date(row.paid_at).getTime() : null,
      });
      expect(Number(c.amount)).toBe(Number(row.amount));
      expect(Number(c.settlementFeeAmount)).toBe(Number(row.fee));
      const buyer = [row.buyer_name1, row.buyer_name2, row.buyer_email, row.buyer_phone];
      expect(c.buyer).toEqual(
        buyer.every((v) => v === null)
          ? null
          : { name1: buyer[0], name2: buyer[1], email: buyer[2], phone: buyer[3] },
      );
      expect(c.provider).toEqual({
        providerName: row.provider_name,
        providerRef: row.provider_ref,
        consumerCode: row.consumer_code,
        merchantCode: row.merchant_code,
      });
    }
  });

  it('answers null buyer and provider for a slip that records neither, and exact decimals', async () => {
    const { data } = await combinipayment(BARE);
    expect(data!.combinipayment).toEqual({
      id: BARE,
      createdAt: T0,
      updatedAt: T0 + 1,
      expiresAt: null,
      paidAt: null,
      amount: '1234.5',
      settlementFeeAmount: '0',
      test: false,
      status: 'PENDING',
      orderRef: null,
      canCancel: false,
      merchantName: null,
      buyer: null,
      provider: null,
    });
  });

  it('answers null for an unknown id and for a malformed one, with no error', async () => {
    for (const id of [newId('combiniPayment'), 'cbp_short', newId('payment'), '']) {
      const answer = await combinipayment(id);
      expect(answer.errors, id).toBeUndefined();
      expect(answer.data, id).toEqual({ combinipayment: null });
    }
  });
});
