// The bill statement list's pure rules: hidden zero-amount rows, newest issue date first, the usage
// month, the auto-debit column, the payment-code link and the joined convenience-store codes.
import { describe, expect, it } from 'vitest';
import {
  autoDebitColumn,
  joinedCodes,
  paymentCodeUrl,
} from '../../src/app/features/accounts/bill-statement-rules';
import { hasAmount, usageMonthOf, visibleBillStatements } from '../../src/shared/bill-statement-rows';
import { pageRows, pageCountOf } from '../../src/app/ui/pagination';

const jst = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d) - 9 * 3600_000;
const st = (id: string, issueDate: number, amount: string | null) => ({
  billStatement: { id, issueDate, amount },
});

describe('bill statement list rules', () => {
  it('hides statements with no amount (null, blank, zero)', () => {
    expect(hasAmount(null)).toBe(false);
    expect(hasAmount('')).toBe(false);
    expect(hasAmount('0')).toBe(false);
    expect(hasAmount('0.00')).toBe(false);
    expect(hasAmount('not a number')).toBe(false);
    expect(hasAmount('1')).toBe(true);
    expect(hasAmount('-500')).toBe(true);
  });

  it('shows the rest newest issue date first, ties by id, without changing the input', () => {
    const rows = [
      st('bs_a', jst(2026, 1, 1), '1000'),
      st('bs_zero', jst(2026, 4, 1), '0'),
      st('bs_c', jst(2026, 3, 1), '3000'),
      st('bs_null', jst(2026, 5, 1), null),
      st('bs_b', jst(2026, 3, 1), '2000'),
    ];
    const copy = [...rows];
    expect(visibleBillStatements(rows).map((r) => r.billStatement.id)).toEqual(['bs_c', 'bs_b', 'bs_a']);
    expect(rows).toEqual(copy);
    expect(visibleBillStatements([])).toEqual([]);
  });

  it('pages 100 a page', () => {
    const rows = Array.from({ length: 250 }, (_, i) => st(`bs_${i}`, jst(2000, 1, 1) + i * 86_400_000, '1'));
    const visible = visibleBillStatements(rows);
    expect(pageCountOf(visible.length, 100)).toBe(3);
    expect(pageRows(visible, 3, 100)).toHaveLength(50);
    expect(pageRows(visible, 1, 100)[0].billStatement.id).toBe('bs_249');
  });

  it('bills the month before the issue month (Asia/Tokyo)', () => {
    expect(usageMonthOf(jst(2026, 2, 1))).toBe('2026-01');
    expect(usageMonthOf(jst(2026, 1, 1))).toBe('2025-12');
    // 2026-03-01 00:00 in Tokyo is still February in UTC: the Tokyo date counts.
    expect(usageMonthOf(jst(2026, 3, 1))).toBe('2026-02');
  });

  it('formats the auto-debit column, the payment-code link and the combini codes', () => {
    expect(autoDebitColumn({ pullAmount: '12345' })).toBe('¥12,345');
    expect(autoDebitColumn(null)).toBe('N/A');
    expect(paymentCodeUrl('AB 12/3')).toBe('https://paidy.com/payment-code/AB%2012%2F3');
    expect(joinedCodes('123', '456')).toBe('123-456');
    expect(joinedCodes(null, '456')).toBe('456');
    expect(joinedCodes(null, ' ')).toBe('N/A');
  });
});
