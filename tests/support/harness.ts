// The one set-up of the server tests: a fresh migrated database (PGlite, or PostgreSQL with TEST_DATABASE_URL)
// with demo data, the real server on a free port, a real SMTP peer for the sign-in codes, the demo administrator
// signed in, staff users with exactly the permissions a test names, GraphQL over HTTP, and a count of the SQL
// statements the database driver runs.
import type { SQL } from 'drizzle-orm';
import { rows } from '../../server/db/sql';
import type { Database } from '../../server/db/client';
import { createStaffUser } from '../../server/domain/staff-accounts';
import { seedDemoData } from '../../server/seed/demo-data';
import { DEMO_STAFF, ensureDemoStaff } from '../../server/seed/first-start';
import { createTestDatabase, type TestDatabase } from './test-db';
import { startSmtpPeer, type SmtpPeer } from './smtp-peer';
import { signIn, startTestServer, type TestServer } from './test-server';

/** A GraphQL answer object, read loosely by the tests. */
export type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface GqlAnswer {
  status: number;
  data: Record<string, any> | null; // eslint-disable-line @typescript-eslint/no-explicit-any
  errors?: { message: string; path?: string[]; extensions?: { code?: string } }[];
}

export interface GqlOptions {
  /** The Cookie header to send instead of the demo administrator's ('' for none). */
  cookie?: string;
}

/** A signed-in staff user: its own session cookie and GraphQL calls with it. */
export interface StaffClient {
  email: string;
  cookie: string;
  /** `operationName` '' sends none (enough when the document holds one operation). */
  gql(operationName: string, query: string, variables?: Record<string, unknown>): Promise<GqlAnswer>;
}

export interface Harness {
  tdb: TestDatabase;
  baseUrl: string;
  smtp: SmtpPeer;
  /** The demo administrator (every permission), signed in. */
  admin: StaffClient;
  /** GraphQL as the demo administrator (every permission), or with `options.cookie`. */
  gql(
    operationName: string,
    query: string,
    variables?: Record<string, unknown>,
    options?: GqlOptions,
  ): Promise<GqlAnswer>;
  q<T = Record<string, unknown>>(text: SQL): Promise<T[]>;
  /**
   * The page's own statements of one call: the session guard's staff_sessions / staff_users ones are left out
   * unless `all` is set.
   */
  statementsOf(run: () => Promise<unknown>, options?: { all?: boolean }): Promise<string[]>;
  /** A new staff user holding exactly these permissions, signed in. */
  staff(permissions: readonly string[]): Promise<StaffClient>;
  /** Signs an existing staff user in (e.g. one of DEMO_STAFF). */
  signIn(email: string, password: string): Promise<StaffClient>;
  close(): Promise<void>;
}

export interface HarnessOptions {
  /** The moment the demo data is generated around. */
  now?: Date;
  /** Demo consumers to generate (default 40; 0 for none). */
  consumers?: number;
  /** Seed of the demo data (default 11). */
  seed?: number;
  /** Runs on the seeded database before the server starts (fixtures of the test file). */
  before?: (tdb: TestDatabase) => PromiseLike<unknown>;
}

const DEFAULT_NOW = new Date('2025-06-15T00:00:00+09:00');
const STAFF_PASSWORD = 'correct horse battery staple';

/**
 * Records the SQL text of every statement the database driver runs from now on, in order. Both drivers go through
 * their client's query() (PGlite's and pg.Pool's), which drizzle calls once per statement.
 */
export function recordStatements(db: Database): string[] {
  const statements: string[] = [];
  const client = (db.orm as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } })
    .$client;
  const query = client.query.bind(client);
  client.query = (...args: unknown[]) => {
    const first = args[0] as string | { text?: string };
    statements.push(typeof first === 'string' ? first : String(first?.text ?? ''));
    return query(...args);
  };
  return statements;
}

async function postGql(
  baseUrl: string,
  cookie: string,
  operationName: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<GqlAnswer> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (cookie) headers.cookie = cookie;
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ operationName: operationName || undefined, query, variables }),
  });
  const body = (await response.json()) as Omit<GqlAnswer, 'status'>;
  return { status: response.status, ...body };
}

export async function startHarness(options: HarnessOptions = {}): Promise<Harness> {
  let smtp: SmtpPeer | undefined;
  let server: TestServer | undefined;
  const [tdb, peer] = await Promise.all([createTestDatabase(), startSmtpPeer()]);
  smtp = peer;
  const consumers = options.consumers ?? 40;
  if (consumers > 0) {
    await seedDemoData(tdb.db, { consumers, seed: options.seed ?? 11, now: options.now ?? DEFAULT_NOW });
  }
  await ensureDemoStaff(tdb.db);
  await options.before?.(tdb);
  const statements = recordStatements(tdb.db);
  server = await startTestServer({ db: tdb.db, smtpUrl: smtp.url });
  const baseUrl = server.baseUrl;

  const signInAs = async (email: string, password: string): Promise<StaffClient> => {
    const cookie = await signIn(baseUrl, peer, email, password);
    return {
      email,
      cookie,
      gql: (operationName, query, variables = {}) =>
        postGql(baseUrl, cookie, operationName, query, variables),
    };
  };
  const [admin] = DEMO_STAFF;
  const adminClient = await signInAs(admin.email, admin.password);
  let staffCount = 0;

  return {
    tdb,
    baseUrl,
    smtp: peer,
    admin: adminClient,
    gql: (operationName, query, variables = {}, gqlOptions = {}) =>
      postGql(baseUrl, gqlOptions.cookie ?? adminClient.cookie, operationName, query, variables),
    q: (text) => rows(tdb.db.orm, text),
    async statementsOf(run, { all = false } = {}) {
      const from = statements.length;
      await run();
      const ran = statements.slice(from);
      return all ? ran : ran.filter((s) => !/staff_(sessions|users)/.test(s));
    },
    async staff(permissions) {
      staffCount++;
      const email = `staff-${staffCount}@example.com`;
      await createStaffUser(
        tdb.db.orm,
        { email, password: STAFF_PASSWORD, permissions: [...permissions] },
        'test',
      );
      return signInAs(email, STAFF_PASSWORD);
    },
    signIn: signInAs,
    async close() {
      await server?.close();
      await smtp?.close();
      await tdb.drop();
      server = undefined;
      smtp = undefined;
    },
  };
}
