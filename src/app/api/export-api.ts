// The streamed CSV exporter's REST calls (server/http/export-routes.ts): the remembered encoding, and asking for a
// one-use download link for a table's current view.
import { queryOptions } from '@tanstack/react-query';
import type { CsvEncoding } from '../../shared/csv-export';
import type { ExportTableName } from '../../shared/export-tables';
import { restRequest } from './rest-client';

export const exportKeys = {
  all: ['csv-export'] as const,
  preference: () => [...exportKeys.all, 'preference'] as const,
};

export const csvEncodingPreferenceQueryOptions = () =>
  queryOptions({
    queryKey: exportKeys.preference(),
    queryFn: ({ signal }) => restRequest<{ encoding: CsvEncoding }>('/exports/preference', { signal }),
    staleTime: Infinity,
  });

/** The table, its view's id and filter, and the encoding (remembered by the server as the staff member's choice). */
export interface ExportRequest {
  table: ExportTableName;
  scope: Record<string, unknown>;
  encoding: CsvEncoding;
}

/** Checks the permission and answers the file's one-use link (valid for a minute). */
export function requestExport(request: ExportRequest): Promise<{ token: string; url: string }> {
  return restRequest('/exports', { method: 'POST', body: request, retries: 0 });
}
