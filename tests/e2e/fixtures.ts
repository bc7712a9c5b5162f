// Shared end-to-end fixtures: each worker's console server and the SMTP peer that receives its sign-in codes, and a
// signed-in page.
import { test as base, expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { startSmtpPeer, extractSignInCode } from '../support/smtp-peer';
import { freePort } from '../support/server-process';
import {
  E2E_CONSUMER_SITE_URL,
  E2E_IMPERSONATION_REDEEM_SECRET,
  E2E_PORT,
  E2E_SMTP_PORT,
} from '../../playwright.config';
import { startWorkerServer, type WorkerServer } from './e2e-server';

export type SmtpPeer = Awaited<ReturnType<typeof startSmtpPeer>>;

/** A demo staff account (server/seed/first-start.ts DEMO_STAFF). */
export interface StaffLogin {
  email: string;
  password: string;
}

export const ADMIN = { email: 'admin@example.com' };
export const SUPPORT = { email: 'support@example.com' };
/** The second person of four eyes: holds approvals.decide. */
export const APPROVER = { email: 'approver@example.com' };

export const test = base.extend<object, { smtp: SmtpPeer; consoleServer: WorkerServer }>({
  smtp: [
    // Playwright reads the fixture's dependencies from this destructuring pattern; it has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const peer = await startSmtpPeer({ port: workerInfo.parallelIndex === 0 ? E2E_SMTP_PORT : 0 });
      await use(peer);
      await peer.close();
    },
    { scope: 'worker' },
  ],
  consoleServer: [
    async ({ smtp }, use, workerInfo) => {
      const index = workerInfo.parallelIndex;
      const port = index === 0 ? E2E_PORT : await freePort();
      const server = await startWorkerServer(index, port, smtp.url, {
        CONSUMER_SITE_URL: E2E_CONSUMER_SITE_URL,
        IMPERSONATION_REDEEM_SECRET: E2E_IMPERSONATION_REDEEM_SECRET,
      });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ consoleServer }, use) => {
    await use(consoleServer.baseUrl);
  },
});

export { expect };

/** The sign-in screen's labels in either language (a browser whose language is not Japanese gets English). */
const SIGN_IN = {
  email: /^(メールアドレス|E-mail)$/,
  password: /^(パスワード|Password)$/,
  submit: /^(ログイン|Sign in)$/,
  pinSubmit: /^(認証する|Verify)$/,
  digit: (n: number) => new RegExp(`^(認証コード ${n}桁目|Code digit ${n})$`),
  success: /^(ログインに成功しました|Signed in successfully)$/,
};

/** Signs in through the login screen, reading the code from the SMTP peer; ends on the page after sign-in. */
export async function signInThroughUi(page: Page, smtp: SmtpPeer, email: string, password: string) {
  await expect(page.getByRole('button', { name: SIGN_IN.submit })).toBeDisabled();
  await page.getByLabel(SIGN_IN.email).fill(email);
  await page.getByLabel(SIGN_IN.password).fill(password);
  const after = Date.now();
  await page.getByRole('button', { name: SIGN_IN.submit }).click();
  const mail = await smtp.waitForMail(email, { after, timeoutMs: 15_000 });
  const code = extractSignInCode(mail.text);
  await expect(page.getByRole('button', { name: SIGN_IN.pinSubmit })).toBeDisabled();
  for (const [n, digit] of [...code].entries()) await page.getByLabel(SIGN_IN.digit(n + 1)).fill(digit);
  await page.getByRole('button', { name: SIGN_IN.pinSubmit }).click();
  await expect(page.getByText(SIGN_IN.success)).toBeVisible();
  await page.getByText(SIGN_IN.success).click();
}

/** Opens the login screen and signs `who` in; ends on the search page where a sign-in lands. */
export async function signInAt(page: Page, smtp: SmtpPeer, who: StaffLogin) {
  await page.goto('/login');
  await signInThroughUi(page, smtp, who.email, who.password);
  await expect(page).toHaveURL(/\/search$/);
}

/** A new page in its own context with `who` signed in (for a serial describe's beforeAll). */
export async function signedInPage(browser: Browser, smtp: SmtpPeer, who: StaffLogin) {
  const page = await browser.newPage();
  await signInAt(page, smtp, who);
  return page;
}

/**
 * A GraphQL call with the page's session cookie (page.request shares the browser context's cookies), for picking
 * seeded data or checking what the server stored; any error fails the test.
 */
export async function gql<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await request.post('/graphql', { data: { query, variables } });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data?: T | null; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data!;
}

/**
 * A consumer's phone and e-mail whole, from the consumer page's query: the search answers them masked
 * (090-****-5765), so a spec that types a whole number reads it here (as a holder of consumers.pii.read).
 */
export async function wholeContact(
  request: APIRequestContext,
  consumerId: string,
): Promise<{ phone: string | null; email: string | null }> {
  const { consumer } = await gql<{ consumer: { phone: string | null; email: string | null } }>(
    request,
    'query C($c: ID!) { consumer(consumerId: $c) { phone email } }',
    { c: consumerId },
  );
  return consumer;
}

/** The consumer ids the header search finds for `probes` (seeded names), each once, in the order found. */
export async function searchConsumerIds(
  request: APIRequestContext,
  probes: readonly string[],
): Promise<string[]> {
  const found = new Set<string>();
  for (const probe of probes) {
    const { fuzzySearch } = await gql<{ fuzzySearch: { consumers: { id: string }[] } }>(
      request,
      'query S($k: String!) { fuzzySearch(searchKeyword: $k) { consumers { id } } }',
      { k: probe },
    );
    for (const c of fuzzySearch.consumers) found.add(c.id);
  }
  return [...found];
}
