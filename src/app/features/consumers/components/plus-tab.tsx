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
import type {
  CreditLimitHistoryRowFieldsFragment,
  GpsTokenRowFieldsFragment,
  PaypalLinkRowFieldsFragment,
} from '../../../api/generated/graphql';
import { plusTabQueryOptions } from '../api/consumer-tab-queries';
import { canReadCreditAudit, cardTokenStatusLabel } from '../consumer-rules';
import {
  CardEligibilityExceptionButton,
  CardTokenActions,
  ReapplicationButton,
  SelfCancellationButton,
} from './plus-actions';
import {
  CONSUMER_TABLE_LABELS,
  CONSUMER_TEXTS,
  FIELD_LABELS,
  PAC_AUDIT_COLUMNS,
  PLUS_EVENT_COLUMNS,
} from '../consumer-texts';
import { QueryState } from '../../../ui/query-state';
import { useT } from '../../../../i18n/use-t';

function joinNames(...parts: Array<string | null | undefined>): string {
  const text = parts.filter((p) => p?.trim()).join(' ');
  return textOrNotAvailable(text);
}

type PhysicalCardEvent = GpsTokenRowFieldsFragment['physicalCardEvents'][number];
type PaypalLinkEvent = PaypalLinkRowFieldsFragment['linkEvents'][number];
type CreditLimitHistoryRow = CreditLimitHistoryRowFieldsFragment;

const PHYSICAL_CARD_EVENT_COLUMNS: readonly Column<PhysicalCardEvent>[] = [
  {
    key: 'status',
    header: PLUS_EVENT_COLUMNS.status,
    cell: (e) => <StatusTag status={e.physicalCardStatus} />,
  },
  {
    key: 'updated',
    header: PLUS_EVENT_COLUMNS.updated,
    cell: (e) => formatDateTime(e.physicalCardUpdatedAt),
  },
];

const PAYPAL_EVENT_COLUMNS: readonly Column<PaypalLinkEvent>[] = [
  { key: 'status', header: PLUS_EVENT_COLUMNS.status, cell: (e) => <StatusTag status={e.status} /> },
  { key: 'time', header: PLUS_EVENT_COLUMNS.time, cell: (e) => formatDateTime(e.time) },
];

const CREDIT_LIMIT_HISTORY_COLUMNS: readonly Column<CreditLimitHistoryRow>[] = [
  { key: 'completed', header: PAC_AUDIT_COLUMNS.completed, cell: (r) => formatDateTime(r.completedAt) },
  {
    key: 'contract-type',
    header: PAC_AUDIT_COLUMNS.contractType,
    cell: codeCell('contractType', (r) => r.contractType),
  },
  { key: 'reason', header: PAC_AUDIT_COLUMNS.reason, cell: codeCell('auditReason', (r) => r.reason) },
  {
    key: 'credit-limit-pp',
    header: PAC_AUDIT_COLUMNS.creditLimitPP,
    cell: (r) => yenOrNotAvailable(r.creditLimitPP),
  },
  {
    key: 'credit-limit-ppfa',
    header: PAC_AUDIT_COLUMNS.creditLimitPPFA,
    cell: (r) => yenOrNotAvailable(r.creditLimitPPFA),
  },
];

