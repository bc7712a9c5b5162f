// Cards, PLUS, VAN, SMS and impersonation over real HTTP with real sign-ins (document 2 §2, §4, §5, §7, §8): every
// card-token and physical-card transition allowed and refused, the eligibility exception's two answers,
// self-cancellation and re-application rules, VAN uniqueness when many are assigned at once, SMS through a real HTTP
// gateway (accepting, failing, hanging, holding), the impersonation token's single use, expiry, secret and hash-only
// storage, and the permission refusal of each mutation.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PERMISSIONS } from '../../src/shared/permissions';
import { newId } from '../../src/shared/id-patterns';
import {
  CARD_TOKEN_STATUS_LABEL,
  cardTokenTransitionAllowed,
  type CardTokenStatus,
} from '../../src/shared/cards';
import { SELF_CANCELLATION_DURATION_MS, SELF_CANCELLATION_LIMIT } from '../../src/shared/self-cancellation';
import {
  codeOf,
  insertConsumer,
  newKey,
  startActionsHarness,
  type ActionsHarness,
  type Row,
} from './consumer-actions-setup';
import { startSmsGateway, type SmsGatewayPeer } from '../support/sms-gateway';
import { startTestServer } from '../support/test-server';
import { createSmsGateway } from '../../server/sms/gateway';

const NOW = new Date('2025-06-15T00:00:00+09:00');
const SECRET = 'redeem-secret-for-tests-0123456789';
const SMS_TOKEN = 'gateway-token-for-tests';
type Role = 'admin' | 'support' | 'nobody';
let h: ActionsHarness<Role>;
let gateway: SmsGatewayPeer;

beforeAll(async () => {
  gateway = await startSmsGateway();
  h = await startActionsHarness<Role>({
    now: NOW,
    roles: {
      admin: Object.values(PERMISSIONS),
      support: [PERMISSIONS.assessmentReportsRead, PERMISSIONS.consumersWrite, PERMISSIONS.smsSend],
      nobody: [],
    },
    config: {
      smsUrl: gateway.url,
      smsToken: SMS_TOKEN,
      smsTimeoutMs: 2000,
      consumerSiteUrl: 'https://consumer.example.jp',
      impersonationRedeemSecret: SECRET,
    },
  });
});

afterAll(async () => {
  await h?.close();
  await gateway?.close();
});

beforeEach(() => {
  gateway.mode = 'accept';
});

const TOKEN_STATUS = `mutation($c: ID!, $t: String!, $s: CardTokenStatus!) {
  updateGpsTokenStatus(consumerId: $c, token: $t, status: $s) { token status }
}`;
const PHYSICAL = `mutation($c: ID!, $t: String!, $s: PhysicalCardStatus!) {
  updatePhysicalCardStatus(consumerId: $c, token: $t, status: $s) {
    token physicalCardStatus physicalCardEvents { physicalCardStatus }
  }
}`;
const EXCEPTION = `mutation($c: ID!) { createCardEligibilityException(consumerId: $c) }`;
const ELIGIBILITY = `query($c: ID!) { cardEligibility(consumerId: $c) { isEligible } }`;
const TOKENS = `query($c: ID!) { gpsTokens(consumerId: $c) { token status physicalCardStatus } }`;
const SELF_CANCEL = `mutation($c: ID!, $l: Int!, $e: EpochMillis!) {
  enableSelfCancellation(consumerId: $c, cancellationsLimit: $l, expireAt: $e) {
    featureEnabled enabled remainingCancellations expireAt
  }
}`;
const SELF_CANCEL_STATUS = `query($c: ID!) {
  selfCancellationStatus(consumerId: $c) { featureEnabled enabled remainingCancellations expireAt }
}`;
const RESET = `mutation($c: ID!) { resetConsumerStatus(consumerId: $c) }`;
const PLUS_STATUS = `query($c: ID!) { plusStatus(consumerId: $c) { ekycStatus houkatsuStatus } }`;
const ASSIGN_VAN = `mutation($c: ID!) { assignVan(consumerId: $c) { bankName branchCode accountNumber accountName vanKey } }`;
const VAN = `query($c: ID!) { van(consumerId: $c) { bankName branchCode accountNumber accountName vanKey } }`;
const SMS = `mutation($c: ID!, $t: String!) { sendSms(consumerId: $c, smsText: $t) }`;
const MESSAGES = `query($c: ID!) { consumerMessages(consumerId: $c) { kind message dispatched createdAt } }`;
const ADMIN_LOGS = `query($c: ID!) { adminLogs(consumerId: $c) { message creator } }`;
const ADMIN_LOG = `mutation($c: ID!, $m: String!) { createAdminLogV2(consumerId: $c, message: $m) { message } }`;
const IMPERSONATE = `mutation($c: ID!) {
  createImpersonatedLoginSession(consumerId: $c) { id kind status consumerId }
}`;

