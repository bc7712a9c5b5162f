// The streamed CSV exporter's REST routes (docs/decisions.md "CSV export"), each with its route schema:
//   GET  /api/exports/preference   → { encoding }: the staff member's remembered encoding
//   POST /api/exports              { table, scope, encoding } → { token, url } (export-request.ts)
//   GET  /api/exports/:token       → the file, streamed, and its audit row (export-download.ts)
// A body that fails its schema is refused as the handler would: 400 { code, message } naming the field.
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { CSV_ENCODINGS } from '../../src/shared/csv-export';
import { exportTableNames } from '../exports/registry';
import { readCsvEncoding } from '../exports/export-tokens';
import { EXPORT_REQUEST_BODY_LIMIT } from '../exports/scope-checks';
import '../exports/tables/index';
import { errorHandler, sendError } from './errors';
import { downloadExport } from './export-download';
import { requestExport, SCOPE_TOO_LARGE, type ExportRequestBody } from './export-request';
import { ERROR_ANSWER, refuseInvalidInput, refuseWith, stringFields, validateAsSent } from './route-schema';

const NO_TABLE = 'table names no exportable table';
const ERRORS = { '4xx': ERROR_ANSWER, '5xx': ERROR_ANSWER } as const;

/** The POST's body: checked field by field in this order, each refused with its own message. */
function requestSchema() {
  return {
    body: {
      type: 'object',
      required: ['table'],
      properties: {
        table: { enum: exportTableNames() },
        encoding: { enum: CSV_ENCODINGS },
        // null or absent: the whole table; its fields are the table's to read (export-request.ts).
        scope: { anyOf: [{ type: 'object' }, { const: null }] },
      },
    },
    response: {
      200: { type: 'object', properties: { token: { type: 'string' }, url: { type: 'string' } } },
      ...ERRORS,
    },
  };
}

const requestRefusals = refuseWith(
  {
    table: NO_TABLE,
    encoding: 'encoding must be utf8-bom or shift_jis',
    scope: 'scope must be an object',
  },
  NO_TABLE,
);

export const exportRoutes: FastifyPluginAsync<{
  db: Database;
  config: Pick<Config, 'exportRateLimit'>;
}> = async (app, { db, config }) => {
  validateAsSent(app);
  // A body over the route's limit is refused by Fastify before it is read: the same answer as a large scope.
  refuseInvalidInput(app, (error, request, reply) =>
    error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
      ? sendError(reply, 413, 'PayloadTooLarge', SCOPE_TOO_LARGE)
      : errorHandler(error, request, reply),
  );

  const preferenceSchema = {
    response: {
      200: { type: 'object', properties: { encoding: { type: 'string', enum: CSV_ENCODINGS } } },
      ...ERRORS,
    },
  };
  app.get('/exports/preference', { schema: preferenceSchema }, async (request, reply) => {
    const encoding = await readCsvEncoding(db.orm, request.staff!.id);
    return reply.header('cache-control', 'no-store').send({ encoding });
  });

  app.post<{ Body: ExportRequestBody }>(
    '/exports',
    { bodyLimit: EXPORT_REQUEST_BODY_LIMIT, schema: requestSchema(), schemaErrorFormatter: requestRefusals },
    (request, reply) => requestExport(db, config, request, reply),
  );

  app.get<{ Params: { token: string } }>(
    '/exports/:token',
    { schema: { params: stringFields('token'), response: ERRORS } },
    (request, reply) => downloadExport(db, app.accessLog, request, reply),
  );
};
