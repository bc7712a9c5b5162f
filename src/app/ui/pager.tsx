// The pager (Prev, page numbers with '...', Next) and a wrapper that pages a list of rows, with the pager
// above and below the content when there is more than one page. Inside the router the page is in the URL.
import { useState, type ReactNode } from 'react';
import { useInRouterContext } from 'react-router-dom';
import { clampPage, pageCountOf, pageRows, pagerItems } from './pagination';
import { useUrlPage } from './url-page';
import { t as text } from '../../i18n/i18n';
import { useT } from '../../i18n/use-t';

/** The pager's texts in the active language (read when used, so tests and screens share the wording). */
export const PAGER_TEXTS = {
  get prev() {
    return text('ui.pager.prev');
  },
  get next() {
    return text('ui.pager.next');
  },
  ellipsis: '...',
  page: (page: number) => text('ui.pager.page', { page }),
};

export interface PagerProps {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  /** Names the navigation landmark, e.g. 'Payments ページ送り (上)'. */
  label: string;
}

export function Pager({ page, pageCount, onChange, label }: PagerProps) {
  const t = useT();
  const current = clampPage(page, pageCount);
  return (
    <nav className="pager" aria-label={label}>
      <button
        type="button"
        className="pager__button"
        disabled={current <= 1}
        onClick={() => onChange(current - 1)}
      >
        {t('ui.pager.prev')}
      </button>
      {pagerItems(current, pageCount).map((item) =>
        item.kind === 'ellipsis' ? (
          <span key={item.key} className="pager__ellipsis" aria-hidden="true">
            {PAGER_TEXTS.ellipsis}
          </span>
        ) : (
          <button
            key={item.page}
            type="button"
            className="pager__button pager__page"
            aria-label={t('ui.pager.page', { page: item.page })}
            aria-current={item.page === current ? 'page' : undefined}
            onClick={() => onChange(item.page)}
          >
            {item.page}
          </button>
        ),
      )}
      <button
        type="button"
        className="pager__button"
        disabled={current >= pageCount}
        onClick={() => onChange(current + 1)}
      >
        {t('ui.pager.next')}
      </button>
    </nav>
  );
}

export interface PagedProps<T> {
  rows: readonly T[];
  pageSize: number;
  /** What is paged, for the pagers' accessible names. */
  label: string;
  /** The URL parameter holding the page (default `page`); a screen with two paged tables names one. */
  param?: string;
  children: (rows: T[]) => ReactNode;
}

/**
 * Pages `rows` locally (the lists arrive whole), on the page the URL names. Outside a router (a piece rendered
 * on its own) the page is the component's state.
 */
export function Paged<T>(props: PagedProps<T>) {
  return useInRouterContext() ? <UrlPaged {...props} /> : <LocalPaged {...props} />;
}

function UrlPaged<T>(props: PagedProps<T>) {
  const [page, setPage] = useUrlPage(props.param);
  return <PagedView {...props} page={page} setPage={setPage} />;
}

function LocalPaged<T>(props: PagedProps<T>) {
  const [page, setPage] = useState(1);
  return <PagedView {...props} page={page} setPage={setPage} />;
}

function PagedView<T>({
  rows,
  pageSize,
  label,
  children,
  page,
  setPage,
}: PagedProps<T> & { page: number; setPage: (page: number) => void }) {
  const t = useT();
  const pageCount = pageCountOf(rows.length, pageSize);
  const current = clampPage(page, pageCount);
  const pager = (name: string) =>
    pageCount > 1 ? <Pager page={current} pageCount={pageCount} onChange={setPage} label={name} /> : null;
  return (
    <>
      {pager(t('ui.pager.top', { label }))}
      {children(pageRows(rows, current, pageSize))}
      {pager(t('ui.pager.bottom', { label }))}
    </>
  );
}
