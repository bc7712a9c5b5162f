// The consumer's credit audit (PAC) records over real HTTP with real sign-ins: the summary and the detailed
// credit-limit history newest first, and the permissions each of the two needs (can_view_pac_records; the detailed
// one also can_view_credit_audit_records). Then every query of the PLUS tab, NLP section and PAC records: the
// answers for unknown and malformed ids (nulls, empty lists and the off defaults, no error), and one SQL statement per
// query, however many rows the consumer has, reading only.
import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../src/shared/permissions';
import {
  BARE,
  DAY,
  FULL,
  plusTabSuite,
  T0,
  type PlusClients,
  type QueryName,
  QUERIES,
} from '../support/plus-fixtures';
import { newId } from '../../src/shared/id-patterns';
import type { Harness } from '../support/harness';

let h: Harness;
const { ask, gql } = plusTabSuite((started) => {
  h = started;
});

describe('PAC audit records (can_view_pac_records; detailed also can_view_credit_audit_records)', () => {
  it('pacAuditDataSummary answers the credit-limit history newest first to staff with the PAC permission', async () => {
    for (const who of ['admin', 'pacOnly'] as const) {
      const { data, errors } = await ask(who, 'pacAuditDataSummary', FULL);
      expect(errors, who).toBeUndefined();
      expect(data!.pacAuditDataSummary).toEqual([
        {
          completedAt: T0 + 60 * DAY,
          contractType: 'houkatsu',
          reason: 'limit_increase',
          creditLimitPP: '500000',
          creditLimitPPFA: '450000',
        },
        {
          completedAt: T0 + 3 * DAY,
          contractType: 'apple',
          reason: 'initial',
          creditLimitPP: '200000',
          creditLimitPPFA: '180000',
        },
        {
          completedAt: T0 + 2 * DAY,
          contractType: 'houkatsu',
          reason: 'initial',
          creditLimitPP: '300000',
          creditLimitPPFA: '270000',
        },
      ]);
    }
  });

  it('pacAuditDataDetailed answers every input, newest first, to staff holding both permissions', async () => {
    const { data, errors } = await ask('admin', 'pacAuditDataDetailed', FULL);
    expect(errors).toBeUndefined();
    expect(data!.pacAuditDataDetailed.map((r: { completedAt: number }) => r.completedAt)).toEqual([
      T0 + 60 * DAY,
      T0 + 3 * DAY,
      T0 + 2 * DAY,
    ]);
    expect(data!.pacAuditDataDetailed[0]).toEqual({
      completedAt: T0 + 60 * DAY,
      contractType: 'houkatsu',
      reason: 'limit_increase',
      creditLimitPP: '500000',
      creditLimitPPFA: '450000',
      maxPACLimit: '1230000',
      paidyDebtTriggering: '5000',
      paidyDebtCalculation: '10000',
      cicAnnualInvoicedAmountAtPaidy: '60000',
      hasUnpaidBillsForPreviousMonth: false,
      cicDebt: '0',
      totalCicAnnualInvoicedAmount: '250000',
      hasCicDelinquentContract: false,
      hasUnpaidBillForPreviousMonth: true,
      hasUnpaidBillInPaidy: null,
      annualIncome: '4500000',
      dependency: 2,
      rentOrMortgage: '85000',
      costOfLiving: '1500000',
    });
    expect((await ask('admin', 'pacAuditDataDetailed', BARE)).data!.pacAuditDataDetailed).toEqual([]);
  });

  it('refuses both PAC queries with FORBIDDEN to support, and the detailed one to PAC-only staff', async () => {
    const refusals: [keyof PlusClients, QueryName, string][] = [
      ['support', 'pacAuditDataSummary', PERMISSIONS.viewPacRecords],
      ['support', 'pacAuditDataDetailed', PERMISSIONS.viewPacRecords],
      ['pacOnly', 'pacAuditDataDetailed', PERMISSIONS.viewCreditAuditRecords],
    ];
    for (const [who, name, permission] of refusals) {
      const answer = await ask(who, name, FULL);
      expect(answer.status).toBe(200);
      expect(answer.data, `${who} ${name}`).toBeNull();
      expect(answer.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect(answer.errors?.[0].path).toEqual([name]);
      expect(answer.errors?.[0].message).toContain(permission);
    }
  });
});

const OPEN_QUERIES = Object.keys(QUERIES).filter((n) => !n.startsWith('pac')) as QueryName[];

describe('unknown and malformed consumers', () => {
  it('answer nulls, empty lists and the off defaults, with no error', async () => {
    for (const consumerId of [newId('consumer'), 'con_short', '', "con_' or 1=1"]) {
      const all = Object.values(QUERIES).join('\n');
      const { data, errors } = await gql('admin', `query Plus($consumerId: ID!) { ${all} }`, { consumerId });
      expect(errors, consumerId).toBeUndefined();
      expect(data, consumerId).toEqual({
        plusConsumerData: null,
        plusStatus: null,
        plusApplicationDates: null,
        selfCancellationStatus: {
          featureEnabled: false,
          enabled: false,
          remainingCancellations: null,
          expireAt: null,
        },
        cardEligibility: { isEligible: false },
        gpsTokens: [],
        paypalLinks: [],
        nlpMigrationStatus: null,
        nlpReport: null,
        pacAuditDataSummary: [],
        pacAuditDataDetailed: [],
      });
    }
  });
});

describe('cost and side effects', () => {
  const countFor = (name: QueryName, consumerId: string) =>
    h.partedStatementsOf(async () => {
      const answer = await ask('admin', name, consumerId);
      expect(answer.errors, name).toBeUndefined();
    });

  it('every query costs one SQL statement, however many tokens, events and records the consumer has', async () => {
    for (const name of Object.keys(QUERIES) as QueryName[]) {
      expect((await countFor(name, FULL)).own, name).toHaveLength(1);
      expect((await countFor(name, BARE)).own, name).toHaveLength(1);
    }
  });

  it('a malformed consumer id costs no statement at all, not even an access-log entry', async () => {
    for (const name of OPEN_QUERIES) {
      const { own, logWrites } = await countFor(name, 'nonsense');
      expect(own, name).toHaveLength(0);
      expect(logWrites, name).toHaveLength(0);
    }
  });

  it('reads only: no statement writes but the access log’s one insert for the whole request', async () => {
    const { own, logWrites } = await h.partedStatementsOf(() =>
      gql('admin', `query Plus($consumerId: ID!) { ${Object.values(QUERIES).join('\n')} }`, {
        consumerId: FULL,
      }),
    );
    expect(own.length).toBe(Object.keys(QUERIES).length);
    for (const s of own) expect(s.trimStart().toLowerCase().startsWith('select'), s).toBe(true);
    expect(logWrites).toHaveLength(1);
  });
});