async function insertToken(
  consumerId: string,
  status: CardTokenStatus,
  events: string[] = [],
): Promise<string> {
  const token = newId('gpsToken');
  const latest = events[events.length - 1];
  await h.q(sql`
    insert into gps_tokens (token, consumer_id, status, idemia_id, physical_card_status, physical_card_updated_at)
    values (${token}, ${consumerId}, ${status}, 'IDM000000000001', ${latest ?? 'notApplied'},
            ${latest ? new Date(Date.now() - 86_400_000).toISOString() : null}::timestamptz)`);
  for (const [i, event] of events.entries()) {
    await h.q(sql`
      insert into physical_card_events (token, consumer_id, physical_card_status, physical_card_updated_at)
      values (${token}, ${consumerId}, ${event},
              ${new Date(Date.now() - (events.length - i + 1) * 86_400_000).toISOString()}::timestamptz)`);
  }
  return token;
}

async function setPlus(consumerId: string, ekyc: string, houkatsu: string): Promise<void> {
  await h.q(sql`
    insert into plus_statuses (consumer_id, ekyc_status, houkatsu_status) values (${consumerId}, ${ekyc}, ${houkatsu})
    on conflict (consumer_id) do update set ekyc_status = ${ekyc}, houkatsu_status = ${houkatsu}`);
}

async function auditOf(targetId: string): Promise<Row[]> {
  return h.q(sql`
    select staff_email, operation, outcome, detail from audit_log where target_id = ${targetId} order by seq`);
}

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

const ALL_TOKEN_STATUSES = Object.keys(CARD_TOKEN_STATUS_LABEL) as CardTokenStatus[];

describe('card tokens (updateGpsTokenStatus)', () => {
  it('allows exactly void, restore and delete; every other move is refused and changes nothing', async () => {
    const c = await insertConsumer(h);
    const allowed: string[] = [];
    for (const from of ALL_TOKEN_STATUSES) {
      for (const to of ALL_TOKEN_STATUSES) {
        const token = await insertToken(c.id, from);
        const answer = await h.gql('admin', TOKEN_STATUS, { c: c.id, t: token, s: to });
        const [row] = await h.q(sql`select status from gps_tokens where token = ${token}`);
        if (cardTokenTransitionAllowed(from, to)) {
          allowed.push(`${from}→${to}`);
          expect(answer.errors, `${from}→${to}`).toBeUndefined();
          expect(answer.data!.updateGpsTokenStatus).toEqual({ token, status: to });
          expect(row.status).toBe(to);
        } else {
          expect(codeOf(answer), `${from}→${to}`).toBe('BAD_USER_INPUT');
          expect(row.status, `${from}→${to}`).toBe(from);
        }
      }
    }
    expect(allowed.sort()).toEqual(
      [
        'active→frozenByAdmin',
        'frozenByAdmin→active',
        'active→destroyed',
        'frozenByAdmin→destroyed',
        'frozenByConsumer→destroyed',
      ].sort(),
    );
    const audit = await auditOf(c.id);
    expect(audit.filter((a) => a.outcome === 'success')).toHaveLength(5);
    expect(audit.filter((a) => a.outcome === 'refused')).toHaveLength(11);
    expect(audit[0]).toMatchObject({
      operation: 'consumer.card_token.status',
      staff_email: 'admin@example.com',
    });
  });

  it("refuses another consumer's token as unknown and leaves it alone", async () => {
    const owner = await insertConsumer(h);
    const other = await insertConsumer(h);
    const token = await insertToken(owner.id, 'active');
    const answer = await h.gql('admin', TOKEN_STATUS, { c: other.id, t: token, s: 'frozenByAdmin' });
    expect(codeOf(answer)).toBe('NOT_FOUND');
    const tokens = (await h.gql('admin', TOKENS, { c: owner.id })).data!.gpsTokens;
    expect(tokens).toEqual([{ token, status: 'active', physicalCardStatus: 'notApplied' }]);
  });
});

