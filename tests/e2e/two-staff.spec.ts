// Two staff, one case, in Chromium: B (admin) sees A (support) on the consumer page; A changes the phone;
// B's page shows the banner and the new phone; B's close-account dialog, opened before the change, answers
// STALE_CASE naming the phone change, and applies on the second try. With TEST_DATABASE_URL (CI always sets it, see
// .ci/run) A and B are on two server instances of one fresh PostgreSQL database, so presence and the change travel
// through LISTEN/NOTIFY; without it both are on one server on a copy of the e2e data (PGlite), which still proves
// the console's half. E2E_TWO_STAFF_PORTS ("8226" or "8226,8236") fixes the ports; free ones otherwise.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { DEMO_STAFF, seedIfEmpty } from '../../server/seed/first-start';
import { formatPhone } from '../../src/shared/phone';
import { exited, freePort, spawnConsoleServer } from '../support/server-process';
import { TEST_DURABILITY } from '../support/test-durability';
import { startOwnServer } from './e2e-server';
import { ADMIN, SUPPORT, expect, gql, signInAt, test, type SmtpPeer } from './fixtures';

const root = path.resolve(import.meta.dirname, '../..');
const admin = DEMO_STAFF.find((s) => s.email === ADMIN.email)!;
const support = DEMO_STAFF.find((s) => s.email === SUPPORT.email)!;
const ADMIN_URL = process.env.TEST_DATABASE_URL;

interface Instances {
  a: string;
  b: string;
  /** Enabled consumers of the data, read from the database before the servers started. */
  enabled: string[];
  stop(): Promise<void>;
}

