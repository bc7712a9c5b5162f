// Logs tab (admin logs: date, creator, message, and the create-log dialog) and Messages tab (date, kind, sent
// status, message) of document 2 §2, both virtualized: a long-standing consumer has thousands of each.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CsvExportButton, CsvExportRow } from '../../../ui/csv-export-button';
import { CaseFormDialog, type CaseDialogProps } from '../../../ui/case-dialogs';
import { DialogButton } from '../../../ui/dialog-button';
import { useMissingPermissionReason } from '../../../ui/permission-gate';
import { useAction } from '../../../ui/use-action';
import { consumerKeys } from '../api/consumer-keys';
import { createAdminLog } from '../api/consumer-mutations';
import { ACCOUNT_ACTION_PERMISSION, escapeLineBreaks, isBlank } from '../consumer-action-rules';
import { DataTable, type Column } from '../../../ui/data-table';
import { formatDateTime } from '../../../../shared/format';
import { codeCell } from '../../../ui/code-label';
import { paymentMessageStatus, paymentMessageText } from '../../../../shared/message-log';
import { adminLogsQueryOptions, consumerMessagesQueryOptions } from '../api/consumer-tab-queries';
import type {
  AdminLogRowFieldsFragment,
  ConsumerMessageRowFieldsFragment,
} from '../../../api/generated/graphql';
import {
  CONSUMER_ACTION_TEXTS,
  CONSUMER_TABLE_LABELS,
  CONSUMER_TEXTS,
  LOG_COLUMNS,
  MESSAGE_COLUMNS,
} from '../consumer-texts';
import { QueryState } from '../../../ui/query-state';
import { Text } from '../../../../i18n/text';
import { useT } from '../../../../i18n/use-t';

/** Height in px of the logs' and messages' scrolling box. */
const LIST_HEIGHT = 600;

const LOG_TABLE: readonly Column<AdminLogRowFieldsFragment>[] = [
  { key: 'date', header: LOG_COLUMNS.date, cell: (l) => formatDateTime(l.createdAt) },
  { key: 'creator', header: LOG_COLUMNS.creator, cell: (l) => l.creator },
  {
    key: 'message',
    header: LOG_COLUMNS.message,
    cell: (l) => <span className="message-text">{l.message}</span>,
  },
];

/** Admin logs carry no id: creation time, creator and position keep the keys unique. */
const logKey = (rows: readonly AdminLogRowFieldsFragment[]) => {
  const index = new Map(rows.map((row, i) => [row, i]));
  return (row: AdminLogRowFieldsFragment) => `${row.createdAt}-${row.creator}-${index.get(row) ?? 0}`;
};

const MESSAGE_TABLE: readonly Column<ConsumerMessageRowFieldsFragment>[] = [
  { key: 'date', header: MESSAGE_COLUMNS.date, cell: (m) => formatDateTime(m.createdAt) },
  { key: 'kind', header: MESSAGE_COLUMNS.kind, cell: codeCell('messageKind', (m) => m.kind) },
  {
    key: 'sent',
    header: MESSAGE_COLUMNS.sent,
    cell: (m) => (
      <span className={m.dispatched ? undefined : 'danger-text'} title={paymentMessageStatus(m.dispatched)}>
        <Text id={m.dispatched ? 'consumer.messageSent' : 'consumer.messageNotSent'} />
      </span>
    ),
  },
  {
    key: 'message',
    header: MESSAGE_COLUMNS.message,
    cell: (m) => <span className="message-text">{paymentMessageText(m)}</span>,
  },
];

/** Messages carry no id either. */
const messageKey = (rows: readonly ConsumerMessageRowFieldsFragment[]) => {
  const index = new Map(rows.map((row, i) => [row, i]));
  return (row: ConsumerMessageRowFieldsFragment) => `${row.createdAt}-${row.kind}-${index.get(row) ?? 0}`;
};

