// The consumer's Fraud and Fraud payments tabs over real HTTP with real sign-ins: reason lists, active consumer
// fraud flags, the fraud log, assessment exclusions and the kinds still excludable, the active fraud flags of the
// consumer's payments, each staff user's fraud-management permissions, the permission refusals, unknown and
// malformed consumers, and one SQL statement per query.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import * as t from '../../server/db/schema/index';
import { DEMO_STAFF } from '../../server/seed/first-start';
import { newId } from '../../src/shared/id-patterns';
import { FRAUD_MANAGEMENT_PERMISSIONS, PERMISSIONS } from '../../src/shared/permissions';
import { startHarness, type GqlAnswer, type Harness, type StaffClient } from '../support/harness';

const NOW = new Date('2025-06-15T00:00:00+09:00');
const T0 = Date.parse('2025-05-01T10:00:00+09:00');
const H = 3_600_000;
const ANALYST_PERMISSIONS = [
  PERMISSIONS.paymentFraudFlagsWrite,
  PERMISSIONS.paymentFraudFlagsRead,
  PERMISSIONS.assessmentExclusionsWrite,
  PERMISSIONS.viewPacRecords,
];

let h: Harness;
const clients = {} as Record<'admin' | 'support' | 'analyst', StaffClient>;

const CONSUMER = newId('consumer');
const CLEAN = newId('consumer');
const PAY = { a: `pay_${'a'.repeat(16)}`, b: `pay_${'b'.repeat(16)}`, c: `pay_${'c'.repeat(16)}` };
const FLAG = {
  first: `ffl_${'1'.repeat(16)}`,
  second: `ffl_${'2'.repeat(16)}`,
  lifted: `ffl_${'3'.repeat(16)}`,
};
const PFF = {
  a1: `pff_${'1'.repeat(16)}`,
  a2: `pff_${'2'.repeat(16)}`,
  b1: `pff_${'3'.repeat(16)}`,
  cOff: `pff_${'4'.repeat(16)}`,
};
const EXCLUSION = {
  fraud: `axc_${'1'.repeat(16)}`,
  credit: `axc_${'2'.repeat(16)}`,
  lifted: `axc_${'3'.repeat(16)}`,
};

const QUERIES = {
  fraudManagementPermissions: `fraudManagementPermissions { permissions { value } }`,
  flaggingReasons: `flaggingReasons { id reason }`,
  paymentFraudFlaggingReasons: `paymentFraudFlaggingReasons { id description }`,
  paymentFraudUnflaggingReasons: `paymentFraudUnflaggingReasons { id description }`,
  activeFraudFlagsByConsumerId: `activeFraudFlagsByConsumerId(consumerId: $consumerId) {
    id consumerId flaggedFor { id reason } flaggedBy flaggedAt
  }`,
  fraudManagementEventLogs: `fraudManagementEventLogs(consumerId: $consumerId) { id createdBy createdAt message }`,
  assessmentExclusionsByConsumerId: `assessmentExclusionsByConsumerId(consumerId: $consumerId) {
    id consumerId assessmentKind excludedBy excludedAt
  }`,
  excludableAssessmentsByConsumerId: `excludableAssessmentsByConsumerId(consumerId: $consumerId)`,
  consumerPaymentsActiveFraudFlags: `consumerPaymentsActiveFraudFlags(consumerId: $consumerId) {
    paymentId excludeFromBill activeFraudFlagIds
  }`,
} as const;
type QueryName = keyof typeof QUERIES;
const CONSUMER_QUERIES = (Object.keys(QUERIES) as QueryName[]).filter((n) =>
  QUERIES[n].includes('$consumerId'),
);

