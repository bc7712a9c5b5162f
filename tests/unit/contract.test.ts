// The GraphQL contract holds every call the two spec documents name, with their argument names and result enums.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  GraphQLEnumType,
  GraphQLError,
  GraphQLUnionType,
  Kind,
  buildSchema,
  type GraphQLField,
  type GraphQLObjectType,
} from 'graphql';
import { DecimalScalar, EpochMillisScalar } from '../../server/graphql/scalars';
import { requireAnyPermission, requirePermission } from '../../server/graphql/guards';
import { PERMISSIONS } from '../../src/shared/permissions';

const sdl = readFileSync(new URL('../../server/graphql/schema.graphql', import.meta.url), 'utf8');
const schema = buildSchema(sdl);

/** Root query fields named by the specs, with the argument names the spec (or the brief) gives them. */
const QUERIES: Record<string, string[]> = {
  // Who looked (names fixed by the access-log rule): the access log and its alerts.
  accessEntries: ['staffEmail', 'consumerId', 'kind', 'from', 'to', 'offset', 'limit'],
  accessAlerts: ['offset', 'limit'],
  accessAlertCount: [],
  accessAlertPolicy: [],
  // Who gets in: the caller's own sessions.
  mySessions: [],
  // Who gets in: the caller's passkeys and the security policy.
  myPasskeys: [],
  securityPolicy: [],
  // Document 1 §7
  fuzzySearch: ['searchKeyword'],
  payment: ['paymentId'],
  paymentMessages: ['paymentId'],
  paymentAssessmentReportsByPaymentId: ['paymentId'],
  activePaymentFraudFlags: ['paymentId'],
  paymentFraudFlagsHistory: ['paymentId'],
  legalStatusBatchUpdate: ['batchId'],
  // The history pages every batch on the server (docs/decisions.md); the spec's call has no arguments.
  // Filtered by comment, batch id, creator and created days.
  legalStatusBatchUpdates: ['offset', 'limit', 'filter'],
  legalStatusBatchCount: ['filter'],
  legalStatusBatchUpdateResults: ['batchId', 'offset', 'limit'],
  consumer: ['consumerId'],
  consumerStatuses: ['consumerIds'],
  installmentPlans: ['installmentPlanIds'],
  bulkCancellation: ['id'],
  // The bulk cancellation history, filtered on the server.
  bulkCancellations: ['filter', 'offset', 'limit'],
  merchants: ['disabled'],
  // The report setting of any size.
  invoiceDeactivationUpload: ['id'],
  // Document 2 §7
  plusConsumerData: ['consumerId'],
  plusstatus: ['consumerId'],
  plusStatus: ['consumerId'],
  paymentsV2: ['consumerId'],
  // One consumer's payments a page at a time, filtered and sorted on the server.
  consumerPayments: ['consumerId', 'first', 'after', 'filter', 'sort'],
  runningBalance: ['consumerId'],
  billstatementsWithSettlements: ['consumerId', 'billStatementId'],
  paidycode: ['billStatementId'],
  combinipayment: ['combiniPaymentId'],
  multiPayContractsByConsumerId: ['consumerId'],
  charges: ['consumerId'],
  flaggingReasons: [],
  activeFraudFlagsByConsumerId: ['consumerId'],
  fraudManagementEventLogs: ['consumerId'],
  assessmentExclusionsByConsumerId: ['consumerId'],
  excludableAssessmentsByConsumerId: ['consumerId'],
  consumerPaymentsActiveFraudFlags: ['consumerId'],
  paymentFraudFlaggingReasons: [],
  paymentFraudUnflaggingReasons: [],
  contractsByConsumerId: ['consumerId', 'test'],
  nlpMigrationStatus: ['consumerId'],
  nlpReport: ['consumerId'],
  adminLogs: ['consumerId'],
  consumerMessages: ['consumerId'],
  pacAuditDataDetailed: ['consumerId'],
  pacAuditDataSummary: ['consumerId'],
  selfCancellationStatus: ['consumerId'],
  paypalLinks: ['consumerId'],
  gpsTokens: ['consumerId'],
  cardEligibility: ['consumerId'],
  plusApplicationDates: ['consumerId'],
  van: ['consumerId'],
  consumerHistory: ['consumerId', 'from', 'to'],
  fraudManagementPermissions: [],
  // Four eyes (docs/decisions.md "Four eyes: the approvals policy and held changes").
  approvalRequests: ['status', 'decided', 'offset', 'limit'],
  approvalRequest: ['id'],
  pendingApprovals: ['targetId'],
  pendingApprovalCount: [],
  approvalPolicies: [],
  // Staff administration.
  staffMembers: [],
  staffRoles: [],
  // The audit trail in the console (auditEntries as asked for; outcome and the rest are ours).
  auditEntries: ['staffEmail', 'operation', 'targetId', 'outcome', 'from', 'to', 'offset', 'limit'],
  auditOperations: [],
  auditChainState: [],
  auditVerification: ['id'],
};

