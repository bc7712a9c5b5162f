// Logs tab (admin logs: date, creator, message) and Messages tab (date, kind, sent status, message) of
// document 2 §2, both virtualized: a long-standing consumer has thousands of each.
import { useQuery } from '@tanstack/react-query';
import { ActionButton } from '../../../ui/action-availability';
import { EmptyBox } from '../../../ui/empty-box';
import { formatDateTime } from '../../../ui/format';
import { VirtualTable, type VirtualColumn } from '../../../ui/virtual-table';
import { paymentMessageKind, paymentMessageStatus, paymentMessageText } from '../../payments/payment-rules';
import {
  adminLogsQueryOptions,
  consumerMessagesQueryOptions,
  type AdminLogRow,
  type ConsumerMessageRow,
} from '../api/consumer-tab-queries';
import { CONSUMER_TEXTS } from '../consumer-texts';
import { QueryState } from '../../../ui/query-state';

const LOG_COLUMNS: readonly VirtualColumn<AdminLogRow>[] = [
  { key: 'date', header: 'Date', cell: (l) => formatDateTime(l.createdAt) },
  { key: 'creator', header: 'Creator', cell: (l) => l.creator },
  { key: 'message', header: 'Message', cell: (l) => <span className="message-text">{l.message}</span> },
];

/** Admin logs carry no id: creation time, creator and position keep the keys unique. */
const logKey = (rows: readonly AdminLogRow[]) => {
  const index = new Map(rows.map((row, i) => [row, i]));
  return (row: AdminLogRow) => `${row.createdAt}-${row.creator}-${index.get(row) ?? 0}`;
};

const MESSAGE_COLUMNS: readonly VirtualColumn<ConsumerMessageRow>[] = [
  { key: 'date', header: 'Date', cell: (m) => formatDateTime(m.createdAt) },
  { key: 'kind', header: 'Kind', cell: (m) => paymentMessageKind(m.kind) },
  {
    key: 'sent',
    header: 'Sent',
    cell: (m) => (
      <span className={m.dispatched ? undefined : 'danger-text'}>{paymentMessageStatus(m.dispatched)}</span>
    ),
  },
  {
    key: 'message',
    header: 'Message',
    cell: (m) => <span className="message-text">{paymentMessageText(m)}</span>,
  },
];

/** Messages carry no id either. */
const messageKey = (rows: readonly ConsumerMessageRow[]) => {
  const index = new Map(rows.map((row, i) => [row, i]));
  return (row: ConsumerMessageRow) => `${row.createdAt}-${row.kind}-${index.get(row) ?? 0}`;
};

export function LogsTab({ consumerId }: { consumerId: string }) {
  const logs = useQuery(adminLogsQueryOptions(consumerId));
  return (
    <>
      <p>
        <ActionButton className="button" unavailableReason={CONSUMER_TEXTS.notAvailableYet}>
          {CONSUMER_TEXTS.createLog}
        </ActionButton>
      </p>
      <QueryState query={logs}>
        {(rows) =>
          rows.length ? (
            <VirtualTable rows={rows} columns={LOG_COLUMNS} rowKey={logKey(rows)} label="Logs" height={600} />
          ) : (
            <EmptyBox />
          )
        }
      </QueryState>
    </>
  );
}

export function MessagesTab({ consumerId }: { consumerId: string }) {
  const messages = useQuery(consumerMessagesQueryOptions(consumerId));
  return (
    <QueryState query={messages}>
      {(rows) =>
        rows.length ? (
          <VirtualTable
            rows={rows}
            columns={MESSAGE_COLUMNS}
            rowKey={messageKey(rows)}
            label="Messages"
            height={600}
          />
        ) : (
          <EmptyBox />
        )
      }
    </QueryState>
  );
}
