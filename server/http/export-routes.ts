// The streamed CSV exporter's REST routes (issue 21 "CSV export of every table"; docs/decisions.md "CSV export"):
//   GET  /api/exports/preference   → { encoding }: the staff member's remembered encoding
//   POST /api/exports              { table, scope, encoding } → { token, url }: permission checked (the table's
//                                   query's, deny by default), the encoding remembered, a one-use token for 60 s
//   GET  /api/exports/:token       → the file, streamed (Content-Disposition: attachment), and one audit row
//                                   (who, table, filter, row count) written when the stream ends.
import { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { writeAudit, type AuditOutcome } from '../domain/audit';
import { hasAllPermissions } from '../../src/shared/permissions';
import { exportFileName, isCsvEncoding, type CsvEncoding } from '../../src/shared/csv-export';
import { exportTable, ExportScopeError, type ExportTable } from '../exports/registry';
import { csvContentType, csvExportChunks, type ExportProgress } from '../exports/csv-stream';
import {
  createExportToken,
  readCsvEncoding,
  saveCsvEncoding,
  spendExportToken,
} from '../exports/export-tokens';
import '../exports/tables/index';
import type { StaffPrincipal } from './session';

/** The audit operation of an export. */
export const EXPORT_AUDIT_OPERATION = 'exportCsv';

function refuse(reply: FastifyReply, status: number, code: string, message: string, extra = {}) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .send({ code, message, ...extra });
}

function missingPermissions(staff: StaffPrincipal, table: ExportTable): string[] {
  return hasAllPermissions(staff.permissions, table.permissions)
    ? []
    : table.permissions.filter((p) => !staff.permissions.includes(p));
}

/** attachment; filename="…" (the name is ASCII by construction) */
function attachment(fileName: string): string {
  return `attachment; filename="${fileName}"`;
}

export const exportRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  const audit = async (
    request: FastifyRequest,
    table: ExportTable,
    scope: unknown,
    outcome: AuditOutcome,
    detail: Record<string, unknown>,
  ) => {
    const staff = request.staff!;
    let targetId: string | null = null;
    try {
      targetId = table.fileId(scope);
    } catch {
      targetId = null;
    }
    await writeAudit(db.orm, {
      staff: { id: staff.id, email: staff.email },
      operation: EXPORT_AUDIT_OPERATION,
      targetType: table.name,
      targetId,
      outcome,
      detail: { table: table.name, filter: scope, ...detail },
      ip: request.ip ?? null,
    });
  };

  app.get('/exports/preference', async (request, reply) => {
    const encoding = await readCsvEncoding(db.orm, request.staff!.id);
    return reply.header('cache-control', 'no-store').send({ encoding });
  });

  app.post('/exports', async (request, reply) => {
    const staff = request.staff!;
    const body = (request.body && typeof request.body === 'object' ? request.body : {}) as {
      table?: unknown;
      scope?: unknown;
      encoding?: unknown;
    };
    const table = exportTable(body.table);
    if (!table) return refuse(reply, 400, 'BadRequest', 'table names no exportable table');
    const encoding: CsvEncoding | null =
      body.encoding === undefined
        ? await readCsvEncoding(db.orm, staff.id)
        : isCsvEncoding(body.encoding)
          ? body.encoding
          : null;
    if (!encoding) return refuse(reply, 400, 'BadRequest', 'encoding must be utf8-bom or shift_jis');
    const rawScope = body.scope ?? {};
    if (typeof rawScope !== 'object' || rawScope === null || Array.isArray(rawScope))
      return refuse(reply, 400, 'BadRequest', 'scope must be an object');
    const missing = missingPermissions(staff, table);
    if (missing.length) {
      await audit(request, table, rawScope, 'refused', { missingPermissions: missing });
      return refuse(reply, 403, 'Forbidden', `Forbidden: missing permission ${missing.join(', ')}`, {
        permission: missing.join(', '),
      });
    }
    let scope: unknown;
    try {
      scope = table.parseScope(rawScope as Record<string, unknown>);
    } catch (error) {
      if (error instanceof ExportScopeError) return refuse(reply, 400, 'BadRequest', error.message);
      throw error;
    }
    const now = new Date();
    if (body.encoding !== undefined) await saveCsvEncoding(db.orm, staff.id, encoding, now);
    const token = await createExportToken(db.orm, staff.id, { table: table.name, scope, encoding }, now);
    return reply.header('cache-control', 'no-store').send({ token, url: `/api/exports/${token}` });
  });

  app.get<{ Params: { token: string } }>('/exports/:token', async (request, reply) => {
    const staff = request.staff!;
    const now = new Date();
    const spent = await spendExportToken(db.orm, staff.id, request.params.token, now);
    const table = spent && exportTable(spent.table);
    if (!spent || !table)
      return refuse(reply, 404, 'NotFound', 'This download link is unknown, used or expired');
    // Permissions are read from the session again: one taken away since the POST counts.
    const missing = missingPermissions(staff, table);
    if (missing.length) {
      await audit(request, table, spent.scope, 'refused', { missingPermissions: missing });
      return refuse(reply, 403, 'Forbidden', `Forbidden: missing permission ${missing.join(', ')}`);
    }
    const fileName = exportFileName(table.name, table.fileId(spent.scope), now);
    const progress: ExportProgress = { rows: 0, complete: false };
    const encoding = spent.encoding;
    const log = request.log;
    // The audit row is written when the stream ends (completed, broken off by the client, or failed), so it
    // names the number of rows that went out.
    async function* audited() {
      try {
        yield* csvExportChunks(db.orm, table!, spent!.scope, encoding, progress);
      } finally {
        await audit(request, table!, spent!.scope, progress.complete ? 'success' : 'failure', {
          rows: progress.rows,
          encoding,
          fileName,
          ...(progress.complete ? {} : { reason: 'The download stopped before the last row' }),
        }).catch((error: unknown) => log.error({ err: error }, 'Export audit row not written'));
      }
    }
    return reply
      .header('content-type', csvContentType(encoding))
      .header('content-disposition', attachment(fileName))
      .header('cache-control', 'no-store')
      .send(Readable.from(audited(), { objectMode: false }));
  });
};
