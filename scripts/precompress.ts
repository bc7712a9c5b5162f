// Runs after `vite build` (npm run build): writes a brotli (.br) and a gzip (.gz) copy beside every text file of the
// built folder, at the strongest settings, so the server answers with a compressed file without compressing it on
// each request (@fastify/static `preCompressed`, server/http/app.ts). Source maps are never made (vite.config.ts)
// and never copied here.
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The files sent as text: the app's scripts and styles, the shell, the manifest, icons in SVG. */
const TEXT_FILE = /\.(?:js|mjs|css|html|svg|webmanifest|json|txt|xml)$/i;

async function textFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && TEXT_FILE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Writes `<file>.br` and `<file>.gz` for every text file under `dir`; answers how many files it compressed. */
export async function precompressFolder(dir: string): Promise<number> {
  const files = await textFiles(dir);
  // zlib's asynchronous calls run on libuv's thread pool, so the files are compressed on every core.
  await Promise.all(
    files.map(async (file) => {
      const content = await fs.readFile(file);
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
    }),
  );
  return files.length;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dir = path.resolve(process.argv[2] ?? 'dist');
  const count = await precompressFolder(dir);
  console.log(`precompressed ${count} files in ${path.relative(process.cwd(), dir) || '.'} (.br, .gz)`);
}
