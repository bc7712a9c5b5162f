// PLUS tab (document 2 §2 "PLUS tab"): statuses, self-cancellation settings, review-confirmed date, budget,
// eKYC data, the 'anywhere Paidy' card / GPS tokens with physical-card events and the PayPal link, PAC data
// and the credit-limit history linking to the credit audit records.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { paths } from '../../../paths';
import { usePermissions } from '../../../state/console-store';
import { joinAddress } from '../../../ui/address';
import { DataTable, type Column } from '../../../ui/data-table';
import { EmptyBox } from '../../../ui/empty-box';
import { formatDateTime } from '../../../../shared/format';
import { KeyValueTable } from '../../../ui/key-value-table';
import {
  dateTimeOrNotAvailable,
  textOrNotAvailable,
  yenOrNotAvailable,
  yesNo,
} from '../../../ui/not-available';
import { StatusTag } from '../../../ui/status-tag';
import { PERMISSIONS } from '../../../../shared/permissions';
import type { ConsumerPageData } from '../api/consumer-page-query';
import { plusTabQueryOptions, type GpsTokenRow, type PlusTabData } from '../api/consumer-tab-queries';
import { canReadCreditAudit, cardTokenStatusLabel } from '../consumer-rules';
import {
  CardEligibilityExceptionButton,
  CardTokenActions,
  ReapplicationButton,
  SelfCancellationButton,
} from './plus-actions';
import {
  CONSUMER_TABLE_LABELS as L,
  CONSUMER_TEXTS,
  PAC_AUDIT_COLUMNS as A,
  PLUS_EVENT_COLUMNS as E,
} from '../consumer-texts';
import { QueryState } from '../../../ui/query-state';

function joinNames(...parts: Array<string | null | undefined>): string {
  const text = parts.filter((p) => p?.trim()).join(' ');
  return textOrNotAvailable(text);
}

type PhysicalCardEvent = GpsTokenRow['physicalCardEvents'][number];
type PaypalLinkEvent = PlusTabData['paypalLinks'][number]['linkEvents'][number];
type CreditLimitHistoryRow = NonNullable<PlusTabData['pacAuditDataSummary']>[number];

const PHYSICAL_CARD_EVENT_COLUMNS: readonly Column<PhysicalCardEvent>[] = [
  { key: 'status', header: E.status, cell: (e) => e.physicalCardStatus },
  { key: 'updated', header: E.updated, cell: (e) => formatDateTime(e.physicalCardUpdatedAt) },
];

const PAYPAL_EVENT_COLUMNS: readonly Column<PaypalLinkEvent>[] = [
  { key: 'status', header: E.status, cell: (e) => e.status },
  { key: 'time', header: E.time, cell: (e) => formatDateTime(e.time) },
];

const CREDIT_LIMIT_HISTORY_COLUMNS: readonly Column<CreditLimitHistoryRow>[] = [
  { key: 'completed', header: A.completed, cell: (r) => formatDateTime(r.completedAt) },
  { key: 'contract-type', header: A.contractType, cell: (r) => textOrNotAvailable(r.contractType) },
  { key: 'reason', header: A.reason, cell: (r) => textOrNotAvailable(r.reason) },
  { key: 'credit-limit-pp', header: A.creditLimitPP, cell: (r) => yenOrNotAvailable(r.creditLimitPP) },
  { key: 'credit-limit-ppfa', header: A.creditLimitPPFA, cell: (r) => yenOrNotAvailable(r.creditLimitPPFA) },
];

function GpsTokens({ consumerId, tokens }: { consumerId: string; tokens: readonly GpsTokenRow[] }) {
  if (!tokens.length) return <EmptyBox />;
  return (
    <>
      {tokens.map((t) => (
        <div key={t.token} className="gps-token">
          <KeyValueTable
            rows={[
              ['Token', <span className="mono">{t.token}</span>],
              [
                'Status',
                <span className={`tag card-status card-status--${t.status}`}>
                  {cardTokenStatusLabel(t.status)}
                </span>,
              ],
              ['Created', formatDateTime(t.createdAt)],
              ['Idemia ID', textOrNotAvailable(t.idemiaId)],
              ['Physical card', textOrNotAvailable(t.physicalCardStatus)],
              ['Physical card updated', dateTimeOrNotAvailable(t.physicalCardUpdatedAt)],
            ]}
          />
          <CardTokenActions consumerId={consumerId} token={t} />
          <DataTable
            rows={t.physicalCardEvents}
            columns={PHYSICAL_CARD_EVENT_COLUMNS}
            rowKey={(e, i) => `${e.physicalCardUpdatedAt}-${i}`}
            label={L.physicalCardEvents(t.token)}
            caption={L.physicalCardEventsCaption}
            whenEmpty="hide"
          />
        </div>
      ))}
    </>
  );
}

