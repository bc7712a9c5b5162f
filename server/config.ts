// Reads the server's configuration from the environment, with the embedded-mode defaults.
import path from 'node:path';
import { CODE_STEP_LIMIT_PER_ADDRESS } from './domain/staff-auth/sign-in-policy';
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
   * Second sign-in steps (a code or a passkey answer) one client address may send in 15 minutes, counted in the
   * database across instances. Raise it for an office whose staff all reach the console from one address.
   */
  signInStepsPerAddress: number;
  /**
   * Export requests (POST /api/exports that write a token or a refusal) one staff member may make a minute,
   * counted in the database across instances; 0 turns the limit off.
   */
  exportRateLimit: number;
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
  /** Where browsers reach the console (scheme, host, port): the OpenID Connect redirect URI is built on it. */
  publicOrigin: string;
  /**
   * Single sign-on (OpenID Connect): the identity provider's issuer URL (discovery reads
   * `${oidcIssuer}/.well-known/openid-configuration`) and the console's client there. SSO is on only with all three.
   */
  oidcIssuer?: string;
  oidcClientId?: string;
  oidcClientSecret?: string;
  /** Bearer token of the SCIM 2.0 endpoint /scim/v2; without it every /scim path answers 404. */
  scimToken?: string;
  /** Days of the access log kept (whole JST days; older ones are removed by the job runner, audited). */
  accessLogRetentionDays: number;
  /**
   * Bench only (ACCESS_LOG_BENCH_OFF=true): no access-log entries are written, so the bench can measure the console
   * with and without the log in one run. Never set it in production: reads of personal data would go unrecorded.
   */
  accessLogEnabled: boolean;
}

/** Default of GRAPHQL_RATE_LIMIT: docs/decisions.md ("GraphQL request limits") gives the reasoning. */
export const DEFAULT_GRAPHQL_RATE_LIMIT = 300;

/** Default of EXPORT_RATE_LIMIT: far above a person's clicks on CSV出力, far below a script's. */
export const DEFAULT_EXPORT_RATE_LIMIT = 30;
/** Default of ACCESS_LOG_RETENTION_DAYS: a little over a year of who looked at what. */
export const DEFAULT_ACCESS_LOG_RETENTION_DAYS = 400;

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
    exportRateLimit: count(env.EXPORT_RATE_LIMIT, DEFAULT_EXPORT_RATE_LIMIT),
    signInStepsPerAddress: Math.max(1, count(env.SIGN_IN_STEPS_PER_ADDRESS, CODE_STEP_LIMIT_PER_ADDRESS)),
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
    publicOrigin: (env.PUBLIC_ORIGIN || `http://localhost:${Number(env.PORT ?? 8080)}`).replace(/\/+$/, ''),
    oidcIssuer: env.OIDC_ISSUER || undefined,
    oidcClientId: env.OIDC_CLIENT_ID || undefined,
    oidcClientSecret: env.OIDC_CLIENT_SECRET || undefined,
    scimToken: env.SCIM_TOKEN || undefined,
    accessLogRetentionDays: Math.max(
      1,
      count(env.ACCESS_LOG_RETENTION_DAYS, DEFAULT_ACCESS_LOG_RETENTION_DAYS),
    ),
    accessLogEnabled: !bool(env.ACCESS_LOG_BENCH_OFF, false),
  };
}
