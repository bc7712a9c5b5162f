// Fraud tab (document 2 §2): fraud flags, assessment exclusion flags and fraud logs, three stacked tables
// each paged by FRAUD_LOG_PAGE_SIZE. The flags and exclusions come with the page query; the log is fetched
// here. Its actions: add a fraud flag in two steps (select a reason, then confirm; the account is disabled),
// unflag with a message, create a fraud log (fraud_flags.write); add and remove exclusions
// (assessment_exclusions.write). Without the permission each button is disabled with the reason; which permissions
// are held is the fraudManagementPermissions answer.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { caseKeys } from '../../../api/case-keys';
import { FRAUD_LOG_PAGE_SIZE } from '../../../constants';
import { ActionButton } from '../../../ui/action-availability';
import type { Column } from '../../../ui/data-table';
import { codeLabelText } from '../../../ui/code-label';
import { CaseConfirmDialog, CaseFormDialog, type CaseDialogProps } from '../../../ui/case-dialogs';
import { formatDateTime } from '../../../../shared/format';
import { PagedTableSection } from '../../../ui/paged-table-section';
import { CsvExportButton } from '../../../ui/csv-export-button';
import { useAction, type ActionContext } from '../../../ui/use-action';
import type {
  AssessmentExclusionRowFieldsFragment,
  ConsumerFraudFlagRowFieldsFragment,
} from '../../../api/generated/graphql';
import type { FraudEventLogRowFieldsFragment } from '../../../api/generated/graphql';
import { fraudEventLogsQueryOptions } from '../api/consumer-fraud-queries';
import { fraudKeys } from '../api/fraud-keys';
import { useFraudManagementPermissions } from '../api/fraud-permissions-query';
import {
  createExclusion,
  createFraudFlag,
  createFraudLog,
  removeExclusion,
  unflagConsumer,
} from '../api/fraud-mutations';
import { excludableAssessmentsQueryOptions, flaggingReasonsQueryOptions } from '../api/fraud-reason-queries';
import { exclusionReason, fraudFlagReason, hasMessage, singleLine } from '../fraud-action-rules';
import { blankTextReason } from '../../../ui/validation';
import { Text } from '../../../../i18n/text';
import { useT } from '../../../../i18n/use-t';
import { ChoiceField } from './choice-field';

type FraudFlagRow = ConsumerFraudFlagRowFieldsFragment;
type ExclusionRow = AssessmentExclusionRowFieldsFragment;

type OpenDialog =
  | { kind: 'addFlag' }
  | { kind: 'unflag'; flag: FraudFlagRow }
  | { kind: 'createLog' }
  | { kind: 'addExclusion' }
  | { kind: 'removeExclusion'; exclusion: ExclusionRow };

const LOG_TABLE: readonly Column<FraudEventLogRowFieldsFragment>[] = [
  { key: 'date', header: <Text id="fraud.column.date" />, cell: (l) => formatDateTime(l.createdAt) },
  { key: 'creator', header: <Text id="fraud.column.creator" />, cell: (l) => l.createdBy },
  {
    key: 'message',
    header: <Text id="fraud.column.message" />,
    className: 'message-text',
    cell: (l) => l.message,
  },
];

/**
 * `flags` and `exclusions` come with the consumer page query (fragments in ./fraud-tab.fragment.ts); the
 * exclusions only for holders of assessment_exclusions.read (`canReadExclusions`).
 */
