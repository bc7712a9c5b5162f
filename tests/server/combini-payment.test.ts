// The convenience-store payment page over real HTTP: the CombiniPayment query (document 2 §7) answers every field
// with its buyer and provider, null for a slip without either, and null for unknown and malformed ids.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import * as t from '../../server/db/schema/index';
import { DEMO_STAFF } from '../../server/seed/first-start';
import { newId } from '../../src/shared/id-patterns';
import { startHarness, type Harness, type StaffClient } from '../support/harness';

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

let h: Harness;
let support: StaffClient;
const BARE = newId('combiniPayment');

async function combinipayment(combiniPaymentId: string) {
  const answer = await support.gql('CombiniPayment', COMBINI_PAYMENT, { combiniPaymentId });
  expect(answer.status).toBe(200);
  return answer as {
    data: { combinipayment: Record<string, unknown> | null } | null;
    errors?: unknown[];
  };
}

beforeAll(async () => {
  h = await startHarness({
    now: NOW,
    consumers: 30,
    seed: 5,
    // A store payment with neither buyer data nor a payment agency recorded.
    before: (tdb) =>
      tdb.db.orm.insert(t.combiniPayments).values({
        id: BARE,
        status: 'PENDING',
        amount: '1234.5',
        settlementFeeAmount: '0',
        createdAt: new Date(T0),
        updatedAt: new Date(T0 + 1),
      }),
  });
  // The support account: the combini page needs no fraud-management permission.
  support = await h.signIn(DEMO_STAFF[1].email, DEMO_STAFF[1].password);
});

afterAll(async () => {
  await h?.close();
});

describe('combini payment page (combinipayment)', () => {
  it('answers every field of seeded store payments, with buyer and provider as stored', async () => {
    const seeded = await h.q<{
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
