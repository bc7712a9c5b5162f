// The account page's two lazily loaded sections, Charges and MultiPayContracts: each its own query,
// started only once the page's main content is on screen, with a loading placeholder until it answers.
import { useT } from '../../../../i18n/use-t';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { CodeLabel, codeCell } from '../../../ui/code-label';
import { formatDateTime } from '../../../../shared/format';
import { DataTable, type Column } from '../../../ui/data-table';
import { CsvExportButton } from '../../../ui/csv-export-button';
import { dateTimeOrNotAvailable, textOrNotAvailable, yenOrNotAvailable } from '../../../ui/not-available';
import { QueryState } from '../../../ui/query-state';
import { StatusTag, TestTag } from '../../../ui/status-tag';
import { NOT_AVAILABLE } from '../../../../shared/format';
import type {
  ChargeRowFieldsFragment,
  MultiPayContractRowFieldsFragment,
} from '../../../api/generated/graphql';
import { chargesQueryOptions, multiPayContractsQueryOptions } from '../api/account-queries';
import { ACCOUNT_TEXTS, CHARGE_COLUMNS, MULTI_PAY_COLUMNS } from '../account-texts';

/** Height of a lazily loaded table's scrolling box: at most this, less for a short list. */
const MAX_TABLE_HEIGHT = 420;
const ROW_HEIGHT_ESTIMATE = 41;

function tableHeight(rowCount: number): number {
  return Math.min(MAX_TABLE_HEIGHT, (rowCount + 1) * ROW_HEIGHT_ESTIMATE + 2);
}

/** The settlement method by name; a convenience store's with its store and fee. */
function settlementCell(charge: ChargeRowFieldsFragment): ReactNode {
  const method = charge.metadata?.settlementMethod;
  if (!method || !('method' in method)) return NOT_AVAILABLE;
  const label = <CodeLabel group="settlementMethod" code={method.method} />;
  const extra =
    'storeName' in method
      ? [method.storeName, method.fee ? yenOrNotAvailable(method.fee) : null].filter(Boolean)
      : [];
  return extra.length ? (
    <>
      {label} ({extra.join(', ')})
    </>
  ) : (
    label
  );
}

/** The plan's kind and the charge's kind in it by name, then the installment's number. */
function installmentCell(charge: ChargeRowFieldsFragment): ReactNode {
  const m = charge.metadata;
  if (!m?.installmentPlanKind) return NOT_AVAILABLE;
  const number = m.installmentPlanInstallmentNumber;
  return (
    <>
      <CodeLabel group="contractType" code={m.installmentPlanKind} />
      {m.installmentPlanChargeKind && (
        <>
          {' '}
          <CodeLabel group="installmentChargeKind" code={m.installmentPlanChargeKind} />
        </>
      )}
      {number === null || number === undefined ? null : ` #${number}`}
    </>
  );
}

const CHARGE_TABLE: readonly Column<ChargeRowFieldsFragment>[] = [
  { key: 'pushed-at', header: CHARGE_COLUMNS.pushedAt, cell: (c) => dateTimeOrNotAvailable(c.pushedAt) },
  { key: 'id', header: CHARGE_COLUMNS.id, cell: (c) => c.id },
  { key: 'amount', header: CHARGE_COLUMNS.amount, cell: (c) => yenOrNotAvailable(c.amount) },
  { key: 'kind', header: CHARGE_COLUMNS.kind, cell: codeCell('chargeKind', (c) => c.kind) },
  { key: 'tier', header: CHARGE_COLUMNS.tier, cell: codeCell('chargeTier', (c) => c.tier) },
  {
    key: 'credit-line',
    header: CHARGE_COLUMNS.creditLine,
    cell: codeCell('creditLine', (c) => c.creditLine),
  },
  { key: 'description', header: CHARGE_COLUMNS.description, cell: (c) => textOrNotAvailable(c.description) },
  { key: 'installment', header: CHARGE_COLUMNS.installment, cell: installmentCell },
  { key: 'settlement', header: CHARGE_COLUMNS.settlement, cell: settlementCell },
];

const MULTI_PAY_TABLE: readonly Column<MultiPayContractRowFieldsFragment>[] = [
  {
    key: 'id',
    header: MULTI_PAY_COLUMNS.id,
    cell: (c) => (
      <>
        {c.id} <TestTag test={c.test} />
      </>
    ),
  },
  { key: 'name-kana', header: MULTI_PAY_COLUMNS.nameKana, cell: (c) => textOrNotAvailable(c.nameKana) },
  {
    key: 'application',
    header: MULTI_PAY_COLUMNS.applicationDatetime,
    cell: (c) => dateTimeOrNotAvailable(c.applicationDatetime),
  },
  {
    key: 'approval',
    header: MULTI_PAY_COLUMNS.approvalDatetime,
    cell: (c) => (c.approvalDatetime ? formatDateTime(c.approvalDatetime) : NOT_AVAILABLE),
  },
  {
    key: 'installments',
    header: MULTI_PAY_COLUMNS.installments,
    cell: (c) => (c.currentNumberOfInstallments ?? NOT_AVAILABLE).toString(),
  },
  {
    key: 'principal',
    header: MULTI_PAY_COLUMNS.principal,
    cell: (c) => yenOrNotAvailable(c.currentPrincipal),
  },
  { key: 'status', header: MULTI_PAY_COLUMNS.status, cell: (c) => <StatusTag status={c.status} /> },
];

function SectionPlaceholder({ title }: { title: string }) {
  return (
    <div className="section-placeholder" role="status" aria-busy="true">
      {ACCOUNT_TEXTS.loadingSection(title)}
    </div>
  );
}

interface LazySectionProps {
  consumerId: string;
  /** true once the page's main content is on screen. */
  enabled: boolean;
}

export function ChargesSection({ consumerId, enabled }: LazySectionProps) {
  useT(); // renders again on a language switch
  const charges = useQuery(chargesQueryOptions(consumerId, enabled));
  const title = ACCOUNT_TEXTS.chargesTitle;
  return (
    <section className="account-section" aria-labelledby="account-charges">
      <div className="table-section__head">
        <h2 id="account-charges">{title}</h2>
        <CsvExportButton table="account_charges" scope={{ consumerId }} />
      </div>
      <QueryState query={charges} loading={<SectionPlaceholder title={title} />}>
        {(rows) => (
          <DataTable
            rows={rows}
            columns={CHARGE_TABLE}
            rowKey={(c) => c.id}
            virtual={{ height: tableHeight(rows.length) }}
            label={title}
          />
        )}
      </QueryState>
    </section>
  );
}

export function MultiPayContractsSection({ consumerId, enabled }: LazySectionProps) {
  useT(); // renders again on a language switch
  const contracts = useQuery(multiPayContractsQueryOptions(consumerId, enabled));
  const title = ACCOUNT_TEXTS.multiPayTitle;
  return (
    <section className="account-section" aria-labelledby="account-multipay">
      <h2 id="account-multipay">{title}</h2>
      <QueryState query={contracts} loading={<SectionPlaceholder title={title} />}>
        {(rows) => (
          <DataTable
            rows={rows}
            columns={MULTI_PAY_TABLE}
            rowKey={(c) => c.id}
            virtual={{ height: tableHeight(rows.length) }}
            label={title}
          />
        )}
      </QueryState>
    </section>
  );
}