function GpsTokens({
  consumerId,
  tokens,
}: {
  consumerId: string;
  tokens: readonly GpsTokenRowFieldsFragment[];
}) {
  if (!tokens.length) return <EmptyBox />;
  return (
    <>
      {tokens.map((t) => (
        <div key={t.token} className="gps-token">
          <KeyValueTable
            rows={[
              [FIELD_LABELS.token, <span className="mono">{t.token}</span>],
              [
                FIELD_LABELS.status,
                <span className={`tag card-status card-status--${t.status}`}>
                  {cardTokenStatusLabel(t.status)}
                </span>,
              ],
              [FIELD_LABELS.created, formatDateTime(t.createdAt)],
              [
                FIELD_LABELS.idemiaId,
                t.idemiaId ? <span className="mono">{t.idemiaId}</span> : textOrNotAvailable(null),
              ],
              [
                FIELD_LABELS.physicalCard,
                t.physicalCardStatus ? <StatusTag status={t.physicalCardStatus} /> : textOrNotAvailable(null),
              ],
              [FIELD_LABELS.physicalCardUpdated, dateTimeOrNotAvailable(t.physicalCardUpdatedAt)],
            ]}
          />
          <CardTokenActions consumerId={consumerId} token={t} />
          <DataTable
            rows={t.physicalCardEvents}
            columns={PHYSICAL_CARD_EVENT_COLUMNS}
            rowKey={(e, i) => `${e.physicalCardUpdatedAt}-${i}`}
            label={CONSUMER_TABLE_LABELS.physicalCardEvents(t.token)}
            caption={CONSUMER_TABLE_LABELS.physicalCardEventsCaption}
            whenEmpty="hide"
          />
        </div>
      ))}
    </>
  );
}

/** The PayPal links, each with its events, and one CSV出力 of every link's events. */
function PaypalLinks({
  consumerId,
  links,
}: {
  consumerId: string;
  links: readonly PaypalLinkRowFieldsFragment[];
}) {
  return (
    <>
      <h4>{FIELD_LABELS.paypalLink}</h4>
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
                [FIELD_LABELS.status, <StatusTag status={link.status} />],
                [FIELD_LABELS.gpsToken, textOrNotAvailable(link.gpsToken)],
              ]}
            />
            <DataTable
              rows={link.linkEvents}
              columns={PAYPAL_EVENT_COLUMNS}
              rowKey={(e, j) => `${e.time}-${j}`}
              label={CONSUMER_TABLE_LABELS.paypalLinkEvents}
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
      <h3>{FIELD_LABELS.creditLimitHistory}</h3>
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
        label={CONSUMER_TABLE_LABELS.creditLimitHistory}
      />
    </>
  );
}

type EkycConsumerData = NonNullable<ConsumerPageData['plusConsumerData']>['eKycConsumerData'];

