// Change history (document 2 §2): the search period and how every kind of record reads.
import { describe, expect, it } from 'vitest';
import {
  defaultSearchPeriod,
  formatSearchPeriod,
  isValidSearchPeriod,
  newestFirst,
  searchPeriodBounds,
} from '../../src/app/features/consumers/change-history-rules';
import { changeHistoryRow, historyAddress } from '../../src/shared/change-history-rows';

const AT = Date.UTC(2026, 0, 15, 3, 4, 5); // 2026-01-15 12:04:05 JST
const ADDRESS = {
  zip: '150-0001',
  state: '東京都',
  city: '渋谷区',
  line2: '神宮前1-2-3',
  line1: 'ハイツ101',
};

describe('change history search period', () => {
  it('defaults to five years back to today (Tokyo dates), shown with the " ~ " separator', () => {
    // 2026-11-21 20:00 UTC is already 2026-11-22 in Tokyo.
    const period = defaultSearchPeriod(Date.UTC(2026, 10, 21, 20, 0));
    expect(period).toEqual({ from: '2021-11-22', to: '2026-11-22' });
    expect(formatSearchPeriod(period)).toBe('2021-11-22 ~ 2026-11-22');
  });

  it('29 February five years back rolls over to 1 March', () => {
    expect(defaultSearchPeriod(Date.UTC(2028, 1, 29, 3)).from).toBe('2023-03-01');
  });

  it('bounds are whole Tokyo days, inclusive', () => {
    const { from, to } = searchPeriodBounds({ from: '2026-01-01', to: '2026-01-31' });
    expect(from).toBe(Date.UTC(2025, 11, 31, 15, 0, 0, 0));
    expect(to).toBe(Date.UTC(2026, 0, 31, 14, 59, 59, 999));
  });

  it('a period needs two dates in order', () => {
    expect(isValidSearchPeriod({ from: '2026-01-01', to: '2026-01-01' })).toBe(true);
    expect(isValidSearchPeriod({ from: '2026-02-01', to: '2026-01-01' })).toBe(false);
    expect(isValidSearchPeriod({ from: '', to: '2026-01-01' })).toBe(false);
  });
});

