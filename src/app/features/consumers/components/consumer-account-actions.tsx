// The management header's account actions (document 2 §2, §4, §5, §8): close (irreversible, the server's refusal
// shown in the dialog), disable (only while Enabled), change legal status, change e-mail and phone. Each button is
// disabled with its reason when the staff user lacks the permission, when the account's state forbids it, or
// offline; each success refreshes the consumer's queries (its key covers the page, the tabs and the fraud data),
// and the page then records the new copy in the recent cases.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { LegalStatus } from '../../../api/generated/graphql';
import { usePermissions } from '../../../state/console-store';
import { ActionButton } from '../../../ui/action-availability';
import { CaseConfirmDialog, CaseFormDialog } from '../../../ui/case-dialogs';
import { consumerWho } from '../../../ui/person-name';
import { useAction } from '../../../ui/use-action';
import { caseKeys } from '../../../api/case-keys';
import { consumerKeys } from '../api/consumer-keys';
import {
  closeConsumer,
  disableConsumer,
  updateEmail,
  updateLegalStatus,
  updatePhone,
} from '../api/consumer-mutations';
import type { ConsumerDetail, ConsumerPageData } from '../api/consumer-page-query';
import {
  accountActionReason,
  closeResultMessage,
  emailResultMessage,
  isBlank,
  legalStatusChoices,
  needsFinalStatusConfirmation,
  phoneResultMessage,
  type AccountAction,
} from '../consumer-action-rules';
import { accountActions } from '../consumer-rules';
import { CONSUMER_ACTION_TEXTS, CONSUMER_TEXTS } from '../consumer-texts';
import { useT } from '../../../../i18n/use-t';

/** What the actions read of a consumer: the consumer page's detail and the account page's consumer both carry it. */
export type ActionConsumer = Pick<
  ConsumerDetail,
  'id' | 'status' | 'kanjiName' | 'kanaName' | 'legalStatus' | 'version'
>;

type DialogProps = { consumer: ActionConsumer; reason: string | undefined; onClose: () => void };

export function AccountActionButtons({ consumer }: { consumer: ActionConsumer }) {
  useT(); // renders again on a language switch
  const held = usePermissions();
  const [open, setOpen] = useState<AccountAction | null>(null);
  const shown = accountActions(consumer.status);
  const reason = (action: AccountAction) => accountActionReason(action, consumer.status, held);
  const dialog = (action: AccountAction) => ({
    consumer,
    reason: reason(action),
    onClose: () => setOpen(null),
  });
  return (
    <>
      <ActionButton
        className={shown.closeDimmed ? 'button is-dimmed' : 'button'}
        unavailableReason={reason('close')}
        onClick={() => setOpen('close')}
      >
        {CONSUMER_TEXTS.closeAccount}
      </ActionButton>
      {shown.showDisable && (
        <ActionButton
          className="button"
          unavailableReason={reason('disable')}
          onClick={() => setOpen('disable')}
        >
          {CONSUMER_TEXTS.disableAccount}
        </ActionButton>
      )}
      <ActionButton
        className={shown.statusChangeBlocked ? 'button is-dimmed' : 'button'}
        unavailableReason={reason('changeStatus')}
        onClick={() => setOpen('changeStatus')}
      >
        {CONSUMER_TEXTS.changeStatus}
      </ActionButton>
      <ActionButton
        className="button"
        unavailableReason={reason('changeEmail')}
        onClick={() => setOpen('changeEmail')}
      >
        {CONSUMER_TEXTS.changeEmail}
      </ActionButton>
      <ActionButton
        className="button"
        unavailableReason={reason('changePhone')}
        onClick={() => setOpen('changePhone')}
      >
        {CONSUMER_TEXTS.changePhone}
      </ActionButton>
      {open === 'close' && <CloseAccountDialog {...dialog('close')} />}
      {open === 'disable' && <DisableAccountDialog {...dialog('disable')} />}
      {open === 'changeStatus' && <ChangeStatusDialog {...dialog('changeStatus')} />}
      {open === 'changeEmail' && <ChangeContactDialog kind="email" {...dialog('changeEmail')} />}
      {open === 'changePhone' && <ChangeContactDialog kind="phone" {...dialog('changePhone')} />}
    </>
  );
}

