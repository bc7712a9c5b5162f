// Shared set-up of the consumer-action tests: the harness's names (tdb, gql, q, close) on a small seeded database and
// the real server, plus one real sign-in per staff role with the permissions the test asks for, and helpers that
// insert consumers, payments and contracts in exactly the state a rule needs.
import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rows } from '../../server/db/client';
import { seedDemoData } from '../../server/seed/demo-data';
import { createStaffUser } from '../../server/domain/staff-accounts';
import { newId } from '../../src/shared/id-patterns';
import { createTestDatabase, type TestDatabase } from '../support/test-db';
import { startSmtpPeer, type SmtpPeer } from '../support/smtp-peer';
import { signIn, startTestServer, type TestServer } from '../support/test-server';
import type { Config } from '../../server/config';

export type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface GqlAnswer {
  status: number;
  data: Row | null;
  errors?: { message: string; path?: string[]; extensions?: { code?: string; [k: string]: unknown } }[];
  headers: Headers;
  text: string;
}

export interface GqlOptions {
  idempotencyKey?: string;
  /** The client address the request comes from (X-Forwarded-For). */
  address?: string;
}

export interface ActionsHarness<R extends string> {
  tdb: TestDatabase;
  baseUrl: string;
  staff: Record<R, { id: string; email: string; address: string }>;
  /** Each role's session Cookie header, for REST calls. */
  cookies: Record<R, string>;
  gql(as: R, query: string, variables?: Record<string, unknown>, options?: GqlOptions): Promise<GqlAnswer>;
  q<T = Row>(text: ReturnType<typeof sql>): Promise<T[]>;
  close(): Promise<void>;
}

export const PASSWORD = 'correct horse battery staple';

export async function startActionsHarness<R extends string>(options: {
  now: Date;
  /** Role name → permissions; each role becomes role@example.com. */
  roles: Record<R, string[]>;
  /** Server configuration beyond the test defaults (SMS gateway, impersonation secret, …). */
  config?: Partial<Config>;
  smsLog?: (line: string) => void;
}): Promise<ActionsHarness<R>> {
  const [tdb, smtp]: [TestDatabase, SmtpPeer] = await Promise.all([createTestDatabase(), startSmtpPeer()]);
  // A few demo consumers bring the merchants and the reason lists the rules need.
  await seedDemoData(tdb.db, { consumers: 4, seed: 5, now: options.now });
  const staff = {} as ActionsHarness<R>['staff'];
  for (const [role, permissions] of Object.entries(options.roles) as [R, string[]][]) {
    const created = await createStaffUser(
      tdb.db.orm,
      { email: `${role}@example.com`, password: PASSWORD, permissions },
      'test',
    );
    staff[role] = {
      id: created.id,
      email: created.email,
      address: `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
    };
  }
  let server: TestServer | undefined = await startTestServer({
    db: tdb.db,
    smtpUrl: smtp.url,
    config: options.config,
    smsLog: options.smsLog,
  });
  const baseUrl = server.baseUrl;
  const cookies = {} as Record<R, string>;
  for (const role of Object.keys(options.roles) as R[]) {
    cookies[role] = await signIn(baseUrl, smtp, staff[role].email, PASSWORD);
  }
  return {
    tdb,
    baseUrl,
    staff,
    cookies,
    async gql(as, query, variables = {}, opts = {}) {
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        cookie: cookies[as],
        'x-forwarded-for': opts.address ?? staff[as].address,
      };
      if (opts.idempotencyKey !== undefined) headers['idempotency-key'] = opts.idempotencyKey;
      const response = await fetch(`${baseUrl}/graphql`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ query, variables }),
      });
      const text = await response.text();
      const body = JSON.parse(text) as Omit<GqlAnswer, 'status' | 'headers' | 'text'>;
      return { status: response.status, headers: response.headers, text, ...body };
    },
    q: (text) => rows(tdb.db.orm, text),
    async close() {
      await server?.close();
      server = undefined;
      await smtp.close();
      await tdb.drop();
    },
  };
}

/** A fresh consumer in a chosen state; unique e-mail and phone. */
export async function insertConsumer(
  h: Pick<ActionsHarness<string>, 'q'>,
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

export async function anyMerchant(
  h: Pick<ActionsHarness<string>, 'q'>,
): Promise<{ id: string; name: string }> {
  const [m] = await h.q<{ id: string; name: string }>(
    sql`select id, name from merchants order by id limit 1`,
  );
  return m;
}

/** A payment of the consumer; AUTHORIZED ones get a capture unless `captured` is false. */
export async function insertPayment(
  h: Pick<ActionsHarness<string>, 'q'>,
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
  h: Pick<ActionsHarness<string>, 'q'>,
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
