// Composes the server: security headers, compression, cookies, the sign-in REST routes, the session guard, GraphQL
// and the PWA.
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Mailer } from '../mail/mailer';
import { sessionPlugin } from './session';
import { authRoutes } from './auth-routes';
import { graphqlPlugin } from '../graphql/plugin';
import { errorHandler } from './errors';
import { logSafeError } from './log-safe-error';
import { logSafeRequest } from './log-safe-request';
import { impersonationRoutes } from './impersonation-routes';
import { createSmsGateway, type SmsGateway } from '../sms/gateway';
import type { Metrics } from '../ops/metrics';
import { requestLogOptions } from '../ops/request-log';
import { opsRoutes } from './ops-routes';
import { exportRoutes } from './export-routes';
import { preferenceRoutes } from './preference-routes';
import { scimRoutes } from './scim-routes';
import { ssoRoutes } from './sso-routes';
import { passkeyRoutes } from './passkey-routes';
import { setSsoRequiredRolesReader } from '../domain/staff-auth/sso-policy';
import { readSecurityPolicy } from '../domain/staff-auth/security-policy';
import { loadShellPages } from './route-preloads';
import { SESSION_COOKIE } from './session';
import { presenceRoutes, websocketSupport } from './presence-routes';
import { createAccessLogWriter, type AccessLogWriter } from '../domain/access-log/writer';
import { watchAccessAlerts, type AlertWatch } from '../domain/access-log/alert-watch';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where sendSms delivers (the gateway at SMS_URL, or the development outbox). */
    smsGateway: SmsGateway;
    /** The access log's writer: every answer carrying a consumer's personal data waits for its entry here. */
    accessLog: AccessLogWriter;
    /** Alerts on unusual reading, checked after each committed batch of entries. */
    accessAlerts: AlertWatch;
  }
}

/**
 * Every error the log receives goes through the redaction, whoever logs it (Fastify itself included), and a
 * request is logged without its query string (the search keyword of `/search?q=…`, a one-time link's token).
 */
export function withSafeErrors(logger: boolean | object): boolean | object {
  if (logger === false) return false;
  const options = logger === true ? {} : (logger as { serializers?: Record<string, unknown> });
  return { ...options, serializers: { ...options.serializers, err: logSafeError, req: logSafeRequest } };
}

function isSourceMap(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0];
  return /\.map$/i.test(path);
}

/** Vite's content-hashed files: a new build gives new names, so a browser may keep each one for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The built files' caching: hashed files under /assets for a year, immutable; everything else (index.html, sw.js,
 * the manifest, icons) is checked with the server on each use, so a new build reaches the browser at once.
 */
function cacheControlFor(staticDir: string): (filePath: string) => string {
  const assets = path.join(path.resolve(staticDir), 'assets') + path.sep;
  return (filePath) => (path.resolve(filePath).startsWith(assets) ? IMMUTABLE : 'no-cache');
}

