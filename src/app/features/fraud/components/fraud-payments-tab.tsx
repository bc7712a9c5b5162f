// Fraud payments tab (document 2 §2): the consumer's payments 100 a page with select checkboxes, the
// payment-id filter (comma-separated, Enter applies, pasted text contributes its pay_/amz_ ids, unknown
// ids flagged) and each payment's fraud state. With payment_fraud_flags.write, the selected payments can be
// flagged (none may have an active flag) or unflagged (all must have one); the payment pages follow.
import { useId, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { caseKeys } from '../../../api/case-keys';
import { Link } from 'react-router-dom';
import { SEARCH_PAGE_SIZE } from '../../../constants';
import { paths } from '../../../paths';
import { ActionButton } from '../../../ui/action-availability';
import { joinAddress, paymentAddress } from '../../../ui/address';
import { DataTable, type Column } from '../../../ui/data-table';
import { formatDateTime, formatYen } from '../../../../shared/format';
import { textOrNotAvailable, yenOrNotAvailable } from '../../../ui/not-available';
import { QueryError } from '../../../ui/query-error';
import { StatusTag, Tag } from '../../../ui/status-tag';
import { MESSAGES } from '../../../messages';
import type { FraudPaymentRowFieldsFragment } from '../../../api/generated/graphql';
import type { ExcludeFromBill } from '../../../api/generated/graphql';
import { FormDialog } from '../../../ui/form-dialog';
import { useAction } from '../../../ui/use-action';
import { consumerPaymentFraudFlagsQueryOptions } from '../api/consumer-fraud-queries';
import { fraudKeys } from '../api/fraud-keys';
import { useFraudManagementPermissions } from '../api/fraud-permissions-query';
import { canChangePaymentFlags } from '../fraud-action-rules';
import {
  flagPayments,
  unflagPayments,
  type FlagPaymentsVariables,
  type UnflagPaymentsVariables,
} from '../api/fraud-mutations';
import {
  paymentFlaggingReasonsQueryOptions,
  paymentUnflaggingReasonsQueryOptions,
} from '../api/fraud-reason-queries';
import {
  filterAfterPaste,
  filterPayments,
  parseIdFilter,
  paymentFlagReasons,
  unmatchedIds,
} from '../fraud-payments-rules';
import { FRAUD_ACTION_TEXTS as A, FRAUD_PAYMENT_COLUMNS as C, FRAUD_TEXTS as T } from '../fraud-texts';
import { ChoiceField } from './choice-field';

/** `payments`: the consumer's payments, with the fields of ./fraud-payments-tab.fragment.ts. */
export function FraudPaymentsTab({
  consumerId,
  payments,
}: {
  consumerId: string;
  payments: readonly FraudPaymentRowFieldsFragment[];
}) {
  const flags = useQuery(consumerPaymentFraudFlagsQueryOptions(consumerId, true));
  // Shown only to holders of payment_fraud_flags.write, as the fraudManagementPermissions answer says (issue 20).
  const fraudPermissions = useFraudManagementPermissions();
  const [text, setText] = useState('');
  const [filterIds, setFilterIds] = useState<string[]>([]);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<'flag' | 'unflag' | null>(null);
  const errorId = useId();

  const shown = filterPayments(payments, filterIds);
  const unmatched = unmatchedIds(filterIds, payments);
  const flagged = new Map(
    (flags.data ?? []).filter((f) => f.activeFraudFlagIds.length > 0).map((f) => [f.paymentId, f]),
  );
  const selectedIds = [...selected];
  const unavailable = paymentFlagReasons(selectedIds, flags.data ? new Set(flagged.keys()) : undefined);
  const chosen = payments.filter((p) => selected.has(p.id));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    setFilterIds(parseIdFilter(text));
    setSelected(new Set());
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const next = filterAfterPaste(text, event.clipboardData.getData('text'));
    if (next === null) return;
    event.preventDefault();
    setText(next);
  };
  const toggle = (ids: readonly string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  const columns: readonly Column<FraudPaymentRowFieldsFragment>[] = [
    {
      key: 'select',
      header: (rows) => {
        const ids = rows.map((p) => p.id);
        return (
          <input
            type="checkbox"
            aria-label={T.selectAll}
            checked={ids.every((id) => selected.has(id))}
            onChange={(e) => toggle(ids, e.target.checked)}
          />
        );
      },
      cell: (p) => (
        <input
          type="checkbox"
          aria-label={T.selectRow(p.id)}
          checked={selected.has(p.id)}
          onChange={(e) => toggle([p.id], e.target.checked)}
        />
      ),
    },
    {
      key: 'id',
      header: C.paymentId,
      cell: (p) => (
        <Link className="mono" to={paths.payment.auth(p.id)}>
          {p.id}
        </Link>
      ),
    },
    { key: 'name', header: C.name, cell: (p) => textOrNotAvailable(p.consumerName) },
    { key: 'address', header: C.address, cell: (p) => joinAddress(paymentAddress(p)) },
    { key: 'amount', header: C.amount, cell: (p) => yenOrNotAvailable(p.amount) },
    { key: 'created', header: C.created, cell: (p) => formatDateTime(p.createdAt) },
    { key: 'status', header: C.status, cell: (p) => <StatusTag status={p.status} /> },
    {
      key: 'captured',
      header: C.captured,
      cell: (p) => (p.captures.length ? formatYen(p.capturedAmount) : <Tag>{T.uncaptured}</Tag>),
    },
    { key: 'refunded', header: C.refunded, cell: (p) => formatYen(p.refundedAmount) },
    {
      key: 'fraud',
      header: C.fraud,
      cell: (p) =>
        !flags.data ? (
          MESSAGES.common.loading
        ) : flagged.has(p.id) ? (
          <>
            <Tag tone="danger">{T.fraudulent}</Tag>{' '}
            <Link to={paths.payment.tab(p.id, 'fraud')}>{T.fraudLogLink}</Link>
          </>
        ) : (
          T.noFraud
        ),
    },
  ];

  return (
    <>
      <div className="field fraud-payments__filter">
        <label>
          {T.idFilter}
          <input
            type="search"
            className="search-box__input"
            value={text}
            placeholder={T.idFilterPlaceholder}
            aria-invalid={unmatched.length > 0}
            aria-describedby={unmatched.length ? errorId : undefined}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={onKeyDown}
            onPaste={onPaste}
          />
        </label>
        {unmatched.length > 0 && (
          <p id={errorId} className="field__error" role="alert">
            {T.unmatched(unmatched)}
          </p>
        )}
      </div>
      {canChangePaymentFlags(fraudPermissions) && (
        <>
          <p className="fraud-payments__actions">
            <span>{T.selected(selected.size)}</span>{' '}
            <ActionButton
              className="button"
              unavailableReason={unavailable.add}
              onClick={() => setDialog('flag')}
            >
              {T.addPaymentFlag}
            </ActionButton>{' '}
            <ActionButton
              className="button"
              unavailableReason={unavailable.remove}
              onClick={() => setDialog('unflag')}
            >
              {T.removePaymentFlag}
            </ActionButton>
          </p>
          {dialog === 'flag' && (
            <FlagPaymentsDialog
              consumerId={consumerId}
              payments={chosen}
              reason={unavailable.add}
              onClose={() => setDialog(null)}
              onDone={() => setSelected(new Set())}
            />
          )}
          {dialog === 'unflag' && (
            <UnflagPaymentsDialog
              consumerId={consumerId}
              paymentIds={chosen.map((p) => p.id)}
              flagIds={chosen.flatMap((p) => flagged.get(p.id)?.activeFraudFlagIds ?? [])}
              reason={unavailable.remove}
              onClose={() => setDialog(null)}
              onDone={() => setSelected(new Set())}
            />
          )}
        </>
      )}
      {flags.isError && <QueryError error={flags.error} onRetry={flags.refetch} />}
      <DataTable
        key={filterIds.join(',')}
        rows={shown}
        columns={columns}
        rowKey={(p) => p.id}
        label={C.tableLabel}
        className="fraud-payments"
        pager={{ pageSize: SEARCH_PAGE_SIZE, label: 'Fraud payments ページ送り' }}
        rowProps={(p) => ({ 'aria-selected': selected.has(p.id) })}
      />
    </>
  );
}

interface PaymentDialogProps {
  consumerId: string;
  /** Why the action cannot run, besides being offline. */
  reason: string | undefined;
  onClose: () => void;
  onDone: () => void;
}

/** The payments' own keys too: their pages' Fraud tab and FRAUDULENT tag follow the change. */
function affectedKeys(consumerId: string, paymentIds: readonly string[]) {
  return [fraudKeys.paymentFlags(consumerId), ...paymentIds.map((id) => caseKeys.payment(id))];
}

/** document 2 §5: a reason and the exclude-from-bill choice are both required. */
function FlagPaymentsDialog({
  consumerId,
  payments,
  reason,
  onClose,
  onDone,
}: PaymentDialogProps & { payments: readonly FraudPaymentRowFieldsFragment[] }) {
  const reasons = useQuery(paymentFlaggingReasonsQueryOptions());
  const [flaggedFor, setFlaggedFor] = useState('');
  const [excludeFromBill, setExcludeFromBill] = useState<ExcludeFromBill | ''>('');
  const flag = useAction({
    mutationFn: flagPayments,
    invalidate: (_result, variables) =>
      affectedKeys(
        variables.consumerId,
        variables.paymentsToFlag.map((p) => p.paymentId),
      ),
    successToast: (created) => A.flagPaymentsSuccess(created.length),
    errorToast: A.failed,
    unavailableReason: reason,
  });
  const variables: FlagPaymentsVariables | null =
    flaggedFor && excludeFromBill
      ? {
          consumerId,
          flaggedFor,
          excludeFromBill,
          paymentsToFlag: payments.map((p) => ({ paymentId: p.id, merchantId: p.merchantId ?? '' })),
        }
      : null;
  return (
    <FormDialog
      open
      onClose={onClose}
      title={A.flagPaymentsTitle}
      action={flag}
      variables={variables}
      submitDisabled={!variables}
      onDone={onDone}
    >
      <p>{A.flagPaymentsIntro(payments.length)}</p>
      <ChoiceField
        label={A.reasonLabel}
        prompt={A.chooseReason}
        value={flaggedFor}
        onChange={setFlaggedFor}
        choices={reasons.data?.map((r) => ({ value: r.id, label: r.description }))}
      />
      <fieldset className="field">
        <legend>{A.excludeFromBill}</legend>
        {(
          [
            ['except_from_bill', A.exceptFromBill],
            ['not_except_from_bill', A.notExceptFromBill],
          ] as const
        ).map(([value, label]) => (
          <label key={value}>
            <input
              type="radio"
              name="exclude-from-bill"
              value={value}
              checked={excludeFromBill === value}
              onChange={() => setExcludeFromBill(value)}
            />{' '}
            {label}
          </label>
        ))}
      </fieldset>
    </FormDialog>
  );
}

/** Removes every active flag of the selected payments, for a reason from the unflagging list. */
function UnflagPaymentsDialog({
  consumerId,
  paymentIds,
  flagIds,
  reason,
  onClose,
  onDone,
}: PaymentDialogProps & { paymentIds: string[]; flagIds: string[] }) {
  const reasons = useQuery(paymentUnflaggingReasonsQueryOptions());
  const [unflaggedFor, setUnflaggedFor] = useState('');
  const unflag = useAction({
    mutationFn: unflagPayments,
    invalidate: (_result, variables) => affectedKeys(variables.consumerId, variables.paymentIds),
    successToast: (_result, variables) => A.unflagPaymentsSuccess(variables.paymentIds.length),
    errorToast: A.failed,
    unavailableReason: reason,
  });
  const variables: UnflagPaymentsVariables | null = unflaggedFor
    ? { consumerId, paymentIds, unflaggedFor, paymentFraudFlagIds: flagIds }
    : null;
  return (
    <FormDialog
      open
      onClose={onClose}
      title={A.unflagPaymentsTitle}
      action={unflag}
      variables={variables}
      submitDisabled={!variables}
      onDone={onDone}
    >
      <p>{A.unflagPaymentsIntro(paymentIds.length)}</p>
      <ChoiceField
        label={A.reasonLabel}
        prompt={A.chooseReason}
        value={unflaggedFor}
        onChange={setUnflaggedFor}
        choices={reasons.data?.map((r) => ({ value: r.id, label: r.description }))}
      />
    </FormDialog>
  );
}
