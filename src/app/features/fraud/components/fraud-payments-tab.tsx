// Fraud payments tab (document 2 §2): the consumer's payments 100 a page with select checkboxes, the
// payment-id filter (comma-separated, Enter applies, pasted text contributes its pay_/amz_ ids, unknown
// ids flagged) and each payment's fraud state. The flag / unflag actions are laid out disabled.
import { useId, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { SEARCH_PAGE_SIZE } from '../../../constants';
import { paths } from '../../../paths';
import { ActionButton } from '../../../ui/action-availability';
import { joinAddress, paymentAddress } from '../../../ui/address';
import { DataTable, type Column } from '../../../ui/data-table';
import { formatDateTime, formatYen } from '../../../ui/format';
import { textOrNotAvailable, yenOrNotAvailable } from '../../../ui/not-available';
import { QueryError } from '../../../ui/query-error';
import { StatusTag, Tag } from '../../../ui/status-tag';
import { PermissionGate } from '../../../ui/permission-gate';
import { MESSAGES } from '../../../messages';
import { PERMISSIONS } from '../../../../shared/permissions';
import type { FraudPaymentRowFieldsFragment } from '../../../api/generated/graphql';
import { consumerPaymentFraudFlagsQueryOptions } from '../api/consumer-fraud-queries';
import { filterAfterPaste, filterPayments, parseIdFilter, unmatchedIds } from '../fraud-payments-rules';
import { FRAUD_PAYMENT_COLUMNS as C, FRAUD_TEXTS as T } from '../fraud-texts';

/** `payments`: the consumer's payments, with the fields of ./fraud-payments-tab.fragment.ts. */
export function FraudPaymentsTab({
  consumerId,
  payments,
}: {
  consumerId: string;
  payments: readonly FraudPaymentRowFieldsFragment[];
}) {
  const flags = useQuery(consumerPaymentFraudFlagsQueryOptions(consumerId, true));
  const [text, setText] = useState('');
  const [filterIds, setFilterIds] = useState<string[]>([]);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const errorId = useId();

  const shown = filterPayments(payments, filterIds);
  const unmatched = unmatchedIds(filterIds, payments);
  const flagged = new Map(
    (flags.data ?? []).filter((f) => f.activeFraudFlagIds.length > 0).map((f) => [f.paymentId, f]),
  );

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
      <PermissionGate required={[PERMISSIONS.paymentFraudFlagsWrite]}>
        <p className="fraud-payments__actions">
          <span>{T.selected(selected.size)}</span>{' '}
          <ActionButton className="button" unavailableReason={T.notAvailableYet}>
            {T.addPaymentFlag}
          </ActionButton>{' '}
          <ActionButton className="button" unavailableReason={T.notAvailableYet}>
            {T.removePaymentFlag}
          </ActionButton>
        </p>
      </PermissionGate>
      {flags.isError && <QueryError error={flags.error} />}
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
