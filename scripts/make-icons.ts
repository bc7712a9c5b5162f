// Draws the console's app icons as real PNG files (Chromium's install criteria need PNG 192 and 512).
// Run with `npx tsx scripts/make-icons.ts`; the output in public/icons/ is committed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

type Rgba = [number, number, number, number];

const BRAND: Rgba = [11, 92, 173, 255];
const CARD: Rgba = [255, 255, 255, 255];
const STRIPE: Rgba = [24, 42, 66, 255];
const COIN: Rgba = [245, 158, 11, 255];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function encodePng(size: number, pixels: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0; // filter: none
    Buffer.from(pixels.buffer, y * size * 4, size * 4).copy(raw, y * (size * 4 + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Inside a rounded rectangle given in unit coordinates (0..1). */
function inRoundedRect(x: number, y: number, x0: number, y0: number, x1: number, y1: number, r: number) {
  if (x < x0 || x > x1 || y < y0 || y > y1) return false;
  const cx = Math.min(Math.max(x, x0 + r), x1 - r);
  const cy = Math.min(Math.max(y, y0 + r), y1 - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
}

/** The colour at a unit-space point; `inset` shrinks the artwork into the maskable safe zone. */
function colourAt(x: number, y: number, maskable: boolean): Rgba | null {
  if (!maskable && !inRoundedRect(x, y, 0, 0, 1, 1, 0.18)) return null;
  const s = maskable ? 0.72 : 1;
  const u = (x - 0.5) / s + 0.5;
  const v = (y - 0.5) / s + 0.5;
  if ((u - 0.72) ** 2 + (v - 0.7) ** 2 <= 0.13 ** 2) return COIN;
  if (inRoundedRect(u, v, 0.16, 0.28, 0.8, 0.7, 0.06)) {
    if (v > 0.37 && v < 0.45) return STRIPE;
    if (inRoundedRect(u, v, 0.24, 0.55, 0.46, 0.6, 0.02)) return STRIPE;
    return CARD;
  }
  return BRAND;
}

function draw(size: number, maskable: boolean): Uint8Array {
  const pixels = new Uint8Array(size * size * 4);
  const samples = 4; // 4x4 supersampling for smooth edges
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const acc = [0, 0, 0, 0];
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const c = colourAt(
            (px + (sx + 0.5) / samples) / size,
            (py + (sy + 0.5) / samples) / size,
            maskable,
          );
          if (!c) continue;
          acc[0] += c[0] * c[3];
          acc[1] += c[1] * c[3];
          acc[2] += c[2] * c[3];
          acc[3] += c[3];
        }
      }
      const i = (py * size + px) * 4;
      const alpha = acc[3] / (samples * samples);
      pixels[i] = acc[3] ? Math.round(acc[0] / acc[3]) : 0;
      pixels[i + 1] = acc[3] ? Math.round(acc[1] / acc[3]) : 0;
      pixels[i + 2] = acc[3] ? Math.round(acc[2] / acc[3]) : 0;
      pixels[i + 3] = Math.round(alpha);
    }
  }
  return pixels;
}

mkdirSync('public/icons', { recursive: true });
const outputs: Array<[string, number, boolean]> = [
  ['public/icons/icon-192.png', 192, false],
  ['public/icons/icon-512.png', 512, false],
  ['public/icons/maskable-512.png', 512, true],
  ['public/icons/apple-touch-icon-180.png', 180, true],
];
for (const [file, size, maskable] of outputs) {
  writeFileSync(file, encodePng(size, draw(size, maskable)));
  console.log(`wrote ${file}`);
}
