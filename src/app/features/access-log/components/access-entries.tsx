// A page of access-log entries (the 閲覧ログ tab of /audit and a consumer's 閲覧履歴): who, when, which page or
// query, whose data (consumer links), how many rows; with a pager when more than one page is known and the query's
// loading, error and empty states.
import { Link } from 'react-router-dom';
import type { UseQueryResult } from '@tanstack/react-query';
import type { AccessEntriesQuery } from '../../../api/generated/graphql';
import { paths } from '../../../paths';
import type { Column } from '../../../ui/data-table';
import { KnownPagesTable } from '../../../ui/known-pages-table';
import { formatCount, formatDateTime } from '../../../../shared/format';
import { entryNote, kindText } from '../access-log-rules';
import { useT } from '../../../../i18n/use-t';
import { Text } from '../../../../i18n/text';
import { NamedCode } from './named-code';

export type AccessPageData = AccessEntriesQuery['accessEntries'];
type Entry = AccessPageData['items'][number];

/** Consumers shown per row before "…他 N 名" (a search or an export names many). */
const SHOWN_CONSUMERS = 3;

function Consumers({ ids, except }: { ids: readonly string[]; except?: string }) {
  const t = useT();
  const shown = ids.filter((id) => id !== except).slice(0, SHOWN_CONSUMERS);
  const more = ids.length - shown.length - (except && ids.includes(except) ? 1 : 0);
  return (
    <>
      {shown.map((id, n) => (
        <span key={id}>
          {n > 0 && ', '}
          <Link to={paths.consumer.details(id)}>{id}</Link>
        </span>
      ))}
      {more > 0 && t('accessLog.moreConsumers', { count: more })}
    </>
  );
}

function columns(consumerId: string | undefined): Column<Entry>[] {
  return [
    {
      key: 'at',
      header: <Text id="accessLog.column.at" />,
      rowHeader: true,
      cell: (e) => formatDateTime(e.readAt ?? e.at),
    },
    { key: 'staffEmail', header: <Text id="accessLog.column.staffEmail" />, cell: (e) => e.staffEmail },
    {
      key: 'kind',
      header: <Text id="accessLog.column.kind" />,
      cell: (e) => <NamedCode code={e.kind} name={kindText(e.kind)} />,
    },
    // On a consumer's own history the other consumers a search answered beside them are listed, not them again.
    {
      key: 'consumers',
      header: <Text id="accessLog.column.consumers" />,
      cell: (e) => <Consumers ids={e.consumerIds} except={consumerId} />,
    },
    {
      key: 'rowCount',
      header: <Text id="accessLog.column.rowCount" />,
      numeric: true,
      cell: (e) => formatCount(e.rowCount),
    },
    { key: 'note', header: <Text id="accessLog.column.note" />, cell: (e) => entryNote(e) },
  ];
}

export function AccessEntries({
  query,
  page,
  onPage,
  label,
  consumerId,
}: {
  query: UseQueryResult<AccessPageData>;
  page: number;
  onPage: (page: number) => void;
  label: string;
  /** The consumer whose history this is (their own id is not repeated in each row). */
  consumerId?: string;
}) {
  const t = useT();
  return (
    <KnownPagesTable
      query={query}
      page={page}
      onPage={onPage}
      columns={columns(consumerId)}
      rowKey={(e) => e.id}
      label={label}
      pagerLabel={t('accessLog.pager')}
      empty={t('accessLog.empty')}
    />
  );
}