describe('physical cards (updatePhysicalCardStatus)', () => {
  it('marks a card returned when its latest event is cardSent, and adds the event', async () => {
    const c = await insertConsumer(h);
    const token = await insertToken(c.id, 'active', ['applied', 'cardSent']);
    const answer = await h.gql('admin', PHYSICAL, { c: c.id, t: token, s: 'returned' });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.updatePhysicalCardStatus).toEqual({
      token,
      physicalCardStatus: 'returned',
      physicalCardEvents: [
        { physicalCardStatus: 'others' },
        { physicalCardStatus: 'cardSent' },
        { physicalCardStatus: 'returned' },
      ],
    });
    // Returned once: the latest event is no longer cardSent.
    const again = await h.gql('admin', PHYSICAL, { c: c.id, t: token, s: 'returned' });
    expect(codeOf(again)).toBe('BAD_USER_INPUT');
  });

  it('refuses returned unless the latest event is cardSent, and any other target status', async () => {
    const c = await insertConsumer(h);
    for (const events of [[], ['applied'], ['applied', 'cardSent', 'activated'], ['cardSent', 'returned']]) {
      const token = await insertToken(c.id, 'active', events);
      const answer = await h.gql('admin', PHYSICAL, { c: c.id, t: token, s: 'returned' });
      expect(codeOf(answer), events.join(',')).toBe('BAD_USER_INPUT');
      const [{ n }] = await h.q(
        sql`select count(*)::int as n from physical_card_events where token = ${token}`,
      );
      expect(n).toBe(events.length);
    }
    const sent = await insertToken(c.id, 'active', ['applied', 'cardSent']);
    for (const status of ['notApplied', 'cardSent', 'others']) {
      const answer = await h.gql('admin', PHYSICAL, { c: c.id, t: sent, s: status });
      expect(codeOf(answer), status).toBe('BAD_USER_INPUT');
    }
    const [row] = await h.q(sql`select physical_card_status from gps_tokens where token = ${sent}`);
    expect(row.physical_card_status).toBe('cardSent');
  });
});

describe('cards: two staff at once (truly concurrent on PostgreSQL; PGlite serialises them)', () => {
  it('two freezes of one active token: one is applied, the other is checked against the frozen row and refused', async () => {
    const c = await insertConsumer(h);
    for (let round = 0; round < 5; round++) {
      const token = await insertToken(c.id, 'active');
      const answers = await Promise.all([
        h.gql('admin', TOKEN_STATUS, { c: c.id, t: token, s: 'frozenByAdmin' }),
        h.gql('admin', TOKEN_STATUS, { c: c.id, t: token, s: 'frozenByAdmin' }),
      ]);
      expect(answers.filter((a) => a.data?.updateGpsTokenStatus)).toHaveLength(1);
      expect(answers.filter((a) => codeOf(a) === 'BAD_USER_INPUT')).toHaveLength(1);
      const audit = await h.q(sql`
        select outcome from audit_log
        where target_id = ${c.id} and operation = 'consumer.card_token.status' and detail::text like ${`%${token}%`}`);
      expect(audit.map((a) => a.outcome).sort()).toEqual(['refused', 'success']);
    }
  });

  it('a freeze and a delete at once end in a state some order of the two allows', async () => {
    const c = await insertConsumer(h);
    for (let round = 0; round < 5; round++) {
      const token = await insertToken(c.id, 'active');
      const [freeze, destroy] = await Promise.all([
        h.gql('admin', TOKEN_STATUS, { c: c.id, t: token, s: 'frozenByAdmin' }),
        h.gql('admin', TOKEN_STATUS, { c: c.id, t: token, s: 'destroyed' }),
      ]);
      // Delete is allowed from active and from frozen, so it always wins; the freeze only if it came first.
      expect(destroy.errors).toBeUndefined();
      const [row] = await h.q(sql`select status from gps_tokens where token = ${token}`);
      expect(row.status).toBe('destroyed');
      if (freeze.errors) expect(codeOf(freeze)).toBe('BAD_USER_INPUT');
    }
  });

  it('two "returned" marks of one sent card at once add one event', async () => {
    const c = await insertConsumer(h);
    const token = await insertToken(c.id, 'active', ['applied', 'cardSent']);
    const answers = await Promise.all([
      h.gql('admin', PHYSICAL, { c: c.id, t: token, s: 'returned' }),
      h.gql('admin', PHYSICAL, { c: c.id, t: token, s: 'returned' }),
    ]);
    expect(answers.filter((a) => a.data?.updatePhysicalCardStatus)).toHaveLength(1);
    expect(answers.filter((a) => codeOf(a) === 'BAD_USER_INPUT')).toHaveLength(1);
    const [{ n }] = await h.q(
      sql`select count(*)::int as n from physical_card_events where token = ${token} and physical_card_status = 'returned'`,
    );
    expect(n).toBe(1);
  });
});

