// Less personal data where it is not needed, through the real PWA and server: a name search lists the consumers'
// phones masked (090-****-5765), even for the administrator; the approver (no consumers.pii.read) sees the consumer
// page masked too, and 表示 with a reason shows the whole phone, while a blank reason cannot be sent.
import { DEMO_STAFF } from '../../server/seed/first-start';
import { ADMIN, APPROVER, expect, searchConsumerIds, signedInPage, test, wholeContact } from './fixtures';

const admin = DEMO_STAFF.find((s) => s.email === ADMIN.email)!;
const approver = DEMO_STAFF.find((s) => s.email === APPROVER.email)!;

const MASKED = /^0[789]0-\*\*\*\*-\d{4}$/;
const national = (stored: string) => `0${stored.slice(2)}`;
const shown = (stored: string) => {
  const n = national(stored);
  return `${n.slice(0, 3)}-${n.slice(3, 7)}-${n.slice(7)}`;
};

test('a name search shows masked phones; without consumers.pii.read 表示 with a reason shows the whole phone', async ({
  browser,
  smtp,
}) => {
  const page = await signedInPage(browser, smtp, admin);
  const probe = 'サト';
  await page.getByRole('banner').getByRole('searchbox').fill(probe);
  await page.getByRole('banner').getByRole('searchbox').press('Enter');
  await expect(page).toHaveURL(/\/search\?q=/);
  const table = page.getByRole('table');
  // The table renders after the answer: wait for its phone column (電話番号: the browser is ja-JP) before reading
  // the headers' texts.
  await expect(table.getByRole('columnheader', { name: '電話番号', exact: true })).toBeVisible();
  const phoneAt = await table.getByRole('columnheader').allInnerTexts();
  const column = phoneAt.findIndex((text) => text.trim() === '電話番号');
  expect(column).toBeGreaterThanOrEqual(0);
  const rows = table.getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  const phones = (await rows.evaluateAll(
    (trs, at) =>
      trs.slice(1).map((tr) => (tr.children[at] as HTMLElement | undefined)?.innerText.trim() ?? ''),
    column,
  )) as string[];
  const withPhone = phones.filter((p) => p && p !== 'N/A');
  expect(withPhone.length).toBeGreaterThan(0);
  for (const phone of withPhone) expect(phone).toMatch(MASKED);

  // The approver's consumer page: masked, with 表示.
  const [consumerId] = await searchConsumerIds(page.request, [probe]);
  const whole = await wholeContact(page.request, consumerId);
  expect(whole.phone).toMatch(/^81[789]0\d{8}$/);
  const second = await signedInPage(browser, smtp, approver);
  await second.goto(`/consumers/${consumerId}/details`);
  const info = second.locator('.consumer-info');
  await expect(info).toContainText(`${national(whole.phone!).slice(0, 3)}-****-${whole.phone!.slice(-4)}`);
  await expect(info).not.toContainText(shown(whole.phone!));
  await info.getByRole('button', { name: '表示' }).click();
  const dialog = second.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: '表示' })).toBeDisabled();
  await expect(dialog).toContainText('理由を入力してください');
  await dialog.getByLabel('表示する理由').fill('本人からの問い合わせの確認');
  await dialog.getByRole('button', { name: '表示' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(info).toContainText(shown(whole.phone!));
  await second.close();
  await page.close();
});
