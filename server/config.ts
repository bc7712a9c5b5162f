// Reads the server's configuration from the environment, with the embedded-mode defaults.
import path from 'node:path';
import { DEFAULT_RETRY_POLICY } from './jobs/retries';

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL URL; when absent the embedded PGlite database in dataDir is used. */
  databaseUrl?: string;
  dataDir: string;
  /** SMTP relay URL; when absent sign-in codes go to the development outbox (the server log). */
  smtpUrl?: string;
  mailFrom: string;
  /** Connection, greeting and socket timeout of the SMTP relay, so a silent relay cannot hold a sign-in. */
  smtpTimeoutMs: number;
  /**
   * Create the demo staff accounts (published passwords) and accept their passwords. Default: only in the
   * development outbox (no SMTP_URL); DEMO_STAFF=true turns it on with a relay (the end-to-end tests).
   */
  demoStaff: boolean;
  /** Seed demo data on first start (embedded mode default: true). */
  seedOnFirstStart: boolean;
  seedConsumers: number;
  /** Serve the built PWA from this folder when it exists. */
  staticDir: string;
  /** Sets the Secure flag on the session cookie (behind https). */
  secureCookies: boolean;
  /** Trust X-Forwarded-* headers from a load balancer (client address for rate limits). */
  trustProxy: boolean;
  /**
   * GraphQL introspection and "Did you mean …?" field suggestions: development only (off by default). The
   * codegen reads schema.graphql, never the live endpoint.
   */
  graphqlIntrospection: boolean;
  /** GraphQL requests one staff session may send per minute on one instance; 0 turns the limit off. */
  graphqlRateLimit: number;
  /**
   * SMS gateway: sendSms POSTs {"to", "text"} as JSON with `Authorization: Bearer smsToken` here. Without it, the
   * development outbox logs the message and records it as sent.
   */
  smsUrl?: string;
  smsToken?: string;
  /** How long one gateway call may take before the message is recorded as not sent. */
  smsTimeoutMs: number;
  /** The consumer-facing site; an impersonation opens `${consumerSiteUrl}/impersonate?token=…`. */
  consumerSiteUrl: string;
  /**
   * The bearer secret the consumer-facing site sends to POST /api/impersonation/redeem; without it the endpoint
   * answers 404 always.
   */
  impersonationRedeemSecret?: string;
  /** Where staff open the console: a new staff member's one-time link is `${consoleUrl}/set-password?token=…`. */
  consoleUrl: string;
  /** Bearer token of GET /metrics; without it (and without metricsPort) there is no /metrics. */
  metricsToken?: string;
  /** A port of its own for GET /metrics (no token needed there): keep it off the load balancer. */
  metricsPort?: number;
  /** How long SIGTERM waits for in-flight requests and the job chunk in hand before exiting anyway. */
  shutdownTimeoutMs: number;
  /** A failing job chunk: tried again after jobRetryBaseMs, doubling; the job is dead-lettered after jobMaxAttempts failures in a row. */
  jobMaxAttempts: number;
  jobRetryBaseMs: number;
}

/** Default of GRAPHQL_RATE_LIMIT: docs/decisions.md ("GraphQL request limits") gives the reasoning. */
export const DEFAULT_GRAPHQL_RATE_LIMIT = 300;

/** Default of SMS_TIMEOUT_MS: the staff member waits at most this long for the gateway's answer. */
export const DEFAULT_SMS_TIMEOUT_MS = 5000;

function count(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`Expected a whole number ≥ 0, got "${value}"`);
  return n;
}

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl,
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'console@localhost',
    smtpTimeoutMs: Number(env.SMTP_TIMEOUT_MS ?? 5000),
    demoStaff: bool(env.DEMO_STAFF, !env.SMTP_URL),
    seedOnFirstStart: bool(env.SEED_ON_FIRST_START, !databaseUrl),
    seedConsumers: Number(env.SEED_CONSUMERS ?? 2000),
    staticDir: path.resolve(env.STATIC_DIR ?? './dist'),
    secureCookies: bool(env.SECURE_COOKIES, false),
    trustProxy: bool(env.TRUST_PROXY, false),
    graphqlIntrospection: bool(env.GRAPHQL_INTROSPECTION, false),
    graphqlRateLimit: count(env.GRAPHQL_RATE_LIMIT, DEFAULT_GRAPHQL_RATE_LIMIT),
    smsUrl: env.SMS_URL || undefined,
    smsToken: env.SMS_TOKEN || undefined,
    smsTimeoutMs: count(env.SMS_TIMEOUT_MS, DEFAULT_SMS_TIMEOUT_MS),
    consumerSiteUrl: (env.CONSUMER_SITE_URL || 'http://localhost:3000').replace(/\/+$/, ''),
    impersonationRedeemSecret: env.IMPERSONATION_REDEEM_SECRET || undefined,
    consoleUrl: (env.CONSOLE_URL || `http://localhost:${Number(env.PORT ?? 8080)}`).replace(/\/+$/, ''),
    metricsToken: env.METRICS_TOKEN || undefined,
    metricsPort: env.METRICS_PORT ? count(env.METRICS_PORT, 0) : undefined,
    shutdownTimeoutMs: count(env.SHUTDOWN_TIMEOUT_MS, 10_000),
    jobMaxAttempts: Math.max(1, count(env.JOB_MAX_ATTEMPTS, DEFAULT_RETRY_POLICY.maxAttempts)),
    jobRetryBaseMs: count(env.JOB_RETRY_BASE_MS, DEFAULT_RETRY_POLICY.baseMs),
  };
}
