// Staff sign-in through the real PWA: e-mail, password, the code from the SMTP peer, the shell, sign-out.
import { DEMO_STAFF } from '../../server/seed/first-start';
import { ADMIN, expect, signInThroughUi, test } from './fixtures';

const admin = DEMO_STAFF.find((s) => s.email === ADMIN.email)!;

test('a signed-out visitor is sent to the login screen, signs in with the mailed code and returns to the page asked for', async ({
  page,
  smtp,
}) => {
  await page.goto('/search?tab=consumers');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('banner')).toHaveCount(0);

  await signInThroughUi(page, smtp, admin.email, admin.password);

  await expect(page).toHaveURL(/\/search\?tab=consumers$/);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: /BNPL/ })).toHaveAttribute('href', '/search');
  await expect(header.getByRole('searchbox')).toBeVisible();
  await expect(header.getByRole('link', { name: '分割払い一括キャンセル' })).toHaveAttribute(
    'href',
    '/installmentPlanCancel',
  );
  await expect(header.getByRole('link', { name: '法的ステータス一括更新' })).toHaveAttribute(
    'href',
    '/legalStatusUpdate/update',
  );
  await expect(header.getByRole('button', { name: /ログアウト/ })).toContainText(admin.email);

  // Unknown paths redirect to the search.
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/search$/);

  // A reload keeps the session (HttpOnly cookie) and restores the user from the profile call.
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: /ログアウト/ })).toBeVisible();

  // Sign out: back to the login form, and the server no longer accepts the old session.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /ログアウト/ })
    .click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'ログイン' })).toBeVisible();
  const profile = await page.request.get('/api/profile/me2');
  expect(profile.status()).toBe(401);
  await page.goto('/search');
  await expect(page).toHaveURL(/\/login/);
});

test('a wrong code shows the code-step error and a right one still signs in', async ({ page, smtp }) => {
  await page.goto('/login');
  await page.getByLabel('メールアドレス').fill(admin.email);
  await page.getByLabel('パスワード').fill(admin.password);
  const after = Date.now();
  await page.getByRole('button', { name: 'ログイン' }).click();
  const mail = await smtp.waitForMail(admin.email, { after });
  const code = mail.text.match(/\b\d{4}\b/)![0];
  const wrong = code === '0000' ? '1111' : '0000';
  // Pasting a whole code into the first box fills all four.
  await page.getByLabel('認証コード 1桁目').focus();
  await page.evaluate((text) => {
    const target = document.activeElement!;
    const data = new DataTransfer();
    data.setData('text/plain', text);
    target.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, wrong);
  await expect(page.getByLabel('認証コード 4桁目')).toHaveValue(wrong[3]);
  await page.getByRole('button', { name: '認証する' }).click();
  await expect(page.getByText('正しい認証コードを入力してください')).toBeVisible();

  for (let i = 0; i < 4; i++) await page.getByLabel(`認証コード ${i + 1}桁目`).fill(code[i]);
  await page.getByRole('button', { name: '認証する' }).click();
  await expect(page.getByText('ログインに成功しました')).toBeVisible();
  // Without a click the success screen proceeds by itself after 2 seconds.
  await expect(page).toHaveURL(/\/search$/, { timeout: 5_000 });
  await page
    .getByRole('banner')
    .getByRole('button', { name: /ログアウト/ })
    .click();
  await expect(page).toHaveURL(/\/login/);
});

test('a wrong password shows the credentials error and the installable manifest is served', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByLabel('メールアドレス').fill(admin.email);
  await page.getByLabel('パスワード').fill('definitely-not-the-password');
  await page.getByRole('button', { name: 'ログイン' }).click();
  await expect(page.getByText('メールアドレスもしくはパスワードが間違っています')).toBeVisible();

  const manifest = await (await page.request.get('/manifest.webmanifest')).json();
  expect(manifest.display).toBe('standalone');
  const sizes = manifest.icons.map((i: { sizes: string }) => i.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  const graphql = await page.request.post('/graphql', { data: { query: '{ __typename }' } });
  expect(graphql.status()).toBe(401);
});

test('the sign-in page loads only its own code: none of the signed-in pages’ shared chunk or shell', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'ログイン' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.some((path) => /^\/assets\/index-[\w-]+\.js$/.test(path))).toBe(true);
  expect(scripts.filter((path) => /\/assets\/(app|signed-in-shell|console-db|format)-/.test(path))).toEqual(
    [],
  );
});
