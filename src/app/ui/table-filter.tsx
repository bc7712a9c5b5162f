// The filter box above a long table: one text box (what it matches is in its
// placeholder) and, when the table has statuses, a status choice. What is typed is applied a moment after the last
// key, or at once with Enter; the values come from and go to the URL (table-query.ts). The browser's Ctrl+F
// cannot find rows a paged or virtualized table has not rendered: this box is the way to find them.
import { useEffect, useId, useState, type FormEvent } from 'react';
import type { TableQuery } from './table-query';
import { useT } from '../../i18n/use-t';
import { useStatusName } from './status-tag';

/** How long after the last key the text is applied. */
const APPLY_AFTER_MS = 300;

export interface TableFilterProps {
  /** The table's name: the controls are named '{label} 絞り込み' and '{label} ステータス'. */
  label: string;
  /** What the text is matched against, shown as the placeholder. */
  placeholder: string;
  query: TableQuery;
  onChange: (patch: Partial<TableQuery>) => void;
  /** The statuses to choose from; none: no status choice. */
  statuses?: readonly string[];
  /** Rows matching, when known. */
  count?: number;
}

export function TableFilter({ label, placeholder, query, onChange, statuses, count }: TableFilterProps) {
  const t = useT();
  const statusName = useStatusName();
  const id = useId();
  const [draft, setDraft] = useState(query.q);
  // Back and forward (or a link) change the URL's text: the box follows.
  useEffect(() => setDraft(query.q), [query.q]);
  useEffect(() => {
    if (draft === query.q) return;
    const timer = setTimeout(() => onChange({ q: draft }), APPLY_AFTER_MS);
    return () => clearTimeout(timer);
  }, [draft, query.q, onChange]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft !== query.q) onChange({ q: draft });
  };
  return (
    <form
      className="table-filter"
      role="search"
      aria-label={t('ui.filter.filter', { label })}
      onSubmit={submit}
    >
      <label htmlFor={`${id}-q`} className="visually-hidden">
        {t('ui.filter.filter', { label })}
      </label>
      <input
        id={`${id}-q`}
        type="search"
        className="table-filter__text"
        value={draft}
        placeholder={placeholder}
        autoComplete="off"
        onChange={(e) => setDraft(e.target.value)}
      />
      {statuses && statuses.length > 0 && (
        <>
          <label htmlFor={`${id}-status`} className="visually-hidden">
            {t('ui.filter.status', { label })}
          </label>
          <select
            id={`${id}-status`}
            value={query.status}
            onChange={(e) => onChange({ status: e.target.value })}
          >
            <option value="">{t('ui.filter.allStatuses')}</option>
            {statuses.map((s) => (
              <option key={s} value={s}>
                {statusName(s)}
              </option>
            ))}
          </select>
        </>
      )}
      {count !== undefined && (
        <span className="table-filter__count" role="status">
          {t('ui.filter.count', { count })}
        </span>
      )}
    </form>
  );
}