/** Mutations named by the specs, with their exact argument names. */
const MUTATIONS: Record<string, string[]> = {
  updateAccessAlertPolicy: ['distinctConsumersPerHour', 'exportedRowsPerDay'],
  recordOfflineReads: ['reads'],
  revealConsumerPii: ['consumerId', 'reason'],
  endMySession: ['sessionId'],
  endStaffSessions: ['staffId'],
  renamePasskey: ['id', 'name'],
  removePasskey: ['id', 'password'],
  updateSecurityPolicy: ['passkeyRequiredRoles', 'ssoRequiredRoles'],
  removeStaffPasskeys: ['staffId'],
  // Four eyes (docs/decisions.md "Four eyes: the approvals policy and held changes").
  approveRequest: ['id', 'comment'],
  rejectRequest: ['id', 'reason'],
  withdrawRequest: ['id'],
  updateApprovalPolicy: ['key', 'enabled', 'rowThreshold', 'finalStatuses'],
  // Staff administration (names as asked for; role editing and the link resend are ours).
  createStaffMember: ['email', 'roles'],
  grantStaffRole: ['staffId', 'role'],
  revokeStaffRole: ['staffId', 'role'],
  grantStaffPermission: ['staffId', 'permission'],
  revokeStaffPermission: ['staffId', 'permission'],
  lockStaffMember: ['staffId'],
  unlockStaffMember: ['staffId'],
  resendSetPasswordLink: ['staffId'],
  updateStaffRole: ['name', 'permissions'],
  // The audit trail: the chain check as a job.
  verifyAuditChain: [],
  // part: a batch too large for one request (docs/decisions.md "Bulk legal-status update (server)").
  legalStatusBatchUpdate: ['batchId', 'comment', 'statusesToUpdate', 'part'],
  closeConsumer: ['id', 'reason', 'test'],
  disableConsumer: ['id', 'displayDisableNoticeToConsumer'],
  updateConsumerEmail: ['id', 'email', 'test'],
  updateConsumerPhone: ['id', 'phone', 'test'],
  updateConsumerLegalStatus: ['id', 'legalStatus'],
  createFraudFlagV2: ['consumerId', 'flaggedFor'],
  unflagConsumerFromFraudFlag: ['consumerId', 'flagId', 'message'],
  createFraudManagementEventLog: ['consumerId', 'message'],
  createAssessmentExclusion: ['consumerId', 'assessmentKind'],
  deactivateAssessmentExclusion: ['consumerId', 'exclusionId'],
  flagPaymentsForFraud: ['consumerId', 'flaggedFor', 'excludeFromBill', 'paymentsToFlag'],
  unflagPaymentFraudFlags: ['unflaggedFor', 'paymentFraudFlagIds'],
  cancelContract: ['installmentPlanId', 'test'],
  cancelContracts: ['installmentPlanIds', 'test'],
  // The run's optional comment.
  startBulkCancellation: ['installmentPlanIds', 'comment'],
  enableSelfCancellation: ['consumerId', 'cancellationsLimit', 'expireAt'],
  resetConsumerStatus: ['consumerId'],
  createCardEligibilityException: ['consumerId'],
  updateGpsTokenStatus: ['consumerId', 'token', 'status'],
  updatePhysicalCardStatus: ['consumerId', 'token', 'status'],
  createAdminLogV2: ['consumerId', 'message', 'test'],
  assignVan: ['consumerId'],
  deactivateInvoices: ['invoicesToDeactivate'],
  // The report setting staged in parts, then applied as one (held-able) change.
  stageInvoiceDeactivations: ['uploadId', 'part', 'rows', 'fileName', 'comment'],
  deactivateInvoiceUpload: ['uploadId'],
  sendSms: ['consumerId', 'smsText'],
  createImpersonatedLoginSession: ['consumerId'],
};

