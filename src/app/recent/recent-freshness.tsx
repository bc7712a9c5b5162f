// The "how fresh is this" line of a page that may show stored data first: the stored copy's age while the
// live query refreshes it ("n 分前のデータ · 最新のデータを取得中…"), or why it cannot (offline).
import { useOnlineStatus } from '../../pwa/online-status';
import { RECENT_TEXTS } from './recent-texts';

export interface FreshnessQuery {
  isPlaceholderData: boolean;
  isFetching: boolean;
  isSuccess: boolean;
  dataUpdatedAt: number;
}

export interface RecentFreshnessProps {
  query: FreshnessQuery;
  /** When the stored copy (the placeholder) was fetched. */
  fetchedAt: number | undefined;
  now?: number;
}

/** What the freshness line says, or null when the data on screen is live and current. */
export function freshnessText(
  query: FreshnessQuery,
  fetchedAt: number | undefined,
  online: boolean,
  now: number,
): string | null {
  const shownAt = query.isPlaceholderData ? fetchedAt : query.isSuccess ? query.dataUpdatedAt : undefined;
  if (shownAt === undefined || shownAt === 0) return null;
  const stale = query.isPlaceholderData || query.isFetching || !online;
  if (!stale) return null;
  const status = !online ? RECENT_TEXTS.offline : RECENT_TEXTS.refreshing;
  return `${RECENT_TEXTS.age(now - shownAt)} · ${status}`;
}

export function RecentFreshness({ query, fetchedAt, now = Date.now() }: RecentFreshnessProps) {
  const online = useOnlineStatus();
  const text = freshnessText(query, fetchedAt, online, now);
  if (!text) return null;
  return (
    <p className="freshness" role="status" aria-live="polite">
      {text}
    </p>
  );
}
