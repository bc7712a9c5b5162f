// SMS and impersonation over real HTTP with real sign-ins. SMS through a real HTTP gateway (accepting, failing,
// hanging, holding): what is posted, shown and recorded, the text's limits, unknown consumers, a retried
// Idempotency-Key, and the development outbox without SMS_URL. Impersonation: the one-time token's single use, expiry,
// secret and hash-only storage, two redeems of one token at once, no redeem without a configured secret, a retried
// Idempotency-Key that never replays the token, and where the consumer-facing site is. Then the card, PLUS, VAN, SMS
// and impersonation mutations each without its permission: refused with FORBIDDEN, audited, nothing changed or sent.
import { beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { newId } from '../../src/shared/id-patterns';
import { codeOf, insertConsumer, newKey, type ActionsHarness, type Row } from './consumer-actions-setup';
import {
  plusActionsSuite,
  SMS,
  SMS_TOKEN,
  type PlusActionRole as Role,
  IMPERSONATE,
  SECRET,
  ASSIGN_VAN,
  EXCEPTION,
  PHYSICAL,
  RESET,
  SELF_CANCEL,
  TOKEN_STATUS,
} from '../support/plus-fixtures';
import type { SmsGatewayPeer } from '../support/sms-gateway';
import { startTestServer } from '../support/test-server';
import { createSmsGateway } from '../../server/sms/gateway';
import { createHash } from 'node:crypto';
import { SELF_CANCELLATION_DURATION_MS, SELF_CANCELLATION_LIMIT } from '../../src/shared/self-cancellation';

let h: ActionsHarness<Role>;
let gateway: SmsGatewayPeer;
const { auditOf, insertToken, setPlus } = plusActionsSuite((started) => {
  ({ h, gateway } = started);
});

beforeEach(() => {
  gateway.mode = 'accept';
});

const MESSAGES = `query($c: ID!) { consumerMessages(consumerId: $c) { kind message dispatched createdAt } }`;
const ADMIN_LOG = `mutation($c: ID!, $m: String!) { createAdminLogV2(consumerId: $c, message: $m) { message } }`;

describe('SMS (sendSms) through a real HTTP gateway', () => {
  it('posts JSON with the bearer token to the gateway and shows the message as sent', async () => {
    const c = await insertConsumer(h);
    const before = gateway.requests.length;
    const answer = await h.gql('support', SMS, { c: c.id, t: 'お支払いのご案内です。' });
    expect(answer.data!.sendSms).toBe('Success');
    expect(gateway.requests).toHaveLength(before + 1);
    const request = gateway.requests[before];
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/v1/messages');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers.authorization).toBe(`Bearer ${SMS_TOKEN}`);
    expect(request.body).toEqual({ to: `+${c.phone}`, text: 'お支払いのご案内です。' });
    const messages = (await h.gql('support', MESSAGES, { c: c.id })).data!.consumerMessages;
    expect(messages).toMatchObject([{ kind: 'sms', message: 'お支払いのご案内です。', dispatched: true }]);
    const [log] = await h.q(
      sql`select result, gateway_answer, sent_by from sms_log where consumer_id = ${c.id}`,
    );
    expect(log).toEqual({ result: 'Success', gateway_answer: 'HTTP 200', sent_by: 'support@example.com' });
    expect((await auditOf(c.id)).map((a) => [a.operation, a.outcome])).toEqual([
      ['consumer.sms.send', 'success'],
      ['consumer.sms.delivery', 'success'],
    ]);
  });

  it('a failing gateway gives Error and a message not sent', async () => {
    gateway.mode = 'fail';
    const c = await insertConsumer(h);
    const answer = await h.gql('support', SMS, { c: c.id, t: 'テスト' });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.sendSms).toBe('Error');
    const messages = (await h.gql('support', MESSAGES, { c: c.id })).data!.consumerMessages;
    expect(messages).toMatchObject([{ kind: 'sms', message: 'テスト', dispatched: false }]);
    const [log] = await h.q(sql`select result, gateway_answer from sms_log where consumer_id = ${c.id}`);
    expect(log).toEqual({ result: 'Error', gateway_answer: 'HTTP 503' });
  });

  it('a gateway that never answers gives Error after the timeout, not a crash', async () => {
    gateway.mode = 'hang';
    const c = await insertConsumer(h);
    const answer = await h.gql('support', SMS, { c: c.id, t: '応答なし' });
    expect(answer.data!.sendSms).toBe('Error');
    const [log] = await h.q(sql`select result, gateway_answer from sms_log where consumer_id = ${c.id}`);
    expect(log).toEqual({ result: 'Error', gateway_answer: 'timeout' });
    expect((await h.gql('support', MESSAGES, { c: c.id })).data!.consumerMessages[0].dispatched).toBe(false);
  });

  it("does not hold the consumer's row while the gateway is answering", async () => {
    gateway.mode = 'hold';
    const c = await insertConsumer(h);
    const before = gateway.requests.length;
    const sending = h.gql('support', SMS, { c: c.id, t: '保留中' });
    await gateway.waitForRequests(before + 1);
    // Locks the same consumer row: it would wait for the SMS (and the SMS would time out) if the lock were held.
    const log = await h.gql('support', ADMIN_LOG, { c: c.id, m: 'SMS送信中のメモ' });
    expect(log.errors).toBeUndefined();
    gateway.release();
    expect((await sending).data!.sendSms).toBe('Success');
  });

  it('refuses an empty text and one over 128 characters, recording nothing; 128 characters pass', async () => {
    const c = await insertConsumer(h);
    const before = gateway.requests.length;
    for (const text of ['', '   ', 'あ'.repeat(129), '😀'.repeat(129)]) {
      const answer = await h.gql('support', SMS, { c: c.id, t: text });
      expect(codeOf(answer), `${text.length}`).toBe('BAD_USER_INPUT');
    }
    expect(gateway.requests).toHaveLength(before);
    expect((await h.gql('support', MESSAGES, { c: c.id })).data!.consumerMessages).toEqual([]);
    const full = await h.gql('support', SMS, { c: c.id, t: '😀'.repeat(128) });
    expect(full.data!.sendSms).toBe('Success');
  });

  it('answers ConsumerNotFound for an unknown or malformed consumer id', async () => {
    const before = gateway.requests.length;
    for (const id of [newId('consumer'), 'not-a-consumer']) {
      const answer = await h.gql('support', SMS, { c: id, t: 'こんにちは' });
      expect(answer.data!.sendSms).toBe('ConsumerNotFound');
    }
    expect(gateway.requests).toHaveLength(before);
  });

  it('a retried Idempotency-Key gets the first answer and sends once', async () => {
    const c = await insertConsumer(h);
    const before = gateway.requests.length;
    const key = newKey();
    const first = await h.gql('support', SMS, { c: c.id, t: '一度だけ' }, { idempotencyKey: key });
    const second = await h.gql('support', SMS, { c: c.id, t: '一度だけ' }, { idempotencyKey: key });
    expect(first.data!.sendSms).toBe('Success');
    expect(second.text).toBe(first.text);
    expect(second.headers.get('idempotency-replayed')).toBe('true');
    expect(gateway.requests).toHaveLength(before + 1);
    expect((await h.gql('support', MESSAGES, { c: c.id })).data!.consumerMessages).toHaveLength(1);
  });

  it('without SMS_URL the development outbox logs the message and records it as sent', async () => {
    const lines: string[] = [];
    const server = await startTestServer({ db: h.tdb.db, smsLog: (line) => lines.push(line) });
    try {
      const outbox = createSmsGateway(server.config, (line) => lines.push(line));
      expect(outbox.isDevOutbox).toBe(true);
      expect(await outbox.send({ to: '+817012345678', text: 'テスト' })).toEqual({
        sent: true,
        answer: 'dev outbox',
      });
      expect(lines).toEqual(['[dev sms] to +817012345678 : テスト']);
    } finally {
      await server.close();
    }
  });
});

