// POST /api/exports { table, scope, encoding } → { token, url }. The route schema (export-routes.ts) has checked
// the body's shape; here the scope is bounded (16 KB, else 413) and read by its table (400 naming the field), then
// one transaction applies the staff member's rate limit (429), the table's permission (403, audited) and the
// encoding (the one sent is remembered), and issues a one-use token for 60 s.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { CsvEncoding } from '../../src/shared/csv-export';
import { exportTable, ExportScopeError, type ExportTable } from '../exports/registry';
import { createExportToken, readCsvEncoding, saveCsvEncoding } from '../exports/export-tokens';
import { exportRateLimitWait } from '../exports/export-rate-limit';
import { MAX_SCOPE_BYTES, scopeBytes } from '../exports/scope-checks';
import { auditExport, EXPORT_AUDIT_OPERATION, forbiddenMessage, missingPermissions } from './export-answers';
import { sendError } from './errors';

export const SCOPE_TOO_LARGE = `scope must be at most ${MAX_SCOPE_BYTES} bytes of JSON`;

/** The body as its route schema lets it through. */
export interface ExportRequestBody {
  table: string;
  scope?: Record<string, unknown> | null;
  encoding?: CsvEncoding;
}

/** What the POST decided inside its transaction. */
type Decision =
  | { kind: 'limited'; waitSeconds: number }
  | { kind: 'refused'; missing: string[] }
  | { kind: 'token'; token: string };

/**
 * The scope as the table reads it; a missing or mistyped field is the caller's mistake (400, nothing written), and
 * only a scope the table read reaches an audit row or a token.
 */
function readScope(request: FastifyRequest, table: ExportTable, raw: Record<string, unknown>): unknown {
  const staff = request.staff!;
  return table.parseScope(raw, { id: staff.id, email: staff.email, permissions: staff.permissions });
}

/** Rate limit, permission, encoding and token, in one transaction. */
function decide(
  db: Database,
  config: Pick<Config, 'exportRateLimit'>,
  request: FastifyRequest,
  table: ExportTable,
  scope: unknown,
  sentEncoding: CsvEncoding | undefined,
): Promise<Decision> {
  const staffId = request.staff!.id;
  const missing = missingPermissions(request, table);
  const now = new Date();
  return db.orm.transaction(async (tx): Promise<Decision> => {
    const waitSeconds = await exportRateLimitWait(
      tx,
      staffId,
      config.exportRateLimit,
      EXPORT_AUDIT_OPERATION,
      now,
    );
    if (waitSeconds !== null) return { kind: 'limited', waitSeconds };
    if (missing.length) {
      await auditExport(tx, request, table, scope, 'refused', { missingPermissions: missing });
      return { kind: 'refused', missing };
    }
    if (sentEncoding) await saveCsvEncoding(tx, staffId, sentEncoding, now);
    const encoding = sentEncoding ?? (await readCsvEncoding(tx, staffId));
    const token = await createExportToken(tx, staffId, { table: table.name, scope, encoding }, now);
    return { kind: 'token', token };
  });
}

export async function requestExport(
  db: Database,
  config: Pick<Config, 'exportRateLimit'>,
  request: FastifyRequest<{ Body: ExportRequestBody }>,
  reply: FastifyReply,
) {
  const body = request.body;
  const table = exportTable(body.table);
  if (!table) return sendError(reply, 400, 'BadRequest', 'table names no exportable table');
  const rawScope = body.scope ?? {};
  if (scopeBytes(rawScope) > MAX_SCOPE_BYTES)
    return sendError(reply, 413, 'PayloadTooLarge', SCOPE_TOO_LARGE);
  let scope: unknown;
  try {
    scope = readScope(request, table, rawScope);
  } catch (error) {
    if (error instanceof ExportScopeError) return sendError(reply, 400, 'BadRequest', error.message);
    throw error;
  }
  const decision = await decide(db, config, request, table, scope, body.encoding);
  if (decision.kind === 'limited') {
    reply.header('retry-after', String(decision.waitSeconds));
    const message = `Too many export requests: try again in ${decision.waitSeconds} s`;
    return sendError(reply, 429, 'TooManyRequests', message);
  }
  if (decision.kind === 'refused') {
    const permission = decision.missing.join(', ');
    return sendError(reply, 403, 'Forbidden', forbiddenMessage(decision.missing), { permission });
  }
  return reply
    .header('cache-control', 'no-store')
    .send({ token: decision.token, url: `/api/exports/${decision.token}` });
}
