// The one set-up of the server tests: a fresh migrated database (PGlite, or PostgreSQL with TEST_DATABASE_URL)
// with demo data, the real server on a free port, a real SMTP peer for the sign-in codes, the demo administrator
// signed in, staff users with exactly the permissions a test names, GraphQL over HTTP, browser stand-ins for the REST
// sign-in (TestClient), more instances of the app on the same database with other settings, and a count of the SQL
// statements the database driver runs.
import type { SQL } from 'drizzle-orm';
import { rows } from '../../server/db/sql';
import type { Database } from '../../server/db/client';
import type { Config } from '../../server/config';
import type { AppDeps } from '../../server/http/app';
import { createStaffUser } from '../../server/domain/staff-accounts';
import { seedDemoData } from '../../server/seed/demo-data';
import { DEMO_STAFF, ensureDemoStaff } from '../../server/seed/first-start';
import { createTestDatabase, type TestDatabase } from './test-db';
import { startSmtpPeer, type SmtpPeer } from './smtp-peer';
import { signIn, startTestServer, TestClient, type TestServer } from './test-server';

export { TestClient, type TestServer };

/** The password of every staff account the harness makes. */
export const STAFF_PASSWORD = 'correct horse battery staple';

/** A GraphQL answer object, read loosely by the tests. */
export type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface GqlAnswer {
  status: number;
  data: Record<string, any> | null; // eslint-disable-line @typescript-eslint/no-explicit-any
  errors?: {
    message: string;
    path?: string[];
    extensions?: { code?: string; [key: string]: unknown };
  }[];
  headers: Headers;
  /** The body as sent (a replayed answer must be the first one to the byte). */
  text: string;
}

export interface RequestOptions {
  /** Sent as Idempotency-Key. */
  idempotencyKey?: string;
  /** The client address the request comes from (X-Forwarded-For; the test server trusts it). */
  address?: string;
}

export interface GqlOptions extends RequestOptions {
  /** The Cookie header to send instead of the demo administrator's ('' for none). */
  cookie?: string;
}

/** A staff account the harness made, not signed in. */
export interface StaffAccount {
  id: string;
  email: string;
  password: string;
}

/** A signed-in staff user: its own session cookie and GraphQL calls with it. */
export interface StaffClient {
  /** Empty for a demo account signed in by e-mail. */
  id: string;
  email: string;
  cookie: string;
  /** `operationName` '' sends none (enough when the document holds one operation). */
  gql(
    operationName: string,
    query: string,
    variables?: Record<string, unknown>,
    options?: RequestOptions,
  ): Promise<GqlAnswer>;
}

/** Another instance of the app on the harness's database. */
export interface ServerOptions {
  /** Settings over the test defaults (smtpUrl: the harness's SMTP peer unless given, even as undefined). */
  config?: Partial<Config>;
  /** Keeps the server's log from this level on in `logs`. */
  logLevel?: string;
  /** Receives the development SMS outbox's lines (no smsUrl). */
  smsLog?: (line: string) => void;
  /** For the ops endpoints' tests: the job runner GET /readyz reports on, the metrics registry. */
  jobRunner?: AppDeps['jobRunner'];
  metrics?: AppDeps['metrics'];
}

export interface Harness {
  tdb: TestDatabase;
  /** The main instance: its settings and, with `logLevel`, its log. */
  server: TestServer;
  baseUrl: string;
  smtp: SmtpPeer;
  /** The demo administrator (every permission), signed in; absent with `demoStaff: false`. */
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
   * The page's own statements of one call: the session guard's staff_sessions / staff_users ones and the access
   * log's (its entry's insert, its row count's settle and the alert check after the answer) are left out unless
   * `all` is set.
   */
  statementsOf(run: () => Promise<unknown>, options?: { all?: boolean }): Promise<string[]>;
  /**
   * One call's statements parted: the page's own (as statementsOf answers them) and the access log's entry
   * inserts, so a test can pin both (a page that carries personal data writes its entry in exactly one insert).
   */
  partedStatementsOf(run: () => Promise<unknown>): Promise<{ own: string[]; logWrites: string[] }>;
  /** A new staff account holding exactly these permissions, not signed in (staff-N@example.com unless `email`). */
  account(permissions: readonly string[], options?: { email?: string }): Promise<StaffAccount>;
  /** A new staff user holding exactly these permissions, signed in. */
  staff(permissions: readonly string[], options?: { email?: string }): Promise<StaffClient>;
  /** Signs an existing staff user in (e.g. one of DEMO_STAFF), on the main instance or at `baseUrl`. */
  signIn(email: string, password: string, baseUrl?: string): Promise<StaffClient>;
  /** A browser stand-in for the REST sign-in, on the main instance unless `baseUrl`; its own address unless given. */
  client(options?: { baseUrl?: string; address?: string }): TestClient;
  /** Starts another instance of the app on the same database (closed by `close()` if the test does not). */
  startServer(options?: ServerOptions): Promise<TestServer>;
  close(): Promise<void>;
}

export interface HarnessOptions {
  /** The moment the demo data is generated around. */
  now?: Date;
  /** Demo consumers to generate (default 40; 0 for none). */
  consumers?: number;
  /** Seed of the demo data (default 11). */
  seed?: number;
  /**
   * false: no demo staff accounts and nobody signed in, for the sign-in tests that count every attempt and the tests
   * that name their own admin@ and support@ accounts (`admin` and the default cookie of `gql` are then unusable).
   */
  demoStaff?: boolean;
  /** Runs on the seeded database before the server starts (fixtures of the test file). */
  before?: (tdb: TestDatabase) => PromiseLike<unknown>;
  /** Settings and log of the main instance, as for `startServer`. */
  server?: ServerOptions;
}

