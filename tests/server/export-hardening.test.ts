// POST /api/exports against an attacker, over HTTP on PGlite and PostgreSQL (server/http/export-routes.ts): a scope
// over 16 KB refused with 413 before anything is written; a refusal's audit row keeping only the filter the table
// read; a missing or mistyped id and an out-of-range time answered 400 naming the field, for callers with and
// without the table's permission; the per-staff rate limit counted in the database (across instances, one burst
// counted one request after the other); a download whose database fails in the middle ending as a broken download,
// and one that fails before its first byte as a plain error answer; full-width formula signs neutralised.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PERMISSIONS } from '../../src/shared/permissions';
import { startHarness, type Harness, type Row, type StaffClient, type TestServer } from '../support/harness';

let h: Harness;
let nobody: StaffClient;
let reader: StaffClient;
const BATCH = 'lsb_hardening_1';
/** Rows of the large batch: about 30 MB of CSV, far more than the sockets between server and client hold. */
const BIG_BATCH = 'lsb_hardening_big';
const BIG_ROWS = 50_000;

beforeAll(async () => {
  h = await startHarness({ consumers: 2, seed: 7 });
  nobody = await h.staff([], { email: 'hardening-nobody@example.com' });
  reader = await h.staff([PERMISSIONS.auditLogRead], { email: 'hardening-reader@example.com' });
  await h.q(sql`insert into legal_status_batches (id, length, created_by, comment, total_parts)
                values (${BATCH}, 6, 'admin@example.com', 'hardening', 1),
                       (${BIG_BATCH}, ${BIG_ROWS}, 'admin@example.com', 'hardening big', 1)`);
  // Formula signs, half- and full-width, at the start of a cell.
  await h.q(sql`insert into legal_status_batch_items (batch_id, position, consumer_id, desired_status, success, error)
                select ${BATCH}, n, (array['=1+1', '＝1+1', '＋SUM(A1)', '－2', '＠A1', 'con_plain'])[n], 'Dead', false,
                       'NotFound'
                from generate_series(1, 6) n`);
  // Hex text compresses only about twofold, so the compressed download is large too.
  await h.q(sql`insert into legal_status_batch_items (batch_id, position, consumer_id, desired_status, success, error)
                select ${BIG_BATCH}, n,
                       (select string_agg(md5(n::text || '-' || k::text), '') from generate_series(1, 18) k),
                       'Dead', true, null
                from generate_series(1, ${BIG_ROWS}) n`);
}, 180_000);

afterAll(async () => {
  await h?.close();
});