/** A change refreshes the consumer wherever it is shown: the consumer page (and tabs) and the account page. */
function consumerCaseKeys(consumerId: string) {
  return [consumerKeys.detail(consumerId), caseKeys.account(consumerId)];
}

/** The case props of a one-step confirmation about the consumer itself: its id, the version shown, the variables. */
function caseOf(consumer: ActionConsumer) {
  return { consumerId: consumer.id, shownVersion: consumer.version, variables: { consumerId: consumer.id } };
}

function CloseAccountDialog({ consumer, reason, onClose }: DialogProps) {
  const close = useAction({
    mutationFn: closeConsumer,
    invalidate: (result, { consumerId }) => (result === 'Success' ? consumerCaseKeys(consumerId) : []),
    successToast: (result) => (result === 'Success' ? CONSUMER_ACTION_TEXTS.closeSuccess : null),
    errorToast: CONSUMER_ACTION_TEXTS.closeFailed,
    unavailableReason: reason,
  });
  return (
    <CaseConfirmDialog
      {...caseOf(consumer)}
      onClose={onClose}
      title={CONSUMER_ACTION_TEXTS.closeTitle}
      action={close}
      message={CONSUMER_ACTION_TEXTS.closeConfirmationFor(consumerWho(consumer))}
      confirmLabel={CONSUMER_ACTION_TEXTS.closeConfirm}
      refusal={closeResultMessage}
      // Cannot be undone: Enter pressed twice (once on the page's button, once here) must not close the account.
      initialFocus="cancel"
    />
  );
}

function DisableAccountDialog({ consumer, reason, onClose }: DialogProps) {
  const disable = useAction({
    mutationFn: disableConsumer,
    invalidate: (_result, { consumerId }) => consumerCaseKeys(consumerId),
    successToast: CONSUMER_ACTION_TEXTS.disableSuccess,
    errorToast: CONSUMER_ACTION_TEXTS.disableFailed,
    unavailableReason: reason,
  });
  return (
    <CaseConfirmDialog
      {...caseOf(consumer)}
      onClose={onClose}
      title={CONSUMER_ACTION_TEXTS.disableTitle}
      action={disable}
      message={CONSUMER_ACTION_TEXTS.disableConfirmation}
      confirmLabel={CONSUMER_ACTION_TEXTS.disableConfirm}
    />
  );
}

