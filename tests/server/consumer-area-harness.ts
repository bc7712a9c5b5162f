// Shared set-up of the consumer-area read tests: a seeded database, the real server, one real sign-in, a GraphQL
// helper and a statement counter at the database driver (both drivers go through client.query).
import { sql } from 'drizzle-orm';
import { rows } from '../../server/db/client';
import { seedDemoData } from '../../server/seed/demo-data';
import { DEMO_STAFF, ensureDemoStaff } from '../../server/seed/first-start';
import { createTestDatabase, type TestDatabase } from '../support/test-db';
import { startSmtpPeer, type SmtpPeer } from '../support/smtp-peer';
import { signIn, startTestServer, type TestServer } from '../support/test-server';

/** A GraphQL answer object, read loosely by the tests. */
export type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface GqlAnswer {
  status: number;
  data: Record<string, any> | null; // eslint-disable-line @typescript-eslint/no-explicit-any
  errors?: { message: string; path?: string[]; extensions?: { code?: string } }[];
}

export interface Harness {
  tdb: TestDatabase;
  gql(operationName: string, query: string, variables: Record<string, unknown>): Promise<GqlAnswer>;
  q<T = Record<string, unknown>>(text: ReturnType<typeof sql>): Promise<T[]>;
  /** The page's own statements of one call (the session guard's staff_sessions / staff_users ones left out). */
  statementsOf(run: () => Promise<unknown>): Promise<string[]>;
  close(): Promise<void>;
}

export async function startHarness(options: {
  now: Date;
  consumers?: number;
  before?: (tdb: TestDatabase) => Promise<void>;
}): Promise<Harness> {
  let smtp: SmtpPeer | undefined;
  let server: TestServer | undefined;
  const [tdb, peer] = await Promise.all([createTestDatabase(), startSmtpPeer()]);
  smtp = peer;
  await seedDemoData(tdb.db, { consumers: options.consumers ?? 40, seed: 11, now: options.now });
  await ensureDemoStaff(tdb.db);
  await options.before?.(tdb);
  const statements: string[] = [];
  const client = (tdb.db.orm as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } })
    .$client;
  const query = client.query.bind(client);
  client.query = (...args: unknown[]) => {
    const first = args[0] as string | { text?: string };
    statements.push(typeof first === 'string' ? first : String(first?.text ?? ''));
    return query(...args);
  };
  server = await startTestServer({ db: tdb.db, smtpUrl: smtp.url });
  const [admin] = DEMO_STAFF;
  const cookie = await signIn(server.baseUrl, smtp, admin.email, admin.password);
  const baseUrl = server.baseUrl;
  return {
    tdb,
    async gql(operationName, queryText, variables) {
      const response = await fetch(`${baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ operationName, query: queryText, variables }),
      });
      const body = (await response.json()) as Omit<GqlAnswer, 'status'>;
      return { status: response.status, ...body };
    },
    q: (text) => rows(tdb.db.orm, text),
    async statementsOf(run) {
      const from = statements.length;
      await run();
      return statements.slice(from).filter((s) => !/staff_(sessions|users)/.test(s));
    },
    async close() {
      await server?.close();
      await smtp?.close();
      await tdb.drop();
      server = undefined;
      smtp = undefined;
    },
  };
}
