// PLUS tab (document 2 §2 "PLUS tab"): statuses, self-cancellation settings, review-confirmed date, budget,
// eKYC data, the 'anywhere Paidy' card / GPS tokens with physical-card events and the PayPal link, PAC data
// and the credit-limit history linking to the credit audit records.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { paths } from '../../../paths';
import { usePermissions } from '../../../state/console-store';
import { joinAddress } from '../../../ui/address';
import { CsvExportRow } from '../../../ui/csv-export-button';
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
import { codeCell } from '../../../ui/code-label';
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
  FIELD_LABELS as F,
  PAC_AUDIT_COLUMNS as A,
  PLUS_EVENT_COLUMNS as E,
} from '../consumer-texts';
import { QueryState } from '../../../ui/query-state';
import { useT } from '../../../../i18n/use-t';

function joinNames(...parts: Array<string | null | undefined>): string {
  const text = parts.filter((p) => p?.trim()).join(' ');
  return textOrNotAvailable(text);
}

type PhysicalCardEvent = GpsTokenRow['physicalCardEvents'][number];
type PaypalLinkEvent = PlusTabData['paypalLinks'][number]['linkEvents'][number];
type CreditLimitHistoryRow = NonNullable<PlusTabData['pacAuditDataSummary']>[number];

const PHYSICAL_CARD_EVENT_COLUMNS: readonly Column<PhysicalCardEvent>[] = [
  { key: 'status', header: E.status, cell: (e) => <StatusTag status={e.physicalCardStatus} /> },
  { key: 'updated', header: E.updated, cell: (e) => formatDateTime(e.physicalCardUpdatedAt) },
];

const PAYPAL_EVENT_COLUMNS: readonly Column<PaypalLinkEvent>[] = [
  { key: 'status', header: E.status, cell: (e) => <StatusTag status={e.status} /> },
  { key: 'time', header: E.time, cell: (e) => formatDateTime(e.time) },
];

