// The real console server on a free port for HTTP tests, and a helper that signs in over HTTP with the mailed code.
import type { AddressInfo } from 'node:net';
import { randomInt } from 'node:crypto';
import { Writable } from 'node:stream';
import { buildApp, type AppDeps } from '../../server/http/app';
import { createMailer } from '../../server/mail/mailer';
import { readConfig, type Config } from '../../server/config';
import type { Database } from '../../server/db/client';
import { extractSignInCode, type SmtpPeer } from './smtp-peer';

export interface TestServer {
  baseUrl: string;
  config: Config;
  /** The server's log lines (JSON, one per entry); empty unless started with a logLevel. */
  logs: string[];
  /** The mailer's log lines: the development outbox when there is no smtpUrl. */
  mailLog: string[];
  close(): Promise<void>;
}

/**
 * Builds the app with buildApp (logger off unless `logLevel`) and listens on 127.0.0.1. trustProxy is on by default
 * so a test can pose as several client addresses with X-Forwarded-For (the per-address sign-in limit counts by
 * address).
 */
export async function startTestServer(options: {
  db: Database;
  smtpUrl?: string;
  config?: Partial<Config>;
  /** Keeps the server's log from this level on in `logs` (a test that no secret is logged reads it). */
  logLevel?: string;
  /** Receives the development SMS outbox's lines (no smsUrl). */
  smsLog?: (line: string) => void;
  /** A job runner GET /readyz reports on, and the metrics registry it counts into (tests of the ops endpoints). */
  jobRunner?: AppDeps['jobRunner'];
  metrics?: AppDeps['metrics'];
}): Promise<TestServer> {
  const config: Config = {
    ...readConfig({}),
    host: '127.0.0.1',
    port: 0,
    staticDir: '/nonexistent-static-dir',
    trustProxy: true,
    seedOnFirstStart: false,
    smtpUrl: options.smtpUrl,
    // Server tests create the demo staff themselves and sign in as them through the SMTP peer, as the end-to-end
    // tests do with DEMO_STAFF=true; a test of the refusal passes demoStaff: false.
    demoStaff: true,
    mailFrom: 'console@example.com',
    ...options.config,
  };
  const logs: string[] = [];
  const mailLog: string[] = [];
  const mailer = createMailer(config, (line) => mailLog.push(line));
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const logger = options.logLevel ? { level: options.logLevel, stream } : false;
  const app = await buildApp({
    config,
    db: options.db,
    mailer,
    logger,
    smsLog: options.smsLog ?? (() => undefined),
    jobRunner: options.jobRunner,
    metrics: options.metrics,
  });
  // Port 0 (any free one) unless the test names one (a redirect URI registered before the server starts).
  await app.listen({ port: config.port, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}`, config, logs, mailLog, close: () => app.close() };
}

/** The `name=value` pair of a Set-Cookie header in a response, or undefined. */
export function cookieFrom(response: Response, name: string): string | undefined {
  for (const line of response.headers.getSetCookie()) {
    const pair = line.split(';')[0];
    if (pair.startsWith(`${name}=`)) return pair;
  }
  return undefined;
}

/**
 * Signs in over HTTP (password step, the code from the SMTP peer, code step) and returns the Cookie header of the
 * new session. Each call comes from its own client address (X-Forwarded-For). Only wrong passwords count toward
 * the sign-in backoff, so repeated sign-ins with the right password are never throttled.
 */
export async function signIn(
  baseUrl: string,
  smtp: Pick<SmtpPeer, 'waitForMail'>,
  email: string,
  password: string,
): Promise<string> {
  const clientAddress = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  const headers = { 'content-type': 'application/json', 'x-forwarded-for': clientAddress };
  const after = Date.now();
  const first = await fetch(`${baseUrl}/api/auth/session/mfa`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password }),
  });
  if (first.status !== 200) throw new Error(`Password step: ${first.status} ${await first.text()}`);
  const challenge = cookieFrom(first, 'console_challenge');
  if (!challenge) throw new Error('Password step: no challenge cookie');
  const mail = await smtp.waitForMail(email, { after });
  const second = await fetch(`${baseUrl}/api/auth/session/mfa/activate`, {
    method: 'POST',
    headers: { ...headers, cookie: challenge },
    body: JSON.stringify({ pin: extractSignInCode(mail.text) }),
  });
  if (second.status !== 200) throw new Error(`Code step: ${second.status} ${await second.text()}`);
  const session = cookieFrom(second, 'console_session');
  if (!session) throw new Error('Code step: no session cookie');
  return session;
}

export interface ApiAnswer {
  status: number;
  body: Record<string, unknown>;
  /** The raw Set-Cookie lines of the answer. */
  setCookies: string[];
  headers: Headers;
}

/**
 * A browser stand-in for REST tests: keeps the cookies the server sets (and drops cleared ones), and comes from
 * one client address of its own (X-Forwarded-For; the test server trusts the proxy header).
 */
export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    readonly address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
  ) {}

  async request(
    method: string,
    path: string,
    options: { body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<ApiAnswer> {
    const headers: Record<string, string> = { 'x-forwarded-for': this.address, ...options.headers };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (this.cookies.size) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const setCookies = response.headers.getSetCookie();
    for (const line of setCookies) {
      const [pair, ...attributes] = line.split(';').map((part) => part.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const cleared = value === '' || attributes.some((a) => /^max-age=0$/i.test(a));
      if (cleared) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let body: Record<string, unknown> = {};
    if (text) {
      try {
        body = JSON.parse(text) as Record<string, unknown>;
      } catch {
        body = { text };
      }
    }
    return { status: response.status, body, setCookies, headers: response.headers };
  }

  passwordStep(email: string, password: string) {
    return this.request('POST', '/api/auth/session/mfa', { body: { email, password } });
  }

  codeStep(pin: unknown) {
    return this.request('POST', '/api/auth/session/mfa/activate', { body: { pin } });
  }

  /** Both steps with the code from the SMTP peer; returns the code-step answer. */
  async signIn(smtp: Pick<SmtpPeer, 'waitForMail'>, email: string, password: string): Promise<ApiAnswer> {
    const after = Date.now();
    const first = await this.passwordStep(email, password);
    if (first.status !== 200) throw new Error(`Password step: ${first.status} ${JSON.stringify(first.body)}`);
    const mail = await smtp.waitForMail(email, { after });
    return this.codeStep(extractSignInCode(mail.text));
  }
}