export function PlusTab({ consumerId, data }: { consumerId: string; data: ConsumerPageData }) {
  const held = usePermissions();
  const withPac = held.includes(PERMISSIONS.viewPacRecords);
  const plus = useQuery(plusTabQueryOptions(consumerId, withPac));
  const pcd = data.plusConsumerData;
  const ekyc = pcd?.eKycConsumerData;
  return (
    <QueryState query={plus}>
      {(p) => (
        <>
          <h3>Status</h3>
          <KeyValueTable
            rows={[
              [
                'eKYC',
                p.plusStatus ? <StatusTag status={p.plusStatus.ekycStatus} /> : textOrNotAvailable(null),
              ],
              [
                'Houkatsu',
                p.plusStatus ? <StatusTag status={p.plusStatus.houkatsuStatus} /> : textOrNotAvailable(null),
              ],
              [
                'Apple',
                p.plusStatus ? <StatusTag status={p.plusStatus.appleStatus} /> : textOrNotAvailable(null),
              ],
              ['eKYC applied', dateTimeOrNotAvailable(p.plusApplicationDates?.ekycAppliedAt)],
              ['eKYC approved', dateTimeOrNotAvailable(p.plusApplicationDates?.ekycApprovedAt)],
              ['Houkatsu applied', dateTimeOrNotAvailable(p.plusApplicationDates?.houkatsuAppliedAt)],
              ['Houkatsu approved', dateTimeOrNotAvailable(p.plusApplicationDates?.houkatsuApprovedAt)],
              ['PLUS approved', dateTimeOrNotAvailable(pcd?.approvedAt)],
            ]}
          />
          <div className="action-row">
            <ReapplicationButton consumerId={consumerId} plusStatus={p.plusStatus} />
          </div>
          <h3>Self-cancellation</h3>
          <KeyValueTable
            rows={[
              ['Feature available', yesNo(p.selfCancellationStatus.featureEnabled)],
              ['Enabled', yesNo(p.selfCancellationStatus.enabled)],
              [
                'Remaining cancellations',
                p.selfCancellationStatus.remainingCancellations === null ||
                p.selfCancellationStatus.remainingCancellations === undefined
                  ? textOrNotAvailable(null)
                  : String(p.selfCancellationStatus.remainingCancellations),
              ],
              ['Expires', dateTimeOrNotAvailable(p.selfCancellationStatus.expireAt)],
            ]}
          />
          <div className="action-row">
            <SelfCancellationButton consumerId={consumerId} />
          </div>
          <h3>Review</h3>
          <KeyValueTable
            rows={[['Review confirmed', dateTimeOrNotAvailable(p.plusApplicationDates?.reviewConfirmedAt)]]}
          />
          <h3>Budget</h3>
          <KeyValueTable
            rows={[
              ['Spend limit (max)', yenOrNotAvailable(pcd?.spendLimit?.max)],
              ['Spend limit (selected)', yenOrNotAvailable(pcd?.spendLimit?.selected)],
            ]}
          />
          <h3>eKYC data</h3>
          <KeyValueTable
            rows={[
              ['Name', joinNames(ekyc?.lastNameKanji, ekyc?.firstNameKanji)],
              ['Kana name', joinNames(ekyc?.lastNameKana, ekyc?.firstNameKana)],
              ['Date of birth', textOrNotAvailable(ekyc?.birthDate)],
              ['Occupation', textOrNotAvailable(ekyc?.occupation)],
              ['Address', joinAddress(ekyc?.address)],
              ['Usage purpose', textOrNotAvailable(ekyc?.applicationReason)],
              ['Applied', dateTimeOrNotAvailable(ekyc?.appliedAt)],
              ['Examined', dateTimeOrNotAvailable(ekyc?.examinedAt)],
              ['Updated', dateTimeOrNotAvailable(ekyc?.updatedAt)],
              ['Liquid application ID', textOrNotAvailable(ekyc?.metadata?.liquidApplicationId)],
            ]}
          />
          <h3>Anywhere Paidy</h3>
          <KeyValueTable rows={[['Card eligible', yesNo(p.cardEligibility.isEligible)]]} />
          <div className="action-row">
            <CardEligibilityExceptionButton consumerId={consumerId} />
          </div>
          <GpsTokens consumerId={consumerId} tokens={p.gpsTokens} />
          <h4>PayPal link</h4>
          {p.paypalLinks.length === 0 ? (
            <EmptyBox />
          ) : (
            p.paypalLinks.map((link, i) => (
              <div key={`${link.gpsToken ?? 'none'}-${i}`}>
                <KeyValueTable
                  rows={[
                    ['Status', <StatusTag status={link.status} />],
                    ['GPS token', textOrNotAvailable(link.gpsToken)],
                  ]}
                />
                <DataTable
                  rows={link.linkEvents}
                  columns={PAYPAL_EVENT_COLUMNS}
                  rowKey={(e, j) => `${e.time}-${j}`}
                  label={L.paypalLinkEvents}
                  whenEmpty="hide"
                />
              </div>
            ))
          )}
          <h3>PAC data</h3>
          <KeyValueTable
            rows={[
              ['Annual income', yenOrNotAvailable(pcd?.pacData?.annualIncome)],
              [
                'Dependents',
                pcd?.pacData?.dependents === null || pcd?.pacData?.dependents === undefined
                  ? textOrNotAvailable(null)
                  : String(pcd.pacData.dependents),
              ],
              ['Rent or mortgage', yenOrNotAvailable(pcd?.pacData?.rentOrMortgage)],
            ]}
          />
          {p.pacAuditDataSummary && (
            <>
              <h3>Credit-limit history</h3>
              {/* Only for staff who may open the records (can_view_credit_audit_records too; issue 20). */}
              {canReadCreditAudit(held) && (
                <p>
                  <Link to={paths.consumer.tab(consumerId, 'pacAuditRecords')}>
                    {CONSUMER_TEXTS.creditAuditLink}
                  </Link>
                </p>
              )}
              <DataTable
                rows={p.pacAuditDataSummary}
                columns={CREDIT_LIMIT_HISTORY_COLUMNS}
                rowKey={(r, i) => `${r.completedAt}-${i}`}
                label={L.creditLimitHistory}
              />
            </>
          )}
        </>
      )}
    </QueryState>
  );
}