const ADMIN_LOGS = `query($c: ID!) { adminLogs(consumerId: $c) { message creator } }`;

async function redeem(token: unknown, secret: string | null = SECRET, baseUrl = h.baseUrl) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (secret !== null) headers.authorization = `Bearer ${secret}`;
  const response = await fetch(`${baseUrl}/api/impersonation/redeem`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ token }),
  });
  return { status: response.status, body: (await response.json()) as Row };
}

describe('impersonation', () => {
  it('answers a one-time token of at least 128 bits that is stored only as its hash, and logs who started it', async () => {
    const c = await insertConsumer(h);
    const answer = await h.gql('admin', IMPERSONATE, { c: c.id });
    expect(answer.errors).toBeUndefined();
    const session = answer.data!.createImpersonatedLoginSession;
    expect(session).toMatchObject({ kind: 'impersonation', status: 'active', consumerId: c.id });
    const token: string = session.id;
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const stored = await h.q(sql`select * from consumer_login_sessions where consumer_id = ${c.id}`);
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored[0].token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    const [{ n }] = await h.q(sql`
      select count(*)::int as n from audit_log where position(${token} in detail::text) > 0`);
    expect(n).toBe(0);
    expect((await h.gql('support', ADMIN_LOGS, { c: c.id })).data!.adminLogs).toEqual([
      { message: 'Impersonation started by admin@example.com', creator: 'admin@example.com' },
    ]);
    expect(await auditOf(c.id)).toMatchObject([
      { operation: 'consumer.impersonation.start', outcome: 'success', staff_email: 'admin@example.com' },
    ]);
  });

  it('redeems once with the secret; then, after expiry, or with a wrong secret answers 404', async () => {
    const c = await insertConsumer(h);
    const token = (await h.gql('admin', IMPERSONATE, { c: c.id })).data!.createImpersonatedLoginSession.id;
    expect((await redeem(token, 'wrong-secret')).status).toBe(404);
    expect((await redeem(token, null)).status).toBe(404);
    const first = await redeem(token);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ consumerId: c.id, staffEmail: 'admin@example.com' });
    expect(first.body.expiresAt).toBeGreaterThan(Date.now());
    expect(first.body.expiresAt).toBeLessThanOrEqual(Date.now() + 5 * 60_000);
    expect((await redeem(token)).status).toBe(404);
    expect((await redeem('not-a-token')).status).toBe(404);

    const late = (await h.gql('admin', IMPERSONATE, { c: c.id })).data!.createImpersonatedLoginSession.id;
    await h.q(sql`
      update consumer_login_sessions set expires_at = now() - interval '1 second'
      where token_hash = ${createHash('sha256').update(late).digest('hex')}`);
    expect((await redeem(late)).status).toBe(404);
    expect(await auditOf(c.id)).toMatchObject([
      { operation: 'consumer.impersonation.start' },
      { operation: 'consumer.impersonation.redeem', staff_email: 'admin@example.com' },
      { operation: 'consumer.impersonation.start' },
    ]);
  });

  it('two redeems of one token at once: one 200, one 404', async () => {
    const c = await insertConsumer(h);
    const token = (await h.gql('admin', IMPERSONATE, { c: c.id })).data!.createImpersonatedLoginSession.id;
    const answers = await Promise.all([redeem(token), redeem(token)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 404]);
  });

  it('answers 404 always when no redeem secret is configured', async () => {
    const c = await insertConsumer(h);
    const token = (await h.gql('admin', IMPERSONATE, { c: c.id })).data!.createImpersonatedLoginSession.id;
    const server = await startTestServer({ db: h.tdb.db, config: { impersonationRedeemSecret: undefined } });
    try {
      expect((await redeem(token, SECRET, server.baseUrl)).status).toBe(404);
      expect((await redeem(token, '', server.baseUrl)).status).toBe(404);
    } finally {
      await server.close();
    }
    expect((await redeem(token)).status).toBe(200);
  });

  it('a retried Idempotency-Key starts no second session and never replays the token', async () => {
    const c = await insertConsumer(h);
    const key = newKey();
    const first = await h.gql('admin', IMPERSONATE, { c: c.id }, { idempotencyKey: key });
    const token = first.data!.createImpersonatedLoginSession.id;
    const second = await h.gql('admin', IMPERSONATE, { c: c.id }, { idempotencyKey: key });
    expect(codeOf(second)).toBe('IDEMPOTENCY_ANSWER_WITHHELD');
    expect(second.text).not.toContain(token);
    const [{ n }] = await h.q(
      sql`select count(*)::int as n from consumer_login_sessions where consumer_id = ${c.id}`,
    );
    expect(n).toBe(1);
    const [{ leaked }] = await h.q(sql`
      select count(*)::int as leaked from idempotency_keys where position(${token} in response::text) > 0`);
    expect(leaked).toBe(0);
  });

  it('tells the console where the consumer-facing site is (/api/profile/me2)', async () => {
    const response = await fetch(`${h.baseUrl}/api/profile/me2`, { headers: { cookie: h.cookies.admin } });
    expect(await response.json()).toMatchObject({
      email: 'admin@example.com',
      consumerSiteUrl: 'https://consumer.example.jp',
    });
  });
});