/** Enums whose values the specs list, exactly. */
const ENUMS: Record<string, string[]> = {
  CloseConsumerResult: [
    'Success',
    'ErrorActiveContracts',
    'ErrorBalanceNotSettled',
    'ErrorBalanceFutureChargesExist',
    'ErrorUncapturedPayments',
  ],
  UpdateEmailResult: ['Success', 'InvalidEmailAddress', 'EmailExists'],
  UpdatePhoneResult: ['Success', 'InvalidPhoneNumber', 'PhoneExists'],
  SendSmsResult: ['Success', 'ConsumerNotFound', 'Error'],
  BulkCancelStatus: ['Success', 'NotActive', 'Failure'],
  SuccessOrError: ['Success', 'Error'],
  ConsumerStatus: ['Enabled', 'Disabled', 'Closed'],
  LegalStatus: [
    'Normal',
    'LawyerInterventionAssigned',
    'LawyerInterventionUnassigned',
    'BankruptcyStart',
    'BankruptcyConfirmed',
    'CivilRehabilitationStart',
    'CivilRehabilitationConfirmed',
    'Reconciliation',
    'FailureOfReconciliation',
    'Dead',
    'CollectionPending',
  ],
  EkycStatus: ['never_applied', 'pending', 'approved', 'rejected'],
  HoukatsuStatus: [
    'never_started',
    'not_pep_declared',
    'awaiting_cic_results',
    'pac_data_required',
    'awaiting_pac_assessment',
    'approved',
    'closed',
    'canceled',
    'rejected',
    'approved_for_nlp',
  ],
  AppleStatus: [
    'never_started',
    'opt_in_declared',
    'awaiting_cic_results',
    'pac_data_required',
    'awaiting_pac_assessment',
    'approved',
    'closed',
    'canceled',
    'rejected',
  ],
  NlpMigrationState: [
    'approved',
    'canceled',
    'never_started',
    'awaiting_cic_results',
    'pac_data_required',
    'awaiting_pac_assessment',
    'rejected',
  ],
  CardTokenStatus: ['active', 'frozenByAdmin', 'frozenByConsumer', 'destroyed'],
  PaypalLinkStatus: ['linked', 'unlinked'],
  ExcludeFromBill: ['except_from_bill', 'not_except_from_bill'],
  ChargeKind: ['Extended', 'Regular'],
  ChargeTier: ['Classic', 'Digital', 'Plus'],
  // ContractReverted: a revert shows in the consumer's history (docs/decisions.md).
  ConsumerHistoryKind: ['Created', 'Updated', 'Disabled', 'Enabled', 'Closed', 'ContractReverted'],
};

function rootField(root: GraphQLObjectType | null | undefined, name: string): GraphQLField<unknown, unknown> {
  const field = root?.getFields()[name];
  if (!field) throw new Error(`${root?.name ?? 'root'}.${name} is missing from the schema`);
  return field;
}

function fieldNames(typeName: string): string[] {
  const type = schema.getType(typeName) as GraphQLObjectType | undefined;
  if (!type) throw new Error(`type ${typeName} is missing`);
  return Object.keys(type.getFields());
}

