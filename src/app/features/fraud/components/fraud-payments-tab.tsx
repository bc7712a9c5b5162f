// Fraud payments tab (document 2 §2): the consumer's payments 100 a page with select checkboxes, the
// payment-id filter (comma-separated, Enter applies, pasted text contributes its pay_/amz_ ids, unknown
// ids flagged) and each payment's fraud state. With payment_fraud_flags.write, the selected payments can be
// flagged (none may have an active flag) or unflagged (all must have one); the payment pages follow.
import { useId, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { SEARCH_PAGE_SIZE } from '../../../constants';
import { paths } from '../../../paths';
import { ActionButton } from '../../../ui/action-availability';
import { CsvExportRow } from '../../../ui/csv-export-button';
import { DataTable, type Column } from '../../../ui/data-table';
import { paymentColumns } from '../../../ui/payment-columns';
import { QueryError } from '../../../ui/query-error';
import { Tag } from '../../../ui/status-tag';
import type { FraudPaymentRowFieldsFragment } from '../../../api/generated/graphql';
import { Text } from '../../../../i18n/text';
import { useT } from '../../../../i18n/use-t';
import type { Translate } from '../../../../i18n/i18n';
import { consumerPaymentFraudFlagsQueryOptions } from '../api/consumer-fraud-queries';
import { useFraudManagementPermissions } from '../api/fraud-permissions-query';
import { canChangePaymentFlags } from '../fraud-action-rules';
import {
  filterAfterPaste,
  filterPayments,
  parseIdFilter,
  paymentFlagReasons,
  unmatchedIds,
} from '../fraud-payments-rules';
import { FlagPaymentsDialog, UnflagPaymentsDialog } from './payment-flag-dialogs';

type Row = FraudPaymentRowFieldsFragment;

/** The columns both payment lists of the consumer share, between this tab's id and fraud columns. */
const SHARED_COLUMNS = paymentColumns<Row>();

/** `payments`: the consumer's payments, with the fields of ./fraud-payments-tab.fragment.ts. */
export function FraudPaymentsTab({ consumerId, payments }: { consumerId: string; payments: readonly Row[] }) {
  const t = useT();
  const flags = useQuery(consumerPaymentFraudFlagsQueryOptions(consumerId, true));
  // Shown only to holders of payment_fraud_flags.write, as the fraudManagementPermissions answer says.
  const fraudPermissions = useFraudManagementPermissions();
  const [filterIds, setFilterIds] = useState<string[]>([]);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const flagged = new Map(
    (flags.data ?? []).filter((f) => f.activeFraudFlagIds.length > 0).map((f) => [f.paymentId, f]),
  );
  const toggle = (ids: readonly string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  const columns = fraudPaymentColumns(t, selected, toggle, flags.data ? flagged : null);
  return (
    <>
      <PaymentIdFilter
        unmatched={(ids) => unmatchedIds(ids, payments)}
        onApply={(ids) => {
          setFilterIds(ids);
          setSelected(new Set());
        }}
      />
      {canChangePaymentFlags(fraudPermissions) && (
        <PaymentFlagActions
          consumerId={consumerId}
          chosen={payments.filter((p) => selected.has(p.id))}
          flagged={flags.data ? flagged : null}
          onDone={() => setSelected(new Set())}
        />
      )}
      {flags.isError && <QueryError error={flags.error} onRetry={flags.refetch} />}
      {/* Every payment the applied id filter keeps, not only this page's; with each one's fraud state. */}
      <CsvExportRow table="fraud_payments" scope={{ consumerId, paymentIds: filterIds }} />
      <DataTable
        key={filterIds.join(',')}
        rows={filterPayments(payments, filterIds)}
        columns={columns}
        rowKey={(p) => p.id}
        label={t('fraud.tableLabel')}
        className="fraud-payments"
        pager={{ pageSize: SEARCH_PAGE_SIZE, label: t('fraud.pager') }}
        rowProps={(p) => ({ 'aria-selected': selected.has(p.id) })}
      />
    </>
  );
}

type PaymentFlags = ReadonlyMap<string, { activeFraudFlagIds: readonly string[] }>;

/** The select checkboxes, the payment id, the shared columns and the fraud state (`flagged` null: loading). */
function fraudPaymentColumns(
  t: Translate,
  selected: ReadonlySet<string>,
  toggle: (ids: readonly string[], on: boolean) => void,
  flagged: PaymentFlags | null,
): Column<Row>[] {
  return [
    {
      key: 'select',
      header: (rows) => {
        const ids = rows.map((p) => p.id);
        return (
          <input
            type="checkbox"
            aria-label={t('fraud.selectAll')}
            checked={ids.every((id) => selected.has(id))}
            onChange={(e) => toggle(ids, e.target.checked)}
          />
        );
      },
      cell: (p) => (
        <input
          type="checkbox"
          aria-label={t('fraud.selectRow', { id: p.id })}
          checked={selected.has(p.id)}
          onChange={(e) => toggle([p.id], e.target.checked)}
        />
      ),
    },
    {
      key: 'id',
      header: <Text id="payment.column.paymentId" />,
      cell: (p) => (
        <Link className="mono" to={paths.payment.auth(p.id)}>
          {p.id}
        </Link>
      ),
    },
    ...SHARED_COLUMNS,
    {
      key: 'fraud',
      header: <Text id="fraud.column.fraud" />,
      cell: (p) =>
        !flagged ? (
          t('fraud.loading')
        ) : flagged.has(p.id) ? (
          <>
            <Tag tone="danger">
              <Text id="payment.fraudulent" />
            </Tag>{' '}
            <Link to={paths.payment.tab(p.id, 'fraud')}>
              <Text id="fraud.fraudLogLink" />
            </Link>
          </>
        ) : (
          <Text id="fraud.noFraud" />
        ),
    },
  ];
}

/**
 * The payment-id filter: comma-separated ids applied on Enter; a paste holding pay_/amz_ ids contributes them,
 * deduplicated; the applied ids that match no payment are named as the input's error.
 */
function PaymentIdFilter({
  unmatched: unmatchedOf,
  onApply,
}: {
  unmatched: (ids: readonly string[]) => string[];
  onApply: (ids: string[]) => void;
}) {
  const t = useT();
  const [text, setText] = useState('');
  const [applied, setApplied] = useState<string[]>([]);
  const errorId = useId();
  const unmatched = unmatchedOf(applied);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const ids = parseIdFilter(text);
    setApplied(ids);
    onApply(ids);
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const next = filterAfterPaste(text, event.clipboardData.getData('text'));
    if (next === null) return;
    event.preventDefault();
    setText(next);
  };
  return (
    <div className="field fraud-payments__filter">
      <label>
        {t('fraud.idFilter')}
        <input
          type="search"
          className="search-box__input"
          value={text}
          placeholder={t('fraud.idFilterPlaceholder')}
          aria-invalid={unmatched.length > 0}
          aria-describedby={unmatched.length ? errorId : undefined}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
        />
      </label>
      {unmatched.length > 0 && (
        <p id={errorId} className="field__error" role="alert">
          {t('fraud.unmatched', { ids: unmatched.join(', ') })}
        </p>
      )}
    </div>
  );
}

/** How many are selected, the flag and unflag buttons (each disabled with its reason) and their dialogs. */
function PaymentFlagActions({
  consumerId,
  chosen,
  flagged,
  onDone,
}: {
  consumerId: string;
  chosen: readonly Row[];
  flagged: PaymentFlags | null;
  onDone: () => void;
}) {
  const t = useT();
  const [dialog, setDialog] = useState<'flag' | 'unflag' | null>(null);
  const ids = chosen.map((p) => p.id);
  const unavailable = paymentFlagReasons(ids, flagged ? new Set(flagged.keys()) : undefined);
  const close = () => setDialog(null);
  const openFlag = () => setDialog('flag');
  const openUnflag = () => setDialog('unflag');
  return (
    <>
      <p className="fraud-payments__actions">
        <span>{t('fraud.selected', { count: chosen.length })}</span>{' '}
        <ActionButton className="button" unavailableReason={unavailable.add} onClick={openFlag}>
          {t('fraud.addPaymentFlag')}
        </ActionButton>{' '}
        <ActionButton className="button" unavailableReason={unavailable.remove} onClick={openUnflag}>
          {t('fraud.removePaymentFlag')}
        </ActionButton>
      </p>
      {dialog === 'flag' && (
        <FlagPaymentsDialog
          consumerId={consumerId}
          payments={chosen}
          reason={unavailable.add}
          onClose={close}
          onDone={onDone}
        />
      )}
      {dialog === 'unflag' && (
        <UnflagPaymentsDialog
          consumerId={consumerId}
          paymentIds={ids}
          flagIds={chosen.flatMap((p) => flagged?.get(p.id)?.activeFraudFlagIds ?? [])}
          reason={unavailable.remove}
          onClose={close}
          onDone={onDone}
        />
      )}
    </>
  );
}
