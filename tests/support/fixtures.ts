// Rows in exactly the state a rule needs (a consumer, its payments and contracts) for the tests of the account and
// fraud actions, written straight to the harness's database; and two small readers of their answers.
import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { newId } from '../../src/shared/id-patterns';
import type { GqlAnswer, Harness } from './harness';

/** A fresh consumer in a chosen state; unique e-mail and phone. */
export async function insertConsumer(
  h: Pick<Harness, 'q'>,
  values: { status?: string; legalStatus?: string; email?: string; phone?: string } = {},
): Promise<{ id: string; email: string; phone: string }> {
  const id = newId('consumer');
  const email = values.email ?? `${id.toLowerCase()}@example.jp`;
  const phone = values.phone ?? `8170${String(randomInt(100_000_000)).padStart(8, '0')}`;
  await h.q(sql`
    insert into consumers (id, status, legal_status, kanji_name, kana_name, email, phone, closed_at, closed_by)
    values (${id}, ${values.status ?? 'Enabled'}, ${values.legalStatus ?? 'Normal'}, '試験 太郎', 'シケン タロウ',
            ${email}, ${phone},
            ${values.status === 'Closed' ? new Date().toISOString() : null}::timestamptz,
            ${values.status === 'Closed' ? 'someone@example.com' : null})`);
  return { id, email, phone };
}

export async function anyMerchant(h: Pick<Harness, 'q'>): Promise<{ id: string; name: string }> {
  const [m] = await h.q<{ id: string; name: string }>(
    sql`select id, name from merchants order by id limit 1`,
  );
  return m;
}

/** A payment of the consumer; AUTHORIZED ones get a capture unless `captured` is false. */
export async function insertPayment(
  h: Pick<Harness, 'q'>,
  consumerId: string,
  options: { status?: string; captured?: boolean; test?: boolean } = {},
): Promise<{ id: string; merchantId: string }> {
  const merchant = await anyMerchant(h);
  const id = newId('payment');
  await h.q(sql`
    insert into payments (id, consumer_id, merchant_id, merchant_name, status, amount, test)
    values (${id}, ${consumerId}, ${merchant.id}, ${merchant.name}, ${options.status ?? 'CLOSED'}, 5000,
            ${options.test ?? false})`);
  if (options.captured ?? true) {
    await h.q(sql`
      insert into captures (id, payment_id, amount) values (${newId('capture')}, ${id}, 5000)`);
  }
  return { id, merchantId: merchant.id };
}

export async function insertContract(
  h: Pick<Harness, 'q'>,
  consumerId: string,
  options: { status?: string; outstanding?: string; test?: boolean } = {},
): Promise<{ id: string; paymentId: string }> {
  const payment = await insertPayment(h, consumerId);
  const merchant = await anyMerchant(h);
  const id = newId('installmentPlan');
  await h.q(sql`
    insert into installment_contracts
      (id, consumer_id, kind, payment_id, merchant_id, merchant_name, status, number_of_installments,
       total_capture_amount, outstanding_amount, test, date_converted)
    values (${id}, ${consumerId}, 'three_pay', ${payment.id}, ${merchant.id}, ${merchant.name},
            ${options.status ?? 'active'}, 3, 30000, ${options.outstanding ?? '20000'}, ${options.test ?? false}, now())`);
  return { id, paymentId: payment.id };
}

/** The gql answer's first error code, or null. */
export const codeOf = (answer: GqlAnswer): string | null => answer.errors?.[0]?.extensions?.code ?? null;

export const newKey = (): string => `k-${randomInt(2 ** 47)}-${Date.now()}`;
