// The SMS and impersonation actions of the consumer's action menu (document 2 §2, §5, §8, §9): 'SMSを送る'
// opens the SMS modal (a live counter against 128 characters and the SMS segments the text costs; submit disabled
// with the reason when empty or over the limit, which the server refuses), and 'Impersonate' asks first, naming the
// consumer (starting on Cancel), then opens an impersonated login session in a new tab: the console stays. Each is
// disabled with its reason without the permission (sms.send, consumers.impersonate) and offline.
import { isBlankText } from '../../../../shared/blank-text';
import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { caseKeys } from '../../../api/case-keys';
import { PERMISSIONS } from '../../../../shared/permissions';
import { ActionButton } from '../../../ui/action-availability';
import { ActionStatus, Dialog } from '../../../ui/dialog';
import { CaseConfirmDialog, type CaseDialogProps } from '../../../ui/case-dialogs';
import { DialogButton } from '../../../ui/dialog-button';
import { useMissingPermissionReason } from '../../../ui/permission-gate';
import { useAction } from '../../../ui/use-action';
import { StaleCaseNotice, useExpectedVersion } from '../../../ui/stale-case';
import { SmsNotSentError, createImpersonation, sendSms } from '../api/account-mutations';
import { ACCOUNT_TEXTS } from '../account-texts';
import { browserNavigation } from '../impersonation';
import { t as activeText } from '../../../../i18n/i18n';
import { useT } from '../../../../i18n/use-t';
import { consumerWho } from '../../../ui/person-name';
import { smsCount } from '../sms-rules';

export function SendSmsButton({ consumerId }: { consumerId: string }) {
  useT(); // renders again on a language switch
  const reason = useMissingPermissionReason([PERMISSIONS.smsSend]);
  // The draft outlives a cancelled modal; a sent SMS clears it.
  const [text, setText] = useState('');
  return (
    <DialogButton
      label={ACCOUNT_TEXTS.sendSms}
      reason={reason}
      dialog={(close) => (
        <SmsDialog
          consumerId={consumerId}
          reason={reason}
          text={text}
          onTextChange={setText}
          onSent={() => {
            setText('');
            close();
          }}
          onClose={close}
        />
      )}
    />
  );
}

/** Why the SMS cannot be submitted as it stands; undefined when it can. */
export function smsSubmitReason(text: string): string | undefined {
  if (isBlankText(text))
    return text.trim() === '' ? ACCOUNT_TEXTS.smsEmpty : activeText('consumer.action.invisibleOnly');
  const count = smsCount(text);
  return count.overLimit ? ACCOUNT_TEXTS.smsOverLimit(count.limit) : undefined;
}

