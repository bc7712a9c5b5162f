import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatDate,
  formatDateTime,
  formatYearMonth,
  formatYen,
  orNotAvailable,
} from '../../src/shared/format';

describe('formatYen', () => {
  it('shows yen with thousands separators', () => {
    expect(formatYen('1234')).toBe('¥1,234');
    expect(formatYen('0')).toBe('¥0');
    expect(formatYen('999')).toBe('¥999');
    expect(formatYen('1000000')).toBe('¥1,000,000');
    expect(formatYen(5000)).toBe('¥5,000');
  });

  it('keeps every digit of amounts too large for a float', () => {
    expect(formatYen('12345678901234567890')).toBe('¥12,345,678,901,234,567,890');
    expect(formatYen('9007199254740993')).toBe('¥9,007,199,254,740,993');
  });

  it('puts the minus sign before the yen sign for negative amounts', () => {
    expect(formatYen('-1234')).toBe('-¥1,234');
    expect(formatYen('-98765432109876543210')).toBe('-¥98,765,432,109,876,543,210');
    expect(formatYen('-0')).toBe('¥0');
  });

  it('shows a fraction the server sends instead of rounding it away, without trailing zeros', () => {
    expect(formatYen('1234.50')).toBe('¥1,234.5');
    expect(formatYen('-0.1')).toBe('-¥0.1');
    expect(formatYen('1000.00')).toBe('¥1,000');
  });

  it('reads the decimal text as it is: leading zeros, a plus sign, spaces around, numbers of any size', () => {
    expect(formatYen('0001234')).toBe('¥1,234');
    expect(formatYen('+500')).toBe('¥500');
    expect(formatYen(' 1200 ')).toBe('¥1,200');
    expect(formatYen('.5')).toBe('¥0.5');
    expect(formatYen(1e21)).toBe('¥1,000,000,000,000,000,000,000');
    expect(formatYen(-2500)).toBe('-¥2,500');
    expect(formatYen(0.000001)).toBe('¥0.000001');
    expect(formatYen(1e-7)).toBe('¥0.0000001');
    expect(formatYen(-1.5e-7)).toBe('-¥0.00000015');
    expect(formatYen(1.25e21)).toBe('¥1,250,000,000,000,000,000,000');
  });

  it('shows text that is no decimal amount as it is', () => {
    for (const text of ['abc', '', '-', '1.2.3', '1e3', '¥100', 'NaN']) expect(formatYen(text)).toBe(text);
    expect(formatYen(Number.NaN)).toBe('NaN');
  });

  it('leaves missing values to the caller as N/A', () => {
    expect(orNotAvailable(null, formatYen)).toBe('N/A');
    expect(orNotAvailable(undefined, formatYen)).toBe('N/A');
    expect(orNotAvailable('1', formatYen)).toBe('¥1');
  });
});

describe('formatCount', () => {
  it('groups digits by thousands as toLocaleString does in ja-JP and en-US', () => {
    for (const n of [
      0,
      7,
      999,
      1_000,
      12_345,
      100_000,
      1_000_000,
      123_456_789,
      -4_321,
      Number.MAX_SAFE_INTEGER,
    ]) {
      expect(formatCount(n)).toBe(n.toLocaleString('ja-JP'));
      expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
    }
    expect(formatCount(1_234_567)).toBe('1,234,567');
  });

  it('leaves a number that is no safe integer to toLocaleString', () => {
    expect(formatCount(1234.5678)).toBe('1,234.568');
    expect(formatCount(Number.NaN)).toBe('NaN');
  });
});

describe('Japanese dates in Asia/Tokyo', () => {
  // 2026-11-22 14:05:09 in Tokyo is 05:05:09 UTC.
  const afternoon = Date.UTC(2026, 10, 22, 5, 5, 9);
  // 2026-12-31 23:30:00 UTC is already 2027-01-01 08:30:00 in Tokyo: day, month and year all change.
  const newYearInTokyo = Date.UTC(2026, 11, 31, 23, 30, 0);
  // 14:59:59 UTC is 23:59:59 in Tokyo, one second before the Tokyo day boundary.
  const beforeMidnight = Date.UTC(2026, 10, 30, 14, 59, 59);
  const atMidnight = beforeMidnight + 1000;

  it('full form with seconds', () => {
    expect(formatDateTime(afternoon)).toBe('2026-11-22 14:05:09');
    expect(formatDateTime(newYearInTokyo)).toBe('2027-01-01 08:30:00');
    expect(formatDateTime(beforeMidnight)).toBe('2026-11-30 23:59:59');
    expect(formatDateTime(atMidnight)).toBe('2026-12-01 00:00:00');
  });

  it('date only', () => {
    expect(formatDate(afternoon)).toBe('2026-11-22');
    expect(formatDate(newYearInTokyo)).toBe('2027-01-01');
    expect(formatDate(beforeMidnight)).toBe('2026-11-30');
    expect(formatDate(atMidnight)).toBe('2026-12-01');
  });

  it('year-month only', () => {
    expect(formatYearMonth(afternoon)).toBe('2026-11');
    expect(formatYearMonth(newYearInTokyo)).toBe('2027-01');
    expect(formatYearMonth(beforeMidnight)).toBe('2026-11');
    expect(formatYearMonth(atMidnight)).toBe('2026-12');
  });

  it('pads single-digit fields', () => {
    expect(formatDateTime(Date.UTC(2025, 0, 1, 0, 1, 2))).toBe('2025-01-01 09:01:02');
  });
});
