// GET /api/exports/:token → the file, streamed (Content-Disposition: attachment), each page of personal data
// written to the access log before it goes out, and one audit row (who, table, filter, row count) written when the
// stream ends.
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { exportFileName, type CsvEncoding } from '../../src/shared/csv-export';
import { exportTable, ExportScopeError, type ExportTable } from '../exports/registry';
import { csvContentType, csvExportChunks, type ExportProgress } from '../exports/csv-stream';
import { spendExportToken } from '../exports/export-tokens';
import { AccessLogUnavailable, type AccessLogWriter } from '../domain/access-log/writer';
import { ACCESS_LOG_UNAVAILABLE_MESSAGE } from '../graphql/access-log/tally';
import { logSafeError } from './log-safe-error';
import { auditExport, forbiddenMessage, missingPermissions, targetIdOf } from './export-answers';
import { sendError } from './errors';

/**
 * Before each page of a table with personal data goes out: its entry in the access log (kind Export, the page's
 * consumers and row count), durable first.
 */
function personalDataPages(
  accessLog: AccessLogWriter,
  request: FastifyRequest,
  table: ExportTable,
  scope: unknown,
): ((rows: readonly unknown[]) => Promise<void>) | undefined {
  const whose = table.personalData;
  if (!whose) return undefined;
  const staff = request.staff!;
  return async (rows) => {
    const consumerIds = rows.map((row) => whose(row, scope)).filter((id): id is string => Boolean(id));
    try {
      await accessLog.record({
        staff: { id: staff.id, email: staff.email },
        sessionId: staff.sessionId,
        kind: 'Export',
        consumerIds,
        rowCount: rows.length,
        ip: request.ip ?? null,
        requestId: String(request.id),
      });
    } catch (error) {
      request.log.error({ err: logSafeError(error) }, 'Access log entry of an export page not written');
      throw new AccessLogUnavailable();
    }
  };
}

/** attachment; filename="…" (the name is ASCII by construction) */
function attachment(fileName: string): string {
  return `attachment; filename="${fileName}"`;
}

interface Download {
  table: ExportTable;
  scope: unknown;
  encoding: CsvEncoding;
  fileName: string;
}

/**
 * The file's chunks; the audit row is written when they end (completed, broken off by the client, or failed), so
 * it names the number of rows that went out.
 */
async function* auditedChunks(
  db: Database,
  accessLog: AccessLogWriter,
  request: FastifyRequest,
  d: Download,
) {
  const progress: ExportProgress = { rows: 0, complete: false };
  const beforePage = personalDataPages(accessLog, request, d.table, d.scope);
  try {
    yield* csvExportChunks(db.orm, d.table, d.scope, d.encoding, progress, undefined, beforePage);
  } finally {
    const { encoding, fileName } = d;
    await auditExport(db.orm, request, d.table, d.scope, progress.complete ? 'success' : 'failure', {
      rows: progress.rows,
      encoding,
      fileName,
      ...(progress.complete ? {} : { reason: 'The download stopped before the last row' }),
    }).catch((error: unknown) => request.log.error({ err: error }, 'Export audit row not written'));
  }
}

/**
 * The first chunk (the first page read, with its access-log entry) comes before the answer starts: a failure there
 * is an error answer of its own (400 for a bad scope, 503 when the entry cannot be written), not a file's headers
 * over an error's body. A failure after that (a later page, or its access-log entry) destroys the stream, and with
 * it the connection (Fastify, and @fastify/compress's pipeline, pass the error on): the client sees a broken
 * download, never a file that looks complete.
 */
async function sendFile(reply: FastifyReply, chunks: AsyncGenerator<Buffer>, d: Download) {
  let first: IteratorResult<Buffer>;
  try {
    first = await chunks.next();
  } catch (error) {
    if (error instanceof ExportScopeError) return sendError(reply, 400, 'BadRequest', error.message);
    if (error instanceof AccessLogUnavailable)
      return sendError(reply, 503, 'ServiceUnavailable', ACCESS_LOG_UNAVAILABLE_MESSAGE);
    throw error;
  }
  async function* file() {
    if (!first.done) yield first.value;
    yield* chunks;
  }
  return reply
    .header('content-type', csvContentType(d.encoding))
    .header('content-disposition', attachment(d.fileName))
    .header('cache-control', 'no-store')
    .send(Readable.from(file(), { objectMode: false }));
}

export async function downloadExport(
  db: Database,
  accessLog: AccessLogWriter,
  request: FastifyRequest<{ Params: { token: string } }>,
  reply: FastifyReply,
) {
  const now = new Date();
  const spent = await spendExportToken(db.orm, request.staff!.id, request.params.token, now);
  const table = spent && exportTable(spent.table);
  if (!spent || !table)
    return sendError(reply, 404, 'NotFound', 'This download link is unknown, used or expired');
  // Permissions are read from the session again: one taken away since the POST counts.
  const missing = missingPermissions(request, table);
  if (missing.length) {
    await auditExport(db.orm, request, table, spent.scope, 'refused', { missingPermissions: missing });
    return sendError(reply, 403, 'Forbidden', forbiddenMessage(missing));
  }
  const fileName = exportFileName(table.name, targetIdOf(table, spent.scope), now);
  const d: Download = { table, scope: spent.scope, encoding: spent.encoding, fileName };
  return sendFile(reply, auditedChunks(db, accessLog, request, d), d);
}
