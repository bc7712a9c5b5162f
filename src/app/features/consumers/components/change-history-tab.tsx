// Change history tab (document 2 §2): a search period (two dates and a 'search' button; it cannot be
// cleared) and the records newest first, each rendered by changeHistoryRow; the filter box and the date sort
// work in memory.
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Column } from '../../../ui/data-table';
import { FilteredTable } from '../../../ui/filtered-table';
import { QueryState } from '../../../ui/query-state';
import { consumerHistoryQueryOptions } from '../api/consumer-tab-queries';
import {
  changeHistoryRow,
  changeHistoryTexts,
  type HistoryKind,
  type HistoryRecord,
} from '../../../../shared/change-history-rows';
import { CsvExportButton } from '../../../ui/csv-export-button';
import { useT } from '../../../../i18n/use-t';
import { Text } from '../../../../i18n/text';
import { useTableQuery } from '../../../ui/table-query';
import {
  defaultSearchPeriod,
  isValidSearchPeriod,
  newestFirst,
  searchPeriodBounds,
  type SearchPeriod,
} from '../change-history-rules';
import {
  CHANGE_HISTORY_TEXTS,
  CONSUMER_TABLE_LABELS,
  CONSUMER_TEXTS,
  SEARCH_PERIOD_SEPARATOR,
  historyLabels,
} from '../consumer-texts';

const HISTORY_COLUMNS: readonly Column<HistoryRecord>[] = [
  {
    key: 'date',
    header: <Text id="consumer.history.changeDate" />,
    cell: (r) => changeHistoryRow(r, historyLabels()).date,
    sort: (a, b) => a.timestamp - b.timestamp,
  },
  {
    key: 'changed-by',
    header: <Text id="consumer.history.changedBy" />,
    cell: (r) => {
      const changedBy = changeHistoryRow(r, historyLabels()).changedBy;
      // A created record's source by name, its code in the tooltip.
      return 'source' in r && r.source ? <span title={r.source}>{changedBy}</span> : changedBy;
    },
  },
  {
    key: 'content',
    header: <Text id="consumer.history.changeContent" />,
    cell: (r) => {
      const row = changeHistoryRow(r, historyLabels());
      return (
        <>
          <strong title={row.kind}>{historyKindName(row.kind)}</strong>
          <ul className="change-history__lines">
            {row.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      );
    },
  },
];

/** A record's kind by its name in the active language (an unknown kind as it is). */
function historyKindName(kind: string): string {
  const key = `kind.${kind}`;
  return Object.hasOwn(HISTORY_KINDS, kind)
    ? CHANGE_HISTORY_TEXTS[key as keyof typeof CHANGE_HISTORY_TEXTS]
    : kind;
}
const HISTORY_KINDS: Readonly<Record<HistoryKind, true>> = {
  Created: true,
  Updated: true,
  Disabled: true,
  Enabled: true,
  Closed: true,
  ContractReverted: true,
};

/** Records carry no id: kind, time and position in the list keep the keys unique. */
const historyKey = (records: readonly HistoryRecord[]) => {
  const index = new Map(records.map((record, i) => [record, i]));
  return (r: HistoryRecord) => `${r.kind}-${r.timestamp}-${index.get(r) ?? 0}`;
};

/** One end of the search period: a date that cannot pass the other end. */
function PeriodEnd({
  kind: end,
  label,
  period,
  onChange,
}: {
  /** Which end. */
  kind: keyof SearchPeriod;
  label: string;
  period: SearchPeriod;
  onChange: (end: keyof SearchPeriod, value: string) => void;
}) {
  return (
    <input
      type="date"
      aria-label={label}
      required
      value={period[end]}
      max={end === 'from' ? period.to : undefined}
      min={end === 'to' ? period.from : undefined}
      onChange={(e) => onChange(end, e.target.value)}
    />
  );
}

export function ChangeHistoryTab({ consumerId }: { consumerId: string }) {
  useT(); // renders again on a language switch
  const [draft, setDraft] = useState<SearchPeriod>(() => defaultSearchPeriod());
  const [applied, setApplied] = useState<SearchPeriod>(draft);
  const bounds = searchPeriodBounds(applied);
  const history = useQuery(consumerHistoryQueryOptions(consumerId, bounds.from, bounds.to));
  // The view the export reproduces: the period, and the filter and date order the table reads from the URL.
  const [view] = useTableQuery('history');
  const exportScope = {
    consumerId,
    ...bounds,
    q: view.q,
    sortDirection: view.sort?.direction ?? null,
  };

  // The period cannot be cleared: an emptied date keeps its previous value.
  const change = (end: keyof SearchPeriod, value: string) => {
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
          <legend>{CHANGE_HISTORY_TEXTS.searchPeriod}</legend>
          <PeriodEnd kind="from" label={CHANGE_HISTORY_TEXTS.from} period={draft} onChange={change} />
          <span aria-hidden="true">{SEARCH_PERIOD_SEPARATOR}</span>
          <PeriodEnd kind="to" label={CHANGE_HISTORY_TEXTS.to} period={draft} onChange={change} />{' '}
          <button type="submit" className="button button--primary" disabled={!isValidSearchPeriod(draft)}>
            {CHANGE_HISTORY_TEXTS.search}
          </button>
        </fieldset>
      </form>
      {/* The period shown in the spec's own form (yyyy-MM-dd ~ yyyy-MM-dd), whatever the browser's date inputs show. */}
      <p className="search-period__applied" role="status">
        {CHANGE_HISTORY_TEXTS.searchPeriod}: {applied.from}
        {SEARCH_PERIOD_SEPARATOR}
        {applied.to}
      </p>
      <CsvExportButton table="consumer_history" scope={exportScope} />
      <QueryState
        query={history}
        empty={CHANGE_HISTORY_TEXTS.empty}
        error={
          <p className="query-error" role="alert">
            {CHANGE_HISTORY_TEXTS.error}
          </p>
        }
      >
        {(records) => <HistoryTable records={newestFirst(records)} />}
      </QueryState>
    </>
  );
}

function HistoryTable({ records }: { records: readonly HistoryRecord[] }) {
  return (
    <FilteredTable
      name="history"
      filterLabel={CONSUMER_TABLE_LABELS.changeHistory}
      placeholder={CONSUMER_TEXTS.historyFilterPlaceholder}
      texts={(record) => changeHistoryTexts(record, historyLabels())}
      rows={records}
      columns={HISTORY_COLUMNS}
      rowKey={historyKey(records)}
      label={CONSUMER_TABLE_LABELS.changeHistory}
      empty={CHANGE_HISTORY_TEXTS.empty}
      virtual
    />
  );
}