/** The document holds one operation: no operation name needed. */
const gql = (
  who: keyof typeof clients,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<GqlAnswer> => clients[who].gql('', query, variables);

const ask = (who: keyof typeof clients, name: QueryName, consumerId?: string) =>
  QUERIES[name].includes('$consumerId')
    ? gql(who, `query Q($consumerId: ID!) { ${QUERIES[name]} }`, { consumerId })
    : gql(who, `query Q { ${QUERIES[name]} }`);

const q = <T = Record<string, unknown>>(text: ReturnType<typeof sql>) => h.q<T>(text);

async function insertFixtures(): Promise<void> {
  const orm = h.tdb.db.orm;
  const [{ id: merchantId }] = await q<{ id: string }>(sql`select id from merchants order by id limit 1`);
  await orm.insert(t.consumers).values(
    [CONSUMER, CLEAN].map((id, k) => ({
      id,
      status: k ? ('Enabled' as const) : ('Disabled' as const),
      kanjiName: k ? '鈴木 花子' : '佐藤 一郎',
      kanaName: k ? 'スズキ ハナコ' : 'サトウ イチロウ',
      email: `${id}@example.com`,
      phone: `8190${String(k).padStart(8, '6')}`,
      createdAt: new Date(T0 - 10 * 24 * H),
    })),
  );
  await orm.insert(t.payments).values(
    Object.values(PAY).map((id, k) => ({
      id,
      consumerId: CONSUMER,
      merchantId,
      merchantName: 'テスト加盟店',
      status: 'CLOSED' as const,
      amount: String(1000 * (k + 1)),
      createdAt: new Date(T0 - (k + 1) * H),
      updatedAt: new Date(T0),
    })),
  );
  await orm.insert(t.consumerFraudFlags).values([
    {
      id: FLAG.first,
      consumerId: CONSUMER,
      flaggedFor: 'identity_theft',
      flaggedBy: 'fraud-team@example.com',
      flaggedAt: new Date(T0),
    },
    {
      id: FLAG.second,
      consumerId: CONSUMER,
      flaggedFor: 'resale_fraud',
      flaggedBy: 'ops@example.com',
      flaggedAt: new Date(T0 + 2 * H),
    },
    {
      id: FLAG.lifted,
      consumerId: CONSUMER,
      flaggedFor: 'account_takeover',
      flaggedBy: 'ops@example.com',
      flaggedAt: new Date(T0 + H),
      unflaggedAt: new Date(T0 + 3 * H),
      unflaggedBy: 'ops@example.com',
      unflagMessage: '本人利用と確認',
    },
  ]);
  await orm.insert(t.fraudEventLogs).values(
    [
      ['不正フラグを登録', T0],
      ['本人へ確認の電話', T0 + 5 * H],
      ['不正フラグを解除', T0 + 3 * H],
    ].map(([message, at]) => ({
      consumerId: CONSUMER,
      message: message as string,
      createdBy: 'fraud-team@example.com',
      createdAt: new Date(at as number),
    })),
  );
  await orm.insert(t.assessmentExclusions).values([
    {
      id: EXCLUSION.fraud,
      consumerId: CONSUMER,
      assessmentKind: 'fraud',
      excludedBy: 'ops@example.com',
      excludedAt: new Date(T0),
    },
    {
      id: EXCLUSION.credit,
      consumerId: CONSUMER,
      assessmentKind: 'credit',
      excludedBy: 'fraud-team@example.com',
      excludedAt: new Date(T0 + H),
    },
    {
      id: EXCLUSION.lifted,
      consumerId: CONSUMER,
      assessmentKind: 'identity',
      excludedBy: 'ops@example.com',
      excludedAt: new Date(T0 + 2 * H),
      deactivatedAt: new Date(T0 + 4 * H),
      deactivatedBy: 'ops@example.com',
    },
  ]);
  const pff = (id: string, paymentId: string, at: number, excludeFromBill: boolean, active = true) => ({
    id,
    paymentId,
    consumerId: CONSUMER,
    merchantId,
    flaggedFor: 'unauthorized_use',
    excludeFromBill,
    active,
    flaggedBy: 'fraud-team@example.com',
    flaggedAt: new Date(at),
    unflaggedFor: active ? null : 'confirmed_genuine',
    unflaggedAt: active ? null : new Date(at + H),
  });
  await orm
    .insert(t.paymentFraudFlags)
    .values([
      pff(PFF.a1, PAY.a, T0, false),
      pff(PFF.a2, PAY.a, T0 + 2 * H, true),
      pff(PFF.b1, PAY.b, T0 + 3 * H, false),
      pff(PFF.cOff, PAY.c, T0 + 4 * H, true, false),
    ]);
}

beforeAll(async () => {
  h = await startHarness({ now: NOW });
  await insertFixtures();
  const [, support] = DEMO_STAFF;
  clients.admin = h.admin;
  clients.support = await h.signIn(support.email, support.password);
  clients.analyst = await h.staff(ANALYST_PERMISSIONS);
});

afterAll(async () => {
  await h?.close();
});

describe('fraudManagementPermissions', () => {
  it('answers the fraud-management permissions each staff user holds, in the spec order, and nothing else', async () => {
    const values = async (who: keyof typeof clients) =>
      (await ask(who, 'fraudManagementPermissions')).data!.fraudManagementPermissions.permissions.map(
        (p: { value: string }) => p.value,
      );
    expect(await values('admin')).toEqual([...FRAUD_MANAGEMENT_PERMISSIONS]);
    expect(await values('support')).toEqual([PERMISSIONS.assessmentReportsRead]);
    // can_view_pac_records is not a fraud-management permission.
    expect(await values('analyst')).toEqual([
      PERMISSIONS.assessmentExclusionsWrite,
      PERMISSIONS.paymentFraudFlagsRead,
      PERMISSIONS.paymentFraudFlagsWrite,
    ]);
  });

  it('answers fraud_flags.write too (after the spec six), so the answer alone decides every fraud-tab action', async () => {
    // The spec's six first (the test above), then the console's own one.
    expect(FRAUD_MANAGEMENT_PERMISSIONS).toHaveLength(7);
    expect(FRAUD_MANAGEMENT_PERMISSIONS.at(-1)).toBe(PERMISSIONS.fraudFlagsWrite);
    const flagger = await h.staff([PERMISSIONS.fraudFlagsWrite, PERMISSIONS.consumersWrite]);
    const answer = await flagger.gql(
      'FraudManagementPermissions',
      `query FraudManagementPermissions { ${QUERIES.fraudManagementPermissions} }`,
      {},
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.fraudManagementPermissions.permissions).toEqual([
      { value: PERMISSIONS.fraudFlagsWrite },
    ]);
  });
});

describe('reason lists (any signed-in staff user)', () => {
  it('flaggingReasons answers the consumer reasons in list order; retired reasons are left out', async () => {
    await q(sql`update fraud_flag_reasons set active = false where id = 'no_intention_to_pay'`);
    const { data, errors } = await ask('support', 'flaggingReasons');
    await q(sql`update fraud_flag_reasons set active = true where id = 'no_intention_to_pay'`);
    expect(errors).toBeUndefined();
    expect(data!.flaggingReasons).toEqual([
      { id: 'identity_theft', reason: 'なりすまし' },
      { id: 'account_takeover', reason: 'アカウント乗っ取り' },
      { id: 'multiple_accounts', reason: '複数アカウントの不正作成' },
      { id: 'resale_fraud', reason: '転売目的の不正利用' },
    ]);
  });

  it('answers the payment flagging and unflagging reasons, each list its own scope', async () => {
    const flagging = (await ask('support', 'paymentFraudFlaggingReasons')).data!.paymentFraudFlaggingReasons;
    expect(flagging.map((r: { id: string }) => r.id)).toEqual([
      'unauthorized_use',
      'merchant_report',
      'chargeback_like',
      'suspicious_shipping',
    ]);
    expect(flagging[0]).toEqual({ id: 'unauthorized_use', description: '第三者による不正利用' });
    const unflagging = (await ask('support', 'paymentFraudUnflaggingReasons')).data!
      .paymentFraudUnflaggingReasons;
    expect(unflagging).toEqual([
      { id: 'confirmed_genuine', description: '本人利用と確認' },
      { id: 'merchant_withdrew', description: '加盟店が申告を取り下げ' },
      { id: 'flagged_in_error', description: '誤登録' },
    ]);
  });
});

describe('Fraud tab', () => {
  it('activeFraudFlagsByConsumerId answers the flags not unflagged, newest first, to any staff user', async () => {
    const { data, errors } = await ask('support', 'activeFraudFlagsByConsumerId', CONSUMER);
    expect(errors).toBeUndefined();
    expect(data!.activeFraudFlagsByConsumerId).toEqual([
      {
        id: FLAG.second,
        consumerId: CONSUMER,
        flaggedFor: { id: 'resale_fraud', reason: '転売目的の不正利用' },
        flaggedBy: 'ops@example.com',
        flaggedAt: T0 + 2 * H,
      },
      {
        id: FLAG.first,
        consumerId: CONSUMER,
        flaggedFor: { id: 'identity_theft', reason: 'なりすまし' },
        flaggedBy: 'fraud-team@example.com',
        flaggedAt: T0,
      },
    ]);
    expect(
      (await ask('support', 'activeFraudFlagsByConsumerId', CLEAN)).data!.activeFraudFlagsByConsumerId,
    ).toEqual([]);
  });

  it('fraudManagementEventLogs answers the whole log newest first to any staff user', async () => {
    const { data, errors } = await ask('support', 'fraudManagementEventLogs', CONSUMER);
    expect(errors).toBeUndefined();
    expect(data!.fraudManagementEventLogs.map((l: { message: string }) => l.message)).toEqual([
      '本人へ確認の電話',
      '不正フラグを解除',
      '不正フラグを登録',
    ]);
    expect(data!.fraudManagementEventLogs[0]).toEqual({
      id: expect.stringMatching(/^\d+$/),
      createdBy: 'fraud-team@example.com',
      createdAt: T0 + 5 * H,
      message: '本人へ確認の電話',
    });
  });

  it('assessmentExclusionsByConsumerId answers the active exclusions newest first (assessment_exclusions.read)', async () => {
    const { data, errors } = await ask('admin', 'assessmentExclusionsByConsumerId', CONSUMER);
    expect(errors).toBeUndefined();
    expect(data!.assessmentExclusionsByConsumerId).toEqual([
      {
        id: EXCLUSION.credit,
        consumerId: CONSUMER,
        assessmentKind: 'credit',
        excludedBy: 'fraud-team@example.com',
        excludedAt: T0 + H,
      },
      {
        id: EXCLUSION.fraud,
        consumerId: CONSUMER,
        assessmentKind: 'fraud',
        excludedBy: 'ops@example.com',
        excludedAt: T0,
      },
    ]);
  });

  it('excludableAssessmentsByConsumerId answers every kind without an active exclusion', async () => {
    expect(
      (await ask('admin', 'excludableAssessmentsByConsumerId', CONSUMER)).data!
        .excludableAssessmentsByConsumerId,
    ).toEqual(['identity', 'amazon_limit', 'plus_limit']);
    expect(
      (await ask('admin', 'excludableAssessmentsByConsumerId', CLEAN)).data!
        .excludableAssessmentsByConsumerId,
    ).toEqual(['fraud', 'credit', 'identity', 'amazon_limit', 'plus_limit']);
  });

  it('answers a seeded fraud-flagged consumer as stored', async () => {
    const [seeded] = await q<{ id: string; flags: number; logs: number }>(sql`
      select f.consumer_id as id,
        (select count(*)::int from consumer_fraud_flags x
          where x.consumer_id = f.consumer_id and x.unflagged_at is null) as flags,
        (select count(*)::int from fraud_event_logs l where l.consumer_id = f.consumer_id) as logs
      from consumer_fraud_flags f
      where f.unflagged_at is null and f.consumer_id <> ${CONSUMER}
      order by f.consumer_id limit 1`);
    expect(seeded).toBeDefined();
    const flags = (await ask('admin', 'activeFraudFlagsByConsumerId', seeded.id)).data!
      .activeFraudFlagsByConsumerId;
    expect(flags).toHaveLength(seeded.flags);
    expect(flags[0].flaggedFor.reason).toEqual(expect.any(String));
    const logs = (await ask('admin', 'fraudManagementEventLogs', seeded.id)).data!.fraudManagementEventLogs;
    expect(logs).toHaveLength(seeded.logs);
    const [expected] = await q<{ payments: number }>(sql`
      select count(distinct payment_id)::int as payments from payment_fraud_flags
      where consumer_id = ${seeded.id} and active`);
    const payments = (await ask('admin', 'consumerPaymentsActiveFraudFlags', seeded.id)).data!
      .consumerPaymentsActiveFraudFlags;
    expect(payments).toHaveLength(expected.payments);
  });
});

describe('Fraud payments tab (payment_fraud_flags.read)', () => {
  it("answers each flagged payment's active flag ids newest first and whether any stops billing", async () => {
    for (const who of ['admin', 'analyst'] as const) {
      const { data, errors } = await ask(who, 'consumerPaymentsActiveFraudFlags', CONSUMER);
      expect(errors, who).toBeUndefined();
      expect(data!.consumerPaymentsActiveFraudFlags).toEqual([
        { paymentId: PAY.b, excludeFromBill: false, activeFraudFlagIds: [PFF.b1] },
        { paymentId: PAY.a, excludeFromBill: true, activeFraudFlagIds: [PFF.a2, PFF.a1] },
      ]);
    }
    expect(
      (await ask('admin', 'consumerPaymentsActiveFraudFlags', CLEAN)).data!.consumerPaymentsActiveFraudFlags,
    ).toEqual([]);
  });
});

describe('permission refusals', () => {
  it('refuses exclusions, excludable kinds and payment flags with FORBIDDEN to support', async () => {
    const refusals: [QueryName, string][] = [
      ['assessmentExclusionsByConsumerId', PERMISSIONS.assessmentExclusionsRead],
      ['excludableAssessmentsByConsumerId', PERMISSIONS.assessmentExclusionsRead],
      ['consumerPaymentsActiveFraudFlags', PERMISSIONS.paymentFraudFlagsRead],
    ];
    for (const [name, permission] of refusals) {
      const answer = await ask('support', name, CONSUMER);
      expect(answer.status).toBe(200);
      expect(answer.data, name).toBeNull();
      expect(answer.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect(answer.errors?.[0].path).toEqual([name]);
      expect(answer.errors?.[0].message).toContain(permission);
    }
  });

  it('exclusions write alone does not let staff read exclusions', async () => {
    for (const name of ['assessmentExclusionsByConsumerId', 'excludableAssessmentsByConsumerId'] as const) {
      const answer = await ask('analyst', name, CONSUMER);
      expect(answer.errors?.[0].extensions?.code, name).toBe('FORBIDDEN');
    }
  });
});

describe('unknown and malformed consumers', () => {
  it('answer empty lists with no error', async () => {
    for (const consumerId of [newId('consumer'), 'con_short', '', "con_' or 1=1"]) {
      const all = CONSUMER_QUERIES.map((n) => QUERIES[n]).join('\n');
      const { data, errors } = await gql('admin', `query F($consumerId: ID!) { ${all} }`, { consumerId });
      expect(errors, consumerId).toBeUndefined();
      expect(data, consumerId).toEqual(Object.fromEntries(CONSUMER_QUERIES.map((n) => [n, []])));
    }
  });
});

describe('cost and side effects', () => {
  const countFor = (name: QueryName, consumerId: string) =>
    h.statementsOf(async () => {
      const answer = await ask('admin', name, consumerId);
      expect(answer.errors, name).toBeUndefined();
    });

  it('each list costs one SQL statement, fraudManagementPermissions none', async () => {
    expect(await countFor('fraudManagementPermissions', CONSUMER)).toHaveLength(0);
    for (const name of (Object.keys(QUERIES) as QueryName[]).filter(
      (n) => n !== 'fraudManagementPermissions',
    )) {
      expect(await countFor(name, CONSUMER), name).toHaveLength(1);
    }
  });

  it('a malformed consumer id costs no statement; reads never write', async () => {
    for (const name of CONSUMER_QUERIES) expect(await countFor(name, 'nonsense'), name).toHaveLength(0);
    const own = await h.statementsOf(() =>
      gql('admin', `query F($consumerId: ID!) { ${Object.values(QUERIES).join('\n')} }`, {
        consumerId: CONSUMER,
      }),
    );
    expect(own.length).toBe(Object.keys(QUERIES).length - 1);
    for (const s of own) expect(s.trimStart().toLowerCase().startsWith('select'), s).toBe(true);
  });
});
