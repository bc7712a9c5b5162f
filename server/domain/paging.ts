// The one paging rule of the offset/limit lists (legal-status history and results, the audit trail).

export type PageRefusal = { ok: false; field: 'offset' | 'limit'; message: string };

/** offset ≥ 0, limit 1…max (null: no limit); a refusal names the argument. */
export function pageRefusal(page: { offset: number; limit: number | null }, max: number): PageRefusal | null {
  if (!Number.isInteger(page.offset) || page.offset < 0)
    return { ok: false, field: 'offset', message: 'offset must be 0 or more' };
  if (page.limit !== null && (!Number.isInteger(page.limit) || page.limit < 1 || page.limit > max))
    return { ok: false, field: 'limit', message: `limit must be 1 to ${max}` };
  return null;
}