describe('the GraphQL contract', () => {
  it.each(Object.entries(QUERIES))('declares query %s with the spec argument names', (name, args) => {
    const field = rootField(schema.getQueryType(), name);
    expect(field.args.map((a) => a.name).sort()).toEqual([...args].sort());
  });

  it.each(Object.entries(MUTATIONS))('declares mutation %s with the spec argument names', (name, args) => {
    const field = rootField(schema.getMutationType(), name);
    // The one argument beside the spec's: the case version the caller saw (optional; without it calls work as the
    // spec says). tests/server/case-versions.test.ts decides which mutations must carry it.
    const added = field.args.filter((a) => a.name === 'expectedVersion');
    expect(added.map((a) => String(a.type))).toEqual(added.length ? ['Int'] : []);
    expect(
      field.args
        .map((a) => a.name)
        .filter((a) => a !== 'expectedVersion')
        .sort(),
    ).toEqual([...args].sort());
  });

  it('declares no root field the specs do not name', () => {
    expect(Object.keys(schema.getQueryType()!.getFields()).sort()).toEqual(Object.keys(QUERIES).sort());
    expect(Object.keys(schema.getMutationType()!.getFields()).sort()).toEqual(Object.keys(MUTATIONS).sort());
  });

  it('has legalStatusBatchUpdate both as a query (one batch) and as a mutation (start a batch)', () => {
    expect(String(rootField(schema.getQueryType(), 'legalStatusBatchUpdate').type)).toBe('LegalStatusBatch');
    expect(String(rootField(schema.getMutationType(), 'legalStatusBatchUpdate').type)).toBe(
      'LegalStatusBatch!',
    );
    // The spec's two fields, required; the console's file line is an optional addition (a caller may leave it out).
    const fields = (schema.getType('LegalStatusToUpdate') as GraphQLObjectType).getFields();
    expect(Object.keys(fields).sort()).toEqual(['consumerId', 'desiredStatus', 'line']);
    expect(String(fields.consumerId.type)).toBe('ID!');
    expect(String(fields.desiredStatus.type)).toBe('LegalStatus!');
    expect(String(fields.line.type)).toBe('Int');
  });

  it.each(Object.entries(ENUMS))('enum %s carries exactly the spec values', (name, values) => {
    const type = schema.getType(name);
    expect(type).toBeInstanceOf(GraphQLEnumType);
    expect((type as GraphQLEnumType).getValues().map((v) => v.name)).toEqual(values);
  });

  it('returns the result shapes the screens read', () => {
    expect(fieldNames('FuzzySearchResult').sort()).toEqual(
      ['chargesByProviderRef', 'combiniPayments', 'consumers', 'paidyPayments'].sort(),
    );
    expect(fieldNames('PaymentAssessmentReports').sort()).toEqual(['error', 'reports']);
    expect(fieldNames('PaymentFraudStatus').sort()).toEqual(['activeFlags', 'excludeFromBill']);
    expect(fieldNames('ActivePaymentFraudFlags')).toContain('fraudStatus');
    expect(fieldNames('PaymentFraudFlagsHistory')).toContain('fraudFlagEvents');
    expect(fieldNames('PaymentsMetadata').sort()).toEqual([
      'amazonPaymentsLimitReached',
      'paidyPaymentsLimitReached',
    ]);
    expect(fieldNames('ContractsByConsumer').sort()).toEqual(['apple', 'sixPay', 'threePay', 'twelvePay']);
    // Each plan after the job.
    expect(fieldNames('BulkCancelResult').sort()).toEqual(
      ['code', 'description', 'id', 'outstandingAmount', 'planStatus', 'status', 'title'].sort(),
    );
    expect(fieldNames('FraudManagementPermission')).toEqual(['value']);
    expect(fieldNames('ConsumerLoginSession')).toContain('id');
    expect(fieldNames('Consumer')).toEqual(
      expect.arrayContaining([
        'id',
        'status',
        'legalStatus',
        'kanaName',
        'kanjiName',
        'linkToMixPanel',
        'closedBy',
      ]),
    );
  });

  it('makes consumer history a union of the five spec records and ContractReverted, each with kind and timestamp', () => {
    const union = schema.getType('ConsumerHistoryRecord');
    expect(union).toBeInstanceOf(GraphQLUnionType);
    const members = (union as GraphQLUnionType).getTypes();
    expect(members.map((t) => t.name).sort()).toEqual([
      'ConsumerClosedRecord',
      'ConsumerContractRevertedRecord',
      'ConsumerCreatedRecord',
      'ConsumerDisabledRecord',
      'ConsumerEnabledRecord',
      'ConsumerUpdatedRecord',
    ]);
    for (const member of members) {
      expect(Object.keys(member.getFields())).toEqual(expect.arrayContaining(['kind', 'timestamp']));
      expect(String(member.getFields().timestamp.type)).toBe('EpochMillis!');
    }
  });

  it('carries amounts as Decimal and times as EpochMillis', () => {
    const payment = (schema.getType('Payment') as GraphQLObjectType).getFields();
    expect(String(payment.amount.type)).toBe('Decimal');
    expect(String(payment.capturedAmount.type)).toBe('Decimal!');
    expect(String(payment.createdAt.type)).toBe('EpochMillis!');
    const args = rootField(schema.getQueryType(), 'consumerHistory').args;
    expect(args.map((a) => String(a.type))).toEqual(['ID!', 'EpochMillis!', 'EpochMillis!']);
  });
});

