// Where sign-in returns to: only a path of the console's own origin, with its query (the search keyword, a
// page, a tab) kept; anything that could send the browser to another site falls back to /search.
import { describe, expect, it } from 'vitest';
import { returnPathFrom, safeReturnPath } from '../../src/app/features/auth/return-path';

describe('return path after sign-in', () => {
  it('keeps an in-app path with its query and hash', () => {
    expect(safeReturnPath('/search?q=%E5%B1%B1%E7%94%B0&tab=consumers')).toBe(
      '/search?q=%E5%B1%B1%E7%94%B0&tab=consumers',
    );
    expect(safeReturnPath('/consumers/con_1/payments?page=3')).toBe('/consumers/con_1/payments?page=3');
    expect(safeReturnPath('/payments/pay_1/auth#top')).toBe('/payments/pay_1/auth#top');
    expect(returnPathFrom({ from: '/legalStatusUpdate/history?page=2' })).toBe(
      '/legalStatusUpdate/history?page=2',
    );
  });

  it('refuses absolute, protocol-relative and scheme URLs (no open redirect)', () => {
    for (const from of [
      'https://evil.example/phish',
      'http://evil.example',
      '//evil.example/search',
      '///evil.example',
      'javascript:alert(1)',
      'data:text/html,x',
      'evil.example/search',
    ]) {
      expect(safeReturnPath(from), from).toBe('/search');
    }
  });

  it('refuses the tricks browsers read as another host: backslashes and control characters', () => {
    for (const from of [
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/%0a',
    ]) {
      const result = safeReturnPath(from);
      expect(new URL(result, 'https://console.example').origin, from).toBe('https://console.example');
    }
    expect(safeReturnPath('/\\evil.example')).toBe('/search');
    expect(safeReturnPath('/\t/evil.example')).toBe('/search');
  });

  it('never returns to the sign-in page, and without a remembered page goes to /search', () => {
    expect(safeReturnPath('/login')).toBe('/search');
    expect(safeReturnPath('/login/pin')).toBe('/search');
    expect(returnPathFrom(null)).toBe('/search');
    expect(returnPathFrom({})).toBe('/search');
    expect(returnPathFrom({ from: 42 })).toBe('/search');
  });
});
