// One consumer tab's panel (document 2 §2 "Child tabs"): its heading at once, its content once the page
// query has answered. A composition page: the consumer tabs, the fraud feature's two tabs and the audit feature's
// staff actions side by side, each given the part of the ConsumerPage query it renders.
import { useT } from '../../i18n/use-t';
import { useOutletContext } from 'react-router-dom';
import { CONSUMER_TABS, type ConsumerTab } from '../paths';
import { usePermissions } from '../state/console-store';
import { Loading } from '../ui/query-state';
import { useLastPathSegment } from '../ui/use-last-segment';
import type { ConsumerPageData } from '../features/consumers/api/consumer-page-query';
import { ChangeHistoryTab } from '../features/consumers/components/change-history-tab';
import { DetailsTab } from '../features/consumers/components/details-tab';
import { HoukatsuTab } from '../features/consumers/components/houkatsu-tab';
import { LimitAndUsageTab } from '../features/consumers/components/limit-and-usage-tab';
import { LogsTab, MessagesTab } from '../features/consumers/components/logs-and-messages-tabs';
import { PacAuditRecordsTab } from '../features/consumers/components/pac-audit-records-tab';
import { PaymentsTab } from '../features/consumers/components/payments-tab';
import { PlusTab } from '../features/consumers/components/plus-tab';
import { VanTab } from '../features/consumers/components/van-tab';
import type { ConsumerOutletContext } from '../features/consumers/consumer-pages';
import { canReadExclusions } from '../features/consumers/consumer-rules';
import { CONSUMER_TAB_LABELS } from '../features/consumers/consumer-texts';
import { FraudPaymentsPanel } from './fraud-payments-panel';
import { FraudTab } from '../features/fraud/components/fraud-tab';
import { StaffActions } from '../features/audit/components/staff-actions';
import { ConsumerAccessHistory } from '../features/access-log/components/consumer-access-history';

function isConsumerTab(value: string): value is ConsumerTab {
  return (CONSUMER_TABS as readonly string[]).includes(value);
}

export function ConsumerTabPage() {
  useT(); // renders again on a language switch
  const segment = useLastPathSegment();
  const { consumerId, page } = useOutletContext<ConsumerOutletContext>();
  if (!isConsumerTab(segment)) return null;
  return (
    <section className="tab-panel" aria-labelledby={`consumer-tab-${segment}`}>
      <h2 id={`consumer-tab-${segment}`}>{CONSUMER_TAB_LABELS[segment]}</h2>
      {page.data?.consumer ? (
        <ConsumerTabContent tab={segment} consumerId={consumerId} data={page.data} />
      ) : (
        <Loading />
      )}
    </section>
  );
}

function ConsumerTabContent({
  tab,
  consumerId,
  data,
}: {
  tab: ConsumerTab;
  consumerId: string;
  data: ConsumerPageData;
}) {
  const held = usePermissions();
  switch (tab) {
    case 'details':
      return <DetailsTab data={data} />;
    case 'limit_and_usage':
      return <LimitAndUsageTab consumerId={consumerId} data={data} />;
    case 'payments':
      return <PaymentsTab consumerId={consumerId} data={data} />;
    case 'houkatsu':
      return <HoukatsuTab consumerId={consumerId} data={data} />;
    case 'plus':
      return <PlusTab consumerId={consumerId} data={data} />;
    case 'pacAuditRecords':
      return <PacAuditRecordsTab consumerId={consumerId} />;
    case 'fraud':
      return (
        <FraudTab
          consumerId={consumerId}
          flags={data.activeFraudFlagsByConsumerId}
          exclusions={data.assessmentExclusionsByConsumerId}
          canReadExclusions={canReadExclusions(held)}
        />
      );
    case 'fraudpayments':
      return <FraudPaymentsPanel consumerId={consumerId} />;
    case 'logs':
      return <LogsTab consumerId={consumerId} />;
    case 'messages':
      return <MessagesTab consumerId={consumerId} />;
    case 'changeHistory':
      return <ChangeHistoryTab consumerId={consumerId} />;
    case 'staffActions':
      return <StaffActions consumerId={consumerId} />;
    case 'accessHistory':
      return <ConsumerAccessHistory consumerId={consumerId} />;
    case 'van':
      return <VanTab consumerId={consumerId} />;
  }
}