function ChangeStatusDialog({ consumer, reason, onClose }: DialogProps) {
  const { options, terminal } = legalStatusChoices(consumer.legalStatus);
  const [chosen, setChosen] = useState<LegalStatus>(consumer.legalStatus);
  const change = useAction({
    mutationFn: updateLegalStatus,
    invalidate: (_result, { consumerId }) => consumerCaseKeys(consumerId),
    successToast: CONSUMER_ACTION_TEXTS.statusSuccess,
    errorToast: CONSUMER_ACTION_TEXTS.statusFailed,
    unavailableReason: reason,
  });
  const disablesAccount =
    consumer.status === 'Enabled' && !!options.find((o) => o.value === chosen)?.disablesAccount;
  return (
    <CaseFormDialog
      consumerId={consumer.id}
      shownVersion={consumer.version}
      onClose={onClose}
      title={CONSUMER_ACTION_TEXTS.statusTitle}
      action={change}
      variables={{ consumerId: consumer.id, legalStatus: chosen }}
      submitDisabled={terminal || chosen === consumer.legalStatus}
      // A final status cannot be undone: asked first, naming the consumer, starting on Cancel.
      confirmation={
        needsFinalStatusConfirmation(consumer.legalStatus, chosen) ? (
          <p className="notice--warning">
            {CONSUMER_ACTION_TEXTS.statusFinalConfirmation(
              consumerWho(consumer),
              options.find((o) => o.value === chosen)?.label ?? chosen,
            )}
          </p>
        ) : null
      }
      submitLabel={
        needsFinalStatusConfirmation(consumer.legalStatus, chosen)
          ? CONSUMER_ACTION_TEXTS.statusConfirm
          : undefined
      }
    >
      <label className="field">
        {CONSUMER_ACTION_TEXTS.statusLabel}
        <select
          value={chosen}
          disabled={terminal}
          onChange={(event) => setChosen(event.target.value as LegalStatus)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled} title={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      {terminal ? (
        <p className="form-notice--muted">{CONSUMER_ACTION_TEXTS.statusTerminal}</p>
      ) : (
        disablesAccount && <p className="notice--warning">{CONSUMER_ACTION_TEXTS.statusNote}</p>
      )}
    </CaseFormDialog>
  );
}

function ChangeContactDialog({ kind, consumer, reason, onClose }: DialogProps & { kind: 'email' | 'phone' }) {
  const queryClient = useQueryClient();
  const [value, setValue] = useState('');
  const [showRequired, setShowRequired] = useState(false);
  const texts =
    kind === 'email'
      ? {
          title: CONSUMER_ACTION_TEXTS.emailTitle,
          label: CONSUMER_ACTION_TEXTS.emailLabel,
          success: CONSUMER_ACTION_TEXTS.emailSuccess,
          failed: CONSUMER_ACTION_TEXTS.emailFailed,
        }
      : {
          title: CONSUMER_ACTION_TEXTS.phoneTitle,
          label: CONSUMER_ACTION_TEXTS.phoneLabel,
          success: CONSUMER_ACTION_TEXTS.phoneSuccess,
          failed: CONSUMER_ACTION_TEXTS.phoneFailed,
        };
  const resultMessage = kind === 'email' ? emailResultMessage : phoneResultMessage;
  const change = useAction({
    mutationFn: (
      {
        consumerId,
        value: next,
        expectedVersion,
      }: { consumerId: string; value: string; expectedVersion?: number },
      context,
    ) =>
      kind === 'email'
        ? updateEmail({ consumerId, email: next, expectedVersion }, context)
        : updatePhone({ consumerId, phone: next, expectedVersion }, context),
    invalidate: (result, { consumerId }) => (result === 'Success' ? consumerCaseKeys(consumerId) : []),
    successToast: (result) => (result === 'Success' ? texts.success : null),
    errorToast: texts.failed,
    unavailableReason: reason,
    onSuccess: (result, { consumerId, value: next }) => {
      if (result !== 'Success') return;
      // The header shows the new value at once (document 2 §2: overridden locally after edits); the refetch the
      // invalidation starts brings the stored form (lower-case e-mail, 81… phone) right after.
      queryClient.setQueriesData<ConsumerPageData>({ queryKey: consumerKeys.pages(consumerId) }, (old) =>
        old?.consumer ? { ...old, consumer: { ...old.consumer, [kind]: next.trim() } } : old,
      );
    },
  });
  const blank = isBlank(value);
  const errorId = `consumer-${kind}-required`;
  return (
    <CaseFormDialog
      consumerId={consumer.id}
      shownVersion={consumer.version}
      onClose={onClose}
      title={texts.title}
      action={change}
      // Full-width input is folded as search folds it (NFKC): ａｂｃ＠ｅｘａｍｐｌｅ．ｊｐ, ０９０－….
      variables={blank ? null : { consumerId: consumer.id, value: value.normalize('NFKC').trim() }}
      onIncomplete={() => setShowRequired(true)}
      refusal={resultMessage}
      submitLabel={CONSUMER_ACTION_TEXTS.save}
    >
      <label className="field">
        {texts.label}
        <input
          // Text, not email: the browser's e-mail field would refuse full-width input before it is folded.
          type={kind === 'email' ? 'text' : 'tel'}
          inputMode={kind === 'email' ? 'email' : 'tel'}
          autoComplete="off"
          value={value}
          aria-invalid={showRequired && blank}
          aria-describedby={showRequired && blank ? errorId : undefined}
          onChange={(event) => setValue(event.target.value)}
        />
      </label>
      {showRequired && blank && (
        <p id={errorId} className="field__error">
          {CONSUMER_ACTION_TEXTS.requiredField}
        </p>
      )}
    </CaseFormDialog>
  );
}
