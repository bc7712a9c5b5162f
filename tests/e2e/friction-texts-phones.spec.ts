// Daily friction through the real PWA and server: phones show in the national format staff read to callers
// (the consumer page; the other places in unit tests), and search still finds the consumer from that form; a log or an SMS of only
// a zero-width space keeps its submit disabled with the reason in sight; change e-mail and change phone take the
// consumer's own address and number typed in full width (folded as search folds them: the same values, so nothing
// another spec reads changes). The consumer is read, never changed.
import type { Page } from '@playwright/test';
import { DEMO_STAFF } from '../../server/seed/first-start';
import { ADMIN, expect, gql, signedInPage, test, wholeContact } from './fixtures';

const admin = DEMO_STAFF.find((s) => s.email === ADMIN.email)!;

interface Found {
  id: string;
  phone: string | null;
  email: string | null;
}

const national = (stored: string) => `0${stored.slice(2, 4)}-${stored.slice(4, 8)}-${stored.slice(8)}`;
/** ASCII to full width (what a Japanese IME types): letters, digits, @, ., - and _. */
const fullWidth = (text: string) =>
  text.replace(/[!-~]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) + 0xfee0));

test.describe.serial('texts and phones', () => {
  let page: Page;
  let consumer: Found;

  test.beforeAll(async ({ browser, smtp }) => {
    page = await signedInPage(browser, smtp, admin);
    for (const probe of ['ノム', 'ムラ', 'オオ', 'キタ', 'サト']) {
      const { fuzzySearch } = await gql<{ fuzzySearch: { consumers: Found[] } }>(
        page.request,
        'query S($k: String!) { fuzzySearch(searchKeyword: $k) { consumers { id phone email } } }',
        { k: probe },
      );
      // The search answers contact data masked: the whole values are the consumer page's.
      const whole = await Promise.all(
        fuzzySearch.consumers.map(async (c) => ({ id: c.id, ...(await wholeContact(page.request, c.id)) })),
      );
      const withContacts = whole.filter((c) => c.phone && /^81[789]0\d{8}$/.test(c.phone) && c.email);
      // Not the first a probe finds (what the other specs take).
      const pick = withContacts.at(-1);
      if (pick) {
        consumer = pick;
        return;
      }
    }
    throw new Error('no consumer with a mobile number and an e-mail address');
  });

  test.afterAll(async () => {
    await page.close();
  });

  test('the phone shows as 090-1234-5678 on the consumer page, and search finds the consumer from that form', async () => {
    const shown = national(consumer.phone!);
    const box = page.getByRole('banner').getByRole('searchbox');
    await box.fill(shown);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/consumers/${consumer.id}/details$`));
    await expect(page.locator('.consumer-info')).toContainText(shown);
    await expect(page.locator('.consumer-info')).not.toContainText(consumer.phone!);
  });

  test('a log of only a zero-width space cannot be sent, and says why', async () => {
    await page.goto(`/consumers/${consumer.id}/logs`);
    await page.getByRole('button', { name: '管理ログを作成' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('メッセージ').fill('\u200b');
    await expect(dialog.getByRole('button', { name: '送信' })).toBeDisabled();
    await expect(dialog).toContainText('空白・ゼロ幅文字・制御文字だけでは入力したことになりません');
    await dialog.getByLabel('メッセージ').fill('確認済み');
    await expect(dialog.getByRole('button', { name: '送信' })).toBeEnabled();
    await page.keyboard.press('Escape');
  });

  test('an SMS of only a zero-width space cannot be sent, and says why', async () => {
    await page.goto(`/accounts/${consumer.id}`);
    await page.getByRole('button', { name: 'SMSを送る' }).click();
    const dialog = page.getByRole('dialog', { name: 'SMSを送る' });
    await dialog.getByLabel('メッセージ').fill('\u200b');
    await expect(dialog).toContainText('空白・ゼロ幅文字・制御文字だけでは入力したことになりません');
    await expect(dialog.getByRole('button', { name: '送信' })).toBeDisabled();
    await page.keyboard.press('Escape');
  });

  test('change e-mail and change phone take full-width input (the consumer’s own, so nothing changes)', async () => {
    await page.goto(`/consumers/${consumer.id}/details`);
    const actions = page.getByRole('group', { name: 'アカウント操作' });
    const dialog = page.getByRole('dialog');
    await actions.getByRole('button', { name: 'メールアドレスを変更' }).click();
    await dialog.getByLabel('新しいメールアドレス').fill(fullWidth(consumer.email!.toUpperCase()));
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('.consumer-info')).toContainText(consumer.email!);

    await actions.getByRole('button', { name: '電話番号を変更' }).click();
    await dialog.getByLabel('新しい携帯電話番号').fill(fullWidth(national(consumer.phone!)));
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('.consumer-info')).toContainText(national(consumer.phone!));
    const { consumer: stored } = await gql<{ consumer: Found }>(
      page.request,
      'query C($id: ID!) { consumer(consumerId: $id) { id phone email } }',
      { id: consumer.id },
    );
    expect(stored).toEqual(consumer);
  });
});
