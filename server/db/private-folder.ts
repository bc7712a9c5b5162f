// The embedded database's folder belongs to the OS user that runs the console alone: the folder and every folder
// in it 0700, every file in it 0600 (the commit log, the catalogs, pg_hba.conf, the lock's note, the admin socket).
//
// A umask is not enough: PGlite's file system layer creates each file and then chmods it to the mode PostgreSQL
// asked for, which is 0666 for the files of its first start (initdb) and 0644 for the relation cache it writes at
// each start, whatever the process's umask. So the folder is made private by a pass over it when it is opened
// (a folder an older version left readable is fixed then), again once PGlite has started, and when it is closed;
// the files PostgreSQL creates while running (relation files, WAL segments) it creates 0600 itself, since the
// folder is 0700. The private umask still covers what Node writes (backups, the lock's note) and the moment
// between a file's creation and its chmod.
import fs from 'node:fs';
import path from 'node:path';

/** What this process creates is its user's alone: files 0600, folders 0700 (before any explicit mode). */
export const PRIVATE_UMASK = 0o077;
export const PRIVATE_FOLDER_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Sets the private umask for the rest of the process (the server's and the command-line tools' start). */
export function usePrivateUmask(): void {
  process.umask(PRIVATE_UMASK);
}

/** chmod, unless the entry went away meanwhile (PostgreSQL renames and removes its temporary files). */
function chmodIfPresent(file: string, mode: number): boolean {
  try {
    fs.chmodSync(file, mode);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

/**
 * Makes `dir` 0700 and everything under it private (folders 0700, anything else 0600); answers how many entries
 * it changed. A symbolic link is left alone: chmod would follow it out of the folder.
 */
export function makeFolderPrivate(dir: string): number {
  let changed = 0;
  const visit = (entry: string) => {
    let stat: fs.Stats;
    try {
      stat = fs.lstatSync(entry);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    if (stat.isSymbolicLink()) return;
    const mode = stat.isDirectory() ? PRIVATE_FOLDER_MODE : PRIVATE_FILE_MODE;
    if ((stat.mode & 0o7777) !== mode && chmodIfPresent(entry, mode)) changed++;
    if (!stat.isDirectory()) return;
    let names: string[];
    try {
      names = fs.readdirSync(entry);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const name of names) visit(path.join(entry, name));
  };
  visit(dir);
  return changed;
}