export interface AppDeps {
  config: Config;
  db: Database;
  mailer: Mailer;
  /** Fastify logger option; tests pass false. */
  logger?: boolean | object;
  /** Receives the development SMS outbox's lines (no SMS_URL); default: the server log. */
  smsLog?: (line: string) => void;
  /** The process's job runner, for GET /readyz (main.ts); tests without one get no jobs part. */
  jobRunner?: { alive(): boolean };
  /** The metrics registry (main.ts shares it with the job runner); default: a new one. */
  metrics?: Metrics;
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  // The password step reads the roles that must use SSO from the security policy as stored now.
  setSsoRequiredRolesReader(async (db) => (await readSecurityPolicy(db)).ssoRequiredRoles);
  const app = Fastify({
    logger: withSafeErrors(deps.logger ?? true),
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1024 * 1024,
    ...requestLogOptions(deps.config.trustProxy),
  });
  app.setErrorHandler(errorHandler);
  app.decorate('smsGateway', createSmsGateway(deps.config, deps.smsLog ?? ((line) => app.log.info(line))));
  // First: its hooks (access log, X-Request-Id, metrics) cover every route registered after it.
  await app.register(opsRoutes, {
    db: deps.db,
    config: deps.config,
    jobRunner: deps.jobRunner,
    metrics: deps.metrics,
  });
  const accessLog = createAccessLogWriter(deps.db, { enabled: deps.config.accessLogEnabled });
  app.decorate('accessLog', accessLog);
  app.decorate(
    'accessAlerts',
    watchAccessAlerts(deps.db, accessLog, {
      raised: (rule) => app.metrics.accessAlert(rule),
      failed: (error) => app.log.error({ err: logSafeError(error) }, 'Access alerts not checked'),
    }),
  );

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: deps.config.secureCookies ? [] : null,
      },
    },
    // The console is served over plain http on a developer's machine; HSTS only behind https.
    hsts: deps.config.secureCookies,
  });
  // Every text answer (GraphQL and REST JSON, CSV downloads, a built file without a precompressed copy) goes out
  // compressed when the client accepts it: brotli first, then gzip; answers under 1 KiB as they are. The built
  // files carry .br/.gz copies made at build time (scripts/precompress.ts), which @fastify/static sends as they are.
  // Answers made per request use the fastest levels, brotli's quality 1 and gzip's level 1: a search
  // answer of 200 consumers still shrinks about sixfold, for a fraction of the CPU of the plugin's defaults
  // (brotli 4, gzip 6), which the server shares with its database.
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: 1,
      },
    },
    zlibOptions: { level: 1 },
  });
  await app.register(cookie);

  // Everything under /api and /graphql needs a valid staff session, except the two sign-in steps.
  await app.register(websocketSupport);
  await app.register(sessionPlugin, { db: deps.db, config: deps.config });
  await app.register(authRoutes, { prefix: '/api', db: deps.db, config: deps.config, mailer: deps.mailer });
  await app.register(passkeyRoutes, {
    prefix: '/api',
    db: deps.db,
    config: deps.config,
    mailer: deps.mailer,
  });
  await app.register(ssoRoutes, { prefix: '/api', db: deps.db, config: deps.config });
  await app.register(impersonationRoutes, { prefix: '/api', db: deps.db, config: deps.config });
  await app.register(exportRoutes, { prefix: '/api', db: deps.db, config: deps.config });
  await app.register(presenceRoutes, { db: deps.db });
  await app.register(preferenceRoutes, { prefix: '/api', db: deps.db });
  // The identity provider's provisioning (its own bearer token; 404 throughout without SCIM_TOKEN).
  await app.register(scimRoutes, { prefix: '/scim', db: deps.db, config: deps.config });
  // The built PWA: its shell's variants and the documents of the queries a link's HTML preloads.
  const hasStaticDir = fs.existsSync(deps.config.staticDir);
  const shellPages = hasStaticDir ? loadShellPages(deps.config.staticDir) : null;
  await app.register(graphqlPlugin, {
    db: deps.db,
    config: deps.config,
    mailer: deps.mailer,
    preloadedDocuments: shellPages?.preloadedDocument,
  });

  if (hasStaticDir) {
    const cacheControl = cacheControlFor(deps.config.staticDir);
    await app.register(fastifyStatic, {
      root: deps.config.staticDir,
      wildcard: false,
      preCompressed: true,
      setHeaders: (reply, filePath) => reply.header('cache-control', cacheControl(filePath)),
      // "/" is a client-side route too (it leads to the search): the handler below answers it with the shell.
      index: false,
      // Source maps give the console's source away; production builds make none, and a stray one is not served.
      // Nor the build's manifest (dist/.vite), which only the server reads.
      allowedPath: (pathName) => !isSourceMap(pathName) && !pathName.startsWith('/.vite/'),
    });
    const notFound = (url: string) =>
      url.startsWith('/api') || url.startsWith('/graphql') || url.startsWith('/scim') || isSourceMap(url);
    // Client-side routes ("/", /search, /consumers/…) all get the app shell: a route of its own, so the compression
    // hooks apply. The shell names the page's code when the request is signed in, and a consumer's or a search's first
    // query when its session is valid (route-preloads.ts), so it varies with the cookie.
    if (shellPages)
      app.get('/*', async (request, reply) => {
        if (notFound(request.url)) return reply.callNotFound();
        const signedIn = Boolean(request.cookies[SESSION_COOKIE]);
        // A page's first query is named only for a valid session; a consumer's depends on its permissions.
        const staff =
          signedIn && shellPages.wantsSession(request.url) ? await app.sessionStaff(request) : null;
        return reply
          .header('cache-control', 'no-cache')
          .header('vary', 'cookie')
          .type('text/html; charset=utf-8')
          .send(shellPages.html(request.url, signedIn, staff?.permissions));
      });
    app.setNotFoundHandler((request, reply) => {
      if (request.method !== 'GET' || notFound(request.url)) {
        return reply.code(404).send({ code: 'NotFound', message: 'Not found' });
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  } else {
    // Fastify's own 404 logs the whole URL ("Route GET:/set-password?token=… not found"): never a link's token.
    app.setNotFoundHandler((_request, reply) =>
      reply.code(404).send({ code: 'NotFound', message: 'Not found' }),
    );
  }
  return app;
}
