// Many strings as UTF-8 bytes and offsets (src/workers/packed-text.ts): what crosses between the CSV worker
// and the page by transfer.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PackedTextBuilder,
  packedBuffers,
  packedCount,
  packTexts,
  textAt,
} from '../../src/workers/packed-text';

describe('packed text', () => {
  it('gives back every entry as it was pushed: ASCII, Japanese, emoji, empty', () => {
    const texts = ['con_AAAAAAAAAAAAAAAA', '', 'ＣＯＮ＿全角', '破産確定', '🙂 x', ',"='];
    const packed = packTexts(texts);
    expect(packedCount(packed)).toBe(texts.length);
    expect(texts.map((_, i) => textAt(packed, i))).toEqual(texts);
  });

  it('grows past its first buffers and ends with exactly sized arrays on buffers of their own', () => {
    const builder = new PackedTextBuilder();
    const texts = Array.from({ length: 50_000 }, (_, i) => (i % 7 === 0 ? `行${i}` : `con_${i}`));
    for (const t of texts) builder.push(t);
    expect(builder.length).toBe(50_000);
    const packed = builder.finish();
    expect(packed.offsets).toHaveLength(50_001);
    expect(packed.bytes.byteLength).toBe(packed.offsets[50_000]);
    const [bytes, offsets] = packedBuffers(packed);
    expect(bytes).not.toBe(offsets);
    expect(bytes.byteLength).toBe(packed.bytes.byteLength);
    expect(textAt(packed, 49_999)).toBe(texts[49_999]);
    expect(textAt(packed, 49_994)).toBe(texts[49_994]);
  });

  it('round-trips any well-formed strings (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'grapheme', maxLength: 30 }), { maxLength: 200 }), (texts) => {
        const packed = packTexts(texts);
        expect(texts.map((_, i) => textAt(packed, i))).toEqual(texts);
      }),
      { numRuns: 200 },
    );
  });
});
