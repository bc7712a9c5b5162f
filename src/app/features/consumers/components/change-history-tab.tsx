// Change history tab (document 2 §2): a search period (two dates and a 'search' button; it cannot be
// cleared) and the records newest first, each rendered by changeHistoryRow.
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES } from '../../../messages';
import { EmptyBox } from '../../../ui/empty-box';
import { consumerHistoryQueryOptions } from '../api/consumer-tab-queries';
import {
  changeHistoryRow,
  defaultSearchPeriod,
  isValidSearchPeriod,
  newestFirst,
  searchPeriodBounds,
  type SearchPeriod,
} from '../change-history-rules';
import { CHANGE_HISTORY_TEXTS as T } from '../consumer-texts';

export function ChangeHistoryTab({ consumerId }: { consumerId: string }) {
  const [draft, setDraft] = useState<SearchPeriod>(() => defaultSearchPeriod());
  const [applied, setApplied] = useState<SearchPeriod>(draft);
  const bounds = searchPeriodBounds(applied);
  const history = useQuery(consumerHistoryQueryOptions(consumerId, bounds.from, bounds.to));

  // The period cannot be cleared: an emptied date keeps its previous value.
  const change = (end: keyof SearchPeriod) => (value: string) => {
    if (value) setDraft((d) => ({ ...d, [end]: value }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isValidSearchPeriod(draft)) setApplied(draft);
  };

  return (
    <>
      <form className="search-period" onSubmit={submit}>
        <fieldset>
          <legend>{T.searchPeriod}</legend>
          <input
            type="date"
            aria-label={T.from}
            required
            value={draft.from}
            max={draft.to}
            onChange={(e) => change('from')(e.target.value)}
          />
          <span aria-hidden="true">{T.separator}</span>
          <input
            type="date"
            aria-label={T.to}
            required
            value={draft.to}
            min={draft.from}
            onChange={(e) => change('to')(e.target.value)}
          />{' '}
          <button type="submit" className="button button--primary" disabled={!isValidSearchPeriod(draft)}>
            {T.search}
          </button>
        </fieldset>
      </form>
      {history.isError ? (
        <p className="query-error" role="alert">
          {T.error}
        </p>
      ) : !history.data ? (
        <p className="page-loading" role="status">
          {MESSAGES.common.loading}
        </p>
      ) : history.data.length === 0 ? (
        <EmptyBox>{T.empty}</EmptyBox>
      ) : (
        <table className="data-table change-history" aria-label="Change history">
          <thead>
            <tr>
              <th scope="col">{T.changeDate}</th>
              <th scope="col">{T.changedBy}</th>
              <th scope="col">{T.changeContent}</th>
            </tr>
          </thead>
          <tbody>
            {newestFirst(history.data).map((record, i) => {
              const row = changeHistoryRow(record);
              return (
                <tr key={`${record.timestamp}-${i}`}>
                  <td>{row.date}</td>
                  <td>{row.changedBy}</td>
                  <td>
                    <strong>{row.kind}</strong>
                    <ul className="change-history__lines">
                      {row.lines.map((line) => (
                        <li key={line}>{line}</li>
                      ))}
                    </ul>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </>
  );
}
