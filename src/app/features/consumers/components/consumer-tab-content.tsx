// The content of each consumer tab (document 2 §2 "Child tabs").
import type { ConsumerTab } from '../../../paths';
import type { ConsumerPageData } from '../api/consumer-page-query';
import { FraudPaymentsTab } from '../../fraud/components/fraud-payments-tab';
import { FraudTab } from '../../fraud/components/fraud-tab';
import { ChangeHistoryTab } from './change-history-tab';
import { DetailsTab } from './details-tab';
import { HoukatsuTab } from './houkatsu-tab';
import { LimitAndUsageTab } from './limit-and-usage-tab';
import { LogsTab, MessagesTab } from './logs-and-messages-tabs';
import { PacAuditRecordsTab } from './pac-audit-records-tab';
import { PaymentsTab } from './payments-tab';
import { PlusTab } from './plus-tab';
import { VanTab } from './van-tab';

export function ConsumerTabContent({
  tab,
  consumerId,
  data,
}: {
  tab: ConsumerTab;
  consumerId: string;
  data: ConsumerPageData;
}) {
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
      return <FraudTab consumerId={consumerId} data={data} />;
    case 'fraudpayments':
      return <FraudPaymentsTab consumerId={consumerId} data={data} />;
    case 'logs':
      return <LogsTab consumerId={consumerId} />;
    case 'messages':
      return <MessagesTab consumerId={consumerId} />;
    case 'changeHistory':
      return <ChangeHistoryTab consumerId={consumerId} />;
    case 'van':
      return <VanTab consumerId={consumerId} />;
  }
}