async function post(client: StaffClient, body: unknown, baseUrl = h.baseUrl) {
  const response = await fetch(`${baseUrl}/api/exports`, {
    method: 'POST',
    headers: { cookie: client.cookie, 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Row };
}

/** Every export audit row and download token of the staff member. */
async function writtenFor(email: string) {
  const [{ audits }] = await h.q<{ audits: number }>(
    sql`select count(*)::int as audits from audit_log where staff_email = ${email} and operation = 'exportCsv'`,
  );
  const [{ tokens }] = await h.q<{ tokens: number }>(sql`
    select count(*)::int as tokens from csv_export_tokens t join staff_users s on s.id = t.staff_user_id
    where s.email = ${email}`);
  return { audits, tokens };
}

async function auditRows(email: string, table: string): Promise<Row[]> {
  return h.q<Row>(sql`select outcome, target_id, detail, length(detail::text) as size from audit_log
                      where staff_email = ${email} and operation = 'exportCsv' and target_type = ${table}
                      order by seq`);
}

describe('the size of a scope', () => {
  it('over 16 KB is refused with 413 before anything is written, up to a body of 900 KB', async () => {
    const staff = await h.staff([], { email: 'hardening-large@example.com' });
    for (const padding of [17 * 1024, 900 * 1024]) {
      const asked = await post(staff, {
        table: 'payment_fraud_log',
        scope: { paymentId: 'pay_x', padding: 'x'.repeat(padding) },
      });
      expect(asked.status, String(padding)).toBe(413);
      expect(asked.body).toEqual({
        code: 'PayloadTooLarge',
        message: 'scope must be at most 16384 bytes of JSON',
      });
    }
    expect(await writtenFor(staff.email)).toEqual({ audits: 0, tokens: 0 });
  });

  it("under the bound: the refusal's audit row keeps only the filter the table read, not what else was sent", async () => {
    const asked = await post(nobody, {
      table: 'payment_fraud_log',
      scope: { paymentId: 'pay_hardening', padding: 'x'.repeat(15 * 1024), nested: { deep: [1, 2, 3] } },
    });
    expect(asked.status).toBe(403);
    const [row] = await auditRows(nobody.email, 'payment_fraud_log');
    expect(row.outcome).toBe('refused');
    expect(row.target_id).toBe('pay_hardening');
    expect(row.detail).toEqual({
      table: 'payment_fraud_log',
      filter: { paymentId: 'pay_hardening' },
      missingPermissions: [PERMISSIONS.paymentFraudFlagsRead],
    });
    expect(row.size).toBeLessThan(300);
  });
});

describe('a scope the table cannot read', () => {
  it('a missing or mistyped id answers 400 naming the field, with or without the permission, writing nothing', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['payment_fraud_log', {}, 'scope.paymentId'],
      ['payment_fraud_log', { paymentId: 5 }, 'scope.paymentId'],
      ['bulk_cancellation_results', { jobId: {} }, 'scope.jobId'],
      ['bulk_cancellation_results', { jobId: ['job_1'] }, 'scope.jobId'],
      ['consumer_fraud_logs', { consumerId: null }, 'scope.consumerId'],
    ];
    const before = await writtenFor(nobody.email);
    for (const client of [nobody, h.admin])
      for (const [table, scope, field] of cases) {
        const asked = await post(client, { table, scope });
        expect([asked.status, asked.body.code], `${table} ${JSON.stringify(scope)}`).toEqual([
          400,
          'BadRequest',
        ]);
        expect(asked.body.message).toContain(field);
      }
    expect(await writtenFor(nobody.email)).toEqual(before);
  });

  it('an out-of-range time answers 400 when the token is asked for, naming the field', async () => {
    const [consumer] = await h.q<{ id: string }>(sql`select id from consumers order by id limit 1`);
    const cases: [string, Record<string, unknown>, string][] = [
      ['audit_log', { from: 1e20 }, 'scope.from'],
      ['audit_log', { to: -1e20 }, 'scope.to'],
      ['audit_log', { from: 8.64e15 }, 'scope.from'],
      ['legal_status_batches', { createdFrom: 1e20 }, 'scope.createdFrom'],
      ['bulk_cancellations', { to: 1e17 }, 'scope.to'],
      ['consumer_history', { consumerId: consumer.id, from: 1e20, to: 1e20 }, 'scope.from'],
    ];
    for (const [table, scope, field] of cases) {
      const asked = await post(h.admin, { table, scope });
      expect([asked.status, asked.body.code], `${table} ${JSON.stringify(scope)}`).toEqual([
        400,
        'BadRequest',
      ]);
      expect(asked.body.message).toBe(`${field} must be epoch milliseconds between the years 1 and 9999`);
    }
    // The years 1 and 9999 themselves are times a filter may name: the file comes, complete.
    const asked = await post(reader, {
      table: 'audit_log',
      scope: { from: Date.parse('0001-01-01T00:00:00Z'), to: Date.parse('9999-12-31T23:59:59.999Z') },
    });
    expect(asked.status).toBe(200);
    const file = await fetch(`${h.baseUrl}${asked.body.url}`, { headers: { cookie: reader.cookie } });
    expect(file.status).toBe(200);
    expect((await file.text()).split('\r\n')[0]).toBe(
      '連番,日時,スタッフ,操作,操作（名前）,対象種別,対象,結果,結果（名前）,承認者,IP,詳細',
    );
  });
});

describe('the rate limit per staff member', () => {
  let limited: TestServer;
  let other: TestServer;

  beforeAll(async () => {
    // Two instances on the one database, each allowing three export requests a minute per staff member.
    limited = await h.startServer({ config: { exportRateLimit: 3 } });
    other = await h.startServer({ config: { exportRateLimit: 3 } });
  });

  afterAll(async () => {
    await limited?.close();
    await other?.close();
  });

  const batches = { table: 'legal_status_batches', scope: {} };

  it('counts tokens and refusals across instances; the fourth answers 429 with Retry-After and writes nothing', async () => {
    const staff = await h.staff([], { email: 'hardening-limit@example.com' });
    // Bad input writes nothing and is not counted.
    for (let i = 0; i < 5; i++)
      expect((await post(staff, { table: 'payment_fraud_log', scope: {} }, limited.baseUrl)).status).toBe(
        400,
      );
    expect((await post(staff, batches, limited.baseUrl)).status).toBe(200);
    expect((await post(staff, { table: 'audit_log', scope: {} }, other.baseUrl)).status).toBe(403);
    expect((await post(staff, batches, other.baseUrl)).status).toBe(200);
    const written = await writtenFor(staff.email);
    expect(written).toEqual({ audits: 1, tokens: 2 });

    for (const at of [limited.baseUrl, other.baseUrl]) {
      const refused = await post(staff, batches, at);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({
        code: 'TooManyRequests',
        message: expect.stringMatching(/^Too many export requests: try again in \d+ s$/),
      });
      const wait = Number(refused.headers.get('retry-after'));
      expect(wait).toBeGreaterThanOrEqual(1);
      expect(wait).toBeLessThanOrEqual(60);
      // Neither a refusal nor a token: a limited request adds nothing to the audit chain.
      expect((await post(staff, { table: 'audit_log', scope: {} }, at)).status).toBe(429);
    }
    expect(await writtenFor(staff.email)).toEqual(written);

    // Another staff member has a count of their own.
    const colleague = await h.staff([], { email: 'hardening-colleague@example.com' });
    expect((await post(colleague, batches, limited.baseUrl)).status).toBe(200);

    // A minute later the tokens have left the window (the refusal, an append-only audit row, is still in it).
    await h.q(sql`update csv_export_tokens set created_at = created_at - interval '61 seconds',
                    expires_at = expires_at - interval '61 seconds'
                  where staff_user_id = (select id from staff_users where email = ${staff.email})`);
    expect((await post(staff, batches, limited.baseUrl)).status).toBe(200);
  });

  it('counts a burst sent at once one request after the other: three tokens, the rest 429', async () => {
    const staff = await h.staff([], { email: 'hardening-burst@example.com' });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => post(staff, batches, i % 2 ? limited.baseUrl : other.baseUrl)),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429, 429, 429, 429, 429]);
    expect(await writtenFor(staff.email)).toEqual({ audits: 0, tokens: 3 });
  });
});

