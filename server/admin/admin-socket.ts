// The admin socket: while the console server holds a PGlite folder, `npm run staff` cannot open it, so the server
// runs the staff commands for it on its own database handle (a lock then ends live sessions at once).
//
// A Unix socket at <DATA_DIR>/admin.sock, mode 0600: only the OS user that runs the server reaches it, nothing
// listens on the network. One request per connection: the client sends one JSON line, the server answers one JSON
// line and closes. Passwords travel only inside the request and are never logged.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { Database } from '../db/client';
import { StaffAccountError } from '../domain/staff-accounts';
import { BackupRefusal } from '../ops/backup';
import { parseAdminRequest, runAdminRequest, type AdminRequest, type AdminResult } from './admin-requests';

export const ADMIN_SOCKET = 'admin.sock';
/** A request is a few hundred bytes; anything past this is not one. */
const MAX_REQUEST_BYTES = 64 * 1024;
/** An idle connection is dropped after this long (the server side). */
const IDLE_MS = 30_000;
/** sun_path holds 108 bytes on Linux and 104 on macOS, the terminating NUL included. */
const MAX_SOCKET_PATH_BYTES = 103;

export type AdminAnswer = { ok: true; result: AdminResult } | { ok: false; error: string };

/**
 * The path to bind or connect: the absolute one, or the one relative to the working folder when only that fits
 * in a socket address. Undefined when neither fits.
 */
function reachablePath(dataDir: string): string | undefined {
  const absolute = path.join(dataDir, ADMIN_SOCKET);
  const relative = path.relative(process.cwd(), absolute);
  return [absolute, relative.startsWith('.') ? relative : `./${relative}`].find(
    (p) => Buffer.byteLength(p) <= MAX_SOCKET_PATH_BYTES,
  );
}

export interface AdminSocket {
  close(): Promise<void>;
}

/**
 * Starts the admin socket of a server on a PGlite folder (the server holds the folder lock, so an admin.sock left
 * there is a dead server's). On PostgreSQL it does nothing: the CLI opens the database itself.
 */
export async function startAdminSocket(
  db: Database,
  dataDir: string,
  log: (line: string) => void = (line) => console.error(line),
): Promise<AdminSocket> {
  const none = { close: async () => undefined };
  if (db.kind !== 'pglite') return none;
  const bindPath = reachablePath(dataDir);
  if (!bindPath) {
    log(`Admin socket off: the path of ${path.join(dataDir, ADMIN_SOCKET)} is too long for a Unix socket;`);
    log('npm run staff cannot reach this server. Use a shorter DATA_DIR to get it.');
    return none;
  }
  fs.rmSync(path.join(dataDir, ADMIN_SOCKET), { force: true });

  let server: net.Server;
  let closed = false;
  const listen = async () => {
    const next = net.createServer((socket) => serve(socket, db, log, withoutSocketFile));
    await new Promise<void>((resolve, reject) => {
      next.once('error', reject);
      // bind() runs inside listen(), synchronously: the umask makes the socket 0600 from its first moment.
      const previous = process.umask(0o177);
      try {
        next.listen(bindPath, () => {
          next.off('error', reject);
          resolve();
        });
      } finally {
        process.umask(previous);
      }
    });
    fs.chmodSync(bindPath, 0o600);
    server = next;
  };
  /**
   * A backup copies the folder, and a socket file in it breaks the copy: the socket stops listening meanwhile
   * (connections already open, the backup's own included, carry on) and listens again after.
   */
  const withoutSocketFile = async <T>(run: () => Promise<T>): Promise<T> => {
    server.close();
    fs.rmSync(bindPath, { force: true });
    try {
      return await run();
    } finally {
      if (!closed) await listen();
    }
  };
  await listen();
  return {
    close: () => {
      closed = true;
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function serve(
  socket: net.Socket,
  db: Database,
  log: (line: string) => void,
  withoutSocketFile: <T>(run: () => Promise<T>) => Promise<T>,
): void {
  socket.setTimeout(IDLE_MS, () => socket.destroy());
  socket.on('error', () => undefined);
  const chunks: Buffer[] = [];
  let size = 0;
  let started = false;
  const answer = (value: AdminAnswer) => socket.end(`${JSON.stringify(value)}\n`);

  const handle = async (line: string) => {
    let request: AdminRequest;
    try {
      request = parseAdminRequest(JSON.parse(line));
    } catch (error) {
      answer({ ok: false, error: error instanceof StaffAccountError ? error.message : 'Bad request' });
      return;
    }
    try {
      answer({ ok: true, result: await runAdminRequest(db, request, withoutSocketFile) });
    } catch (error) {
      if (error instanceof StaffAccountError || error instanceof BackupRefusal) {
        answer({ ok: false, error: error.message });
        return;
      }
      // Only the kind of failure: a database message can quote the values of the request.
      const code = (error as { code?: unknown }).code;
      log(
        `Admin socket: ${request.command} failed (${(error as Error).name}${code ? ` ${String(code)}` : ''})`,
      );
      answer({ ok: false, error: 'The server could not run the command; see its log.' });
    }
  };

  socket.on('data', (chunk: Buffer) => {
    if (started) return;
    chunks.push(chunk);
    size += chunk.length;
    const joined = Buffer.concat(chunks);
    const end = joined.indexOf(10);
    if (end >= 0) {
      started = true;
      void handle(joined.subarray(0, end).toString('utf8'));
    } else if (size > MAX_REQUEST_BYTES) {
      started = true;
      answer({ ok: false, error: 'Request too large' });
    }
  });
}

/**
 * Sends one request to the server holding dataDir. `reached: false` when no server listens there (no socket, or a
 * dead server's socket), so the caller may open the folder itself.
 */
export function sendAdminRequest(
  dataDir: string,
  request: AdminRequest,
  timeoutMs = 120_000,
): Promise<{ reached: false } | { reached: true; answer: AdminAnswer }> {
  const socketPath = reachablePath(dataDir);
  if (!socketPath) return Promise.resolve({ reached: false });
  return new Promise((resolve, reject) => {
    let connected = false;
    let received = '';
    const socket = net.createConnection(socketPath);
    socket.setEncoding('utf8');
    socket.setTimeout(timeoutMs, () =>
      socket.destroy(new Error(`The console server did not answer within ${timeoutMs / 1000} s`)),
    );
    socket.on('connect', () => {
      connected = true;
      socket.write(`${JSON.stringify(request)}\n`);
    });
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (!connected && ['ENOENT', 'ECONNREFUSED', 'ENOTSOCK'].includes(error.code ?? '')) {
        resolve({ reached: false });
      } else {
        reject(error);
      }
    });
    // After an error, reject or resolve has already settled the promise and this does nothing.
    socket.on('close', () => {
      try {
        resolve({ reached: true, answer: JSON.parse(received) as AdminAnswer });
      } catch {
        reject(new Error('The console server gave no answer on its admin socket; see its log.'));
      }
    });
  });
}
