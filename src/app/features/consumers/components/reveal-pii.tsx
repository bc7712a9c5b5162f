// 表示: for staff without consumers.pii.read, whose consumer page shows contact data masked as lists do. The button
// opens a dialog that asks why (required); the server keeps the reason in the access log and answers the data once.
import { useState } from 'react';
import { useT } from '../../../../i18n/use-t';
import { PERMISSIONS } from '../../../../shared/permissions';
import { ActionButton } from '../../../ui/action-availability';
import { FormDialog } from '../../../ui/form-dialog';
import { useHasPermissions } from '../../../ui/permission-gate';
import { useAction } from '../../../ui/use-action';
import { revealConsumerPii } from '../api/reveal-pii';

export type RevealedPii = Awaited<ReturnType<typeof revealConsumerPii>>;

/** Whether this staff member's case pages show contact data masked (the server decides; this only explains). */
export function useContactMasked(): boolean {
  return !useHasPermissions([PERMISSIONS.consumersPiiRead]);
}

export function RevealPiiButton({
  consumerId,
  onRevealed,
}: {
  consumerId: string;
  onRevealed: (pii: RevealedPii) => void;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [showRequired, setShowRequired] = useState(false);
  const reveal = useAction({
    mutationFn: revealConsumerPii,
    errorToast: t('reveal.failed'),
    onSuccess: (pii) => onRevealed(pii),
  });
  const blank = reason.trim() === '';
  return (
    <>
      <span className="field__hint">{t('reveal.masked')}</span>{' '}
      <ActionButton className="button" onClick={() => setOpen(true)}>
        {t('reveal.button')}
      </ActionButton>
      {open && (
        <FormDialog
          open
          onClose={() => setOpen(false)}
          title={t('reveal.title')}
          action={reveal}
          variables={blank ? null : { consumerId, reason: reason.trim() }}
          onIncomplete={() => setShowRequired(true)}
          submitDisabled={blank}
          submitLabel={t('reveal.button')}
        >
          <label className="field">
            {t('reveal.reasonLabel')}
            <textarea
              rows={3}
              maxLength={500}
              value={reason}
              aria-invalid={showRequired && blank}
              aria-describedby="reveal-reason-hint"
              onChange={(event) => setReason(event.target.value)}
            />
          </label>
          <p id="reveal-reason-hint" className={showRequired && blank ? 'field__error' : 'field__hint'}>
            {blank ? t('reveal.reasonRequired') : t('reveal.reasonHint')}
          </p>
        </FormDialog>
      )}
    </>
  );
}
