// End-to-end tests: Debian's Chromium drives the built PWA served by the real server. The global set-up seeds one
// embedded database per run; each worker runs its own server on a copy of it, with its own SMTP peer for the
// sign-in codes (tests/e2e/e2e-server.ts, tests/e2e/fixtures.ts). The first worker uses E2E_PORT and
// E2E_SMTP_PORT, the others free ports; a single spec file runs in one worker. E2E_WORKERS sets the worker count.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from './tests/support/chromium-args';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8190);
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 58025);
/** The consumer-facing site an impersonation sends the browser to; the tests answer it with page.route. */
export const E2E_CONSUMER_SITE_URL = 'http://consumer-site.e2e.invalid';
/** The bearer secret of POST /api/impersonation/redeem, which the tests use in the consumer site's place. */
export const E2E_IMPERSONATION_REDEEM_SECRET = 'e2e-impersonation-redeem-secret-0123456789';

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  globalSetup: './tests/e2e/global-setup.ts',
  // Files are spread over the workers; the tests of one file run in order in one worker.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS) || 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    // baseURL: each worker's own server (tests/e2e/fixtures.ts).
    browserName: 'chromium',
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
});