describe('changeHistoryRow', () => {
  it('Created: the source, then e-mail, phone, name1, name2, date of birth and address (N/A when missing)', () => {
    const row = changeHistoryRow({
      __typename: 'ConsumerCreatedRecord',
      kind: 'Created',
      timestamp: AT,
      email: 'taro@example.jp',
      phone: '819012345678',
      name1: '山田 太郎',
      name2: 'ヤマダ タロウ',
      dateOfBirth: '1990-04-01',
      address: ADDRESS,
      source: 'checkout',
    });
    expect(row).toEqual({
      date: '2026-01-15 12:04:05',
      kind: 'Created',
      changedBy: 'checkout',
      lines: [
        'e-mail: taro@example.jp',
        'phone: 090-1234-5678',
        'name1: 山田 太郎',
        'name2: ヤマダ タロウ',
        'date of birth: 1990-04-01',
        'address: ハイツ101 神宮前1-2-3 渋谷区 東京都 150-0001',
      ],
    });
    const bare = changeHistoryRow({ __typename: 'ConsumerCreatedRecord', kind: 'Created', timestamp: AT });
    expect(bare.changedBy).toBe('N/A');
    expect(bare.lines).toEqual([
      'e-mail: N/A',
      'phone: N/A',
      'name1: N/A',
      'name2: N/A',
      'date of birth: N/A',
      'address: N/A',
    ]);
  });

  it('Updated: the agent and only the fields present, e-mail verification and the legal status label', () => {
    const row = changeHistoryRow({
      __typename: 'ConsumerUpdatedRecord',
      kind: 'Updated',
      timestamp: AT,
      agent: 'admin@example.com',
      email: 'new@example.jp',
      phone: null,
      name1: '',
      address: { zip: null, state: null, city: null, line1: null, line2: null },
      emailVerificationInfo: { verified: true, verifiedAt: AT },
      legalStatus: 'BankruptcyStart',
    });
    expect(row.changedBy).toBe('admin@example.com');
    expect(row.lines).toEqual([
      'e-mail: new@example.jp',
      'e-mail verification: verified (2026-01-15 12:04:05)',
      'legal status: 破産手続開始',
    ]);
    const unverified = changeHistoryRow({
      __typename: 'ConsumerUpdatedRecord',
      kind: 'Updated',
      timestamp: AT,
      agent: null,
      address: ADDRESS,
      emailVerificationInfo: { verified: false, verifiedAt: null },
    });
    expect(unverified.changedBy).toBe('N/A');
    expect(unverified.lines).toEqual([
      'address: ハイツ101 神宮前1-2-3 渋谷区 東京都 150-0001',
      'e-mail verification: not verified',
    ]);
  });

  it.each(['Disabled', 'Enabled', 'Closed'] as const)('%s: the agent and the reason, or N/A', (kind) => {
    const typename = `Consumer${kind}Record` as const;
    expect(
      changeHistoryRow({
        __typename: typename,
        kind,
        timestamp: AT,
        agent: 'ops@example.com',
        reason: '不正利用',
      }),
    ).toEqual({
      date: '2026-01-15 12:04:05',
      kind,
      changedBy: 'ops@example.com',
      lines: ['reason: 不正利用'],
    });
    expect(
      changeHistoryRow({ __typename: typename, kind, timestamp: AT, agent: null, reason: null }),
    ).toEqual({
      date: '2026-01-15 12:04:05',
      kind,
      changedBy: 'N/A',
      lines: ['reason: N/A'],
    });
  });

  it('ContractReverted: the agent, the plan, the lump-sum charge and what started it (N/A from the contracts tab)', () => {
    const bulk = changeHistoryRow({
      __typename: 'ConsumerContractRevertedRecord',
      kind: 'ContractReverted',
      timestamp: AT,
      agent: 'ops@example.jp',
      reason: 'Bulk installment cancellation bcj_0123',
      installmentPlanId: 'isp_AbCdEfGhIjKlMnOp',
      amount: '12345.5',
    });
    expect(bulk).toEqual({
      date: '2026-01-15 12:04:05',
      kind: 'ContractReverted',
      changedBy: 'ops@example.jp',
      lines: [
        'installment plan reverted to lump sum: isp_AbCdEfGhIjKlMnOp',
        'lump-sum charge: ¥12,345.5',
        'reason: Bulk installment cancellation bcj_0123',
      ],
    });
    const single = changeHistoryRow({
      __typename: 'ConsumerContractRevertedRecord',
      kind: 'ContractReverted',
      timestamp: AT,
      agent: 'ops@example.jp',
      reason: null,
      installmentPlanId: 'isp_AbCdEfGhIjKlMnOp',
      amount: '0',
    });
    expect(single.lines).toEqual([
      'installment plan reverted to lump sum: isp_AbCdEfGhIjKlMnOp',
      'lump-sum charge: ¥0',
      'reason: N/A',
    ]);
  });

  it('addresses read line1, line2, city, state, zip; records sort newest first', () => {
    expect(historyAddress({ city: '渋谷区', zip: '150-0001' })).toBe('渋谷区 150-0001');
    expect(historyAddress(null)).toBe('N/A');
    expect(
      newestFirst([{ timestamp: 1 }, { timestamp: 3 }, { timestamp: 2 }]).map((r) => r.timestamp),
    ).toEqual([3, 2, 1]);
  });
});

describe('four eyes in the change history', () => {
  it('a held change names its maker and, beside them, the second person who approved it', () => {
    const row = changeHistoryRow({
      kind: 'Updated',
      timestamp: AT,
      agent: 'maker@example.com',
      approvedBy: 'approver@example.com',
      legalStatus: 'Dead',
    });
    expect(row.changedBy).toBe('maker@example.com (承認: approver@example.com)');
    expect(row.lines).toEqual(['legal status: 死亡']);
    const reverted = changeHistoryRow({
      kind: 'ContractReverted',
      timestamp: AT,
      agent: 'maker@example.com',
      approvedBy: 'approver@example.com',
      installmentPlanId: 'isp_1',
      amount: '0',
      reason: 'Bulk installment cancellation bcj_1',
    });
    expect(reverted.changedBy).toBe('maker@example.com (承認: approver@example.com)');
    expect(changeHistoryRow({ kind: 'Disabled', timestamp: AT, agent: 'a@example.com' }).changedBy).toBe(
      'a@example.com',
    );
  });
});
