// The filter box's rule for tables held whole, shared by the console (in memory)
// and the CSV export of the same view (server/exports/tables/*), so the file holds the rows the screen lists.
// Case, width (全角/半角) and surrounding spaces do not matter; an amount may be typed as shown ("12,000",
// "¥12,000", "12000円"): without its separators it is also looked for.

export type FilterTexts<T> = (row: T) => ReadonlyArray<string | number | null | undefined>;

function normalize(text: string): string {
  return text.normalize('NFKC').toLowerCase().trim();
}

/** The rows whose texts contain `q` and whose status is `status` ('' or no status function: any). */
export function filterRows<T>(
  rows: readonly T[],
  query: { q: string; status: string },
  texts: FilterTexts<T>,
  status?: (row: T) => string | null | undefined,
): readonly T[] {
  const needle = normalize(query.q);
  const bare = needle.replace(/[,¥￥円\s]/g, '');
  if (!needle && !(query.status && status)) return rows;
  return rows.filter((row) => {
    if (query.status && status && status(row) !== query.status) return false;
    if (!needle) return true;
    return texts(row).some((value) => {
      if (value === null || value === undefined) return false;
      const text = normalize(String(value));
      return text.includes(needle) || (bare !== '' && text.includes(bare));
    });
  });
}