const CREDIT_LIMIT_HISTORY_COLUMNS: readonly Column<CreditLimitHistoryRow>[] = [
  { key: 'completed', header: A.completed, cell: (r) => formatDateTime(r.completedAt) },
  { key: 'contract-type', header: A.contractType, cell: codeCell('contractType', (r) => r.contractType) },
  { key: 'reason', header: A.reason, cell: codeCell('auditReason', (r) => r.reason) },
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
              [F.token, <span className="mono">{t.token}</span>],
              [
                F.status,
                <span className={`tag card-status card-status--${t.status}`}>
                  {cardTokenStatusLabel(t.status)}
                </span>,
              ],
              [F.created, formatDateTime(t.createdAt)],
              [
                F.idemiaId,
                t.idemiaId ? <span className="mono">{t.idemiaId}</span> : textOrNotAvailable(null),
              ],
              [
                F.physicalCard,
                t.physicalCardStatus ? <StatusTag status={t.physicalCardStatus} /> : textOrNotAvailable(null),
              ],
              [F.physicalCardUpdated, dateTimeOrNotAvailable(t.physicalCardUpdatedAt)],
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

/** The PayPal links, each with its events, and one CSV出力 of every link's events. */
function PaypalLinks({ consumerId, links }: { consumerId: string; links: PlusTabData['paypalLinks'] }) {
  return (
    <>
      <h4>{F.paypalLink}</h4>
      {links.some((link) => link.linkEvents.length > 0) && (
        <CsvExportRow table="plus_paypal_link_events" scope={{ consumerId }} />
      )}
      {links.length === 0 ? (
        <EmptyBox />
      ) : (
        links.map((link, i) => (
          <div key={`${link.gpsToken ?? 'none'}-${i}`}>
            <KeyValueTable
              rows={[
                [F.status, <StatusTag status={link.status} />],
                [F.gpsToken, textOrNotAvailable(link.gpsToken)],
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
    </>
  );
}

/**
 * The credit-limit history with its CSV出力; the link to the credit audit records only for staff who may open them
 * (can_view_credit_audit_records too).
 */
function CreditLimitHistory({
  consumerId,
  rows,
  withRecordsLink,
}: {
  consumerId: string;
  rows: readonly CreditLimitHistoryRow[];
  withRecordsLink: boolean;
}) {
  return (
    <>
      <h3>{F.creditLimitHistory}</h3>
      {withRecordsLink && (
        <p>
          <Link to={paths.consumer.tab(consumerId, 'pacAuditRecords')}>{CONSUMER_TEXTS.creditAuditLink}</Link>
        </p>
      )}
      <CsvExportRow table="plus_credit_limit_history" scope={{ consumerId }} />
      <DataTable
        rows={rows}
        columns={CREDIT_LIMIT_HISTORY_COLUMNS}
        rowKey={(r, i) => `${r.completedAt}-${i}`}
        label={L.creditLimitHistory}
      />
    </>
  );
}

export function PlusTab({ consumerId, data }: { consumerId: string; data: ConsumerPageData }) {
  useT(); // renders again on a language switch
  const held = usePermissions();
  const withPac = held.includes(PERMISSIONS.viewPacRecords);
  const plus = useQuery(plusTabQueryOptions(consumerId, withPac));
  const pcd = data.plusConsumerData;
  const ekyc = pcd?.eKycConsumerData;
  return (
    <QueryState query={plus}>
      {(p) => (
        <>
          <h3>{F.plusStatus}</h3>
          <KeyValueTable
            rows={[
              [
                F.ekyc,
                p.plusStatus ? <StatusTag status={p.plusStatus.ekycStatus} /> : textOrNotAvailable(null),
              ],
              [
                F.houkatsu,
                p.plusStatus ? <StatusTag status={p.plusStatus.houkatsuStatus} /> : textOrNotAvailable(null),
              ],
              [
                F.apple,
                p.plusStatus ? <StatusTag status={p.plusStatus.appleStatus} /> : textOrNotAvailable(null),
              ],
              [F.ekycApplied, dateTimeOrNotAvailable(p.plusApplicationDates?.ekycAppliedAt)],
              [F.ekycApproved, dateTimeOrNotAvailable(p.plusApplicationDates?.ekycApprovedAt)],
              [F.houkatsuApplied, dateTimeOrNotAvailable(p.plusApplicationDates?.houkatsuAppliedAt)],
              [F.houkatsuApproved, dateTimeOrNotAvailable(p.plusApplicationDates?.houkatsuApprovedAt)],
              [F.plusApproved, dateTimeOrNotAvailable(pcd?.approvedAt)],
            ]}
          />
          <div className="action-row">
            <ReapplicationButton consumerId={consumerId} plusStatus={p.plusStatus} />
          </div>
          <h3>{F.selfCancellation}</h3>
          <KeyValueTable
            rows={[
              [F.featureAvailable, yesNo(p.selfCancellationStatus.featureEnabled)],
              [F.enabled, yesNo(p.selfCancellationStatus.enabled)],
              [
                F.remainingCancellations,
                p.selfCancellationStatus.remainingCancellations === null ||
                p.selfCancellationStatus.remainingCancellations === undefined
                  ? textOrNotAvailable(null)
                  : String(p.selfCancellationStatus.remainingCancellations),
              ],
              [F.expires, dateTimeOrNotAvailable(p.selfCancellationStatus.expireAt)],
            ]}
          />
          <div className="action-row">
            <SelfCancellationButton consumerId={consumerId} />
          </div>
          <h3>{F.review}</h3>
          <KeyValueTable
            rows={[[F.reviewConfirmed, dateTimeOrNotAvailable(p.plusApplicationDates?.reviewConfirmedAt)]]}
          />
          <h3>{F.budget}</h3>
          <KeyValueTable
            rows={[
              [F.spendLimitMax, yenOrNotAvailable(pcd?.spendLimit?.max)],
              [F.spendLimitSelected, yenOrNotAvailable(pcd?.spendLimit?.selected)],
            ]}
          />
          <h3>{F.ekycData}</h3>
          <KeyValueTable
            rows={[
              [F.name, joinNames(ekyc?.lastNameKanji, ekyc?.firstNameKanji)],
              [F.kanaName, joinNames(ekyc?.lastNameKana, ekyc?.firstNameKana)],
              [F.dateOfBirth, textOrNotAvailable(ekyc?.birthDate)],
              [F.occupation, textOrNotAvailable(ekyc?.occupation)],
              [F.address, joinAddress(ekyc?.address)],
              [F.usagePurpose, textOrNotAvailable(ekyc?.applicationReason)],
              [F.applied, dateTimeOrNotAvailable(ekyc?.appliedAt)],
              [F.examined, dateTimeOrNotAvailable(ekyc?.examinedAt)],
              [F.updated, dateTimeOrNotAvailable(ekyc?.updatedAt)],
              [
                F.liquidApplicationId,
                <span className="mono">{textOrNotAvailable(ekyc?.metadata?.liquidApplicationId)}</span>,
              ],
            ]}
          />
          <h3>{F.anywherePaidy}</h3>
          <KeyValueTable rows={[[F.cardEligible, yesNo(p.cardEligibility.isEligible)]]} />
          <div className="action-row">
            <CardEligibilityExceptionButton consumerId={consumerId} />
          </div>
          {/* One file of every token's physical-card events, each row naming its token. */}
          {p.gpsTokens.some((t) => t.physicalCardEvents.length > 0) && (
            <CsvExportRow table="plus_physical_card_events" scope={{ consumerId }} />
          )}
          <GpsTokens consumerId={consumerId} tokens={p.gpsTokens} />
          <PaypalLinks consumerId={consumerId} links={p.paypalLinks} />
          <h3>{F.pacData}</h3>
          <KeyValueTable
            rows={[
              [F.annualIncome, yenOrNotAvailable(pcd?.pacData?.annualIncome)],
              [
                F.dependents,
                pcd?.pacData?.dependents === null || pcd?.pacData?.dependents === undefined
                  ? textOrNotAvailable(null)
                  : String(pcd.pacData.dependents),
              ],
              [F.rentOrMortgage, yenOrNotAvailable(pcd?.pacData?.rentOrMortgage)],
            ]}
          />
          {p.pacAuditDataSummary && (
            <CreditLimitHistory
              consumerId={consumerId}
              rows={p.pacAuditDataSummary}
              withRecordsLink={canReadCreditAudit(held)}
            />
          )}
        </>
      )}
    </QueryState>
  );
}