/** 'Create log' and its dialog: in the Logs tab, and in the consumer's action menu. */
export function AdminLogButton({ consumerId, label }: { consumerId: string; label: string }) {
  useT(); // renders again on a language switch
  const denied = useMissingPermissionReason([ACCOUNT_ACTION_PERMISSION.adminLog]);
  return (
    <DialogButton
      label={label}
      reason={denied}
      dialog={(close) => <CreateAdminLogDialog consumerId={consumerId} reason={denied} onClose={close} />}
    />
  );
}

export function LogsTab({ consumerId }: { consumerId: string }) {
  useT(); // renders again on a language switch
  const logs = useQuery(adminLogsQueryOptions(consumerId));
  return (
    <>
      {/* A div, not a paragraph: the log dialog opens inside it, and its stale-case notice holds a list. */}
      <div className="action-row">
        <AdminLogButton consumerId={consumerId} label={CONSUMER_TEXTS.createLog} />{' '}
        <CsvExportButton table="consumer_admin_logs" scope={{ consumerId }} />
      </div>
      <QueryState query={logs}>
        {(rows) => (
          <DataTable
            rows={rows}
            columns={LOG_TABLE}
            rowKey={logKey(rows)}
            label={CONSUMER_TABLE_LABELS.logs}
            virtual={{ height: LIST_HEIGHT }}
          />
        )}
      </QueryState>
    </>
  );
}

export function MessagesTab({ consumerId }: { consumerId: string }) {
  useT(); // renders again on a language switch
  const messages = useQuery(consumerMessagesQueryOptions(consumerId));
  return (
    <>
      <CsvExportRow table="consumer_messages" scope={{ consumerId }} />
      <QueryState query={messages}>
        {(rows) => (
          <DataTable
            rows={rows}
            columns={MESSAGE_TABLE}
            rowKey={messageKey(rows)}
            label={CONSUMER_TABLE_LABELS.messages}
            virtual={{ height: LIST_HEIGHT }}
          />
        )}
      </QueryState>
    </>
  );
}

/**
 * The create-log dialog (document 2 §5): the message is required ('必須項目です'); line breaks typed anyway are
 * sent as the two characters backslash and n, which the server stores as line breaks and the table shows as such.
 */
function CreateAdminLogDialog({ consumerId, reason, onClose }: CaseDialogProps) {
  const [message, setMessage] = useState('');
  const [showRequired, setShowRequired] = useState(false);
  const create = useAction({
    mutationFn: createAdminLog,
    invalidate: (_result, variables) => [consumerKeys.adminLogs(variables.consumerId)],
    successToast: CONSUMER_ACTION_TEXTS.logSuccess,
    errorToast: CONSUMER_ACTION_TEXTS.logFailed,
    unavailableReason: reason,
  });
  const blank = isBlank(message);
  return (
    <CaseFormDialog
      consumerId={consumerId}
      onClose={onClose}
      title={CONSUMER_ACTION_TEXTS.logTitle}
      action={create}
      variables={blank ? null : { consumerId, message: escapeLineBreaks(message) }}
      onIncomplete={() => setShowRequired(true)}
      submitDisabled={blank}
    >
      <label className="field">
        {CONSUMER_ACTION_TEXTS.logLabel}
        <textarea
          rows={4}
          value={message}
          placeholder={CONSUMER_ACTION_TEXTS.logPlaceholder}
          aria-invalid={showRequired && blank}
          aria-describedby={blank ? 'admin-log-required' : undefined}
          onChange={(event) => setMessage(event.target.value)}
        />
      </label>
      {blank && (
        <p id="admin-log-required" className={showRequired ? 'field__error' : 'field__hint'}>
          {message.trim() === '' ? CONSUMER_ACTION_TEXTS.logRequired : CONSUMER_ACTION_TEXTS.invisibleOnly}
        </p>
      )}
    </CaseFormDialog>
  );
}