export function FraudTab({
  consumerId,
  flags,
  exclusions,
  canReadExclusions,
}: {
  consumerId: string;
  flags: readonly ConsumerFraudFlagRowFieldsFragment[];
  exclusions: readonly AssessmentExclusionRowFieldsFragment[] | null | undefined;
  canReadExclusions: boolean;
}) {
  const t = useT();
  const logs = useQuery(fraudEventLogsQueryOptions(consumerId));
  // The server's fraudManagementPermissions answer decides which actions run.
  const fraudPermissions = useFraudManagementPermissions();
  const flagDenied = fraudFlagReason(fraudPermissions);
  const exclusionDenied = exclusionReason(fraudPermissions);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const close = () => setDialog(null);
  const exclusionsReadable = canReadExclusions && !!exclusions;
  const opener = (label: string, denied: string | undefined, next: OpenDialog) => (
    <ActionButton className="button" unavailableReason={denied} onClick={() => setDialog(next)}>
      {label}
    </ActionButton>
  );

  const flagTable: readonly Column<FraudFlagRow>[] = [
    { key: 'id', header: t('fraud.column.id'), className: 'mono', cell: (f) => f.id },
    { key: 'created', header: t('fraud.column.created'), cell: (f) => formatDateTime(f.flaggedAt) },
    { key: 'reason', header: t('fraud.column.reason'), cell: (f) => f.flaggedFor.reason },
    { key: 'creator', header: t('fraud.column.creator'), cell: (f) => f.flaggedBy },
    {
      key: 'unflag',
      header: t('fraud.unflag'),
      headerHidden: true,
      cell: (f) => opener(t('fraud.unflag'), flagDenied, { kind: 'unflag', flag: f }),
    },
  ];

  const exclusionTable: readonly Column<ExclusionRow>[] = [
    { key: 'id', header: t('fraud.column.id'), className: 'mono', cell: (x) => x.id },
    { key: 'created', header: t('fraud.column.created'), cell: (x) => formatDateTime(x.excludedAt) },
    { key: 'kind', header: t('fraud.column.assessmentKind'), cell: (x) => x.assessmentKind },
    { key: 'creator', header: t('fraud.column.creator'), cell: (x) => x.excludedBy },
    {
      key: 'remove',
      header: t('fraud.removeExclusion'),
      headerHidden: true,
      cell: (x) =>
        opener(t('fraud.removeExclusion'), exclusionDenied, { kind: 'removeExclusion', exclusion: x }),
    },
  ];

  return (
    <>
      <PagedTableSection
        headingId="fraud-flags"
        pageParam="flagsPage"
        title={t('fraud.fraudFlags')}
        actions={opener(t('fraud.addFlag'), flagDenied, { kind: 'addFlag' })}
        rows={flags}
        columns={flagTable}
        rowKey={(f) => f.id}
        pageSize={FRAUD_LOG_PAGE_SIZE}
        empty={t('fraud.noFraudFlags')}
      />
      <PagedTableSection
        headingId="assessment-exclusions"
        pageParam="exclusionsPage"
        title={t('fraud.exclusions')}
        actions={
          canReadExclusions
            ? opener(t('fraud.addExclusion'), exclusionDenied, { kind: 'addExclusion' })
            : null
        }
        rows={exclusionsReadable ? exclusions : []}
        columns={exclusionTable}
        rowKey={(x) => x.id}
        pageSize={FRAUD_LOG_PAGE_SIZE}
        empty={exclusionsReadable ? t('fraud.noExclusions') : t('fraud.noExclusionPermission')}
      />
      <PagedTableSection
        headingId="fraud-logs"
        pageParam="logsPage"
        title={t('fraud.fraudLogs')}
        actions={
          <>
            <CsvExportButton table="consumer_fraud_logs" scope={{ consumerId }} />
            {opener(t('fraud.createLog'), flagDenied, { kind: 'createLog' })}
          </>
        }
        query={logs}
        columns={LOG_TABLE}
        rowKey={(l) => l.id}
        pageSize={FRAUD_LOG_PAGE_SIZE}
        empty={t('fraud.noFraudLogs')}
      />
      {dialog && (
        <FraudDialogs
          dialog={dialog}
          consumerId={consumerId}
          flagDenied={flagDenied}
          exclusionDenied={exclusionDenied}
          onClose={close}
        />
      )}
    </>
  );
}

/** The open dialog of the tab, if any. */
function FraudDialogs(props: {
  dialog: OpenDialog;
  consumerId: string;
  flagDenied: string | undefined;
  exclusionDenied: string | undefined;
  onClose: () => void;
}) {
  const { dialog, consumerId, flagDenied, exclusionDenied, onClose: close } = props;
  return (
    <>
      {dialog.kind === 'addFlag' && (
        <AddFraudFlagDialog consumerId={consumerId} reason={flagDenied} onClose={close} />
      )}
      {dialog.kind === 'unflag' && (
        <MessageDialog
          kind="unflag"
          consumerId={consumerId}
          flagId={dialog.flag.id}
          reason={flagDenied}
          onClose={close}
        />
      )}
      {dialog.kind === 'createLog' && (
        <MessageDialog kind="log" consumerId={consumerId} reason={flagDenied} onClose={close} />
      )}
      {dialog.kind === 'addExclusion' && (
        <AddExclusionDialog consumerId={consumerId} reason={exclusionDenied} onClose={close} />
      )}
      {dialog.kind === 'removeExclusion' && (
        <RemoveExclusionDialog
          consumerId={consumerId}
          exclusion={dialog.exclusion}
          reason={exclusionDenied}
          onClose={close}
        />
      )}
    </>
  );
}

/** A change of the consumer's fraud state: the whole case reloads after it (flags and exclusions are in the page query). */
function useCaseChange<TVariables, TResult>(
  consumerId: string,
  mutationFn: (variables: TVariables, context: ActionContext) => Promise<TResult>,
  successToast: string,
  reason: string | undefined,
) {
  const t = useT();
  return useAction({
    mutationFn,
    invalidate: () => [caseKeys.consumer(consumerId)],
    successToast,
    errorToast: t('fraud.failed'),
    unavailableReason: reason,
  });
}

