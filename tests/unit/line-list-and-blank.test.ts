// Shared rules: how a CSV tool names lines and ids (the first 20, then 他 N 件), and why a required
// text cannot be sent (only whitespace, zero-width or control characters).
import { describe, expect, it } from 'vitest';
import { FirstOf, lineList } from '../../src/shared/line-list';
import { blankTextReason } from '../../src/app/ui/validation';

describe('lineList', () => {
  it('names up to 20 and counts the rest', () => {
    expect(lineList([2, 5, 9])).toBe('2, 5, 9');
    const many = Array.from({ length: 25 }, (_, i) => i + 2);
    expect(lineList(many)).toBe(`${many.slice(0, 20).join(', ')} 他 5 件`);
    expect(lineList(['con_a', 'con_b'], 1_502)).toBe('con_a, con_b 他 1,500 件');
  });

  it('FirstOf keeps the first 20 and counts them all', () => {
    const first = new FirstOf<number>();
    for (let i = 0; i < 30; i++) first.add(i);
    expect(first.items).toHaveLength(20);
    expect(first.total).toBe(30);
  });
});

describe('blankTextReason', () => {
  it('says why an empty or invisible-only text cannot be sent, and nothing for a real text', () => {
    expect(blankTextReason('')).toBe('必須項目です');
    expect(blankTextReason(' \t\n\u3000')).toBe('必須項目です');
    for (const invisible of ['\u200b', '\u0007', ' \u200d\ufeff', '\u2060 '])
      expect(blankTextReason(invisible)).toBe('空白・ゼロ幅文字・制御文字だけでは入力したことになりません');
    for (const text of ['a', ' お知らせ ', '\u200bx']) expect(blankTextReason(text)).toBeUndefined();
  });
});
