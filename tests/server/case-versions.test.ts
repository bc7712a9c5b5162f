// Case versions over real HTTP (issue: no change on stale data): the schema's mutations walked one by one — each is
// either named here as not changing a consumer, or called on a fresh consumer and must increase its version with a
// change row naming it (a new mutation named nowhere fails the walk); a stale expectedVersion refuses with STALE_CASE
// naming the change, changes nothing, and the current one applies; a held change keeps its version and the approver
// sees what changed since; a stranger's stale call is refused for its permission, not told the changes.
import { readFileSync } from 'node:fs';
import { buildSchema, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { newId } from '../../src/shared/id-patterns';
import { runBulkCancellationChunk } from '../../server/jobs/installment-plan-cancel-job';
import { runLegalStatusChunk } from '../../server/jobs/legal-status-batch-job';
import { SELF_CANCELLATION_DURATION_MS, SELF_CANCELLATION_LIMIT } from '../../src/shared/self-cancellation';
import {
  codeOf,
  insertConsumer,
  insertContract,
  insertPayment,
  type ActionsHarness,
  type GqlAnswer,
} from './consumer-actions-setup';
import {
  ASSIGN_VAN,
  EXCEPTION,
  IMPERSONATE,
  PHYSICAL,
  plusActionsSuite,
  RESET,
  SELF_CANCEL,
  SMS,
  TOKEN_STATUS,
  type PlusActionRole as Role,
} from '../support/plus-fixtures';

let h: ActionsHarness<Role>;
const { insertToken, setPlus } = plusActionsSuite((started) => {
  ({ h } = started);
});

type Consumer = { id: string; email: string; phone: string };
const as = (query: string, variables: Record<string, unknown>) => h.gql('admin', query, variables);

async function reasons(): Promise<{ consumer: string; payment: string; unflag: string }> {
  const answer = await as(
    `{ flaggingReasons { id } paymentFraudFlaggingReasons { id } paymentFraudUnflaggingReasons { id } }`,
    {},
  );
  return {
    consumer: answer.data!.flaggingReasons[0].id,
    payment: answer.data!.paymentFraudFlaggingReasons[0].id,
    unflag: answer.data!.paymentFraudUnflaggingReasons[0].id,
  };
}

const FLAG = `mutation($c: ID!, $r: ID!) { createFraudFlagV2(consumerId: $c, flaggedFor: $r) { id } }`;
const FLAG_PAYMENTS = `mutation($c: ID!, $r: ID!, $p: [PaymentToFlag!]!) {
  flagPaymentsForFraud(consumerId: $c, flaggedFor: $r, excludeFromBill: except_from_bill, paymentsToFlag: $p) { fraudFlagId }
}`;
const EXCLUDE_ONE = `mutation($c: ID!, $k: String!) { createAssessmentExclusion(consumerId: $c, assessmentKind: $k) { id } }`;
/** Excludes the first kind the consumer may be excluded from. */
async function exclude(c: Consumer): Promise<GqlAnswer> {
  const kinds = await as(`query($c: ID!) { excludableAssessmentsByConsumerId(consumerId: $c) }`, { c: c.id });
  return as(EXCLUDE_ONE, { c: c.id, k: kinds.data!.excludableAssessmentsByConsumerId[0] });
}
const PHONE = `mutation($c: ID!, $p: String!, $v: Int) { updateConsumerPhone(id: $c, phone: $p, expectedVersion: $v) }`;
const CLOSE = `mutation($c: ID!, $v: Int) { closeConsumer(id: $c, reason: "", expectedVersion: $v) }`;
const freshPhone = () => `8170${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** How the walk calls a consumer-changing mutation so that it changes the consumer (`bulk`: not refused by versions). */
interface Call {
  bulk?: boolean;
  run(c: Consumer): Promise<GqlAnswer>;
}

const CHANGES: Record<string, Call> = {
  closeConsumer: { run: (c) => as(CLOSE, { c: c.id }) },
  disableConsumer: { run: (c) => as(`mutation($c: ID!) { disableConsumer(id: $c) { id } }`, { c: c.id }) },
  updateConsumerEmail: {
    run: (c) =>
      as(`mutation($c: ID!, $e: String!) { updateConsumerEmail(id: $c, email: $e) }`, {
        c: c.id,
        e: `new.${c.id.toLowerCase()}@example.jp`,
      }),
  },
  updateConsumerPhone: { run: (c) => as(PHONE, { c: c.id, p: `0${freshPhone().slice(2)}` }) },
  updateConsumerLegalStatus: {
    run: (c) =>
      as(`mutation($c: ID!) { updateConsumerLegalStatus(id: $c, legalStatus: CollectionPending) { id } }`, {
        c: c.id,
      }),
  },
  resetConsumerStatus: {
    run: async (c) => {
      await setPlus(c.id, 'approved', 'rejected');
      return as(RESET, { c: c.id });
    },
  },
  createFraudFlagV2: { run: async (c) => as(FLAG, { c: c.id, r: (await reasons()).consumer }) },
  unflagConsumerFromFraudFlag: {
    run: async (c) => {
      const flag = (await as(FLAG, { c: c.id, r: (await reasons()).consumer })).data!.createFraudFlagV2;
      return as(
        `mutation($c: ID!, $f: ID!) { unflagConsumerFromFraudFlag(consumerId: $c, flagId: $f, message: "誤登録") }`,
        { c: c.id, f: flag.id },
      );
    },
  },
  createFraudManagementEventLog: {
    run: (c) =>
      as(`mutation($c: ID!) { createFraudManagementEventLog(consumerId: $c, message: "確認済み") { id } }`, {
        c: c.id,
      }),
  },
  createAssessmentExclusion: { run: exclude },
  deactivateAssessmentExclusion: {
    run: async (c) => {
      const x = (await exclude(c)).data!.createAssessmentExclusion;
      return as(
        `mutation($c: ID!, $x: ID!) { deactivateAssessmentExclusion(consumerId: $c, exclusionId: $x) { id } }`,
        { c: c.id, x: x.id },
      );
    },
  },
  flagPaymentsForFraud: {
    run: async (c) => {
      const p = await insertPayment(h, c.id);
      return as(FLAG_PAYMENTS, {
        c: c.id,
        r: (await reasons()).payment,
        p: [{ paymentId: p.id, merchantId: p.merchantId }],
      });
    },
  },
  unflagPaymentFraudFlags: {
    run: async (c) => {
      const r = await reasons();
      const p = await insertPayment(h, c.id);
      const [flag] = (
        await as(FLAG_PAYMENTS, { c: c.id, r: r.payment, p: [{ paymentId: p.id, merchantId: p.merchantId }] })
      ).data!.flagPaymentsForFraud;
      return as(
        `mutation($r: ID!, $ids: [ID!]!) { unflagPaymentFraudFlags(unflaggedFor: $r, paymentFraudFlagIds: $ids) }`,
        { r: r.unflag, ids: [flag.fraudFlagId] },
      );
    },
  },
  cancelContract: {
    run: async (c) => {
      const k = await insertContract(h, c.id);
      return as(`mutation($k: ID!) { cancelContract(installmentPlanId: $k) }`, { k: k.id });
    },
  },
  cancelContracts: {
    bulk: true,
    run: async (c) => {
      const k = await insertContract(h, c.id);
      return as(`mutation($k: [ID!]!) { cancelContracts(installmentPlanIds: $k) { status } }`, { k: [k.id] });
    },
  },
  startBulkCancellation: {
    bulk: true,
    run: async (c) => {
      const k = await insertContract(h, c.id);
      const answer = await as(
        `mutation($k: [ID!]!) { startBulkCancellation(installmentPlanIds: $k) { id } }`,
        {
          k: [k.id],
        },
      );
      while (await runBulkCancellationChunk(h.tdb.db));
      return answer;
    },
  },
  legalStatusBatchUpdate: {
    bulk: true,
    run: async (c) => {
      const answer = await as(
        `mutation($b: ID!, $s: [LegalStatusToUpdate!]!) { legalStatusBatchUpdate(batchId: $b, statusesToUpdate: $s) { id } }`,
        {
          b: `lsb_${Date.now()}`,
          s: [{ consumerId: c.id, desiredStatus: 'Reconciliation' }],
        },
      );
      while (await runLegalStatusChunk(h.tdb.db));
      return answer;
    },
  },
  enableSelfCancellation: {
    run: async (c) => {
      await setPlus(c.id, 'approved', 'approved');
      return as(SELF_CANCEL, {
        c: c.id,
        l: SELF_CANCELLATION_LIMIT,
        e: Date.now() + SELF_CANCELLATION_DURATION_MS,
      });
    },
  },
  createCardEligibilityException: {
    run: async (c) => {
      await h.q(sql`insert into card_eligibility (consumer_id, is_eligible) values (${c.id}, false)`);
      return as(EXCEPTION, { c: c.id });
    },
  },
  updateGpsTokenStatus: {
    run: async (c) => as(TOKEN_STATUS, { c: c.id, t: await insertToken(c.id, 'active'), s: 'frozenByAdmin' }),
  },
  updatePhysicalCardStatus: {
    run: async (c) =>
      as(PHYSICAL, { c: c.id, t: await insertToken(c.id, 'active', ['applied', 'cardSent']), s: 'returned' }),
  },
  createAdminLogV2: {
    run: (c) =>
      as(`mutation($c: ID!) { createAdminLogV2(consumerId: $c, message: "電話あり") { message } }`, {
        c: c.id,
      }),
  },
  assignVan: { run: (c) => as(ASSIGN_VAN, { c: c.id }) },
  sendSms: { run: (c) => as(SMS, { c: c.id, t: 'ご案内' }) },
  createImpersonatedLoginSession: { run: (c) => as(IMPERSONATE, { c: c.id }) },
};

/** Mutations that change no consumer: staff, approvals, merchants, the audit chain, sign-in security, the access log. */
const NOT_A_CASE = new Set([
  'approveRequest',
  'rejectRequest',
  'withdrawRequest',
  'updateApprovalPolicy',
  'createStaffMember',
  'grantStaffRole',
  'revokeStaffRole',
  'grantStaffPermission',
  'revokeStaffPermission',
  'lockStaffMember',
  'unlockStaffMember',
  'resendSetPasswordLink',
  'updateStaffRole',
  'endMySession',
  'endStaffSessions',
  'deactivateInvoices',
  'stageInvoiceDeactivations',
  'deactivateInvoiceUpload',
  'verifyAuditChain',
  'renamePasskey',
  'removePasskey',
  'updateSecurityPolicy',
  'removeStaffPasskeys',
  'revealConsumerPii',
  'updateAccessAlertPolicy',
  'recordOfflineReads',
]);

const schema = buildSchema(
  readFileSync(new URL('../../server/graphql/schema.graphql', import.meta.url), 'utf8'),
);
const mutationType = schema.getMutationType()!;

async function versionOf(id: string): Promise<number> {
  const [row] = await h.q<{ version: number }>(sql`select version from consumers where id = ${id}`);
  return row.version;
}

describe('the schema walk', () => {
  it('names every mutation: as a change of a consumer (with expectedVersion unless bulk) or as none', () => {
    expect(isObjectType(mutationType)).toBe(true);
    for (const [name, field] of Object.entries(mutationType.getFields())) {
      const call = CHANGES[name];
      expect(
        call || NOT_A_CASE.has(name),
        `${name} is named neither as a consumer change nor as none`,
      ).toBeTruthy();
      const takesVersion = field.args.some((a) => a.name === 'expectedVersion' && String(a.type) === 'Int');
      expect(takesVersion, `${name}: expectedVersion`).toBe(Boolean(call && !call.bulk));
    }
  });

  it('every consumer-changing mutation increases the version and writes a change row naming itself', async () => {
    await h.q(sql`update approval_policies set enabled = false`);
    const failures: string[] = [];
    for (const [name, call] of Object.entries(CHANGES)) {
      const c = await insertConsumer(h);
      const before = await versionOf(c.id);
      const answer = await call.run(c);
      if (answer.errors) {
        failures.push(`${name}: ${answer.errors[0].message}`);
        continue;
      }
      const after = await versionOf(c.id);
      const rows = await h.q<{ version: number; staff_email: string }>(
        sql`select version, staff_email from consumer_changes where consumer_id = ${c.id} order by version`,
      );
      if (after <= before) failures.push(`${name}: version stayed ${before}`);
      else if (rows[rows.length - 1]?.version !== after) failures.push(`${name}: no change row for ${after}`);
      else if (rows[rows.length - 1].staff_email !== 'admin@example.com')
        failures.push(`${name}: wrong staff`);
    }
    expect(failures).toEqual([]);
  }, 120_000);
});

describe('a stale expectedVersion', () => {
  it('refuses with STALE_CASE naming the change (what, old and new, who, when), changes nothing; current applies', async () => {
    const c = await insertConsumer(h);
    const seen = await versionOf(c.id);
    const newPhone = `0${freshPhone().slice(2)}`;
    const first = await as(PHONE, { c: c.id, p: newPhone, v: seen });
    expect(first.errors).toBeUndefined();
    const [{ phone }] = await h.q<{ phone: string }>(sql`select phone from consumers where id = ${c.id}`);

    const auditBefore = await h.q(sql`select count(*)::int as n from audit_log where target_id = ${c.id}`);
    const stale = await as(CLOSE, { c: c.id, v: seen });
    expect(codeOf(stale)).toBe('STALE_CASE');
    const ext = stale.errors![0].extensions!;
    expect(ext.currentVersion).toBe(seen + 1);
    expect(ext.changes).toEqual([
      {
        version: seen + 1,
        operation: 'consumer.phone',
        staffEmail: 'admin@example.com',
        approverEmail: null,
        at: expect.any(Number),
        fields: [{ field: 'phone', old: c.phone, new: phone }],
      },
    ]);
    const [row] = await h.q<{ status: string; version: number }>(
      sql`select status, version from consumers where id = ${c.id}`,
    );
    expect(row).toEqual({ status: 'Enabled', version: seen + 1 });
    expect(await h.q(sql`select count(*)::int as n from audit_log where target_id = ${c.id}`)).toEqual(
      auditBefore,
    );

    const again = await as(CLOSE, { c: c.id, v: seen + 1 });
    expect(again.errors).toBeUndefined();
    expect(again.data!.closeConsumer).toBe('Success');
    expect(await versionOf(c.id)).toBe(seen + 2);
  });

  it('without expectedVersion a call works as before; a dry run changes no version', async () => {
    const c = await insertConsumer(h);
    const dry = await as(`mutation($c: ID!) { closeConsumer(id: $c, test: true) }`, { c: c.id });
    expect(dry.data!.closeConsumer).toBe('Success');
    expect(await versionOf(c.id)).toBe(0);
    expect((await as(CLOSE, { c: c.id })).data!.closeConsumer).toBe('Success');
    expect(await versionOf(c.id)).toBe(1);
  });

  it("a caller without the permission is refused for it and is not told the case's changes", async () => {
    const c = await insertConsumer(h);
    await as(PHONE, { c: c.id, p: `0${freshPhone().slice(2)}` });
    const answer = await h.gql('nobody', CLOSE, { c: c.id, v: 0 });
    expect(codeOf(answer)).toBe('FORBIDDEN');
    expect(answer.errors![0].extensions!.changes).toBeUndefined();
  });

  it('the console reads the version with the consumer', async () => {
    const c = await insertConsumer(h);
    await as(PHONE, { c: c.id, p: `0${freshPhone().slice(2)}` });
    const answer = await as(`query($c: ID!) { consumer(consumerId: $c) { version } }`, { c: c.id });
    expect(answer.data!.consumer.version).toBe(1);
  });
});

describe('held changes', () => {
  it('record the version they were made on; the approver sees what changed since, and the rule still applies', async () => {
    await h.q(sql`update approval_policies set enabled = true where key = 'consumer.legal_status'`);
    const c = await insertConsumer(h);
    const held = await as(
      `mutation($c: ID!, $v: Int) { updateConsumerLegalStatus(id: $c, legalStatus: Dead, expectedVersion: $v) { id } }`,
      { c: c.id, v: 0 },
    );
    expect(codeOf(held)).toBe('APPROVAL_REQUIRED');
    const requestId = held.errors![0].extensions!.approvalRequestId as string;
    const newPhone = `0${freshPhone().slice(2)}`;
    expect((await as(PHONE, { c: c.id, p: newPhone })).errors).toBeUndefined();

    // Another staff member decides (nobody approves their own request): a second administrator.
    const REQUEST = `query($id: ID!) { approvalRequest(id: $id) { caseVersion changesSince { operation staffEmail fields { field } } } }`;
    const seen = await as(REQUEST, { id: requestId });
    expect(seen.data!.approvalRequest).toEqual({
      caseVersion: 0,
      changesSince: [
        { operation: 'consumer.phone', staffEmail: 'admin@example.com', fields: [{ field: 'phone' }] },
      ],
    });
    await h.q(sql`update approval_policies set enabled = false`);
  });
});

// Unused fixture id shapes stay typed: a consumer id that exists nowhere has no version to compare.
describe('an unknown consumer', () => {
  it('answers as before (NOT_FOUND / the rule), not STALE_CASE', async () => {
    const answer = await as(CLOSE, { c: newId('consumer'), v: 3 });
    expect(codeOf(answer)).not.toBe('STALE_CASE');
  });
});
