// The rows of one batch's result page, read RESULT_PAGE_SIZE at a time, one request after the other: the first rows
// show at once and a big batch never arrives as one answer (a 100,000-row batch is 20 requests of about 500 KB). While
// the batch runs only the pages that still hold pending rows and that its progress has reached are asked again.
import { useCallback, useEffect, useRef } from 'react';
import { useQueries, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { LegalStatusBatchResultsQuery } from '../../../api/generated/graphql';
import { RESULT_PAGE_SIZE, batchResultsPageQueryOptions, legalStatusKeys } from './legal-status-api';

type Item = LegalStatusBatchResultsQuery['legalStatusBatchUpdateResults'][number];
export type NumberedItem = Item & { readonly no: number };

export interface BatchProgress {
  readonly length: number;
  readonly successes: number;
  readonly failures: number;
  readonly completedAt?: number | null;
}

export interface BatchResults {
  /** The rows read so far, in row order, each with its row number. */
  rows: NumberedItem[];
  /** Every row of the batch has been read. */
  complete: boolean;
  /** The first failed request, if any. */
  error: unknown;
}

// Each page's rows are numbered once, not on every render (a big batch has hundreds of thousands).
const numberedPages = new WeakMap<readonly Item[], NumberedItem[]>();
function numbered(items: readonly Item[], page: number): NumberedItem[] {
  let rows = numberedPages.get(items);
  if (!rows) {
    rows = items.map((item, i) => ({ ...item, no: page * RESULT_PAGE_SIZE + i + 1 }));
    numberedPages.set(items, rows);
  }
  return rows;
}

const hasPending = (items: readonly Item[] | undefined) => !!items?.some((item) => item.success == null);

export function useBatchResults(batchId: string, batch: BatchProgress | null | undefined): BatchResults {
  const queryClient = useQueryClient();
  const pageCount = batch ? Math.ceil(batch.length / RESULT_PAGE_SIZE) : 0;
  const combine = useCallback((results: UseQueryResult<Item[]>[]): BatchResults => {
    const pages: NumberedItem[][] = [];
    for (const [page, result] of results.entries()) {
      if (!result.data) break;
      pages.push(numbered(result.data, page));
    }
    return {
      rows: pages.flat(),
      complete: pages.length === results.length,
      error: results.find((r) => r.isError)?.error ?? null,
    };
  }, []);
  const results = useQueries({
    queries: Array.from({ length: pageCount }, (_, page) => ({
      ...batchResultsPageQueryOptions(batchId, page),
      // One page after the other: the first rows come first.
      enabled:
        page === 0 || queryClient.getQueryData(legalStatusKeys.results(batchId, page - 1)) !== undefined,
    })),
    combine,
  });

  // Progress moved (or the batch completed): the pages it reached that still show pending rows are asked again.
  const done = batch ? batch.successes + batch.failures : 0;
  const completed = batch?.completedAt != null;
  const seen = useRef<string | null>(null);
  useEffect(() => {
    const mark = `${done}/${completed}`;
    const first = seen.current === null;
    seen.current = mark;
    if (first) return;
    void queryClient.invalidateQueries({
      queryKey: legalStatusKeys.results(batchId),
      predicate: (query) =>
        hasPending(query.state.data as Item[] | undefined) &&
        (completed || Number(query.queryKey.at(-1)) * RESULT_PAGE_SIZE < done),
    });
  }, [queryClient, batchId, done, completed]);

  return results;
}
