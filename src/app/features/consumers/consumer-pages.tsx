// Consumer pages (document 2 §2 "Consumer account page", management variant): the header and info block,
// the tabs as links (each shown under its condition); each tab's panel is composed in
// src/app/pages/consumer-tab-page.tsx. The ConsumerPage query is shared by the header and every tab; the
// other tabs fetch their own data when opened.
import { NavLink, Outlet, useParams } from 'react-router-dom';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { graphQLErrorCode } from '../../api/api-error';
import { paths } from '../../paths';
import { usePermissions } from '../../state/console-store';
import { EmptyBox } from '../../ui/empty-box';
import { PageHeading } from '../../ui/page-heading';
import { QueryError } from '../../ui/query-error';
import { RecentFreshness } from '../../recent/recent-freshness';
import { useRecentCaseData, useRecordRecentCase } from '../../recent/recent-store';
import type { ReactNode } from 'react';
import {
  consumerPageQueryOptions,
  type ConsumerDetail,
  type ConsumerPageData,
} from './api/consumer-page-query';
import { ConsumerHeader } from './components/consumer-header';
import { PendingApprovalBanner } from './components/pending-approval-banner';
import { canReadExclusions, visibleConsumerTabs } from './consumer-rules';
import { CONSUMER_TAB_LABELS, CONSUMER_TEXTS } from './consumer-texts';
import { UnderItsHeader } from '../../ui/query-state';
import { PresenceStrip } from '../../ui/case-presence';
import { CaseVersionProvider } from '../../ui/stale-case';
import { useT } from '../../../i18n/use-t';

export interface ConsumerOutletContext {
  consumerId: string;
  page: UseQueryResult<ConsumerPageData>;
}

/** The recent list's line for a consumer: the kanji name, else the kana name. */
function consumerLabel(data: ConsumerPageData): string | undefined {
  return data.consumer?.kanjiName?.trim() || data.consumer?.kanaName?.trim() || undefined;
}

/** The consumer's one action menu, handed in by src/app/pages/consumer-action-menu.tsx. */
export type ActionMenu = (consumer: ConsumerDetail) => ReactNode;

export function ConsumerPage({ actionMenu }: { actionMenu?: ActionMenu }) {
  useT(); // renders again on a language switch
  const { consumerId = '' } = useParams();
  const held = usePermissions();
  const withExclusions = canReadExclusions(held);
  // A recent case renders at once from IndexedDB, then the live query replaces it.
  const recent = useRecentCaseData<ConsumerPageData>('consumer', consumerId);
  const page = useQuery({
    ...consumerPageQueryOptions(consumerId, withExclusions),
    placeholderData: recent.data,
  });
  const shown = page.isPlaceholderData ? undefined : page.data;
  // Records this consumer as recently opened (the recent-cases store, src/app/recent).
  useRecordRecentCase('consumer', consumerId, shown?.consumer ? shown : undefined, {
    label: shown ? consumerLabel(shown) : undefined,
    fetchedAt: page.dataUpdatedAt,
  });

  const missing =
    (page.isSuccess && page.data.consumer === null) ||
    (page.isError && graphQLErrorCode(page.error) === 'NOT_FOUND');

  return (
    <CaseVersionProvider value={page.data?.consumer?.version}>
      <section className="consumer-page">
        <PageHeading title={CONSUMER_TEXTS.title} id={consumerId} />
        <RecentFreshness query={page} fetchedAt={recent.fetchedAt} />
        {!missing && <PresenceStrip consumerId={consumerId} />}
        {!missing && <PendingApprovalBanner consumerId={consumerId} />}
        {missing ? (
          <EmptyBox />
        ) : page.isError ? (
          <QueryError error={page.error} onRetry={page.refetch} />
        ) : (
          <>
            {page.data ? (
              <>
                <ConsumerHeader data={page.data} actionMenu={actionMenu} />
                <nav className="tabs" aria-label={CONSUMER_TEXTS.tabsLabel}>
                  {visibleConsumerTabs(page.data.plusstatus, held).map((tab) => (
                    <NavLink key={tab} to={paths.consumer.tab(consumerId, tab)}>
                      {CONSUMER_TAB_LABELS[tab]}
                    </NavLink>
                  ))}
                </nav>
              </>
            ) : null}
            <UnderItsHeader ready={page.data !== undefined}>
              <Outlet context={{ consumerId, page } satisfies ConsumerOutletContext} />
            </UnderItsHeader>
          </>
        )}
      </section>
    </CaseVersionProvider>
  );
}
