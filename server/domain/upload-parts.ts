// The part rule of every file sent in parts (legal-status batches, report-setting uploads): a part
// carries consecutive rows, is numbered 0 … count-1, and the first and last parts bound the whole file. The stored
// totals are checked by each caller after it has locked its upload row.

export interface BatchPartInput {
  index: number;
  count: number;
  firstRow: number;
  totalRows: number;
}

export interface PartLimits {
  /** Rows one request may carry. */
  perRequest: number;
  /** Rows a whole upload may have. */
  total: number;
}

const positiveInt = (n: number, max: number) => Number.isSafeInteger(n) && n >= 1 && n <= max;

/** The part's shape on its own: null when it is fine, else why not. */
export function checkPart(part: BatchPartInput, rowCount: number, limits: PartLimits): string | null {
  const { index, count, firstRow, totalRows } = part;
  if (!positiveInt(totalRows, limits.total)) return `part.totalRows must be between 1 and ${limits.total}`;
  if (!positiveInt(count, totalRows)) return 'part.count must be between 1 and part.totalRows';
  if (count < Math.ceil(totalRows / limits.perRequest))
    return `part.count is too small: parts carry at most ${limits.perRequest} rows`;
  if (!Number.isSafeInteger(index) || index < 0 || index >= count)
    return 'part.index must be between 0 and part.count - 1';
  if (!positiveInt(firstRow, totalRows)) return 'part.firstRow must be between 1 and part.totalRows';
  const lastRow = firstRow + rowCount - 1;
  if (lastRow > totalRows) return 'The part has rows beyond part.totalRows';
  if (index === 0 && firstRow !== 1) return 'Part 0 must start at row 1';
  if (index === count - 1 && lastRow !== totalRows) return 'The last part must end at row part.totalRows';
  return null;
}
