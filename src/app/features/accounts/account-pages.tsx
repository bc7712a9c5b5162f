// The consumer account page, summary variant (/accounts/:consumerId), and the bill statement page
// (/consumers/:consumerId/billstatements/:billStatementId) of document 2 §2. The account page is a recent
// case: it renders at once from IndexedDB when reopened, then refreshes from the server.
import { useT } from '../../../i18n/use-t';
import { PresenceStrip } from '../../ui/case-presence';
import { CaseVersionProvider } from '../../ui/stale-case';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { graphQLErrorCode } from '../../api/api-error';
import { paths } from '../../paths';
import { EmptyBox } from '../../ui/empty-box';
import { PageHeading } from '../../ui/page-heading';
import { QueryError } from '../../ui/query-error';
import { Loading } from '../../ui/query-state';
import { RecentFreshness } from '../../recent/recent-freshness';
import { useRecentCaseData, useRecordRecentCase } from '../../recent/recent-store';
import {
  accountPageQueryOptions,
  billStatementQueryOptions,
  type AccountPageData,
} from './api/account-queries';
import { accountLabel } from './account-rules';
import { ACCOUNT_TEXTS, STATEMENT_TEXTS } from './account-texts';
import type { ReactNode } from 'react';
import { AccountSummary } from './components/account-summary';
import { BillStatementDetail } from './components/bill-statement-detail';
import { BillStatementTable } from './components/bill-statement-table';
import { ChargesSection, MultiPayContractsSection } from './components/lazy-sections';

type AccountConsumer = NonNullable<AccountPageData['consumer']>;

/** The consumer's one action menu, handed in by src/app/pages/consumer-action-menu.tsx. */
export function AccountPage({ actionMenu }: { actionMenu?: (consumer: AccountConsumer) => ReactNode }) {
  useT(); // renders again on a language switch
  const { consumerId = '' } = useParams();
  const recent = useRecentCaseData<AccountPageData>('account', consumerId);
  const page = useQuery({ ...accountPageQueryOptions(consumerId), placeholderData: recent.data });
  const shown = page.isPlaceholderData ? undefined : page.data;
  useRecordRecentCase('account', consumerId, shown?.consumer ? shown : undefined, {
    label: shown ? accountLabel(shown) : undefined,
    fetchedAt: page.dataUpdatedAt,
  });

  const data = page.data;
  const missing =
    (page.isSuccess && !page.isPlaceholderData && data?.consumer === null) ||
    (page.isError && graphQLErrorCode(page.error) === 'NOT_FOUND');

  return (
    <CaseVersionProvider value={data?.consumer?.version}>
      <section className="account-page">
        <PageHeading title={ACCOUNT_TEXTS.title} id={consumerId} />
        <PresenceStrip consumerId={consumerId} />
        <RecentFreshness query={page} fetchedAt={recent.fetchedAt} />
        {missing ? (
          <EmptyBox />
        ) : page.isError && !data ? (
          <QueryError error={page.error} onRetry={page.refetch} />
        ) : !data?.consumer ? (
          <Loading />
        ) : (
          <>
            {actionMenu?.(data.consumer)}
            <AccountSummary data={data} />
            <BillStatementTable consumerId={consumerId} rows={data.billstatementsWithSettlements} />
            <ChargesSection consumerId={consumerId} enabled />
            <MultiPayContractsSection consumerId={consumerId} enabled />
          </>
        )}
      </section>
    </CaseVersionProvider>
  );
}

export function BillStatementPage() {
  useT(); // renders again on a language switch
  const { consumerId = '', billStatementId = '' } = useParams();
  const query = useQuery(billStatementQueryOptions(consumerId, billStatementId));
  const statement = query.data?.billstatementsWithSettlements.find(
    (s) => s.billStatement.id === billStatementId,
  );
  const missing =
    (query.isSuccess && !statement) || (query.isError && graphQLErrorCode(query.error) === 'NOT_FOUND');

  return (
    <section className="bill-statement-page">
      <PageHeading title={STATEMENT_TEXTS.title} id={billStatementId} />
      <p>
        <Link to={paths.account.detail(consumerId)}>{STATEMENT_TEXTS.backToAccount}</Link>
      </p>
      <RecentFreshness query={query} fetchedAt={undefined} />
      {missing ? (
        <EmptyBox />
      ) : query.isError && !query.data ? (
        <QueryError error={query.error} onRetry={query.refetch} />
      ) : !statement ? (
        <Loading />
      ) : (
        <BillStatementDetail statement={statement} paymentCode={query.data?.paidycode ?? null} />
      )}
    </section>
  );
}
