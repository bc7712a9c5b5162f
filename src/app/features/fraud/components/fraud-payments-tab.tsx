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
import { EmptyBox } from '../../../ui/empty-box';
import { formatDateTime, formatYen } from '../../../ui/format';
import { textOrNotAvailable, yenOrNotAvailable } from '../../../ui/not-available';
import { Paged } from '../../../ui/pager';
import { QueryError } from '../../../ui/query-error';
import { StatusTag, Tag } from '../../../ui/status-tag';
import { PermissionGate } from '../../../ui/permission-gate';
import { MESSAGES } from '../../../messages';
import { PERMISSIONS } from '../../../../shared/permissions';
import type { FraudPaymentRowFieldsFragment } from '../../../api/generated/graphql';
import { consumerPaymentFraudFlagsQueryOptions } from '../api/consumer-fraud-queries';
import { filterAfterPaste, filterPayments, parseIdFilter, unmatchedIds } from '../fraud-payments-rules';
import { FRAUD_TEXTS as T } from '../fraud-texts';

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
      {shown.length === 0 ? (
        <EmptyBox />
      ) : (
        <Paged
          key={filterIds.join(',')}
          rows={shown}
          pageSize={SEARCH_PAGE_SIZE}
          label="Fraud payments ページ送り"
        >
          {(rows) => {
            const ids = rows.map((p) => p.id);
            const all = ids.every((id) => selected.has(id));
            return (
              <table className="data-table fraud-payments" aria-label="Fraud payments">
                <thead>
                  <tr>
                    <th scope="col">
                      <input
                        type="checkbox"
                        aria-label={T.selectAll}
                        checked={all}
                        onChange={(e) => toggle(ids, e.target.checked)}
                      />
                    </th>
                    <th scope="col">Payment ID</th>
                    <th scope="col">Name</th>
                    <th scope="col">Address</th>
                    <th scope="col">Amount</th>
                    <th scope="col">Created</th>
                    <th scope="col">Status</th>
                    <th scope="col">Captured</th>
                    <th scope="col">Refunded</th>
                    <th scope="col">Fraud</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((p) => (
                    <tr key={p.id} aria-selected={selected.has(p.id)}>
                      <td>
                        <input
                          type="checkbox"
                          aria-label={T.selectRow(p.id)}
                          checked={selected.has(p.id)}
                          onChange={(e) => toggle([p.id], e.target.checked)}
                        />
                      </td>
                      <td>
                        <Link className="mono" to={paths.payment.auth(p.id)}>
                          {p.id}
                        </Link>
                      </td>
                      <td>{textOrNotAvailable(p.consumerName)}</td>
                      <td>{joinAddress(paymentAddress(p))}</td>
                      <td>{yenOrNotAvailable(p.amount)}</td>
                      <td>{formatDateTime(p.createdAt)}</td>
                      <td>
                        <StatusTag status={p.status} />
                      </td>
                      <td>{p.captures.length ? formatYen(p.capturedAmount) : <Tag>{T.uncaptured}</Tag>}</td>
                      <td>{formatYen(p.refundedAmount)}</td>
                      <td>
                        {!flags.data ? (
                          MESSAGES.common.loading
                        ) : flagged.has(p.id) ? (
                          <>
                            <Tag tone="danger">{T.fraudulent}</Tag>{' '}
                            <Link to={paths.payment.tab(p.id, 'fraud')}>{T.fraudLogLink}</Link>
                          </>
                        ) : (
                          T.noFraud
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            );
          }}
        </Paged>
      )}
    </>
  );
}
