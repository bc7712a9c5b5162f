// The consumer page's 閲覧履歴 (holders of audit_log.read): who looked at this consumer's personal data, when and
// how (which page, a search, an export, an offline reopen), newest first.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { accessEntriesQueryOptions } from '../api/access-log-api';
import { EMPTY_ACCESS_FILTERS, accessQueryVariables } from '../access-log-rules';
import { useT } from '../../../../i18n/use-t';
import { AccessEntries } from './access-entries';
import { CsvExportRow } from '../../../ui/csv-export-button';

export function ConsumerAccessHistory({ consumerId }: { consumerId: string }) {
  const t = useT();
  const [page, setPage] = useState(1);
  const entries = useQuery(
    accessEntriesQueryOptions(accessQueryVariables({ ...EMPTY_ACCESS_FILTERS, consumerId }, page)),
  );
  return (
    <>
      <p className="audit-hint">{t('accessLog.historyHint')}</p>
      <CsvExportRow table="access_entries" scope={{ consumerId }} />
      <AccessEntries
        query={entries}
        page={page}
        onPage={setPage}
        label={t('accessLog.history')}
        consumerId={consumerId}
      />
    </>
  );
}