/** The eKYC data the consumer gave when applying for PLUS. */
function EkycData({ ekyc }: { ekyc: EkycConsumerData | undefined }) {
  return (
    <>
      <h3>{FIELD_LABELS.ekycData}</h3>
      <KeyValueTable
        rows={[
          [FIELD_LABELS.name, joinNames(ekyc?.lastNameKanji, ekyc?.firstNameKanji)],
          [FIELD_LABELS.kanaName, joinNames(ekyc?.lastNameKana, ekyc?.firstNameKana)],
          [FIELD_LABELS.dateOfBirth, textOrNotAvailable(ekyc?.birthDate)],
          [FIELD_LABELS.occupation, textOrNotAvailable(ekyc?.occupation)],
          [FIELD_LABELS.address, joinAddress(ekyc?.address)],
          [FIELD_LABELS.usagePurpose, textOrNotAvailable(ekyc?.applicationReason)],
          [FIELD_LABELS.applied, dateTimeOrNotAvailable(ekyc?.appliedAt)],
          [FIELD_LABELS.examined, dateTimeOrNotAvailable(ekyc?.examinedAt)],
          [FIELD_LABELS.updated, dateTimeOrNotAvailable(ekyc?.updatedAt)],
          [
            FIELD_LABELS.liquidApplicationId,
            <span className="mono">{textOrNotAvailable(ekyc?.metadata?.liquidApplicationId)}</span>,
          ],
        ]}
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
  return (
    <QueryState query={plus}>
      {(p) => (
        <>
          <h3>{FIELD_LABELS.plusStatus}</h3>
          <KeyValueTable
            rows={[
              [
                FIELD_LABELS.ekyc,
                p.plusStatus ? <StatusTag status={p.plusStatus.ekycStatus} /> : textOrNotAvailable(null),
              ],
              [
                FIELD_LABELS.houkatsu,
                p.plusStatus ? <StatusTag status={p.plusStatus.houkatsuStatus} /> : textOrNotAvailable(null),
              ],
              [
                FIELD_LABELS.apple,
                p.plusStatus ? <StatusTag status={p.plusStatus.appleStatus} /> : textOrNotAvailable(null),
              ],
              [FIELD_LABELS.ekycApplied, dateTimeOrNotAvailable(p.plusApplicationDates?.ekycAppliedAt)],
              [FIELD_LABELS.ekycApproved, dateTimeOrNotAvailable(p.plusApplicationDates?.ekycApprovedAt)],
              [
                FIELD_LABELS.houkatsuApplied,
                dateTimeOrNotAvailable(p.plusApplicationDates?.houkatsuAppliedAt),
              ],
              [
                FIELD_LABELS.houkatsuApproved,
                dateTimeOrNotAvailable(p.plusApplicationDates?.houkatsuApprovedAt),
              ],
              [FIELD_LABELS.plusApproved, dateTimeOrNotAvailable(pcd?.approvedAt)],
            ]}
          />
          <div className="action-row">
            <ReapplicationButton consumerId={consumerId} plusStatus={p.plusStatus} />
          </div>
          <h3>{FIELD_LABELS.selfCancellation}</h3>
          <KeyValueTable
            rows={[
              [FIELD_LABELS.featureAvailable, yesNo(p.selfCancellationStatus.featureEnabled)],
              [FIELD_LABELS.enabled, yesNo(p.selfCancellationStatus.enabled)],
              [
                FIELD_LABELS.remainingCancellations,
                p.selfCancellationStatus.remainingCancellations === null ||
                p.selfCancellationStatus.remainingCancellations === undefined
                  ? textOrNotAvailable(null)
                  : String(p.selfCancellationStatus.remainingCancellations),
              ],
              [FIELD_LABELS.expires, dateTimeOrNotAvailable(p.selfCancellationStatus.expireAt)],
            ]}
          />
          <div className="action-row">
            <SelfCancellationButton consumerId={consumerId} />
          </div>
          <h3>{FIELD_LABELS.review}</h3>
          <KeyValueTable
            rows={[
              [
                FIELD_LABELS.reviewConfirmed,
                dateTimeOrNotAvailable(p.plusApplicationDates?.reviewConfirmedAt),
              ],
            ]}
          />
          <h3>{FIELD_LABELS.budget}</h3>
          <KeyValueTable
            rows={[
              [FIELD_LABELS.spendLimitMax, yenOrNotAvailable(pcd?.spendLimit?.max)],
              [FIELD_LABELS.spendLimitSelected, yenOrNotAvailable(pcd?.spendLimit?.selected)],
            ]}
          />
          <EkycData ekyc={pcd?.eKycConsumerData} />
          <h3>{FIELD_LABELS.anywherePaidy}</h3>
          <KeyValueTable rows={[[FIELD_LABELS.cardEligible, yesNo(p.cardEligibility.isEligible)]]} />
          <div className="action-row">
            <CardEligibilityExceptionButton consumerId={consumerId} />
          </div>
          {/* One file of every token's physical-card events, each row naming its token. */}
          {p.gpsTokens.some((t) => t.physicalCardEvents.length > 0) && (
            <CsvExportRow table="plus_physical_card_events" scope={{ consumerId }} />
          )}
          <GpsTokens consumerId={consumerId} tokens={p.gpsTokens} />
          <PaypalLinks consumerId={consumerId} links={p.paypalLinks} />
          <h3>{FIELD_LABELS.pacData}</h3>
          <KeyValueTable
            rows={[
              [FIELD_LABELS.annualIncome, yenOrNotAvailable(pcd?.pacData?.annualIncome)],
              [
                FIELD_LABELS.dependents,
                pcd?.pacData?.dependents === null || pcd?.pacData?.dependents === undefined
                  ? textOrNotAvailable(null)
                  : String(pcd.pacData.dependents),
              ],
              [FIELD_LABELS.rentOrMortgage, yenOrNotAvailable(pcd?.pacData?.rentOrMortgage)],
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
