// What the CLIs that read or copy the database share: on PGlite, ask the console server that holds the folder
// through its admin socket; with no server there, open the folder (or DATABASE_URL) directly. A folder held by
// something else gives a one-line refusal instead of a stack trace.
import type { Config } from '../config';
import { openDatabase, type Database } from '../db/client';
import { FolderHeldError } from '../db/folder-lock';
import { sendAdminRequest } from '../admin/admin-socket';
import { usePrivateUmask } from '../db/private-folder';
import type { AdminRequest, AdminResult } from '../admin/admin-requests';

/** A refusal the CLI prints as it is and exits 1 on. */
export class CliRefusal extends Error {}

export async function besideServer<T>(
  config: Config,
  request: AdminRequest,
  options: {
    holder: string;
    fromServer: (result: AdminResult) => T;
    direct: (db: Database) => Promise<T>;
    /** How long the server may take (a backup or a chain check of a large database takes minutes). */
    timeoutMs?: number;
    /** The error a refusal from the server becomes (the staff CLI prints its own kind). */
    refused?: (message: string) => Error;
  },
): Promise<T> {
  if (!config.databaseUrl) {
    const sent = await sendAdminRequest(config.dataDir, request, options.timeoutMs ?? 30 * 60_000);
    if (sent.reached) {
      if (!sent.answer.ok) throw options.refused?.(sent.answer.error) ?? new CliRefusal(sent.answer.error);
      return options.fromServer(sent.answer.result);
    }
  }
  let db: Database;
  try {
    db = await openDatabase({
      url: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize: 2,
      holder: options.holder,
    });
  } catch (error) {
    if (error instanceof FolderHeldError) {
      const hint = error.heldByServer
        ? ' Its admin socket did not answer (it may still be starting): try again in a moment, or see its log.'
        : '';
      throw new CliRefusal(`${error.message}${hint}`);
    }
    throw error;
  }
  try {
    return await options.direct(db);
  } finally {
    await db.close();
  }
}

/** Runs a CLI's main: a CliRefusal prints its message and exits 1; anything else is a real failure. */
export async function runCli(main: () => Promise<number>): Promise<void> {
  // What a tool writes (a backup, a restored folder, the data folder it opens) is this OS user's alone.
  usePrivateUmask();
  try {
    process.exitCode = await main();
  } catch (error) {
    if (!(error instanceof CliRefusal)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  }
}