describe('card eligibility exception', () => {
  it('creates one for a consumer who is not eligible; then answers NoNeedToMakeException', async () => {
    const c = await insertConsumer(h);
    await h.q(sql`insert into card_eligibility (consumer_id, is_eligible) values (${c.id}, false)`);
    expect((await h.gql('admin', ELIGIBILITY, { c: c.id })).data!.cardEligibility.isEligible).toBe(false);
    const first = await h.gql('admin', EXCEPTION, { c: c.id });
    expect(first.data!.createCardEligibilityException).toBe('Success');
    expect((await h.gql('admin', ELIGIBILITY, { c: c.id })).data!.cardEligibility.isEligible).toBe(true);
    const second = await h.gql('admin', EXCEPTION, { c: c.id });
    expect(second.data!.createCardEligibilityException).toBe('NoNeedToMakeException');
    const exceptions = await h.q(
      sql`select created_by from card_eligibility_exceptions where consumer_id = ${c.id}`,
    );
    expect(exceptions).toEqual([{ created_by: 'admin@example.com' }]);
  });

  it('answers NoNeedToMakeException for an eligible consumer and records nothing', async () => {
    const c = await insertConsumer(h);
    await h.q(sql`insert into card_eligibility (consumer_id, is_eligible) values (${c.id}, true)`);
    const answer = await h.gql('admin', EXCEPTION, { c: c.id });
    expect(answer.data!.createCardEligibilityException).toBe('NoNeedToMakeException');
    const [{ n }] = await h.q(
      sql`select count(*)::int as n from card_eligibility_exceptions where consumer_id = ${c.id}`,
    );
    expect(n).toBe(0);
    expect((await auditOf(c.id))[0]).toMatchObject({ outcome: 'refused' });
  });

  it('two staff at once make one exception', async () => {
    const c = await insertConsumer(h);
    const answers = await Promise.all([
      h.gql('admin', EXCEPTION, { c: c.id }),
      h.gql('admin', EXCEPTION, { c: c.id }),
    ]);
    expect(answers.map((a) => a.data!.createCardEligibilityException).sort()).toEqual([
      'NoNeedToMakeException',
      'Success',
    ]);
  });
});

describe('self-cancellation (enableSelfCancellation)', () => {
  it('enables it with the fixed limit and expiry for an eKYC-approved consumer', async () => {
    const c = await insertConsumer(h);
    await setPlus(c.id, 'approved', 'approved');
    const expireAt = Date.now() + SELF_CANCELLATION_DURATION_MS;
    const answer = await h.gql('admin', SELF_CANCEL, { c: c.id, l: SELF_CANCELLATION_LIMIT, e: expireAt });
    expect(answer.errors).toBeUndefined();
    const status = answer.data!.enableSelfCancellation;
    expect(status).toMatchObject({
      featureEnabled: true,
      enabled: true,
      remainingCancellations: SELF_CANCELLATION_LIMIT,
    });
    // The server stores its own now + duration; the console's value only has to agree with it.
    expect(Math.abs(status.expireAt - expireAt)).toBeLessThan(60_000);
    expect((await h.gql('admin', SELF_CANCEL_STATUS, { c: c.id })).data!.selfCancellationStatus).toEqual(
      status,
    );
  });

  it('refuses another limit, another duration and a consumer without approved eKYC, changing nothing', async () => {
    const c = await insertConsumer(h);
    await setPlus(c.id, 'approved', 'never_started');
    const expireAt = Date.now() + SELF_CANCELLATION_DURATION_MS;
    const cases = [
      { l: SELF_CANCELLATION_LIMIT + 1, e: expireAt, field: 'cancellationsLimit' },
      { l: 0, e: expireAt, field: 'cancellationsLimit' },
      { l: SELF_CANCELLATION_LIMIT, e: expireAt + 30 * 86_400_000, field: 'expireAt' },
      { l: SELF_CANCELLATION_LIMIT, e: Date.now() - 1000, field: 'expireAt' },
    ];
    for (const { l, e, field } of cases) {
      const answer = await h.gql('admin', SELF_CANCEL, { c: c.id, l, e });
      expect(codeOf(answer), `${l} ${e}`).toBe('BAD_USER_INPUT');
      expect(answer.errors![0].extensions!.field).toBe(field);
    }
    const pending = await insertConsumer(h);
    await setPlus(pending.id, 'pending', 'never_started');
    const refused = await h.gql('admin', SELF_CANCEL, {
      c: pending.id,
      l: SELF_CANCELLATION_LIMIT,
      e: expireAt,
    });
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    for (const id of [c.id, pending.id]) {
      expect(
        (await h.gql('admin', SELF_CANCEL_STATUS, { c: id })).data!.selfCancellationStatus,
      ).toMatchObject({
        enabled: false,
      });
    }
  });
});

