// Bulk legal-status update through the real PWA, worker and server (issue 12): a Shift_JIS file with errors
// shows the grouped messages and keeps Batch Update disabled; the corrected file runs as a batch, the page
// goes to its result page, which follows the batch until it completes; the batch is in the history and its
// results download (CSV出力, the shared streamed exporter) as a CSV safe for Excel. Consumers are picked through GraphQL by what they have: enabled,
// legal status Normal.
import Encoding from 'encoding-japanese';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_STAFF } from '../../server/seed/first-start';
import { ADMIN, expect, gql, signedInPage, test } from './fixtures';

const admin = DEMO_STAFF.find((s) => s.email === ADMIN.email)!;

/** Kana starts of family names: together they find most of the 120 seeded consumers. */
const KANA_PROBES = [
  'サト',
  'スズ',
  'タカ',
  'タナ',
  'ワタ',
  'イト',
  'ヤマ',
  'ナカ',
  'コバ',
  'カト',
  'ヨシ',
  'イノ',
  'キム',
  'ハヤ',
  'シミ',
  'モリ',
  'イケ',
  'ハシ',
];

interface ConsumerStatusRow {
  id: string;
  status: string;
  legalStatus: string;
}

async function consumerStatuses(request: APIRequestContext, ids: string[]): Promise<ConsumerStatusRow[]> {
  const data = await gql<{ consumerStatuses: ConsumerStatusRow[] }>(
    request,
    'query C($ids: [ID!]!) { consumerStatuses(consumerIds: $ids) { id status legalStatus } }',
    { ids },
  );
  return data.consumerStatuses;
}

/**
 * Three enabled consumers whose legal status is Normal (so specs that ran before and changed a consumer are
 * avoided), the last by id: the other specs only read the consumers they pick, mostly the first ones found.
 */
async function pickConsumers(request: APIRequestContext): Promise<string[]> {
  const found = new Set<string>();
  for (const probe of KANA_PROBES) {
    const { fuzzySearch } = await gql<{ fuzzySearch: { consumers: { id: string }[] } }>(
      request,
      'query S($k: String!) { fuzzySearch(searchKeyword: $k) { consumers { id } } }',
      { k: probe },
    );
    for (const c of fuzzySearch.consumers) found.add(c.id);
  }
  const rows = await consumerStatuses(request, [...found].slice(0, 1_000));
  const picked = rows
    .filter((r) => r.status === 'Enabled' && r.legalStatus === 'Normal')
    .map((r) => r.id)
    .sort()
    .slice(-3);
  expect(picked).toHaveLength(3);
  return picked;
}

function shiftJis(text: string): Buffer {
  return Buffer.from(Encoding.convert(Encoding.stringToCode(text), { to: 'SJIS', from: 'UNICODE' }));
}

async function chooseFile(page: Page, name: string, body: Buffer) {
  await page
    .getByLabel('CSV file', { exact: true })
    .setInputFiles({ name, mimeType: 'text/csv', buffer: body });
}

