// Typed arrays that grow as the rows of a big file arrive, and the index of each id's first row: no object per row,
// so a million rows cost a few megabytes and no garbage (the legal-status CSV, src/workers/legal-status-csv.ts).

/** A byte array that grows as rows arrive, without a JS array of numbers in between. */
export class GrowingBytes {
  private buf = new Uint8Array(1024);
  length = 0;
  push(value: number): void {
    if (this.length === this.buf.length) {
      const next = new Uint8Array(this.buf.length * 2);
      next.set(this.buf);
      this.buf = next;
    }
    this.buf[this.length++] = value;
  }
  toArray(): Uint8Array<ArrayBuffer> {
    return this.buf.slice(0, this.length);
  }
}

/** The same for 32-bit integers (each row's line). */
export class GrowingInts {
  private buf = new Int32Array(1024);
  length = 0;
  push(value: number): void {
    if (this.length === this.buf.length) this.buf = grow(this.buf, this.length + 1);
    this.buf[this.length++] = value;
  }
  toArray(): Int32Array<ArrayBuffer> {
    return this.buf.slice(0, this.length);
  }
}

/**
 * Row index of the first row with each consumer id: open addressing on a typed array, which for a
 * million ids costs a fraction of a Map's time and memory (no per-entry objects, no rehash of strings).
 */
export class FirstRowIndex {
  private slots = new Int32Array(1 << 12); // row + 1; 0 = free
  private hashes = new Int32Array(1 << 12); // hash of each inserted row's id, by row
  private count = 0;

  constructor(private readonly idOf: (row: number) => string) {}

  private static hash(id: string): number {
    let h = 0x811c9dc5;
    for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 0x01000193);
    return h;
  }

  /** The first row holding `id`, or -1 after recording `row` as that first row. */
  firstOrAdd(id: string, row: number): number {
    const h = FirstRowIndex.hash(id);
    const mask = this.slots.length - 1;
    for (let at = h & mask; ; at = (at + 1) & mask) {
      const held = this.slots[at];
      if (held === 0) {
        this.slots[at] = row + 1;
        if (row >= this.hashes.length) this.hashes = grow(this.hashes, row + 1);
        this.hashes[row] = h;
        if (++this.count * 2 > this.slots.length) this.rehash();
        return -1;
      }
      if (this.hashes[held - 1] === h && this.idOf(held - 1) === id) return held - 1;
    }
  }

  private rehash(): void {
    const old = this.slots;
    this.slots = new Int32Array(old.length * 2);
    const mask = this.slots.length - 1;
    for (const held of old) {
      if (held === 0) continue;
      let at = this.hashes[held - 1] & mask;
      while (this.slots[at] !== 0) at = (at + 1) & mask;
      this.slots[at] = held;
    }
  }
}

export function grow(array: Int32Array, atLeast: number): Int32Array<ArrayBuffer> {
  let size = array.length * 2;
  while (size < atLeast) size *= 2;
  const next = new Int32Array(size);
  next.set(array);
  return next;
}