describe('a download whose database fails', () => {
  /** Makes the batch's rows unreadable while `run` runs (the next page's query fails), then readable again. */
  async function withoutItems<T>(run: () => Promise<T>): Promise<T> {
    await h.q(sql`alter table legal_status_batch_items rename to legal_status_batch_items_away`);
    try {
      return await run();
    } finally {
      await h.q(sql`alter table legal_status_batch_items_away rename to legal_status_batch_items`);
    }
  }

  for (const acceptEncoding of ['identity', 'gzip', 'br'])
    it(`in the middle ends the download broken, never complete-looking (accept-encoding: ${acceptEncoding})`, async () => {
      const staff = await h.staff([], { email: `hardening-broken-${acceptEncoding}@example.com` });
      const asked = await post(staff, { table: 'legal_status_results', scope: { batchId: BIG_BATCH } });
      expect(asked.status).toBe(200);
      const response = await fetch(`${h.baseUrl}${asked.body.url}`, {
        headers: { cookie: staff.cookie, 'accept-encoding': acceptEncoding },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toMatch(
        /^attachment; filename="legal_status_results_/,
      );
      const reader = response.body!.getReader();
      let received = (await reader.read()).value?.length ?? 0;
      expect(received).toBeGreaterThan(0);
      // The client stops reading; the server stops at the sockets' capacity, pages before the end.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const ending = await withoutItems(async () => {
        try {
          for (;;) {
            const chunk = await reader.read();
            if (chunk.done) return 'complete';
            received += chunk.value.length;
          }
        } catch (error) {
          return `broken: ${(error as Error).message}`;
        }
      });
      expect(ending).toMatch(/^broken: /);
      await vi.waitFor(async () =>
        expect(await auditRows(staff.email, 'legal_status_results')).toHaveLength(1),
      );
      const [row] = await auditRows(staff.email, 'legal_status_results');
      expect(row.outcome).toBe('failure');
      expect(row.detail.rows).toBeGreaterThan(0);
      expect(row.detail.rows).toBeLessThan(BIG_ROWS);
      expect(row.detail.reason).toBe('The download stopped before the last row');
      // The server carries on.
      expect((await post(staff, { table: 'legal_status_batches', scope: {} })).status).toBe(200);
    });

  it('before its first byte answers a plain JSON error, without the file headers', async () => {
    const staff = await h.staff([], { email: 'hardening-first-page@example.com' });
    const asked = await post(staff, { table: 'legal_status_results', scope: { batchId: BATCH } });
    const response = await withoutItems(() =>
      fetch(`${h.baseUrl}${asked.body.url}`, {
        headers: { cookie: staff.cookie, 'accept-encoding': 'gzip' },
      }),
    );
    expect(response.status).toBe(500);
    expect(response.headers.get('content-disposition')).toBeNull();
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    // fetch decodes what the content-encoding names: a plain body under a gzip header would throw here.
    expect(await response.json()).toEqual({ code: 'InternalError', message: 'Internal server error' });
    const [row] = await auditRows(staff.email, 'legal_status_results');
    expect(row).toMatchObject({ outcome: 'failure', detail: { rows: 0 } });
  });
});

describe('full-width formula signs', () => {
  it('are neutralised in the exported file like their half-width forms, in UTF-8 and Shift_JIS', async () => {
    for (const encoding of ['utf8-bom', 'shift_jis']) {
      const asked = await post(h.admin, {
        table: 'legal_status_results',
        scope: { batchId: BATCH },
        encoding,
      });
      const file = await fetch(`${h.baseUrl}${asked.body.url}`, { headers: { cookie: h.admin.cookie } });
      const bytes = Buffer.from(await file.arrayBuffer());
      const text =
        encoding === 'utf8-bom'
          ? bytes.subarray(3).toString('utf8')
          : new TextDecoder('shift_jis').decode(bytes);
      const cells = text
        .split('\r\n')
        .slice(1, 7)
        .map((line) => line.split(',')[1]);
      expect(cells, encoding).toEqual(["'=1+1", "'＝1+1", "'＋SUM(A1)", "'－2", "'＠A1", 'con_plain']);
    }
  });
});
