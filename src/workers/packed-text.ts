// Many short strings (a million consumer ids) as UTF-8 bytes and offsets: two ArrayBuffers that cross between
// the worker and the page by transfer, at no cost to either thread. The same strings as JS strings would be
// copied and allocated on the receiving thread's heap — a long task for the page, and garbage to collect.

export interface PackedText {
  /** Entry i is bytes[offsets[i] .. offsets[i + 1]). */
  readonly bytes: Uint8Array<ArrayBuffer>;
  /** `count + 1` offsets into `bytes`, the first 0. */
  readonly offsets: Uint32Array<ArrayBuffer>;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export const EMPTY_PACKED_TEXT: PackedText = { bytes: new Uint8Array(0), offsets: new Uint32Array(1) };

export function packedCount(packed: PackedText): number {
  return packed.offsets.length - 1;
}

/** Entry `index` as a string. */
export function textAt(packed: PackedText, index: number): string {
  const from = packed.offsets[index];
  const to = packed.offsets[index + 1];
  if (from === to) return '';
  let ascii = true;
  for (let i = from; i < to && ascii; i++) ascii = packed.bytes[i] < 0x80;
  // Ids are ASCII: a char-code copy is several times cheaper than a TextDecoder call for 20 bytes.
  return ascii
    ? String.fromCharCode.apply(null, packed.bytes.subarray(from, to) as unknown as number[])
    : decoder.decode(packed.bytes.subarray(from, to));
}

/** The buffers to pass to Comlink's `transfer` (or postMessage's transfer list). */
export function packedBuffers(packed: PackedText): ArrayBuffer[] {
  return [packed.bytes.buffer, packed.offsets.buffer];
}

/** Appends strings one at a time into growing byte and offset arrays. */
export class PackedTextBuilder {
  private bytes = new Uint8Array(1 << 16);
  private offsets = new Uint32Array(1 << 12);
  private used = 0;
  private count = 0;

  get length(): number {
    return this.count;
  }

  push(text: string): void {
    // UTF-8 takes at most 3 bytes per UTF-16 unit.
    if (this.used + text.length * 3 > this.bytes.length) {
      let size = this.bytes.length * 2;
      while (this.used + text.length * 3 > size) size *= 2;
      const next = new Uint8Array(size);
      next.set(this.bytes.subarray(0, this.used));
      this.bytes = next;
    }
    if (this.count + 2 > this.offsets.length) {
      const next = new Uint32Array(this.offsets.length * 2);
      next.set(this.offsets);
      this.offsets = next;
    }
    let ascii = 0;
    while (ascii < text.length && text.charCodeAt(ascii) < 0x80) ascii++;
    if (ascii === text.length) {
      for (let i = 0; i < text.length; i++) this.bytes[this.used + i] = text.charCodeAt(i);
      this.used += text.length;
    } else {
      this.used += encoder.encodeInto(text, this.bytes.subarray(this.used)).written;
    }
    this.offsets[++this.count] = this.used;
  }

  /** Exactly sized copies, each on a buffer of its own (so both can be transferred). */
  finish(): PackedText {
    return { bytes: this.bytes.slice(0, this.used), offsets: this.offsets.slice(0, this.count + 1) };
  }
}

export function packTexts(texts: Iterable<string>): PackedText {
  const builder = new PackedTextBuilder();
  for (const text of texts) builder.push(text);
  return builder.finish();
}
