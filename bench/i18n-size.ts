// The sign-in page's compressed JavaScript with one language's texts (≤ 100 KB with the chosen language only),
// measured on the built PWA (dist/) without a browser: the entry and the modules index.html preloads, as their
// precompressed .br files (what the server sends), plus the sign-in part of each language's compiled catalogue
// (`<language>-sign-in-*.js`), the one chunk the sign-in page adds. The sign-in page reads that part without Lingui
// (src/i18n/sign-in-texts.ts); Lingui's runtime (bundled here alone, minified, brotli) and the console part of each
// catalogue come with the signed-in shell and are reported beside it.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { build } from 'esbuild';

export interface I18nSizes {
  signInFiles: { file: string; bytes: number }[];
  signInBytes: number;
  runtimeBytes: number;
  catalogues: { language: string; file: string; bytes: number }[];
  consoleCatalogues: { language: string; file: string; bytes: number }[];
}

const brotli = (data: Buffer | Uint8Array) => zlib.brotliCompressSync(data).length;

function brFileBytes(dist: string, asset: string): number {
  const file = path.join(dist, asset);
  return fs.existsSync(`${file}.br`) ? fs.statSync(`${file}.br`).size : brotli(fs.readFileSync(file));
}

export async function measureI18nSizes(dist: string): Promise<I18nSizes> {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1].slice(1));
  const signInFiles = scripts.map((asset) => ({
    file: path.basename(asset),
    bytes: brFileBytes(dist, asset),
  }));
  const runtime = await build({
    stdin: {
      contents:
        "export { i18n } from '@lingui/core'; export { I18nProvider, LinguiContext } from '@lingui/react';",
      resolveDir: path.resolve(import.meta.dirname, '..'),
      loader: 'ts',
    },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    external: ['react', 'react/jsx-runtime', 'react-dom'],
  });
  const assets = fs.readdirSync(path.join(dist, 'assets'));
  const chunk = (part: string) =>
    ['ja', 'en'].map((language) => {
      const file = assets.find((name) => new RegExp(`^${language}-${part}-[\\w-]+\\.js$`).test(name));
      if (!file) throw new Error(`no compiled ${language}-${part} catalogue chunk in ${dist}/assets`);
      return { language, file, bytes: brFileBytes(dist, `assets/${file}`) };
    });
  const catalogues = chunk('sign-in');
  const consoleCatalogues = chunk('console');
  return {
    signInFiles,
    signInBytes: signInFiles.reduce((sum, f) => sum + f.bytes, 0),
    runtimeBytes: brotli(runtime.outputFiles[0].contents),
    catalogues,
    consoleCatalogues,
  };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

export function i18nReportLines(sizes: I18nSizes): string[] {
  const lines = [
    '<!-- i18n:start -->',
    '## Sign-in JavaScript with one language (i18n)',
    '',
    "Brotli sizes of the built PWA (`dist/`, the precompressed files the server sends): the sign-in page's entry and " +
      "preloaded modules and the sign-in part of each language's compiled catalogue, all the sign-in page loads (it " +
      "reads that part without Lingui). Only the chosen language is ever fetched. Lingui's runtime (`@lingui/core` + " +
      '`@lingui/react`, minified alone) and the console part of the catalogue come with the signed-in shell.',
    '',
    '| part | size |',
    '| --- | ---: |',
    `| sign-in page's code (${sizes.signInFiles.map((f) => `\`${f.file}\``).join(', ')}) | ${kib(sizes.signInBytes)} |`,
  ];
  for (const c of sizes.catalogues)
    lines.push(`| sign-in texts \`${c.language}\` (\`${c.file}\`) | ${kib(c.bytes)} |`);
  for (const c of sizes.catalogues) {
    const total = sizes.signInBytes + c.bytes;
    lines.push(
      `| **sign-in page with \`${c.language}\`** | **${kib(total)}** (${(total / 1000).toFixed(1)} KB, target ≤ 100 KB) |`,
    );
  }
  lines.push(`| with the signed-in shell: Lingui runtime | ${kib(sizes.runtimeBytes)} |`);
  for (const c of sizes.consoleCatalogues)
    lines.push(
      `| with the signed-in shell: console texts \`${c.language}\` (\`${c.file}\`) | ${kib(c.bytes)} |`,
    );
  return [...lines, '', '<!-- i18n:end -->'];
}
