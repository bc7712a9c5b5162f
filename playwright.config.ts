// End-to-end tests: Debian's Chromium drives the built PWA served by the real server on a fresh embedded
// database; sign-in codes go to an SMTP peer the tests run on E2E_SMTP_PORT.
import { defineConfig } from '@playwright/test';

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
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    browserName: 'chromium',
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'rm -rf reports/e2e-data && npx tsx server/main.ts',
    url: `http://localhost:${E2E_PORT}/manifest.webmanifest`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: 'reports/e2e-data',
      SEED_CONSUMERS: '120',
      SEED_ON_FIRST_START: 'true',
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      MAIL_FROM: 'console@example.com',
      // The tests sign in as the demo staff, which a relay (SMTP_URL) turns off unless asked for explicitly.
      DEMO_STAFF: 'true',
      LOG_LEVEL: 'warn',
      CONSUMER_SITE_URL: E2E_CONSUMER_SITE_URL,
      IMPERSONATION_REDEEM_SECRET: E2E_IMPERSONATION_REDEEM_SECRET,
    },
  },
});
