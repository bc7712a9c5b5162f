// The recent cases list (the last 50 consumers, accounts and payments this staff user opened, with when
// each was last fetched) and the header's popover that holds it. Real links, keyboard accessible: the
// toggle is a button with aria-expanded, Escape closes the panel and returns focus to the toggle.
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../paths';
import { formatDateTime } from '../../shared/format';
import { useT } from '../../i18n/use-t';
import { handOverRecentCase, useRecentCases, type RecentLookup, type RecentLookupKind } from './recent-store';

/** Where a recent case opens: straight on the default tab, sparing the index route's redirect. */
export function recentCasePath(kind: RecentLookupKind, id: string): string {
  switch (kind) {
    case 'consumer':
      return paths.consumer.details(id);
    case 'account':
      return paths.account.detail(id);
    case 'payment':
      return paths.payment.auth(id);
    case 'combiniPayment':
      return paths.combiniPayment.detail(id);
  }
}

export function RecentCasesList({
  rows,
  onNavigate,
}: {
  rows: readonly RecentLookup[];
  onNavigate?: () => void;
}) {
  const t = useT();
  if (rows.length === 0) return <p className="recent-cases__empty">{t('recent.empty')}</p>;
  return (
    <ol className="recent-cases__list">
      {rows.map((row) => (
        <li key={`${row.kind}:${row.id}`} className="recent-cases__item">
          <Link
            to={recentCasePath(row.kind, row.id)}
            onClick={(event) => {
              // A plain click opens the case in this tab: hand over the row the list already holds.
              if (event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey)
                handOverRecentCase(row);
              onNavigate?.();
            }}
          >
            <span className="recent-cases__kind">{t(`recent.kind.${row.kind}`)}</span>
            <span className="recent-cases__label">{row.label || row.id}</span>
            {row.label && <span className="recent-cases__id">{row.id}</span>}
          </Link>
          <span className="recent-cases__fetched">
            {t('recent.fetchedAt')}{' '}
            <time dateTime={new Date(row.fetchedAt).toISOString()}>{formatDateTime(row.fetchedAt)}</time>
          </span>
        </li>
      ))}
    </ol>
  );
}

/** The list with its heading, for a page's empty state (e.g. the search page without a keyword). */
export function RecentCases() {
  const t = useT();
  const { rows } = useRecentCases();
  // Not a landmark: the header's panel is the region of this name.
  return (
    <section className="recent-cases">
      <h2>{t('recent.title')}</h2>
      <RecentCasesList rows={rows} />
    </section>
  );
}

/** The header's popover: a toggle button and, when open, the recent cases panel. */
export function RecentCasesMenu() {
  const t = useT();
  const { rows } = useRecentCases({ afterFirstData: true });
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    function onKey(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    }
    function onPointer(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <div className="recent-menu" ref={rootRef}>
      <button
        type="button"
        ref={toggleRef}
        className="recent-menu__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        {t('recent.toggle')}
        <span className="recent-menu__count">{rows.length}</span>
      </button>
      <div
        id={panelId}
        className="recent-menu__panel"
        role="region"
        aria-label={t('recent.title')}
        hidden={!open}
      >
        <h2 className="recent-menu__title">{t('recent.title')}</h2>
        <RecentCasesList rows={rows} onNavigate={() => setOpen(false)} />
      </div>
    </div>
  );
}
