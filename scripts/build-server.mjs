// Compiles the server to JavaScript for production: one ES module bundle of server/ (and the src/shared/ modules it
// imports) at dist-server/main.js, packages left in node_modules, next to the files the server reads at run time
// (schema.graphql, the SQL migrations); and one bundle per command-line tool beside it (CLI_BUNDLES), which the
// tests run instead of compiling the sources with tsx in every process. `npm run staff` and the others run the
// sources through tsx.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_OUT_DIR = path.join(root, 'dist-server');
export const SERVER_ENTRY_OUT = path.join(SERVER_OUT_DIR, 'main.js');

/** The command-line tools, by their bundle's name (`staff` → staff.js), as `npm run <name>` runs them. */
export const CLI_BUNDLES = {
  staff: 'server/cli/staff.ts',
  audit: 'server/cli/audit.ts',
  backup: 'server/cli/backup.ts',
  seed: 'server/seed/cli.ts',
};

/** Builds into `outDir` (dist-server/ unless given; the tests build their own copy inside the repository). */
export async function buildServer(outDir = SERVER_OUT_DIR) {
  // Its own staging folder per process: two builds at once never write into one folder.
  const staging = `${outDir}.tmp-${process.pid}`;
  fs.rmSync(staging, { recursive: true, force: true });
  await build({
    entryPoints: Object.fromEntries(
      Object.entries({ main: 'server/main.ts', ...CLI_BUNDLES }).map(([name, file]) => [
        name,
        path.join(root, file),
      ]),
    ),
    outdir: staging,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  // Read relative to the module at run time (import.meta.url): next to main.js in the bundle.
  fs.copyFileSync(
    path.join(root, 'server', 'graphql', 'schema.graphql'),
    path.join(staging, 'schema.graphql'),
  );
  fs.cpSync(path.join(root, 'server', 'db', 'migrations'), path.join(staging, 'migrations'), {
    recursive: true,
  });
  // Swapped in whole, so a start never runs a half-written build.
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.renameSync(staging, outDir);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await buildServer();