const DEFAULT_NOW = new Date('2025-06-15T00:00:00+09:00');

/** The session guard's statements (session lookup, idle-time touch): every signed-in request's, not a page's. */
const SESSION_GUARD = /staff_(sessions|users)/;
/** The access log's group-committed insert of entries (server/domain/access-log/writer.ts). */
const ACCESS_LOG_WRITE = /insert into access_entries \(/;
/** A case page's entry gets its row count after the answer (the writer's settle): never a page's statement. */
const ACCESS_LOG_SETTLE = /update access_entries e set row_count/;
/**
 * The alert check the access log runs after a batch is committed (server/domain/access-log/alerts.ts): it runs
 * after the answer, so it may land in this call's window or the next one's; it is never a page's.
 */
const ALERT_CHECK =
  /from access_alert_policy|insert into access_alerts|from access_entries e cross join lateral unnest/;

function isOwnStatement(statement: string): boolean {
  return ![SESSION_GUARD, ACCESS_LOG_WRITE, ACCESS_LOG_SETTLE, ALERT_CHECK].some((pattern) =>
    pattern.test(statement),
  );
}

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
  options: RequestOptions = {},
): Promise<GqlAnswer> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (cookie) headers.cookie = cookie;
  if (options.address) headers['x-forwarded-for'] = options.address;
  if (options.idempotencyKey !== undefined) headers['idempotency-key'] = options.idempotencyKey;
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ operationName: operationName || undefined, query, variables }),
  });
  const text = await response.text();
  const body = JSON.parse(text) as Pick<GqlAnswer, 'data' | 'errors'>;
  return { status: response.status, headers: response.headers, text, ...body };
}

/**
 * A fresh migrated test database with demo data (`consumers: 0` for none) and, unless `demoStaff: false`, the demo
 * staff accounts; what startHarness runs first, for the tests of the data alone.
 */
export async function createSeededDatabase(
  options: Pick<HarnessOptions, 'now' | 'consumers' | 'seed' | 'demoStaff'> = {},
): Promise<TestDatabase> {
  const tdb = await createTestDatabase();
  const consumers = options.consumers ?? 40;
  if (consumers > 0) {
    await seedDemoData(tdb.db, { consumers, seed: options.seed ?? 11, now: options.now ?? DEFAULT_NOW });
  }
  if (options.demoStaff ?? true) await ensureDemoStaff(tdb.db);
  return tdb;
}

export async function startHarness(options: HarnessOptions = {}): Promise<Harness> {
  const [tdb, smtp] = await Promise.all([createSeededDatabase(options), startSmtpPeer()]);
  await options.before?.(tdb);
  const statements = recordStatements(tdb.db);
  const servers = new Set<TestServer>();
  const startServer = async (serverOptions: ServerOptions = {}): Promise<TestServer> => {
    const started = await startTestServer({ db: tdb.db, smtpUrl: smtp.url, ...serverOptions });
    // Closed once, whether by the test or by close().
    const instance: TestServer = {
      ...started,
      close: async () => {
        if (servers.delete(instance)) await started.close();
      },
    };
    servers.add(instance);
    return instance;
  };
  const server = await startServer(options.server);
  const baseUrl = server.baseUrl;

  const signInAs = async (email: string, password: string, at = baseUrl, id = ''): Promise<StaffClient> => {
    const cookie = await signIn(at, smtp, email, password);
    return {
      id,
      email,
      cookie,
      gql: (operationName, query, variables = {}, requestOptions = {}) =>
        postGql(at, cookie, operationName, query, variables, requestOptions),
    };
  };
  const demoStaff = options.demoStaff ?? true;
  const [admin] = DEMO_STAFF;
  const adminClient = demoStaff ? await signInAs(admin.email, admin.password) : undefined;
  const adminCookie = () => {
    if (!adminClient) throw new Error('The harness was started with demoStaff: false: no administrator');
    return adminClient.cookie;
  };
  let staffCount = 0;
  const account = async (permissions: readonly string[], { email = '' } = {}): Promise<StaffAccount> => {
    staffCount++;
    const created = await createStaffUser(
      tdb.db.orm,
      {
        email: email || `staff-${staffCount}@example.com`,
        password: STAFF_PASSWORD,
        permissions: [...permissions],
      },
      'test',
    );
    return { id: created.id, email: created.email, password: STAFF_PASSWORD };
  };

  const statementsDuring = async (run: () => Promise<unknown>) => {
    const from = statements.length;
    await run();
    return statements.slice(from);
  };

  return {
    tdb,
    server,
    baseUrl,
    smtp,
    get admin() {
      adminCookie();
      return adminClient!;
    },
    gql: (operationName, query, variables = {}, { cookie, ...requestOptions } = {}) =>
      postGql(baseUrl, cookie ?? adminCookie(), operationName, query, variables, requestOptions),
    q: (text) => rows(tdb.db.orm, text),
    async statementsOf(run, { all = false } = {}) {
      const ran = await statementsDuring(run);
      return all ? ran : ran.filter(isOwnStatement);
    },
    async partedStatementsOf(run) {
      const ran = await statementsDuring(run);
      return { own: ran.filter(isOwnStatement), logWrites: ran.filter((s) => ACCESS_LOG_WRITE.test(s)) };
    },
    account,
    async staff(permissions, staffOptions) {
      const created = await account(permissions, staffOptions);
      return signInAs(created.email, created.password, baseUrl, created.id);
    },
    signIn: (email, password, at) => signInAs(email, password, at),
    client: ({ baseUrl: at = baseUrl, address } = {}) => new TestClient(at, address),
    startServer,
    async close() {
      for (const instance of [...servers]) await instance.close();
      await smtp.close();
      await tdb.drop();
    },
  };
}
