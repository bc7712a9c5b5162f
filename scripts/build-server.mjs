// Compiles the server to JavaScript for production: one ES module bundle of server/ (and the src/shared/ modules it
// imports) at dist-server/main.js, packages left in node_modules, next to the files the server reads at run time
// (schema.graphql, the SQL migrations). tsx stays for development, the CLIs and the tests.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_OUT_DIR = path.join(root, 'dist-server');
export const SERVER_ENTRY_OUT = path.join(SERVER_OUT_DIR, 'main.js');

/** Builds into `outDir` (dist-server/ unless given; the tests build their own copy inside the repository). */
export async function buildServer(outDir = SERVER_OUT_DIR) {
  // Its own staging folder per process: two builds at once never write into one folder.
  const staging = `${outDir}.tmp-${process.pid}`;
  fs.rmSync(staging, { recursive: true, force: true });
  await build({
    entryPoints: [path.join(root, 'server', 'main.ts')],
    outfile: path.join(staging, 'main.js'),
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