function SmsDialog({
  consumerId,
  reason,
  text,
  onTextChange,
  onSent,
  onClose,
}: CaseDialogProps & { text: string; onTextChange: (text: string) => void; onSent: () => void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const seen = useExpectedVersion();
  // Created with the modal: each opening starts with an empty error slot.
  const send = useAction({
    mutationFn: sendSms,
    // The SMS, sent or not, is a row of the consumer's Messages tab.
    invalidate: (_result, { consumerId: id }) => [caseKeys.consumerMessages(id)],
    successToast: ACCOUNT_TEXTS.smsSent,
    errorToast: ACCOUNT_TEXTS.smsFailed,
    unavailableReason: reason,
  });
  const count = smsCount(text);
  const submitReason = smsSubmitReason(text);
  const counterId = useId();
  const fieldId = useId();

  const submit = async () => {
    if (submitReason) return;
    const outcome = await send.run({ consumerId, smsText: text, expectedVersion: seen.expectedVersion });
    if (outcome.ok) onSent();
    // An attempt the server recorded but could not send is in the Messages tab too, as not sent.
    else if (outcome.error instanceof SmsNotSentError)
      void queryClient.invalidateQueries({ queryKey: caseKeys.consumerMessages(consumerId) });
  };

  return (
    <Dialog open onClose={onClose} title={ACCOUNT_TEXTS.smsTitle} className="form-dialog sms-dialog">
      <form
        className="sms-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <label className="field" htmlFor={fieldId}>
          {ACCOUNT_TEXTS.smsLabel}
        </label>
        <textarea
          id={fieldId}
          value={text}
          data-autofocus
          aria-describedby={counterId}
          aria-invalid={count.overLimit || undefined}
          onChange={(event) => onTextChange(event.target.value)}
        />
        <p
          id={counterId}
          className={count.overLimit ? 'sms-counter sms-counter--over' : 'sms-counter'}
          aria-live="polite"
        >
          {ACCOUNT_TEXTS.smsCounter(count.characters, count.limit)}
          {' · '}
          {ACCOUNT_TEXTS.smsSegments(count.segments, count.encoding, count.singleSize)}
          {count.overLimit && (
            <>
              {' · '}
              {ACCOUNT_TEXTS.smsOverLimit(count.limit)}
            </>
          )}
        </p>
        {submitReason && !count.overLimit && <p className="field__hint">{submitReason}</p>}
        <ActionStatus pending={send.pending} error={send.error} />
        <StaleCaseNotice consumerId={consumerId} error={send.error} onLatest={seen.adopt} />
        <div className="dialog__buttons">
          <button type="button" className="button" disabled={send.pending} onClick={onClose}>
            {t('ui.action.cancel')}
          </button>
          <ActionButton
            type="submit"
            className="button button--primary"
            unavailableReason={send.availability.disabled ? send.availability.reason : submitReason}
            // Not disabled while pending (focus would drop to the page): a second click joins the first run.
            aria-disabled={send.pending || undefined}
          >
            {ACCOUNT_TEXTS.smsSubmit}
          </ActionButton>
        </div>
      </form>
    </Dialog>
  );
}

/** Opens the confirmation; the consumer it names is the one the session is made for. */
export function ImpersonateButton({ consumer }: { consumer: ImpersonatedConsumer }) {
  useT(); // renders again on a language switch
  const reason = useMissingPermissionReason([PERMISSIONS.consumersImpersonate]);
  return (
    <DialogButton
      label={ACCOUNT_TEXTS.impersonate}
      reason={reason}
      dialog={(close) => <ImpersonateDialog consumer={consumer} reason={reason} onClose={close} />}
    />
  );
}

type ImpersonatedConsumer = { id: string; kanjiName?: string | null; kanaName?: string | null };

function ImpersonateDialog({
  consumer,
  reason,
  onClose,
}: {
  consumer: ImpersonatedConsumer;
  reason: string | undefined;
  onClose: () => void;
}) {
  const impersonate = useAction({
    mutationFn: async (variables: { consumerId: string; expectedVersion?: number }, context) => {
      // Opened within the click (a later one may be blocked as a pop-up), pointed at the site once it is known.
      const tab = browserNavigation.openTab();
      try {
        const { url } = await createImpersonation(variables, context);
        tab.show(url);
        return { url };
      } catch (error) {
        tab.discard();
        throw error;
      }
    },
    // The start is written in the consumer's Logs tab (admin logs).
    invalidate: (_result, { consumerId: id }) => [caseKeys.consumer(id)],
    successToast: ACCOUNT_TEXTS.impersonationRedirect,
    errorToast: ACCOUNT_TEXTS.impersonationFailed,
    unavailableReason: reason,
  });
  return (
    <CaseConfirmDialog
      consumerId={consumer.id}
      onClose={onClose}
      title={ACCOUNT_TEXTS.impersonationTitle}
      action={impersonate}
      variables={{ consumerId: consumer.id }}
      message={ACCOUNT_TEXTS.impersonationConfirmation(consumerWho(consumer))}
      confirmLabel={ACCOUNT_TEXTS.impersonate}
      initialFocus="cancel"
    />
  );
}
