// A small seeded random source (mulberry32) with the helpers the demo-data generator needs.
import { randomIdBody } from '../../src/shared/id-patterns';

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class Random {
  readonly next: () => number;

  constructor(seed: number) {
    this.next = mulberry32(seed);
  }

  /** Integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.next() * list.length)];
  }

  /** Picks by weight: [[value, weight], ...]. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((s, [, w]) => s + w, 0);
    let r = this.next() * total;
    for (const [value, weight] of entries) {
      r -= weight;
      if (r < 0) return value;
    }
    return entries[entries.length - 1][0];
  }

  /** Log-uniform in [min, max]: small amounts are common, big ones rare. */
  logUniform(min: number, max: number): number {
    return Math.exp(Math.log(min) + this.next() * (Math.log(max) - Math.log(min)));
  }

  digits(n: number): string {
    let s = '';
    for (let i = 0; i < n; i++) s += String(this.int(0, 9));
    return s;
  }

  /** A prefixed console id, e.g. id('con_'). */
  id(prefix: string): string {
    return prefix + randomIdBody(this.next);
  }

  /** An RFC 4122 version-4 shaped UUID. */
  uuid(): string {
    const hex = () => this.int(0, 15).toString(16);
    const part = (n: number) => Array.from({ length: n }, hex).join('');
    return `${part(8)}-${part(4)}-4${part(3)}-${'89ab'[this.int(0, 3)]}${part(3)}-${part(12)}`;
  }

  /** A few distinct elements of the list. */
  sample<T>(list: readonly T[], count: number): T[] {
    const copy = [...list];
    const out: T[] = [];
    while (out.length < count && copy.length) out.push(copy.splice(this.int(0, copy.length - 1), 1)[0]);
    return out;
  }
}
