// Backups of the embedded database. `npm run backup -- FILE` asks the running server (admin socket) or, with no
// server, opens the folder itself; either way the copy is taken between transactions after a CHECKPOINT, as a
// gzipped tar of the data folder (PGlite's dumpDataDir). `npm run restore -- FILE` unpacks one into an empty
// folder, holding the folder's lock meanwhile. On PostgreSQL use pg_dump / pg_restore (README).
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Database } from '../db/client';
import { LOCK_FILE, lockDataFolder } from '../db/folder-lock';
import { makeFolderPrivate, PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE } from '../db/private-folder';

export interface BackupResult {
  file: string;
  bytes: number;
  ms: number;
}

export class BackupRefusal extends Error {}

/** Files of the folder that are not the database (the lock's note, the admin socket). */
const NOT_DATABASE = new Set([LOCK_FILE, 'admin.sock']);

interface ExclusivePGlite {
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
}

/** Writes a consistent copy of the embedded database to `file` (which must not exist yet). */
export async function writeEmbeddedBackup(
  db: Database,
  file: string,
  aroundCopy: <T>(copy: () => Promise<T>) => Promise<T> = (copy) => copy(),
): Promise<BackupResult> {
  const client = db.pglite;
  if (!client) throw new BackupRefusal('Backups of PostgreSQL are made with pg_dump (see the README).');
  if (fs.existsSync(file)) throw new BackupRefusal(`${file} exists already; name a new file.`);
  if (!fs.existsSync(path.dirname(file))) throw new BackupRefusal(`The folder of ${file} does not exist.`);
  const started = Date.now();
  // The checkpoint writes the data files, so recovery at the restore has little WAL to replay.
  await client.exec('checkpoint');
  // No transaction is open while the copy is taken: PGlite runs transactions (and exec) one at a time behind
  // this mutex, which the dump itself does not take.
  const dump = await aroundCopy(() =>
    (client as unknown as ExclusivePGlite)._runExclusiveTransaction(() => client.dumpDataDir('gzip')),
  );
  const bytes = Buffer.from(await dump.arrayBuffer());
  const partial = `${file}.partial`;
  fs.writeFileSync(partial, bytes, { flag: 'wx', mode: PRIVATE_FILE_MODE });
  fs.renameSync(partial, file);
  return { file, bytes: bytes.length, ms: Date.now() - started };
}

/** Unpacks a backup into dataDir, which must be empty or absent; refused while any process holds the folder. */
export async function restoreEmbeddedBackup(file: string, dataDir: string): Promise<{ ms: number }> {
  if (!fs.existsSync(file)) throw new BackupRefusal(`${file} does not exist.`);
  fs.mkdirSync(dataDir, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  const lock = await lockDataFolder(dataDir, 'npm run restore');
  const started = Date.now();
  try {
    const present = fs.readdirSync(dataDir).filter((name) => !NOT_DATABASE.has(name));
    if (present.length) {
      throw new BackupRefusal(`${dataDir} is not empty: restore into an empty folder (or a new DATA_DIR).`);
    }
    const client = new PGlite(dataDir, {
      extensions: { pg_trgm },
      loadDataDir: new Blob([fs.readFileSync(file)]),
    });
    await client.waitReady;
    await client.close();
    // PGlite unpacks the copy with the modes of its first start (0666): the folder is made private again.
    makeFolderPrivate(dataDir);
  } finally {
    await lock.release();
  }
  return { ms: Date.now() - started };
}
