// Runs once before the end-to-end tests: the seeded data folder every worker's server starts from, and the server
// built as `npm start` runs it (scripts/build-server.mjs), which the servers of the specs start from
// (server-process.ts: about half the start-up time of compiling the sources with tsx in each).
import path from 'node:path';
import { buildServer } from '../../scripts/build-server.mjs';
import { E2E_DATA, seedTemplate } from './e2e-server';

export default async function globalSetup(): Promise<void> {
  await seedTemplate();
  const outDir = path.join(E2E_DATA, 'server');
  await buildServer(outDir);
  // The workers start after this and inherit the variable.
  process.env.CONSOLE_SERVER_BUNDLE = path.join(outDir, 'main.js');
}
