// The actions of the PLUS and VAN tabs (document 2 §2, §4, §8): per card token the actions its status allows,
// the physical card marked returned, the card eligibility exception, self-cancellation, re-application and VAN
// assignment. Each is a button disabled with its reason (missing permission, the state's rule, offline) that
// opens a one-step confirmation; a success refreshes the queries it changed through the key factories.
import { useState, type ReactNode } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { usePermissions } from '../../../state/console-store';
import { CaseConfirmDialog, type CaseDialogProps } from '../../../ui/case-dialogs';
import { DialogButton } from '../../../ui/dialog-button';
import { formatDateTime } from '../../../../shared/format';
import { useAction, type ActionContext } from '../../../ui/use-action';
import type { SeenVersion } from '../../../ui/stale-case';
import { selfCancellationExpiry } from '../../../../shared/self-cancellation';
import { consumerKeys } from '../api/consumer-keys';
import {
  assignVan,
  createCardEligibilityException,
  enableSelfCancellation,
  markPhysicalCardReturned,
  resetConsumerStatus,
  updateGpsTokenStatus,
} from '../api/plus-mutations';
import type { GpsTokenRowFieldsFragment } from '../../../api/generated/graphql';
import {
  CARD_ACTION_TARGET,
  canMarkReturned,
  cardTokenActions,
  eligibilityExceptionMessage,
  plusActionReason,
  reapplicationMessage,
  reapplicationReason,
  type CardTokenAction,
} from '../plus-action-rules';
import { CONSUMER_TEXTS } from '../consumer-texts';
import { PLUS_ACTION_TEXTS } from '../plus-texts';

/** Every PLUS and VAN change is a consumer's: the variables name it, and carry the version the dialog saw. */
type CaseVariables = { consumerId: string } & SeenVersion;

interface ConfirmActionProps<TVariables extends CaseVariables, TResult> {
  label: string;
  title: string;
  confirmation: ReactNode;
  variables: TVariables;
  mutationFn: (variables: TVariables, context: ActionContext) => Promise<TResult>;
  invalidate: (result: TResult) => readonly QueryKey[];
  successToast: string | ((result: TResult) => string | null);
  /** The user's message for an answer that is a refusal; null for a success. */
  refusal?: (result: TResult) => string | null;
  /** Why the action cannot run (missing permission, the state's rule); undefined when it can. */
  reason: string | undefined;
  className?: string;
}

/** A button that opens a one-step confirmation running the action (ConfirmDialog, ui/dialog.tsx). */
function ConfirmActionButton<TVariables extends CaseVariables, TResult>(
  props: ConfirmActionProps<TVariables, TResult>,
) {
  return (
    <DialogButton
      label={props.label}
      reason={props.reason}
      className={props.className}
      dialog={(close) => <ConfirmActionDialog {...props} onClose={close} />}
    />
  );
}

function ConfirmActionDialog<TVariables extends CaseVariables, TResult>({
  title,
  confirmation,
  variables,
  mutationFn,
  invalidate,
  successToast,
  refusal,
  reason,
  label,
  onClose,
}: ConfirmActionProps<TVariables, TResult> & { onClose: () => void }) {
  const action = useAction({
    mutationFn,
    // A refusal changed nothing: nothing to refresh, no success toast.
    invalidate: (result) => (refusal?.(result) ? [] : invalidate(result)),
    successToast: (result) =>
      refusal?.(result) ? null : typeof successToast === 'string' ? successToast : successToast(result),
    unavailableReason: reason,
  });
  return (
    <CaseConfirmDialog
      consumerId={variables.consumerId}
      onClose={onClose}
      title={title}
      action={action}
      variables={variables}
      message={confirmation}
      confirmLabel={label}
      refusal={refusal}
    />
  );
}

/** A card action's texts, read from the active catalogue when the buttons render. */
function cardActionTexts(action: CardTokenAction): {
  label: string;
  title: string;
  confirm: (token: string) => string;
  done: string;
} {
  switch (action) {
    case 'void':
      return {
        label: PLUS_ACTION_TEXTS.voidCard,
        title: PLUS_ACTION_TEXTS.voidTitle,
        confirm: PLUS_ACTION_TEXTS.voidConfirm,
        done: PLUS_ACTION_TEXTS.voided,
      };
    case 'restore':
      return {
        label: PLUS_ACTION_TEXTS.restoreCard,
        title: PLUS_ACTION_TEXTS.restoreTitle,
        confirm: PLUS_ACTION_TEXTS.restoreConfirm,
        done: PLUS_ACTION_TEXTS.restored,
      };
    case 'delete':
      return {
        label: PLUS_ACTION_TEXTS.deleteCard,
        title: PLUS_ACTION_TEXTS.deleteTitle,
        confirm: PLUS_ACTION_TEXTS.deleteConfirm,
        done: PLUS_ACTION_TEXTS.deleted,
      };
  }
}

