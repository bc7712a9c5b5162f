// A page of audit rows (the /audit page and a consumer's staff actions): the table with a pager above and below
// when more than one page is known, each row's detail button opening its dialog, and the query's loading, error and
// empty states.
import { useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { AuditEntryFieldsFragment } from '../../../api/generated/graphql';
import type { Column } from '../../../ui/data-table';
import { KnownPagesTable } from '../../../ui/known-pages-table';
import { formatDateTime } from '../../../../shared/format';
import { OutcomeName } from './outcome-name';
import { useT } from '../../../../i18n/use-t';
import type { Translate } from '../../../../i18n/i18n';
import { AuditActor, AuditEntryDialog, AuditTarget } from './audit-entry-dialog';
import { OperationName } from '../../../ui/operation-name';

export interface AuditPageData {
  items: AuditEntryFieldsFragment[];
  hasMore: boolean;
}

function columns(
  t: Translate,
  open: (entry: AuditEntryFieldsFragment) => void,
): Column<AuditEntryFieldsFragment>[] {
  return [
    {
      key: 'sequence',
      header: t('audit.column.sequence'),
      numeric: true,
      rowHeader: true,
      cell: (e) => e.sequence,
    },
    { key: 'at', header: t('audit.column.at'), cell: (e) => formatDateTime(e.at) },
    {
      key: 'staffEmail',
      header: t('audit.column.staffEmail'),
      cell: (e) => <AuditActor email={e.staffEmail} />,
    },
    {
      key: 'operation',
      header: t('audit.column.operation'),
      cell: (e) => <OperationName operation={e.operation} />,
    },
    { key: 'target', header: t('audit.column.target'), cell: (e) => <AuditTarget entry={e} /> },
    { key: 'outcome', header: t('audit.column.outcome'), cell: (e) => <OutcomeName outcome={e.outcome} /> },
    { key: 'approver', header: t('audit.column.approver'), cell: (e) => e.approverEmail ?? '' },
    {
      key: 'open',
      header: t('audit.column.open'),
      headerHidden: true,
      cell: (e) => (
        <button
          type="button"
          className="button"
          aria-label={t('audit.openLabel', { sequence: e.sequence })}
          onClick={() => open(e)}
        >
          {t('audit.open')}
        </button>
      ),
    },
  ];
}

export function AuditEntries({
  query,
  page,
  onPage,
  label,
}: {
  query: UseQueryResult<AuditPageData>;
  page: number;
  onPage: (page: number) => void;
  /** The table's accessible name. */
  label: string;
}) {
  const t = useT();
  const [open, setOpen] = useState<AuditEntryFieldsFragment | null>(null);
  return (
    <>
      <KnownPagesTable
        query={query}
        page={page}
        onPage={onPage}
        columns={columns(t, setOpen)}
        rowKey={(e) => e.sequence}
        label={label}
        pagerLabel={t('audit.pager')}
        empty={t('audit.empty')}
      />
      <AuditEntryDialog entry={open} onClose={() => setOpen(null)} />
    </>
  );
}
