// npm run backup -- FILE: a consistent copy of the embedded database (a gzipped tar of the PGlite folder), taken
// by the running console server through its admin socket, or from the folder itself when no server holds it.
// npm run restore -- FILE: unpacks such a copy into DATA_DIR, which must be empty (refused while a process holds it).
// On PostgreSQL both refuse and point at pg_dump / pg_restore (README "Backups").
import path from 'node:path';
import { readConfig } from '../config';
import { restoreEmbeddedBackup, writeEmbeddedBackup, BackupRefusal, type BackupResult } from '../ops/backup';
import { besideServer, CliRefusal, runCli } from './beside-server';
import { FolderHeldError } from '../db/folder-lock';

const USAGE = `Usage: npm run backup -- FILE     copy the embedded database in DATA_DIR to FILE (a new .tar.gz)
       npm run restore -- FILE    unpack FILE into DATA_DIR, which must be empty

DATA_DIR defaults to ./data. On PostgreSQL (DATABASE_URL) use pg_dump and pg_restore: see the README.`;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main(argv: string[]): Promise<number> {
  const [command, file, extra] = argv;
  if (
    (command !== 'backup' && command !== 'restore') ||
    !file ||
    extra !== undefined ||
    file.startsWith('-')
  ) {
    console.log(USAGE);
    return 2;
  }
  const config = readConfig();
  if (config.databaseUrl) {
    throw new CliRefusal(
      'DATABASE_URL is set: back up PostgreSQL with pg_dump and pg_restore (see the README).',
    );
  }
  const target = path.resolve(file);
  try {
    if (command === 'backup') {
      const result = await besideServer(
        config,
        { command: 'backup', file: target },
        {
          holder: 'npm run backup',
          fromServer: (answer) => (answer as { backup: BackupResult }).backup,
          direct: (db) => writeEmbeddedBackup(db, target),
        },
      );
      console.log(`Backup written: ${result.file} (${megabytes(result.bytes)} in ${result.ms} ms)`);
      return 0;
    }
    const { ms } = await restoreEmbeddedBackup(target, config.dataDir);
    console.log(`Restored ${target} into ${config.dataDir} in ${ms} ms; start the server on it.`);
    return 0;
  } catch (error) {
    if (error instanceof BackupRefusal || error instanceof FolderHeldError)
      throw new CliRefusal(error.message);
    throw error;
  }
}

await runCli(() => main(process.argv.slice(2)));