describe('the Decimal scalar', () => {
  it('serializes strings, numbers and decimal.js values to a canonical decimal string', async () => {
    const { default: Decimal } = await import('decimal.js');
    expect(DecimalScalar.serialize('12000.00')).toBe('12000');
    expect(DecimalScalar.serialize('-350.50')).toBe('-350.5');
    expect(DecimalScalar.serialize(1500)).toBe('1500');
    expect(DecimalScalar.serialize(new Decimal('1e21'))).toBe('1000000000000000000000');
    expect(DecimalScalar.serialize('-0')).toBe('0');
  });

  it('refuses to serialize what is not a finite decimal', () => {
    expect(() => DecimalScalar.serialize(Number.NaN)).toThrow(/Decimal cannot represent/);
    expect(() => DecimalScalar.serialize('abc')).toThrow(/Decimal cannot represent/);
    expect(() => DecimalScalar.serialize({})).toThrow(/Decimal cannot represent/);
  });

  it('parses only decimal strings, from variables and literals', () => {
    expect(DecimalScalar.parseValue('0012.3400')).toBe('12.34');
    expect(DecimalScalar.parseValue('-5')).toBe('-5');
    expect(DecimalScalar.parseLiteral({ kind: Kind.STRING, value: '99.9' })).toBe('99.9');
  });

  it.each([[1200], ['12,000'], ['1e3'], [' 12'], ['.5'], ['1.'], [''], [null], ['1'.repeat(65)]])(
    'rejects %j with a clear error',
    (input) => {
      expect(() => DecimalScalar.parseValue(input)).toThrow(/Decimal must be a string of digits/);
    },
  );

  it('rejects non-string literals, naming the problem', () => {
    expect(() => DecimalScalar.parseLiteral({ kind: Kind.INT, value: '12' })).toThrow(/string literal/);
    try {
      DecimalScalar.parseValue('x');
    } catch (error) {
      expect(error).toBeInstanceOf(GraphQLError);
      expect((error as GraphQLError).extensions.code).toBe('BAD_USER_INPUT');
    }
  });
});

describe('the EpochMillis scalar', () => {
  it('serializes Dates and integer milliseconds', () => {
    expect(EpochMillisScalar.serialize(new Date('2024-01-02T03:04:05.678Z'))).toBe(1704164645678);
    expect(EpochMillisScalar.serialize(1704164645678)).toBe(1704164645678);
    expect(EpochMillisScalar.serialize('1704164645678')).toBe(1704164645678);
  });

  it('refuses to serialize fractions, invalid dates and other values', () => {
    expect(() => EpochMillisScalar.serialize(1.5)).toThrow(/EpochMillis cannot represent/);
    expect(() => EpochMillisScalar.serialize(new Date('nope'))).toThrow(/invalid Date/);
    expect(() => EpochMillisScalar.serialize('yesterday')).toThrow(/EpochMillis cannot represent/);
  });

  it('parses non-negative integers from variables and literals', () => {
    expect(EpochMillisScalar.parseValue(0)).toBe(0);
    expect(EpochMillisScalar.parseValue(1704164645678)).toBe(1704164645678);
    expect(EpochMillisScalar.parseLiteral({ kind: Kind.INT, value: '1704164645678' })).toBe(1704164645678);
  });

  it.each([[-1], [1.5], ['1704164645678'], [Number.MAX_SAFE_INTEGER + 2], [null]])(
    'rejects %j with a clear error',
    (input) => {
      expect(() => EpochMillisScalar.parseValue(input)).toThrow(/EpochMillis must be a non-negative integer/);
    },
  );

  it('rejects string literals', () => {
    expect(() => EpochMillisScalar.parseLiteral({ kind: Kind.STRING, value: '1' })).toThrow(
      /EpochMillis must be a non-negative integer/,
    );
  });
});