async function enabledConsumers(db: Database): Promise<string[]> {
  const rows = await db.orm.execute<{ id: string }>(
    sql`select id from consumers where status = 'Enabled' order by id limit 200`,
  );
  return (rows as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
}

async function ports(): Promise<[number, number]> {
  // Never E2E_PORT: the worker's own server (fixtures.ts) may hold it, and a port that already answers would pass
  // for a started instance.
  const fixed = (process.env.E2E_TWO_STAFF_PORTS ?? '')
    .split(',')
    .map(Number)
    .filter((p) => p > 0);
  return [fixed[0] ?? (await freePort()), fixed[1] ?? (await freePort())];
}

async function adminQuery(statement: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Two servers on one fresh, seeded PostgreSQL database; stop() ends both and drops it. */
async function twoInstancesOnPostgres(smtpUrl: string): Promise<Instances> {
  const name = `e2e_two_staff_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  await adminQuery(TEST_DURABILITY(name));
  const url = new URL(ADMIN_URL!);
  url.pathname = `/${name}`;
  const db = await openDatabase({ url: url.toString(), poolSize: 2 });
  let enabled: string[];
  try {
    await migrateDatabase(db);
    await seedIfEmpty(db, { consumers: 60, demoStaff: true });
    enabled = await enabledConsumers(db);
  } finally {
    await db.close();
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'e2e-two-staff-'));
  const env = {
    DATABASE_URL: url.toString(),
    DATA_DIR: dataDir,
    STATIC_DIR: path.join(root, 'dist'),
    TRUST_PROXY: 'false',
    SMTP_URL: smtpUrl,
    DEMO_STAFF: 'true',
  };
  const [portA, portB] = await ports();
  const started: Awaited<ReturnType<typeof spawnConsoleServer>>[] = [];
  try {
    started.push(await spawnConsoleServer(portA, env));
    started.push(await spawnConsoleServer(portB, env));
  } catch (error) {
    for (const s of started) s.child.kill('SIGTERM');
    throw error;
  }
  for (const s of started) s.child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  return {
    a: started[0].baseUrl,
    b: started[1].baseUrl,
    enabled,
    async stop() {
      for (const s of started) {
        s.child.kill('SIGTERM');
        await exited(s.child);
      }
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Without PostgreSQL: one server on a copy of the e2e data, both staff on it. */
async function oneInstanceOnPglite(smtpUrl: string): Promise<Instances> {
  const [port] = await ports();
  let enabled: string[] = [];
  const server = await startOwnServer(
    { SMTP_URL: smtpUrl, TRUST_PROXY: 'false' },
    async (db) => {
      enabled = await enabledConsumers(db);
    },
    port,
  );
  return { a: server.baseUrl, b: server.baseUrl, enabled, stop: () => server.stop() };
}

async function signedIn(browser: Browser, baseURL: string, smtp: SmtpPeer, who: typeof admin) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInAt(page, smtp, who);
  return page;
}

/** An Enabled consumer whose close would succeed now (the server's dry run changes nothing). */
async function closableConsumer(request: APIRequestContext, enabled: readonly string[]): Promise<string> {
  for (const id of enabled) {
    const { closeConsumer } = await gql<{ closeConsumer: string }>(
      request,
      'mutation D($id: ID!) { closeConsumer(id: $id, reason: "", test: true) }',
      { id },
    );
    if (closeConsumer === 'Success') return id;
  }
  throw new Error('no seeded consumer that could be closed');
}

test.describe.serial('two staff, one case', () => {
  let instances: Instances;
  let a: Page;
  let b: Page;

  test.beforeAll(async ({ browser, smtp }) => {
    test.setTimeout(240_000);
    instances = ADMIN_URL ? await twoInstancesOnPostgres(smtp.url) : await oneInstanceOnPglite(smtp.url);
    a = await signedIn(browser, instances.a, smtp, support);
    b = await signedIn(browser, instances.b, smtp, admin);
  });

  test.afterAll(async () => {
    await a?.context().close();
    await b?.context().close();
    await instances?.stop();
  });

  test('B sees A; A changes the phone; B’s banner and page follow; B’s close answers STALE_CASE, then applies', async () => {
    test.setTimeout(120_000);
    const consumerId = await closableConsumer(b.request, instances.enabled);
    const newPhone = `090${String(randomBytes(4).readUInt32BE() % 100_000_000).padStart(8, '0')}`;

    await b.goto(`/consumers/${consumerId}/details`);
    await a.goto(`/consumers/${consumerId}/details`);
    const bStrip = b.getByRole('group', { name: 'この案件を開いている担当者' });
    const aStrip = a.getByRole('group', { name: 'この案件を開いている担当者' });
    await expect(bStrip).toContainText('support');
    await expect(aStrip).toContainText('admin');

    // B opens the close dialog on the page as loaded: A sees B 操作中.
    await b
      .getByRole('group', { name: 'アカウント操作' })
      .getByRole('button', { name: 'アカウントを閉鎖' })
      .click();
    const bDialog = b.getByRole('dialog');
    await expect(bDialog).toBeVisible();
    await expect(aStrip).toContainText('操作中');

    // A changes the phone.
    await a
      .getByRole('group', { name: 'アカウント操作' })
      .getByRole('button', { name: '電話番号を変更' })
      .click();
    const aDialog = a.getByRole('dialog');
    await aDialog.getByLabel('新しい携帯電話番号').fill(newPhone);
    await aDialog.getByRole('button', { name: '保存' }).click();
    await expect(aDialog).toHaveCount(0);

    // B's page: the banner naming A and the change, and the new phone, with B's dialog still open.
    await expect(b.locator('.case-changed')).toContainText('support がこの顧客を変更しました');
    await expect(b.locator('.case-changed')).toContainText('電話番号の変更');
    await expect(b.locator('.consumer-page')).toContainText(formatPhone(newPhone));
    await expect(bDialog).toBeVisible();

    // B's close, made on the page B opened it on: refused, naming the phone change; nothing closed.
    await bDialog.getByRole('button', { name: 'アカウントを閉鎖' }).click();
    const stale = bDialog.locator('.stale-case');
    await expect(stale).toContainText('他の担当者が変更しました');
    await expect(stale.getByRole('listitem')).toContainText('電話番号の変更');
    await expect(stale.getByRole('listitem')).toContainText(`→ ${newPhone}`);
    await expect(stale.getByRole('listitem')).toContainText(SUPPORT.email);
    await expect(b.locator('.consumer-info .status-tag').first()).toHaveText('有効'); // Enabled, in the ja-JP browser's language

    // The second try, on the latest: applies.
    await stale.getByRole('button', { name: '最新の内容を表示' }).click();
    await bDialog.getByRole('button', { name: 'アカウントを閉鎖' }).click();
    await expect(b.getByText('アカウントを閉鎖しました')).toBeVisible();
    await expect(bDialog).toHaveCount(0);
    await expect(b.locator('.consumer-info .status-tag').first()).toHaveText('閉鎖'); // Closed
  });
});