/** The actions of one card token: those its status allows, and the physical card's 'returned'. */
export function CardTokenActions({
  consumerId,
  token,
}: {
  consumerId: string;
  token: GpsTokenRowFieldsFragment;
}) {
  const reason = plusActionReason('card', usePermissions());
  const actions = cardTokenActions(token.status);
  const returnable = canMarkReturned(token.physicalCardEvents, token.physicalCardStatus);
  if (!actions.length && !returnable) return null;
  return (
    <div className="action-row" role="group" aria-label={PLUS_ACTION_TEXTS.cardActionsLabel(token.token)}>
      {actions.map((action) => {
        const texts = cardActionTexts(action);
        return (
          <ConfirmActionButton
            key={action}
            className={action === 'delete' ? 'button button--danger' : 'button'}
            label={texts.label}
            title={texts.title}
            confirmation={texts.confirm(token.token)}
            variables={{ consumerId, token: token.token, status: CARD_ACTION_TARGET[action] }}
            mutationFn={updateGpsTokenStatus}
            invalidate={() => [consumerKeys.pluses(consumerId)]}
            successToast={texts.done}
            reason={reason}
          />
        );
      })}
      {returnable && (
        <ConfirmActionButton
          label={PLUS_ACTION_TEXTS.markReturned}
          title={PLUS_ACTION_TEXTS.markReturnedTitle}
          confirmation={PLUS_ACTION_TEXTS.markReturnedConfirm(token.token)}
          variables={{ consumerId, token: token.token }}
          mutationFn={markPhysicalCardReturned}
          invalidate={() => [consumerKeys.pluses(consumerId)]}
          successToast={PLUS_ACTION_TEXTS.markedReturned}
          reason={reason}
        />
      )}
    </div>
  );
}

export function CardEligibilityExceptionButton({ consumerId }: { consumerId: string }) {
  return (
    <ConfirmActionButton
      label={PLUS_ACTION_TEXTS.createException}
      title={PLUS_ACTION_TEXTS.createException}
      confirmation={PLUS_ACTION_TEXTS.createExceptionConfirm}
      variables={{ consumerId }}
      mutationFn={createCardEligibilityException}
      invalidate={() => [consumerKeys.pluses(consumerId)]}
      successToast={PLUS_ACTION_TEXTS.exceptionCreated}
      refusal={eligibilityExceptionMessage}
      reason={plusActionReason('eligibilityException', usePermissions())}
    />
  );
}

/**
 * Offered whether or not the consumer has the feature yet: enabling is what turns it on, and enabling again renews
 * the allowance.
 */
export function SelfCancellationButton({ consumerId }: { consumerId: string }) {
  const reason = plusActionReason('selfCancellation', usePermissions());
  return (
    <DialogButton
      label={PLUS_ACTION_TEXTS.enableSelfCancellation}
      reason={reason}
      dialog={(close) => <SelfCancellationDialog consumerId={consumerId} reason={reason} onClose={close} />}
    />
  );
}

/** The expiry is counted from the moment the dialog opened, and the confirmation says which day that is. */
function SelfCancellationDialog({ consumerId, reason, onClose }: CaseDialogProps) {
  const [now] = useState(() => Date.now());
  return (
    <ConfirmActionDialog
      label={PLUS_ACTION_TEXTS.enableSelfCancellation}
      title={PLUS_ACTION_TEXTS.enableSelfCancellation}
      confirmation={PLUS_ACTION_TEXTS.enableSelfCancellationConfirm(
        formatDateTime(selfCancellationExpiry(now)),
      )}
      variables={{ consumerId, now }}
      mutationFn={enableSelfCancellation}
      invalidate={() => [consumerKeys.pluses(consumerId)]}
      successToast={PLUS_ACTION_TEXTS.selfCancellationEnabled}
      reason={reason}
      onClose={onClose}
    />
  );
}

export function ReapplicationButton({
  consumerId,
  plusStatus,
}: {
  consumerId: string;
  plusStatus: { ekycStatus: string; houkatsuStatus: string } | null | undefined;
}) {
  return (
    <ConfirmActionButton
      label={PLUS_ACTION_TEXTS.allowReapplication}
      title={PLUS_ACTION_TEXTS.allowReapplication}
      confirmation={PLUS_ACTION_TEXTS.allowReapplicationConfirm}
      variables={{ consumerId }}
      mutationFn={resetConsumerStatus}
      // The PLUS statuses change: the page's tags and tabs as well as the PLUS tab.
      invalidate={() => [consumerKeys.detail(consumerId)]}
      successToast={PLUS_ACTION_TEXTS.reapplicationAllowed}
      refusal={reapplicationMessage}
      reason={reapplicationReason(plusStatus, usePermissions())}
    />
  );
}

export function AssignVanButton({ consumerId }: { consumerId: string }) {
  return (
    <ConfirmActionButton
      className="button button--primary"
      label={CONSUMER_TEXTS.assignVan}
      title={PLUS_ACTION_TEXTS.assignVanTitle}
      confirmation={PLUS_ACTION_TEXTS.assignVanConfirm}
      variables={{ consumerId }}
      mutationFn={assignVan}
      invalidate={() => [consumerKeys.van(consumerId)]}
      successToast={PLUS_ACTION_TEXTS.vanAssigned}
      reason={plusActionReason('assignVan', usePermissions())}
    />
  );
}
