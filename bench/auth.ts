// The auth section of `npm run bench` (--only=auth): the server time of the two new ways in, p50/p95. A real console
// server in this process on a fresh PGlite database, a member with a passkey answered by the tests' software
// authenticator (ES256, verified by the real library), and a member signing in through the in-process OpenID
// Provider (tests/support/oidc-op.ts). Server time is Fastify's own (reply.elapsedTime, the `ms` of the request log
// line), so the client's work — signing, following the provider's redirects — is not counted.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { createStaffUser } from '../server/domain/staff-accounts';
import { startTestOp } from '../tests/support/oidc-op';
import { RedirectBrowser } from '../tests/support/redirect-browser';
import { freePort } from '../tests/support/server-process';
import { startSmtpPeer } from '../tests/support/smtp-peer';
import { SoftAuthenticator } from '../tests/support/soft-authenticator';
import { startTestServer, TestClient } from '../tests/support/test-server';
import { stats, type Stats } from './stats';

const PASSWORD = 'bench auth password 0123';
const SIGN_INS = Number(process.env.BENCH_AUTH_SIGN_INS) || 100;
const PASSKEY_ROUTE = '/api/auth/session/mfa/passkey';
const SSO_ROUTE = '/api/auth/sso/callback';

export interface AuthResult {
  passkey: Stats;
  sso: Stats;
}

/** The `ms` of the server's request log lines for `route` that answered `status`. */
function serverTimes(logs: readonly string[], route: string, status: number): number[] {
  const times: number[] = [];
  for (const chunk of logs) {
    for (const line of chunk.split('\n')) {
      if (!line.includes(route)) continue;
      const entry = JSON.parse(line) as { msg?: string; route?: string; status?: number; ms?: number };
      if (
        entry.msg === 'request' &&
        entry.route === route &&
        entry.status === status &&
        entry.ms !== undefined
      )
        times.push(entry.ms);
    }
  }
  return times;
}

export async function authSection(options: {
  log: (line: string) => void;
}): Promise<{ result?: AuthResult; error?: string }> {
  const { log } = options;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-auth-'));
  const db = await openDatabase({ dataDir, holder: 'the auth bench' });
  const smtp = await startSmtpPeer();
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const op = await startTestOp({ redirectUri: `${origin}/api/auth/sso/callback` });
  try {
    await migrateDatabase(db);
    const server = await startTestServer({
      db,
      smtpUrl: smtp.url,
      logLevel: 'info',
      config: {
        port,
        publicOrigin: origin,
        demoStaff: false,
        oidcIssuer: op.issuer,
        oidcClientId: op.clientId,
        oidcClientSecret: op.clientSecret,
      },
    });
    try {
      log(`auth: ${SIGN_INS} passkey sign-ins and ${SIGN_INS} SSO callbacks on PGlite`);
      const passkeyMember = await createStaffUser(
        db.orm,
        { email: 'bench-passkey@example.com', password: PASSWORD, permissions: [] },
        'bench',
      );
      const enrolling = new TestClient(server.baseUrl);
      await enrolling.signIn(smtp, passkeyMember.email, PASSWORD);
      const authenticator = new SoftAuthenticator(origin);
      const creation = await enrolling.request('POST', '/api/passkeys/registration/options');
      const registered = await enrolling.request('POST', '/api/passkeys/registration', {
        body: { name: 'bench', response: authenticator.register(creation.body as never) },
      });
      if (registered.status !== 200) throw new Error(`enrolment: ${JSON.stringify(registered.body)}`);
      let passkeyErrors = 0;
      for (let i = 0; i < SIGN_INS; i++) {
        const client = new TestClient(server.baseUrl);
        const prompt = await client.passwordStep(passkeyMember.email, PASSWORD);
        const answer = await client.request('POST', PASSKEY_ROUTE, {
          body: { response: authenticator.authenticate(prompt.body.options as never) },
        });
        if (answer.status !== 200) passkeyErrors++;
      }

      const ssoMember = await createStaffUser(
        db.orm,
        { email: 'bench-sso@example.com', password: PASSWORD, permissions: [] },
        'bench',
      );
      op.account('bench-sso', { email: ssoMember.email, emailVerified: true });
      let ssoErrors = 0;
      for (let i = 0; i < SIGN_INS; i++) {
        op.signInAs('bench-sso');
        const browser = new RedirectBrowser(server.baseUrl);
        await browser.follow(`${server.baseUrl}/api/auth/sso/start`);
        if (!browser.session()) ssoErrors++;
      }
      const result: AuthResult = {
        passkey: stats(serverTimes(server.logs, PASSKEY_ROUTE, 200), passkeyErrors),
        sso: stats(serverTimes(server.logs, SSO_ROUTE, 200), ssoErrors),
      };
      log(`  passkey sign-in p50 ${result.passkey.p50} ms, p95 ${result.passkey.p95} ms`);
      log(`  SSO callback p50 ${result.sso.p50} ms, p95 ${result.sso.p95} ms`);
      return { result };
    } finally {
      await server.close();
    }
  } catch (error) {
    return { error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  } finally {
    await op.close();
    await smtp.close();
    await db.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

export function authReportLines(result: AuthResult | undefined, error: string | undefined): string[] {
  const row = (name: string, s: Stats) =>
    `| ${name} | ${s.n} | ${s.errors} | ${s.p50.toFixed(1)} | ${s.p95.toFixed(1)} | ${s.max.toFixed(1)} |`;
  return [
    '<!-- auth:start -->',
    '## Sign-in: passkey and SSO callback (server time)',
    '',
    'Server time of one call (Fastify `reply.elapsedTime`, the request log line), PGlite, one member signing in',
    'again and again: the passkey step (challenge and credential locked, signature verified by',
    '`@simplewebauthn/server`, session opened, audited) and the SSO callback (state and PKCE checked, the code',
    "exchanged at the in-process OpenID Provider's token endpoint, ID token verified, session opened, audited).",
    'Measured on a 2-core machine shared with other test runs at the time: read the figures as upper bounds.',
    '',
    ...(result
      ? [
          '| call | n | errors | p50 ms | p95 ms | max ms |',
          '| ---- | -: | -: | -: | -: | -: |',
          row('POST /api/auth/session/mfa/passkey', result.passkey),
          row('GET /api/auth/sso/callback', result.sso),
        ]
      : [`Failed: ${error ?? 'no result'}`]),
    '',
    '<!-- auth:end -->',
  ];
}

/** --only=auth: measures, replaces the report's auth section; the exit code (1 when it failed). */
export async function runAuthSection(
  replaceReportSection: (name: string, lines: string[]) => unknown,
  log: (line: string) => void,
): Promise<number> {
  log('\n== Sign-in: passkey and SSO callback (PGlite, in process)');
  const part = await authSection({ log });
  if (part.error) log(`  auth part failed: ${part.error}`);
  replaceReportSection('auth', authReportLines(part.result, part.error));
  return part.error || part.result?.passkey.errors || part.result?.sso.errors ? 1 : 0;
}
