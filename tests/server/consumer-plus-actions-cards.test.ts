// Card, PLUS and VAN actions over real HTTP with real sign-ins: every card-token and physical-card transition allowed
// and refused, another consumer's token, two staff changing one card at once (truly concurrent on PostgreSQL), the
// eligibility exception's two answers; self-cancellation enabled with its fixed limit and expiry for an eKYC-approved
// consumer only, 'Allow re-application' of a rejected houkatsu only; one VAN a consumer, a number another VAN already
// holds skipped, distinct numbers for many consumers at once and one VAN for one consumer assigned twice at once.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  CARD_TOKEN_STATUS_LABEL,
  cardTokenTransitionAllowed,
  type CardTokenStatus,
} from '../../src/shared/cards';
import { codeOf, insertConsumer, type ActionsHarness } from './consumer-actions-setup';
import {
  EXCEPTION,
  PHYSICAL,
  plusActionsSuite,
  TOKEN_STATUS,
  type PlusActionRole as Role,
  RESET,
  SELF_CANCEL,
  ASSIGN_VAN,
} from '../support/plus-fixtures';
import { SELF_CANCELLATION_DURATION_MS, SELF_CANCELLATION_LIMIT } from '../../src/shared/self-cancellation';

let h: ActionsHarness<Role>;
const { insertToken, auditOf, setPlus } = plusActionsSuite((started) => {
  ({ h } = started);
});

const ELIGIBILITY = `query($c: ID!) { cardEligibility(consumerId: $c) { isEligible } }`;
const TOKENS = `query($c: ID!) { gpsTokens(consumerId: $c) { token status physicalCardStatus } }`;

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

const SELF_CANCEL_STATUS = `query($c: ID!) {
  selfCancellationStatus(consumerId: $c) { featureEnabled enabled remainingCancellations expireAt }
}`;
const PLUS_STATUS = `query($c: ID!) { plusStatus(consumerId: $c) { ekycStatus houkatsuStatus } }`;

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

const VAN = `query($c: ID!) { van(consumerId: $c) { bankName branchCode accountNumber accountName vanKey } }`;

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
