// Staff account administration from the command line: npm run staff -- <command> (see `help`).
import { Writable } from 'node:stream';
import { createInterface } from 'node:readline';
import { readConfig, type Config } from '../config';
import { migrateDatabase } from '../db/migrate';
import { besideServer, CliRefusal } from './beside-server';
import { usePrivateUmask } from '../db/private-folder';
import { runStaffRequest, type StaffRequest, type StaffResult } from '../admin/staff-requests';
import {
  checkPasswordLength,
  checkPermissions,
  MIN_PASSWORD_LENGTH,
  StaffAccountError,
  type StaffSummary,
} from '../domain/staff-accounts';
import { ALL_PERMISSIONS } from '../../src/shared/permissions';

const USAGE = `Usage: npm run staff -- <command>

  add EMAIL --permissions a,b     create a staff user (password from STAFF_PASSWORD or a hidden prompt,
        [--roles r1,r2]           at least ${MIN_PASSWORD_LENGTH} characters), optionally holding roles
  list                            list staff users, their permissions, roles and locks
  grant EMAIL --permissions a,b   add permissions (or --roles r1,r2: add roles)
  revoke EMAIL --permissions a,b  remove permissions (or --roles r1,r2: remove roles)
  lock EMAIL                      lock an account until unlocked (ends its sign-ins)
  unlock EMAIL                    lift any lock and reset the wrong-password count
  help                            show this text

Database: DATABASE_URL (PostgreSQL) or the embedded PGlite database in DATA_DIR (default ./data); while the
console server runs on that folder, the commands go to it through DATA_DIR/admin.sock.
Permissions: ${ALL_PERMISSIONS.join(', ')}
Roles: support, operations, fraud, admin as seeded (edited on the console's /staff page).
Changes made here are immediate (no second person: shell access is the trust boundary) and audited as "cli".`;

class UsageError extends Error {}
/** A refusal printed as it is (no usage text, no "Error:"). */

interface Parsed {
  command: string;
  email?: string;
  permissions?: string[];
  roles?: string[];
}

function parseArguments(argv: string[]): Parsed {
  const [command = 'help', ...rest] = argv;
  const positional: string[] = [];
  const lists: { permissions?: string[]; roles?: string[] } = {};
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i];
    const option = (['permissions', 'roles'] as const).find(
      (name) => arg === `--${name}` || arg.startsWith(`--${name}=`),
    );
    if (option) {
      const value = arg === `--${option}` ? rest[++i] : arg.slice(`--${option}=`.length);
      if (value === undefined) throw new UsageError(`--${option} needs a comma-separated list`);
      lists[option] = value
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean);
    } else if (arg.startsWith('--')) {
      throw new UsageError(`Unknown option: ${arg}`);
    } else {
      positional.push(arg);
    }
  }
  if (positional.length > 1) throw new UsageError(`Unexpected argument: ${positional[1]}`);
  return { command, email: positional[0], ...lists };
}

function needEmail(parsed: Parsed): string {
  if (!parsed.email) throw new UsageError(`${parsed.command} needs an EMAIL`);
  return parsed.email;
}

function needPermissions(parsed: Parsed): string[] {
  if (!parsed.permissions?.length) throw new UsageError(`${parsed.command} needs --permissions a,b`);
  return parsed.permissions;
}

/** grant and revoke: permissions, or roles with --roles (not both at once). */
function grantsRoles(parsed: Parsed): boolean {
  if (parsed.roles?.length && parsed.permissions?.length)
    throw new UsageError(`${parsed.command} takes --permissions or --roles, not both`);
  return Boolean(parsed.roles?.length);
}

/** Reads a password without echoing it; refuses when there is no terminal to ask on. */
async function readPassword(): Promise<string> {
  const fromEnv = process.env.STAFF_PASSWORD;
  if (fromEnv) return fromEnv;
  if (!process.stdin.isTTY) {
    throw new UsageError('No terminal to ask for the password: set STAFF_PASSWORD');
  }
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  try {
    const ask = (prompt: string) =>
      new Promise<string>((resolve) => {
        muted = false;
        rl.question(prompt, (answer) => {
          process.stdout.write('\n');
          resolve(answer);
        });
        muted = true;
      });
    const password = await ask('Password: ');
    const again = await ask('Repeat the password: ');
    if (password !== again) throw new UsageError('The two passwords differ');
    return password;
  } finally {
    rl.close();
  }
}