describe('permissions: each mutation is refused without its permission and changes nothing', () => {
  it('answers FORBIDDEN and audits the refusal', async () => {
    const c = await insertConsumer(h);
    await setPlus(c.id, 'approved', 'rejected');
    const token = await insertToken(c.id, 'active', ['applied', 'cardSent']);
    const expireAt = Date.now() + SELF_CANCELLATION_DURATION_MS;
    const before = gateway.requests.length;
    const attempts: [Role, string, Record<string, unknown>, string][] = [
      ['support', TOKEN_STATUS, { c: c.id, t: token, s: 'frozenByAdmin' }, 'cards.write'],
      ['support', PHYSICAL, { c: c.id, t: token, s: 'returned' }, 'cards.write'],
      ['support', EXCEPTION, { c: c.id }, 'cards.write'],
      ['support', SELF_CANCEL, { c: c.id, l: SELF_CANCELLATION_LIMIT, e: expireAt }, 'contracts.write'],
      ['support', RESET, { c: c.id }, 'contracts.write'],
      ['nobody', ASSIGN_VAN, { c: c.id }, 'consumers.write'],
      ['nobody', SMS, { c: c.id, t: 'こんにちは' }, 'sms.send'],
      ['support', IMPERSONATE, { c: c.id }, 'consumers.impersonate'],
    ];
    for (const [role, query, variables, permission] of attempts) {
      const answer = await h.gql(role, query, variables);
      expect(codeOf(answer), permission).toBe('FORBIDDEN');
    }
    const [state] = await h.q(sql`
      select g.status, g.physical_card_status,
             (select count(*)::int from card_eligibility_exceptions x where x.consumer_id = g.consumer_id) as exceptions,
             (select count(*)::int from self_cancellation_settings s where s.consumer_id = g.consumer_id) as settings,
             (select houkatsu_status from plus_statuses p where p.consumer_id = g.consumer_id) as houkatsu,
             (select count(*)::int from vans v where v.consumer_id = g.consumer_id) as vans,
             (select count(*)::int from sms_log m where m.consumer_id = g.consumer_id) as sms,
             (select count(*)::int from consumer_login_sessions l where l.consumer_id = g.consumer_id) as sessions
      from gps_tokens g where g.token = ${token}`);
    expect(state).toEqual({
      status: 'active',
      physical_card_status: 'cardSent',
      exceptions: 0,
      settings: 0,
      houkatsu: 'rejected',
      vans: 0,
      sms: 0,
      sessions: 0,
    });
    expect(gateway.requests).toHaveLength(before);
    const audit = await auditOf(c.id);
    expect(audit).toHaveLength(attempts.length);
    for (const row of audit)
      expect(row).toMatchObject({ outcome: 'refused', detail: { refusal: 'FORBIDDEN' } });
  });
});
