// The bounds of an export's scope (server/exports/scope-checks.ts): what an audit row keeps of a filter (each value
// cut to 200 characters, whatever its type), the scope's size in UTF-8 bytes, and the instants a filter may name.
import { describe, expect, it } from 'vitest';
import {
  AUDIT_FILTER_VALUE_CHARS,
  auditFilter,
  isFilterInstant,
  MAX_SCOPE_BYTES,
  scopeBytes,
} from '../../server/exports/scope-checks';

describe('the filter an audit row keeps', () => {
  it('cuts each text to 200 characters and a large nested value to 200 characters of its JSON', () => {
    const filter = auditFilter({
      q: 'あ'.repeat(1_000),
      short: 'pay_1',
      count: 3,
      flag: true,
      none: null,
      sort: { key: 'DATE', direction: 'DESC' },
      big: { list: Array.from({ length: 500 }, (_, i) => i) },
    });
    expect(filter.q).toBe('あ'.repeat(AUDIT_FILTER_VALUE_CHARS));
    expect(filter).toMatchObject({ short: 'pay_1', count: 3, flag: true, none: null });
    expect(filter.sort).toEqual({ key: 'DATE', direction: 'DESC' });
    expect(filter.big).toBe(JSON.stringify({ list: Array.from({ length: 500 }, (_, i) => i) }).slice(0, 200));
  });

  it('is empty for a scope that is not an object', () => {
    expect(auditFilter(null)).toEqual({});
    expect(auditFilter(['a'])).toEqual({});
    expect(auditFilter('x')).toEqual({});
  });
});

describe('the size of a scope', () => {
  it('counts UTF-8 bytes of its JSON: 16 KB of kanji is three times that', () => {
    expect(scopeBytes({ q: 'a'.repeat(100) })).toBe(108);
    expect(scopeBytes({ q: '漢'.repeat(MAX_SCOPE_BYTES / 3) })).toBeGreaterThan(MAX_SCOPE_BYTES);
  });
});

describe('a filter instant', () => {
  it('is a finite epoch in the years 1 to 9999', () => {
    for (const ok of [0, Date.parse('0001-01-01T00:00:00Z'), Date.parse('9999-12-31T23:59:59.999Z'), 1.7e12])
      expect(isFilterInstant(ok), String(ok)).toBe(true);
    for (const bad of [
      1e20,
      -1e20,
      8.64e15,
      Date.parse('9999-12-31T23:59:59.999Z') + 1,
      NaN,
      Infinity,
      '0',
      null,
    ])
      expect(isFilterInstant(bad), String(bad)).toBe(false);
  });
});
