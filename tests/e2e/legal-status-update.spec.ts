// Bulk legal-status update through the real PWA, worker and server: a Shift_JIS file with errors
// shows the grouped messages and keeps Batch Update disabled; the corrected file runs as a batch, the page
// goes to its result page, which follows the batch until it completes; the batch is in the history and its
// results download (CSV出力, the shared streamed exporter) as a CSV safe for Excel. Then: a closed consumer and a
// Dead one warn with their lines, Batch Update asks for confirmation (Enter twice changes nothing), the result page
// reads the refusals in Japanese and filters to the errors; the support account reads why Batch Update is
// unavailable before choosing a file. Consumers are picked through GraphQL by what they have: enabled, legal status
// Normal; closed; Dead.
import Encoding from 'encoding-japanese';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_STAFF } from '../../server/seed/first-start';
import { ADMIN, SUPPORT, expect, gql, searchConsumerIds, signedInPage, test } from './fixtures';
import { FAMILY_NAMES } from '../../server/seed/japanese-names';

const admin = DEMO_STAFF.find((s) => s.email === ADMIN.email)!;
const support = DEMO_STAFF.find((s) => s.email === SUPPORT.email)!;

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
 * The seed's closed consumers whose legal status is not final are named ハラダ and サカモト (none of KANA_PROBES):
 * searched for by name, so the spec does not depend on another spec having closed one before it in its worker.
 */
const CLOSED_PROBES = ['ハラダ', 'サカモト'];

/**
 * Three enabled consumers whose legal status is Normal (so specs that ran before and changed a consumer are
 * avoided), the last by id: the other specs only read the consumers they pick, mostly the first ones found. Then a
 * closed consumer whose legal status is not final, and a Dead one that is not closed (the server refuses a change
 * to either: the batch changes neither).
 */
async function pickConsumers(
  request: APIRequestContext,
): Promise<{ ids: string[]; closed: string; dead: string }> {
  const rows = await consumerStatuses(
    request,
    (await searchConsumerIds(request, KANA_PROBES)).slice(0, 1_000),
  );
  const picked = rows
    .filter((r) => r.status === 'Enabled' && r.legalStatus === 'Normal')
    .map((r) => r.id)
    .sort()
    .slice(-3);
  expect(picked).toHaveLength(3);
  const final = ['Dead', 'BankruptcyConfirmed'];
  const closedRows = await consumerStatuses(request, await searchConsumerIds(request, CLOSED_PROBES));
  const closed = [...rows, ...closedRows].find(
    (r) => r.status === 'Closed' && !final.includes(r.legalStatus),
  )?.id;
  const isDead = (r: (typeof rows)[number]) => r.status !== 'Closed' && r.legalStatus === 'Dead';
  // The seed's one forced Dead consumer has a random name: when the probes miss it, every family name finds it.
  const dead =
    rows.find(isDead)?.id ??
    (
      await consumerStatuses(
        request,
        await searchConsumerIds(
          request,
          FAMILY_NAMES.map((n) => n.kana),
        ),
      )
    ).find(isDead)?.id;
  expect(closed).toBeTruthy();
  expect(dead).toBeTruthy();
  return { ids: picked, closed: closed!, dead: dead! };
}

function shiftJis(text: string): Buffer {
  return Buffer.from(Encoding.convert(Encoding.stringToCode(text), { to: 'SJIS', from: 'UNICODE' }));
}

async function chooseFile(page: Page, name: string, body: Buffer) {
  await page
    .getByLabel('CSV ファイル', { exact: true })
    .setInputFiles({ name, mimeType: 'text/csv', buffer: body });
}

