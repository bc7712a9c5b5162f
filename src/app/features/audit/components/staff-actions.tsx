// The consumer page's staff actions: the audit rows whose target is the consumer — every action
// on the account, impersonations and refused attempts included — newest first, with the same table and detail
// dialog as /audit.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { auditEntriesQueryOptions } from '../api/audit-api';
import { EMPTY_FILTERS, auditQueryVariables } from '../audit-rules';
import { useT } from '../../../../i18n/use-t';
import { AuditEntries } from './audit-entries';
import '../audit.css';

export function StaffActions({ consumerId }: { consumerId: string }) {
  const t = useT();
  const [page, setPage] = useState(1);
  const entries = useQuery(
    auditEntriesQueryOptions(auditQueryVariables({ ...EMPTY_FILTERS, targetId: consumerId }, page)),
  );
  return (
    <>
      <p className="audit-hint">{t('audit.staffActionsHint')}</p>
      <AuditEntries query={entries} page={page} onPage={setPage} label={t('audit.staffActions')} />
    </>
  );
}