test.describe.serial('bulk legal-status update', () => {
  let page: Page;
  let ids: string[] = [];
  let batchId = '';

  test.beforeAll(async ({ browser, smtp }) => {
    page = await signedInPage(browser, smtp, admin);
    ids = await pickConsumers(page.request);
  });

  test.afterAll(async () => {
    await page.close();
  });

  test('a Shift_JIS file with errors shows the grouped messages, the marks, and nothing can be sent', async () => {
    const [a, b, c] = ids;
    const unknown = 'con_0000000000000000';
    const file = [
      'cid,legal_status',
      `${a},回収保留`, // display text (Shift_JIS)
      `${b},collection_pending`,
      `${c},CollectionPending`,
      'con_123,collection_pending', // (Invalid ID)
      `${unknown},回収保留`, // (Not Found)
      `${a},回収保留`, // (Duplicate)
      '',
      'con_456,不明な状態', // (Invalid ID) (Invalid Status)
    ].join('\r\n');
    await page.getByRole('link', { name: 'Legal Status Update' }).first().click();
    await expect(page).toHaveURL(/\/legalStatusUpdate\/update$/);
    await expect(page.getByTestId('batch-id')).toHaveText(/^lsb_\d{13}$/);
    await chooseFile(page, 'errors.csv', shiftJis(file));

    const messages = page.getByRole('list', { name: 'CSV errors' }).getByRole('listitem');
    // Each with the file's lines (the header is line 1) and the unknown consumers by id (issue 20).
    await expect(messages).toHaveText([
      'Some of the desired statuses are invalid.（行 9）',
      'Some of the consumer IDs are invalid.（行 5, 9）',
      `Some of the consumer IDs were not found in the database.（行 6）: ${unknown}`,
      'Some of the consumer IDs are duplicated in the CSV file.（行 7）',
      'Please correct the CSV file and import again.',
    ]);
    await expect(page.getByRole('list', { name: 'CSV notices' })).toHaveText(
      '空の行を読み飛ばしました（行 8）',
    );
    const table = page.getByRole('table', { name: 'Rows of the CSV file' });
    await expect(page.getByText('7 rows', { exact: true })).toBeVisible();
    const row = (no: number) =>
      table.getByRole('row').filter({ has: page.getByRole('cell', { name: String(no), exact: true }) });
    await expect(row(1)).toContainText('回収保留');
    await expect(row(1)).toContainText('通常'); // current legal status, from the server
    await expect(row(4)).toContainText('(Invalid ID)');
    await expect(row(5)).toContainText('(Not Found)');
    await expect(row(6)).toContainText('(Duplicate) (No. 1)');
    await expect(row(7)).toContainText('(Invalid ID) (Invalid Status)');
    await expect(row(7)).toContainText('不明な状態');
    await expect(page.getByRole('button', { name: 'Batch Update' })).toBeDisabled();

    await page.getByLabel('Show only rows with errors').check();
    await expect(page.getByText('4 of 7 rows', { exact: true })).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(5); // header + 4
  });

  test('a file that is not CSV text is refused with a clear error', async () => {
    await chooseFile(
      page,
      'picture.csv',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]),
    );
    await expect(page.getByRole('list', { name: 'CSV errors' })).toHaveText(
      'The file is not a CSV text file (it looks like an image).',
    );
    await expect(page.getByRole('table', { name: 'Rows of the CSV file' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Batch Update' })).toBeDisabled();
  });

  test('the corrected file runs as a batch: toast, result page, completion', async () => {
    const [a, b, c] = ids;
    const file = [
      'cid,legal_status',
      `${a},回収保留`,
      `${b},collection_pending`,
      `${c},CollectionPending`,
    ].join('\r\n');
    await chooseFile(page, 'fixed.csv', shiftJis(file));
    await expect(page.getByText('3 rows', { exact: true })).toBeVisible();
    await expect(page.getByRole('list', { name: 'CSV errors' })).toHaveCount(0);
    batchId = (await page.getByTestId('batch-id').textContent()) ?? '';
    expect(batchId).toMatch(/^lsb_\d{13}$/);
    await page.getByLabel('Note for this update (Optional)').fill('e2e: =SUM(A1) 回収保留へ');
    const button = page.getByRole('button', { name: 'Batch Update' });
    await expect(button).toBeEnabled();
    await button.click();
    await expect(page.getByText('Update in progress')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/legalStatusUpdateResult/${batchId}$`));

    await expect(page.getByRole('heading', { level: 1 })).toContainText(batchId);
    // The page follows the batch by itself until it completes.
    const summary = page.locator('.key-value-table');
    await expect(summary.getByRole('row', { name: /^Status/ })).toContainText('Success', { timeout: 30_000 });
    await expect(summary.getByRole('row', { name: /^Success cases/ })).toContainText('3 of 3');
    await expect(summary.getByRole('row', { name: /^Comment/ })).toContainText('e2e: =SUM(A1) 回収保留へ');
    await expect(page.getByRole('button', { name: 'Refresh' })).toHaveCount(0);
    const results = page.getByRole('table', { name: 'Consumers' });
    for (const id of [a, b, c]) {
      const line = results.getByRole('row').filter({ hasText: id });
      await expect(line).toContainText('Success');
      await expect(line.getByRole('link', { name: id })).toHaveAttribute('href', `/consumers/${id}`);
    }
    const after = await consumerStatuses(page.request, ids);
    expect(after.map((r) => r.legalStatus)).toEqual([
      'CollectionPending',
      'CollectionPending',
      'CollectionPending',
    ]);
  });

  test('the batch is in the history, newest first, with its status and a link to its result', async () => {
    await page.goto('/legalStatusUpdate/history');
    const table = page.getByRole('table', { name: 'Batches' });
    const first = table.getByRole('row').nth(1);
    await expect(first.getByRole('link', { name: batchId })).toBeVisible();
    await expect(first).toContainText(ADMIN.email);
    await expect(first).toContainText('Success');
    await expect(first).not.toContainText('Pending');
    await first.getByRole('link', { name: batchId }).click();
    await expect(page).toHaveURL(new RegExp(`/legalStatusUpdateResult/${batchId}$`));
  });

  test('CSV出力 downloads the results streamed by the server: UTF-8 with BOM, one line per consumer', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'CSV出力' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^legal_status_results_${batchId}_\\d{8}-\\d{4}\\.csv$`),
    );
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines).toEqual([
      'No.,Consumer ID,Desired legal status,Result,Error,理由',
      ...ids.map((id, i) => `${i + 1},${id},CollectionPending,Success,,`),
      '',
    ]);
  });
});