test.describe.serial('bulk legal-status update', () => {
  let page: Page;
  let ids: string[] = [];
  let closed = '';
  let dead = '';
  let batchId = '';

  test.beforeAll(async ({ browser, smtp }) => {
    page = await signedInPage(browser, smtp, admin);
    ({ ids, closed, dead } = await pickConsumers(page.request));
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
      'con_456,不明な状態', // (Invalid ID) (無効なステータス)
    ].join('\r\n');
    await page.getByRole('link', { name: '法的ステータス一括更新' }).first().click();
    await expect(page).toHaveURL(/\/legalStatusUpdate\/update$/);
    await expect(page.getByTestId('batch-id')).toHaveText(/^lsb_\d{13}$/);
    await chooseFile(page, 'errors.csv', shiftJis(file));

    const messages = page.getByRole('list', { name: 'CSVのエラー' }).getByRole('listitem');
    // Each with the file's lines (the header is line 1) and the unknown consumers by id.
    await expect(messages).toHaveText([
      '希望する法的ステータスに無効なものがあります。（行 9）',
      '顧客 ID に無効なものがあります。（行 5, 9）',
      `データベースに見つからない顧客 ID があります。（行 6）: ${unknown}`,
      'CSV ファイル内で重複している顧客 ID があります。（行 7）',
      'CSV ファイルを修正して、もう一度読み込んでください。',
    ]);
    await expect(page.getByRole('list', { name: 'CSVのお知らせ' })).toHaveText(
      '空の行を読み飛ばしました（行 8）',
    );
    const table = page.getByRole('table', { name: 'CSV ファイルの行' });
    await expect(page.getByText('7 行', { exact: true })).toBeVisible();
    const row = (no: number) =>
      table.getByRole('row').filter({ has: page.getByRole('cell', { name: String(no), exact: true }) });
    // No. is the file's line, as the messages name it (line 8 is blank).
    await expect(row(2)).toContainText('回収保留');
    await expect(row(2)).toContainText('通常'); // current legal status, from the server
    await expect(row(5)).toContainText('(無効な ID)');
    await expect(row(6)).toContainText('(見つかりません)');
    await expect(row(7)).toContainText('(重複) (行 2)');
    await expect(row(9)).toContainText('(無効な ID) (無効なステータス)');
    await expect(row(9)).toContainText('不明な状態');
    await expect(page.getByRole('button', { name: '一括更新' })).toBeDisabled();

    await page.getByLabel('エラーのある行のみ表示').check();
    await expect(page.getByText('4 / 7 行', { exact: true })).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(5); // header + 4
  });

  test('a file that is not CSV text is refused with a clear error', async () => {
    await chooseFile(
      page,
      'picture.csv',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]),
    );
    await expect(page.getByRole('list', { name: 'CSVのエラー' })).toHaveText(
      'CSV のテキストファイルではありません（画像のようです）。',
    );
    await expect(page.getByRole('table', { name: 'CSV ファイルの行' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '一括更新' })).toBeDisabled();
  });

  test('the corrected file warns of a closed and a Dead consumer, confirms, runs; the result reads in Japanese', async () => {
    const [a, b, c] = ids;
    const file = [
      'cid,legal_status',
      `${a},回収保留`,
      `${b},collection_pending`,
      `${c},CollectionPending`,
      `${closed},CollectionPending`, // line 5: closed account
      `${dead},Normal`, // line 6: Dead is final
    ].join('\r\n');
    await chooseFile(page, 'fixed.csv', shiftJis(file));
    await expect(page.getByText('5 行', { exact: true })).toBeVisible();
    await expect(page.getByRole('list', { name: 'CSVのエラー' })).toHaveCount(0);
    // Warnings with the file's lines (the header is line 1), before anything is sent.
    await expect(page.getByRole('list', { name: 'CSVの警告' }).getByRole('listitem')).toHaveText([
      '退会済みの顧客の行があります。法的ステータスは変更できません（行 5）',
      '法的ステータスが最終（死亡・破産確定）の顧客の行があります。変更できません（行 6）',
    ]);
    const leaveOut = page.getByLabel('警告の行を除外して一括更新する');
    await expect(leaveOut).toBeChecked();
    await leaveOut.uncheck(); // send them too: their refusals are recorded with the batch
    batchId = (await page.getByTestId('batch-id').textContent()) ?? '';
    expect(batchId).toMatch(/^lsb_\d{13}$/);
    await page.getByLabel('この更新のメモ（任意）').fill('e2e: =SUM(A1) 回収保留へ');
    const button = page.getByRole('button', { name: '一括更新' });
    await expect(button).toBeEnabled();

    // Enter on Batch Update opens the confirmation on キャンセル; a second Enter closes it: nothing is sent.
    const dialog = page.getByRole('dialog', { name: '一括更新の確認' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'キャンセル' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/legalStatusUpdate\/update$/);
    expect((await consumerStatuses(page.request, ids)).map((r) => r.legalStatus)).toEqual([
      'Normal',
      'Normal',
      'Normal',
    ]);

    // The confirmation names the counts per desired status, the warnings and the comment; Ctrl+Enter confirms.
    await button.click();
    await expect(dialog).toContainText('5 件の法的ステータスを変更します。');
    const counts = dialog.getByRole('table', { name: '変更後の法的ステータスごとの件数' });
    await expect(counts.getByRole('row', { name: /通常/ })).toContainText('1');
    await expect(counts.getByRole('row', { name: /回収保留/ })).toContainText('4');
    await expect(dialog).toContainText('警告: 2 件（含めて送信します。これらの行は失敗します）');
    await expect(dialog).toContainText('コメント: e2e: =SUM(A1) 回収保留へ');
    await page.keyboard.press('Control+Enter');
    await expect(page.getByText('更新を開始しました')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/legalStatusUpdateResult/${batchId}$`));

    await expect(page.getByRole('heading', { level: 1 })).toContainText(batchId);
    // The page follows the batch by itself until it completes.
    const summary = page.locator('.key-value-table');
    await expect(summary.getByRole('row', { name: /^ステータス/ })).toContainText('一部成功（3/5）', {
      timeout: 30_000,
    });
    await expect(summary.getByRole('row', { name: /^成功件数/ })).toContainText('3 / 5 件');
    await expect(summary.getByRole('row', { name: /^コメント/ })).toContainText('e2e: =SUM(A1) 回収保留へ');
    await expect(page.getByRole('button', { name: '再読み込み' })).toHaveCount(0);
    const results = page.getByRole('table', { name: '顧客' });
    for (const id of [a, b, c]) {
      const line = results.getByRole('row').filter({ hasText: id });
      await expect(line).toContainText('成功');
      await expect(line.getByRole('link', { name: id })).toHaveAttribute('href', `/consumers/${id}`);
    }
    // Refusals in Japanese, not codes.
    await expect(results.getByRole('row').filter({ hasText: closed })).toContainText(
      '失敗 退会済みのため変更できません',
    );
    await expect(results.getByRole('row').filter({ hasText: dead })).toContainText(
      '失敗 最終ステータスのため変更できません',
    );
    await expect(results).not.toContainText('AccountClosed');
    await page.getByLabel('エラーのみ表示').check();
    await expect(page.getByText('2 / 5 行', { exact: true })).toBeVisible();
    await expect(results.getByRole('row')).toHaveCount(3); // header + 2
    await page.getByLabel('エラーのみ表示').uncheck();

    const after = await consumerStatuses(page.request, [...ids, closed, dead]);
    expect(after.map((r) => [r.id, r.legalStatus])).toEqual(
      expect.arrayContaining([
        [a, 'CollectionPending'],
        [b, 'CollectionPending'],
        [c, 'CollectionPending'],
        [dead, 'Dead'],
      ]),
    );
    expect(after.find((r) => r.id === closed)?.legalStatus).not.toBe('CollectionPending');
  });

  test('the batch is in the history, newest first, with its status and a link to its result', async () => {
    await page.goto('/legalStatusUpdate/history');
    const table = page.getByRole('table', { name: 'バッチ' });
    const first = table.getByRole('row').nth(1);
    await expect(first.getByRole('link', { name: batchId })).toBeVisible();
    await expect(first).toContainText(ADMIN.email);
    await expect(first).toContainText('一部成功');
    await expect(first).toContainText('e2e: =SUM(A1) 回収保留へ');
    await expect(first).not.toContainText('未完了');
    // Searched by a part of its comment (kept in the URL).
    const filters = page.getByRole('search', { name: '履歴の絞り込み' });
    await filters.getByLabel('コメント').fill('SUM(A1) 回収');
    await filters.getByRole('button', { name: '絞り込む' }).click();
    await expect(page).toHaveURL(/[?&]comment=/);
    await expect(table.getByRole('row')).toHaveCount(2);
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
      // No. is the file's line (the header is line 1), as on the upload page.
      ...ids.map((id, i) => `${i + 2},${id},CollectionPending,Success,,`),
      `5,${closed},CollectionPending,Failure,AccountClosed,退会済みのため変更できません`,
      `6,${dead},Normal,Failure,FinalStatus,最終ステータスのため変更できません`,
      '',
    ]);
  });
});

test('the support account reads why Batch Update is unavailable before choosing a file', async ({
  browser,
  smtp,
}) => {
  const page = await signedInPage(browser, smtp, support);
  await page.goto('/legalStatusUpdate/update');
  const reason = '一括更新の権限がありません（legal_status_batches.write）';
  await expect(page.getByText(reason).first()).toBeVisible();
  await expect(page.getByRole('button', { name: '一括更新' })).toBeDisabled();
  await expect(page.getByRole('button', { name: '一括更新' })).toHaveAccessibleDescription(reason);
  await expect(page.getByLabel('CSV ファイル', { exact: true })).toBeEnabled();
  await page.close();
});