describe("'Allow re-application' (resetConsumerStatus)", () => {
  it('resets a rejected houkatsu of an eKYC-approved consumer', async () => {
    const c = await insertConsumer(h);
    await setPlus(c.id, 'approved', 'rejected');
    const answer = await h.gql('admin', RESET, { c: c.id });
    expect(answer.data!.resetConsumerStatus).toBe('Success');
    expect((await h.gql('admin', PLUS_STATUS, { c: c.id })).data!.plusStatus).toEqual({
      ekycStatus: 'approved',
      houkatsuStatus: 'never_started',
    });
  });

  it('answers Error in every other state and changes nothing', async () => {
    for (const [ekyc, houkatsu] of [
      ['approved', 'approved'],
      ['approved', 'canceled'],
      ['pending', 'rejected'],
      ['rejected', 'rejected'],
      ['never_applied', 'never_started'],
    ]) {
      const c = await insertConsumer(h);
      await setPlus(c.id, ekyc, houkatsu);
      const answer = await h.gql('admin', RESET, { c: c.id });
      expect(answer.data!.resetConsumerStatus, `${ekyc}/${houkatsu}`).toBe('Error');
      expect((await h.gql('admin', PLUS_STATUS, { c: c.id })).data!.plusStatus).toEqual({
        ekycStatus: ekyc,
        houkatsuStatus: houkatsu,
      });
    }
  });
});

describe('VAN (assignVan)', () => {
  it('assigns a VAN to a consumer without one; the VAN query then shows it; a second call gets the same', async () => {
    const c = await insertConsumer(h);
    expect((await h.gql('support', VAN, { c: c.id })).data!.van).toBeNull();
    const answer = await h.gql('support', ASSIGN_VAN, { c: c.id });
    expect(answer.errors).toBeUndefined();
    const van = answer.data!.assignVan;
    expect(van.accountNumber).toMatch(/^\d{7}$/);
    expect(van.accountName).toBe('ｼｹﾝ ﾀﾛｳ');
    expect((await h.gql('support', VAN, { c: c.id })).data!.van).toEqual(van);
    expect((await h.gql('support', ASSIGN_VAN, { c: c.id })).data!.assignVan).toEqual(van);
    expect((await auditOf(c.id)).map((a) => a.outcome)).toEqual(['success', 'refused']);
  });

  it('skips a number another VAN already holds', async () => {
    const [{ next }] = await h.q(sql`
      select (case when is_called then last_value + 1 else last_value end)::text as next
      from van_account_number_seq`);
    const holder = await insertConsumer(h);
    await h.q(sql`
      insert into vans (consumer_id, bank_name, branch_name, branch_code, account_type, account_number,
                        account_name, van_key)
      values (${holder.id}, 'B', 'S', '999', '普通', ${String(next)}, 'ｱ', ${`key-${next}`})`);
    const c = await insertConsumer(h);
    const van = (await h.gql('admin', ASSIGN_VAN, { c: c.id })).data!.assignVan;
    expect(van.accountNumber).not.toBe(String(next));
  });

  it('many consumers assigned at once get distinct numbers; one consumer assigned twice at once gets one VAN', async () => {
    const many = await Promise.all(Array.from({ length: 12 }, () => insertConsumer(h)));
    const answers = await Promise.all(many.map((c) => h.gql('admin', ASSIGN_VAN, { c: c.id })));
    const numbers = answers.map((a) => a.data!.assignVan.accountNumber);
    expect(new Set(numbers).size).toBe(many.length);
    const stored = await Promise.all(many.map((c) => h.gql('admin', VAN, { c: c.id })));
    expect(stored.map((s) => s.data!.van.accountNumber)).toEqual(numbers);

    const one = await insertConsumer(h);
    const twice = await Promise.all([
      h.gql('admin', ASSIGN_VAN, { c: one.id }),
      h.gql('support', ASSIGN_VAN, { c: one.id }),
      h.gql('admin', ASSIGN_VAN, { c: one.id }),
    ]);
    const got = new Set(twice.map((a) => a.data!.assignVan.accountNumber));
    expect(got.size).toBe(1);
    const [{ vans }] = await h.q(sql`select count(*)::int as vans from vans where consumer_id = ${one.id}`);
    expect(vans).toBe(1);
  });
});

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