const COMMANDS = new Set(['add', 'list', 'grant', 'revoke', 'lock', 'unlock']);

/** Everything that can be refused without the database: the command, its arguments, the password. */
async function prepare(parsed: Parsed): Promise<{ password?: string }> {
  if (!COMMANDS.has(parsed.command)) throw new UsageError(`Unknown command: ${parsed.command}`);
  if (parsed.command !== 'list') needEmail(parsed);
  if ((parsed.command === 'grant' || parsed.command === 'revoke') && !grantsRoles(parsed))
    checkPermissions(needPermissions(parsed));
  if (parsed.command !== 'add') return {};
  checkPermissions(parsed.permissions ?? []);
  const password = await readPassword();
  checkPasswordLength(password);
  return { password };
}

function requestOf(parsed: Parsed, password: string | undefined): StaffRequest {
  switch (parsed.command) {
    case 'add':
      return {
        command: 'add',
        email: needEmail(parsed),
        password: password ?? '',
        permissions: parsed.permissions ?? [],
        roles: parsed.roles ?? [],
      };
    case 'list':
      return { command: 'list' };
    case 'grant':
    case 'revoke':
      return grantsRoles(parsed)
        ? { command: parsed.command, email: needEmail(parsed), permissions: [], roles: parsed.roles }
        : { command: parsed.command, email: needEmail(parsed), permissions: needPermissions(parsed) };
    case 'lock':
    case 'unlock':
      return { command: parsed.command, email: needEmail(parsed) };
    default:
      throw new UsageError(`Unknown command: ${parsed.command}`);
  }
}

const granted = (parsed: Parsed) =>
  grantsRoles(parsed) ? `roles ${parsed.roles!.join(', ')}` : needPermissions(parsed).join(', ');

function report(parsed: Parsed, result: StaffResult): void {
  switch (parsed.command) {
    case 'add': {
      const { user } = result as { user: StaffSummary };
      const roles = user.roles.length ? `; roles: ${user.roles.join(', ')}` : '';
      console.log(`Added ${user.email} (${user.permissions.join(', ') || 'no permissions'}${roles})`);
      return;
    }
    case 'list': {
      const { users } = result as { users: StaffSummary[] };
      if (!users.length) console.log('No staff users.');
      for (const u of users) {
        const lock = u.locked ? `  [locked: ${u.lockReason ?? 'yes'}]` : '';
        const roles = u.roles.length ? `  roles: ${u.roles.join(',')}` : '';
        console.log(`${u.email}  ${u.permissions.join(',') || '-'}${roles}${lock}`);
      }
      return;
    }
    case 'grant':
      console.log(`Granted ${granted(parsed)} to ${needEmail(parsed)}`);
      return;
    case 'revoke':
      console.log(`Revoked ${granted(parsed)} from ${needEmail(parsed)}`);
      return;
    case 'lock':
      console.log(`Locked ${needEmail(parsed)}`);
      return;
    case 'unlock':
      console.log(`Unlocked ${needEmail(parsed)}`);
      return;
  }
}

/**
 * PostgreSQL: on the database directly. PGlite: through the admin socket of the server running on the folder, else
 * on the folder directly (a server holding it could not see a second process's writes).
 */
function execute(config: Config, request: StaffRequest): Promise<StaffResult> {
  return besideServer(config, request, {
    holder: 'npm run staff',
    timeoutMs: 120_000,
    refused: (message) => new StaffAccountError(message),
    fromServer: (result) => result as StaffResult,
    direct: async (db) => {
      await migrateDatabase(db);
      return runStaffRequest(db.orm, request);
    },
  });
}

async function main(argv: string[]): Promise<number> {
  let parsed: Parsed;
  let request: StaffRequest;
  try {
    parsed = parseArguments(argv);
    if (['help', '--help', '-h'].includes(parsed.command)) {
      console.log(USAGE);
      return 0;
    }
    const { password } = await prepare(parsed);
    request = requestOf(parsed, password);
  } catch (error) {
    if (error instanceof StaffAccountError) {
      console.error(`Error: ${error.message}`);
      return 1;
    }
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n\n${USAGE}`);
    return 1;
  }
  try {
    report(parsed, await execute(readConfig(), request));
    return 0;
  } catch (error) {
    if (error instanceof StaffAccountError) {
      console.error(`Error: ${error.message}`);
      return 1;
    }
    if (error instanceof CliRefusal) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}

usePrivateUmask();
process.exitCode = await main(process.argv.slice(2));