describe('the permission guards', () => {
  const staff = (permissions: string[]) => ({
    staff: { id: 'stf_1', email: 'a@example.jp', permissions, sessionId: 's' },
  });

  it('requirePermission passes only with every permission and names the missing one', () => {
    const ctx = staff([PERMISSIONS.paymentFraudFlagsRead]);
    expect(() => requirePermission(ctx, PERMISSIONS.paymentFraudFlagsRead)).not.toThrow();
    expect(() =>
      requirePermission(ctx, PERMISSIONS.paymentFraudFlagsRead, PERMISSIONS.paymentFraudFlagsWrite),
    ).toThrow('Forbidden: missing permission payment_fraud_flags.write');
    try {
      requirePermission(ctx, PERMISSIONS.viewPacRecords);
    } catch (error) {
      expect((error as { extensions: { code: string } }).extensions.code).toBe('FORBIDDEN');
      expect((error as { statusCode: number }).statusCode).toBe(200);
    }
  });

  it('requireAnyPermission passes with one of the permissions', () => {
    const ctx = staff([PERMISSIONS.assessmentReportsWrite]);
    expect(() =>
      requireAnyPermission(ctx, PERMISSIONS.assessmentReportsRead, PERMISSIONS.assessmentReportsWrite),
    ).not.toThrow();
    expect(() => requireAnyPermission(staff([]), PERMISSIONS.assessmentReportsRead)).toThrow(
      'Forbidden: missing permission assessment_reports.read',
    );
  });
});

describe('the GraphQL endpoint', () => {
  async function buildEndpoint() {
    const { default: Fastify } = await import('fastify');
    const { graphqlPlugin } = await import('../../server/graphql/plugin');
    const { createAccessLogWriter } = await import('../../server/domain/access-log/writer');
    const app = Fastify({ logger: false });
    app.decorateRequest('staff', null);
    // No answer here carries personal data: the log is off, as in the bench's "log off" server.
    app.decorate('accessLog', createAccessLogWriter({} as never, { enabled: false }));
    app.addHook('onRequest', async (request) => {
      request.staff = { id: 'stf_1', email: 'a@example.jp', permissions: [], sessionId: 's' };
    });
    await app.register(graphqlPlugin, { db: {} as never });
    return app;
  }

  it('answers POST only, hides internal failures and keeps validation errors', async () => {
    const app = await buildEndpoint();
    try {
      const get = await app.inject({ method: 'GET', url: '/graphql?query=%7BflaggingReasons%7Bid%7D%7D' });
      expect(get.statusCode).toBe(405);

      // No resolver is registered for flaggingReasons yet: the non-null violation is an internal error.
      const internal = await app.inject({
        method: 'POST',
        url: '/graphql',
        payload: { query: '{ flaggingReasons { id } }' },
      });
      expect(internal.statusCode).toBe(200);
      expect(internal.json().errors[0]).toMatchObject({
        message: 'Internal server error',
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      });

      const invalid = await app.inject({ method: 'POST', url: '/graphql', payload: { query: '{ nope }' } });
      expect(invalid.json().errors[0].message).toMatch(/Cannot query field "nope"/);

      const badVariable = await app.inject({
        method: 'POST',
        url: '/graphql',
        payload: {
          query:
            'query($from: EpochMillis!) { consumerHistory(consumerId: "c", from: $from, to: 1) { __typename } }',
          variables: { from: -1 },
        },
      });
      expect(badVariable.json().errors[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
      expect(badVariable.json().errors[0].message).toMatch(/EpochMillis must be a non-negative integer/);
    } finally {
      await app.close();
    }
  });

  it('passes FORBIDDEN errors through with status 200 and their extensions', async () => {
    const { formatGraphQLErrors } = await import('../../server/graphql/plugin');
    const { forbidden } = await import('../../server/graphql/guards');
    const original = forbidden(PERMISSIONS.paymentFraudFlagsRead);
    const error = new GraphQLError(original.message, {
      path: ['activePaymentFraudFlags'],
      originalError: original,
    });
    const log = { info: () => {}, error: () => {} };
    const { statusCode, response } = formatGraphQLErrors(
      { data: { activePaymentFraudFlags: null }, errors: [error] },
      { reply: { log }, app: { log } } as never,
    );
    expect(statusCode).toBe(200);
    expect(response.errors?.[0]).toMatchObject({
      message: 'Forbidden: missing permission payment_fraud_flags.read',
      extensions: { code: 'FORBIDDEN', permission: 'payment_fraud_flags.read' },
    });
  });
});
