// Who looked, through the real PWA and server: a support agent opens a consumer; an auditor (audit_log.read) finds
// that view under the consumer's 閲覧履歴 and on /audit's 閲覧ログ tab filtered by the consumer (filter in the URL).
// With the alert threshold lowered (a held change, approved by a second person), the agent reading past it raises an
// alert: the auditor's header shows the 閲覧アラート badge, which leads to the alert on /audit.
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_STAFF } from '../../server/seed/first-start';
import { ADMIN, APPROVER, SUPPORT, expect, gql, searchConsumerIds, signedInPage, test } from './fixtures';

const admin = DEMO_STAFF.find((s) => s.email === ADMIN.email)!;
const support = DEMO_STAFF.find((s) => s.email === SUPPORT.email)!;
const approver = DEMO_STAFF.find((s) => s.email === APPROVER.email)!;

const UPDATE = `mutation U($d: Int!, $e: Int!) {
  updateAccessAlertPolicy(distinctConsumersPerHour: $d, exportedRowsPerDay: $e) { distinctConsumersPerHour } }`;
const APPROVE = 'mutation A($id: ID!) { approveRequest(id: $id) { status } }';

/** Proposes thresholds as the maker and approves them as the second person. */
async function setThresholds(maker: APIRequestContext, second: APIRequestContext, d: number, e: number) {
  const response = await maker.post('/graphql', { data: { query: UPDATE, variables: { d, e } } });
  const body = (await response.json()) as {
    errors: { extensions: { code: string; approvalRequestId: string } }[];
  };
  expect(body.errors[0].extensions.code).toBe('APPROVAL_REQUIRED');
  const approved = await gql<{ approveRequest: { status: string } }>(second, APPROVE, {
    id: body.errors[0].extensions.approvalRequestId,
  });
  expect(approved.approveRequest.status).toBe('Approved');
}

test.describe.serial('who looked', () => {
  let agent: Page;
  let auditor: Page;
  let maker: Page;
  let consumerIds: string[];

  test.beforeAll(async ({ browser, smtp }) => {
    agent = await signedInPage(browser, smtp, support);
    auditor = await signedInPage(browser, smtp, approver);
    maker = await signedInPage(browser, smtp, admin);
    consumerIds = await searchConsumerIds(maker.request, ['ワタ', 'タナ', 'サト', 'スズ']);
  });

  test.afterAll(async () => {
    await setThresholds(maker.request, auditor.request, 200, 5000).catch(() => undefined);
    for (const page of [agent, auditor, maker]) await page.close();
  });

  test('a consumer opened by an agent is found under 閲覧履歴 and on the 閲覧ログ tab', async () => {
    const consumerId = consumerIds[0];
    await agent.goto(`/consumers/${consumerId}/details`);
    await expect(agent.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(agent.getByRole('link', { name: '閲覧履歴' })).toHaveCount(0);

    await auditor.goto(`/consumers/${consumerId}/details`);
    await auditor.getByRole('link', { name: '閲覧履歴' }).click();
    await expect(auditor).toHaveURL(new RegExp(`/consumers/${consumerId}/accessHistory$`));
    const history = auditor.getByRole('table', { name: '閲覧履歴' });
    const agentRow = history.getByRole('row').filter({ hasText: support.email });
    await expect(agentRow.first()).toContainText('顧客ページ');

    await auditor.goto('/audit');
    await auditor.getByRole('link', { name: '閲覧ログ' }).click();
    await auditor.getByLabel('顧客 ID').fill(consumerId);
    await auditor.getByLabel('スタッフのメールアドレス').fill(support.email);
    await auditor.getByRole('button', { name: '絞り込む' }).click();
    await expect(auditor).toHaveURL(/\/audit\?.*tab=access/);
    await expect(auditor).toHaveURL(new RegExp(`consumerId=${consumerId}`));
    const entries = auditor.getByRole('table', { name: '閲覧ログ' });
    await expect(entries.getByRole('row').nth(1)).toContainText(support.email);
    await auditor.reload();
    await expect(auditor.getByLabel('顧客 ID')).toHaveValue(consumerId);
    await expect(entries.getByRole('row').nth(1)).toContainText('顧客ページ');
  });

  test('reading past the threshold raises an alert: the auditor’s header badge leads to it', async () => {
    await setThresholds(maker.request, auditor.request, 1, 5000);
    for (const consumerId of consumerIds.slice(0, 3))
      await gql(agent.request, 'query C($c: ID!) { consumer(consumerId: $c) { kanjiName } }', {
        c: consumerId,
      });

    await expect(async () => {
      await auditor.goto('/search');
      await expect(auditor.getByTestId('access-alerts-count')).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await auditor.getByRole('link', { name: /^閲覧アラート \d+ 件/ }).click();
    await expect(auditor).toHaveURL(/\/audit\?tab=access$/);
    const alerts = auditor.getByRole('table', { name: '閲覧アラート' });
    const row = alerts.getByRole('row').filter({ hasText: support.email }).first();
    await expect(row).toContainText('1 時間の閲覧顧客数');
    await expect(row).toContainText('/ 1');
  });
});
