// Alerts on unusual reading: the thresholds as data (200 distinct consumers an hour, 5,000 exported rows a day),
// changed only through a second person; a staff member past one raises one alert per window, named with the numbers
// and never a consumer's data, listed by accessAlerts, counted for the header's badge and in
// console_access_alerts_total{rule}. PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { raiseAlerts } from '../../server/domain/access-log/alerts';
import { PERMISSIONS } from '../../src/shared/permissions';
import { startHarness, type Harness, type Row, type StaffClient } from '../support/harness';
import { insertConsumer } from '../support/fixtures';
import { metricValue, scrapeMetrics } from '../support/metrics-scrape';

const TOKEN = 'metrics-token-for-alert-tests';
let h: Harness;
let auditor: StaffClient;
let approver: StaffClient;
let reader: StaffClient;

const POLICY = `{ accessAlertPolicy { distinctConsumersPerHour exportedRowsPerDay updatedBy } }`;
const UPDATE = `mutation($d: Int!, $e: Int!) {
  updateAccessAlertPolicy(distinctConsumersPerHour: $d, exportedRowsPerDay: $e) { distinctConsumersPerHour } }`;
const ALERTS = `{ accessAlerts { id at staffEmail rule observed threshold } accessAlertCount }`;
const APPROVE = `mutation($id: ID!) { approveRequest(id: $id) { status } }`;

beforeAll(async () => {
  h = await startHarness({ consumers: 2, seed: 9, server: { config: { metricsToken: TOKEN } } });
  auditor = await h.staff([PERMISSIONS.auditLogRead], { email: 'auditor@example.com' });
  approver = await h.staff([PERMISSIONS.staffAdmin, PERMISSIONS.approvalsDecide], {
    email: 'second@example.com',
  });
  reader = await h.staff([PERMISSIONS.consumersWrite], { email: 'reader@example.com' });
});

afterAll(async () => {
  await h?.close();
});

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; ; i++) {
    const value = await read();
    if (done(value) || i > 50) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the alert policy', () => {
  it('defaults to 200 distinct consumers an hour and 5,000 exported rows a day', async () => {
    const answer = await auditor.gql('', POLICY);
    expect(answer.data!.accessAlertPolicy).toMatchObject({
      distinctConsumersPerHour: 200,
      exportedRowsPerDay: 5000,
    });
  });

  it('is not shown to a staff member without audit_log.read or staff.admin', async () => {
    expect((await reader.gql('', POLICY)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('a change is always held for a second person, then applied on approval', async () => {
    const held = await h.gql('', UPDATE, { d: 2, e: 3 });
    expect(held.errors?.[0].extensions?.code).toBe('APPROVAL_REQUIRED');
    expect((await auditor.gql('', POLICY)).data!.accessAlertPolicy.distinctConsumersPerHour).toBe(200);
    const id = held.errors![0].extensions!.approvalRequestId as string;
    const approved = await approver.gql('', APPROVE, { id });
    expect(approved.data!.approveRequest.status).toBe('Approved');
    expect((await auditor.gql('', POLICY)).data!.accessAlertPolicy).toMatchObject({
      distinctConsumersPerHour: 2,
      exportedRowsPerDay: 3,
      updatedBy: 'admin@example.com',
    });
  });

  it('refuses a threshold below 1 at once, not held', async () => {
    const answer = await h.gql('', UPDATE, { d: 0, e: 3 });
    expect(answer.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'distinctConsumersPerHour',
    });
  });

  it('cannot be proposed without staff.admin', async () => {
    expect((await auditor.gql('', UPDATE, { d: 5, e: 5 })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

describe('alerts', () => {
  it('a staff member past a threshold raises one alert, with the numbers and no consumer data', async () => {
    const before = metricValue(
      await scrapeMetrics(`${h.baseUrl}/metrics`, TOKEN),
      'console_access_alerts_total{rule="distinctConsumersPerHour"}',
    );
    const consumers = await Promise.all([1, 2, 3].map(() => insertConsumer(h)));
    for (const c of consumers)
      await reader.gql('', `query($c: ID!) { consumer(consumerId: $c) { kanjiName email } }`, { c: c.id });
    const answer = await until(
      () => auditor.gql('', ALERTS),
      (a) => (a.data?.accessAlerts as Row[]).length > 0,
    );
    const alerts = answer.data!.accessAlerts as Row[];
    expect(alerts.map((a) => [a.staffEmail, a.rule, a.observed, a.threshold])).toEqual([
      ['reader@example.com', 'distinctConsumersPerHour', 3, 2],
    ]);
    expect(answer.data!.accessAlertCount).toBe(1);
    const text = JSON.stringify(alerts);
    for (const c of consumers) {
      expect(text).not.toContain(c.id);
      expect(text).not.toContain(c.email);
    }
    const after = metricValue(
      await scrapeMetrics(`${h.baseUrl}/metrics`, TOKEN),
      'console_access_alerts_total{rule="distinctConsumersPerHour"}',
    );
    expect(after - before).toBe(1);
  });

  it('once per window: more reading in the same hour raises no second alert', async () => {
    const more = await insertConsumer(h);
    await reader.gql('', `query($c: ID!) { consumer(consumerId: $c) { phone } }`, { c: more.id });
    expect(await raiseAlerts(h.tdb.db.orm, ['reader@example.com'], new Date())).toEqual([]);
    const [count] = await h.q<{ n: number }>(
      sql`select count(*)::int as n from access_alerts where staff_email = 'reader@example.com'`,
    );
    expect(Number(count.n)).toBe(1);
  });

  it('exported rows past the day’s threshold raise their own alert', async () => {
    const exporter = await h.staff([PERMISSIONS.consumersWrite], { email: 'exporter@example.com' });
    await h.q(sql`
      insert into access_entries (staff_email, kind, consumer_ids, row_count)
      values ('exporter@example.com', 'Export', '{}', 4)`);
    expect(await raiseAlerts(h.tdb.db.orm, [exporter.email], new Date())).toEqual(['exportedRowsPerDay']);
    expect(await raiseAlerts(h.tdb.db.orm, [exporter.email], new Date())).toEqual([]);
  });

  it('are listed only to holders of audit_log.read; the badge counts 0 for others', async () => {
    const answer = await reader.gql('', `{ accessAlerts { id } }`);
    expect(answer.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await reader.gql('', `{ accessAlertCount }`)).data!.accessAlertCount).toBe(0);
  });
});