/** Two steps (document 2 §4): select a reason, then confirm. The flag disables the account. */
function AddFraudFlagDialog({ consumerId, reason, onClose }: CaseDialogProps) {
  const t = useT();
  const reasons = useQuery(flaggingReasonsQueryOptions());
  const [flaggedFor, setFlaggedFor] = useState('');
  // The account's status changes too.
  const create = useCaseChange(consumerId, createFraudFlag, t('fraud.addFlagSuccess'), reason);
  const chosen = reasons.data?.find((r) => r.id === flaggedFor);
  return (
    <CaseConfirmDialog
      consumerId={consumerId}
      onClose={onClose}
      title={t('fraud.addFlagTitle')}
      action={create}
      variables={{ consumerId, flaggedFor }}
      canProceed={!!chosen}
      message={t('fraud.addFlagConfirmation', { reason: chosen?.reason ?? '' })}
    >
      <ChoiceField
        label={t('fraud.reasonLabel')}
        prompt={t('fraud.chooseReason')}
        value={flaggedFor}
        onChange={setFlaggedFor}
        choices={reasons.data?.map((r) => ({ value: r.id, label: r.reason }))}
      />
    </CaseConfirmDialog>
  );
}

/** Unflag (with the required message) or create a fraud log: one line, submit disabled while empty. */
function MessageDialog({
  kind,
  consumerId,
  flagId = '',
  reason,
  onClose,
}: CaseDialogProps & { kind: 'unflag' | 'log'; flagId?: string }) {
  const t = useT();
  const [message, setMessage] = useState('');
  const unflag = kind === 'unflag';
  const action = useAction({
    // Both answer as 'Success' or 'Error' here: a created log is a success.
    mutationFn: async (
      { message: text, expectedVersion }: { message: string; expectedVersion?: number },
      context,
    ): Promise<'Success' | 'Error'> =>
      unflag
        ? unflagConsumer({ consumerId, flagId, message: text, expectedVersion }, context)
        : (await createFraudLog({ consumerId, message: text, expectedVersion }, context)) && 'Success',
    invalidate: () => (unflag ? [caseKeys.consumer(consumerId)] : [fraudKeys.eventLogs(consumerId)]),
    successToast: (result) =>
      result === 'Error' ? null : unflag ? t('fraud.unflagSuccess') : t('fraud.createLogSuccess'),
    errorToast: t('fraud.failed'),
    unavailableReason: reason,
  });
  return (
    <CaseFormDialog
      consumerId={consumerId}
      onClose={onClose}
      title={unflag ? t('fraud.unflagTitle') : t('fraud.createLogTitle')}
      action={action}
      variables={hasMessage(message) ? { message: message.trim() } : null}
      submitDisabled={!hasMessage(message)}
      refusal={(result) => (result === 'Error' ? t('fraud.failed') : null)}
    >
      <label className="field">
        {t('fraud.messageLabel')}
        <input
          type="text"
          value={message}
          placeholder={t('fraud.noLineBreaks')}
          onChange={(event) => setMessage(singleLine(event.target.value))}
          aria-describedby={hasMessage(message) ? undefined : 'fraud-message-reason'}
        />
      </label>
      {!hasMessage(message) && (
        <p id="fraud-message-reason" className="field__hint">
          {blankTextReason(message)}
        </p>
      )}
    </CaseFormDialog>
  );
}

/** The kind must be one the server lists as excludable for this consumer; otherwise submit is disabled. */
function AddExclusionDialog({ consumerId, reason, onClose }: CaseDialogProps) {
  const t = useT();
  const kinds = useQuery(excludableAssessmentsQueryOptions(consumerId));
  const [kind, setKind] = useState('');
  const valid = !!kinds.data?.includes(kind);
  const create = useCaseChange(consumerId, createExclusion, t('fraud.addExclusionSuccess'), reason);
  return (
    <CaseFormDialog
      consumerId={consumerId}
      onClose={onClose}
      title={t('fraud.addExclusionTitle')}
      action={create}
      variables={valid ? { consumerId, assessmentKind: kind } : null}
      submitDisabled={!valid}
    >
      <ChoiceField
        label={t('fraud.kindLabel')}
        prompt={t('fraud.chooseKind')}
        value={kind}
        onChange={setKind}
        choices={kinds.data?.map((k) => ({ value: k, label: k }))}
      />
      {kinds.data?.length === 0 && <p>{t('fraud.nothingExcludable')}</p>}
    </CaseFormDialog>
  );
}

function RemoveExclusionDialog({
  consumerId,
  exclusion,
  reason,
  onClose,
}: CaseDialogProps & { exclusion: ExclusionRow }) {
  const t = useT();
  const remove = useCaseChange(consumerId, removeExclusion, t('fraud.removeExclusionSuccess'), reason);
  return (
    <CaseConfirmDialog
      consumerId={consumerId}
      onClose={onClose}
      title={t('fraud.removeExclusionTitle')}
      action={remove}
      variables={{ consumerId, exclusionId: exclusion.id }}
      message={t('fraud.removeExclusionConfirmation', {
        kind: codeLabelText('assessmentKind', exclusion.assessmentKind),
      })}
    />
  );
}
