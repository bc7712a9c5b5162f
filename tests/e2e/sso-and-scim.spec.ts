// Single sign-on and SCIM through the real PWA in Chromium: a console server of this spec's own, configured with an
// OpenID Provider that runs in the test process (oidc-provider, tests/support/oidc-op.ts) and a SCIM token.
// SSOでログイン on the sign-in page goes through the provider and back and signs in the member with that e-mail; a
// SCIM PATCH active=false for that member then ends the open tab's session: its next request lands it on /login.
import { startTestOp, type TestOp } from '../support/oidc-op';
import { freePort } from '../support/server-process';
import { startOwnServer, type WorkerServer } from './e2e-server';
import { expect, SUPPORT, test } from './fixtures';

const SCIM_TOKEN = 'e2e-scim-token-0123456789abcdef';

let op: TestOp;
let server: WorkerServer;
let origin: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  op = await startTestOp({ redirectUri: `${origin}/api/auth/sso/callback` });
  op.account('support-idp', { email: SUPPORT.email, emailVerified: true });
  server = await startOwnServer(
    {
      PUBLIC_ORIGIN: origin,
      OIDC_ISSUER: op.issuer,
      OIDC_CLIENT_ID: op.clientId,
      OIDC_CLIENT_SECRET: op.clientSecret,
      SCIM_TOKEN,
    },
    undefined,
    port,
  );
});

test.afterAll(async () => {
  await server?.stop();
  await op?.close();
});

test('SSOでログイン signs in the member the provider vouches for; a SCIM PATCH active=false ends the open tab’s session', async ({
  page,
}) => {
  await page.goto(`${origin}/search`);
  await expect(page).toHaveURL(/\/login/);
  op.signInAs('support-idp', { amr: ['pwd', 'mfa'] });
  const sso = page.getByRole('link', { name: 'SSOでログイン' });
  await expect(sso).toHaveAttribute('href', '/api/auth/sso/start');
  await sso.click();

  // Through the provider and back: the sign-in page finishes as after the mailed code.
  await expect(page.getByText('ログインに成功しました')).toBeVisible();
  await expect(page).toHaveURL(/\/search$/);
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: /ログアウト/ })).toContainText(SUPPORT.email);

  // The identity provider deprovisions the member (as Okta sends it).
  const scim = page.context().request;
  const headers = { authorization: `Bearer ${SCIM_TOKEN}`, 'content-type': 'application/scim+json' };
  const filter = encodeURIComponent(`userName eq "${SUPPORT.email}"`);
  const found = await scim.get(`${origin}/scim/v2/Users?filter=${filter}`, { headers });
  expect(found.status()).toBe(200);
  const [user] = ((await found.json()) as { Resources: { id: string; active: boolean }[] }).Resources;
  expect(user.active).toBe(true);
  const patched = await scim.patch(`${origin}/scim/v2/Users/${user.id}`, {
    headers,
    data: {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
      Operations: [{ op: 'replace', value: { active: false } }],
    },
  });
  expect(patched.status()).toBe(200);
  expect(((await patched.json()) as { active: boolean }).active).toBe(false);

  // The open tab's next request is refused and it lands on the sign-in page.
  const box = header.getByRole('searchbox');
  await box.fill(`ヤマダ${Date.now() % 1000}`);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'ログイン' })).toBeVisible();

  // Locked: SSO no longer signs them in, and the page says why.
  await page.getByRole('link', { name: 'SSOでログイン' }).click();
  await expect(page.getByText('アカウントがロックされています。管理者に連絡してください。')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
