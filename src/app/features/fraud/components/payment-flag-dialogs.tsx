// The Fraud payments tab's two dialogs (document 2 §5): flag the selected payments (a reason and the
// exclude-from-bill choice, both required) or remove their active flags (a reason). Each sends the case version the
// consumer page showed when it opened and shows a STALE_CASE refusal with 最新の内容を表示, keeping the choices.
import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { caseKeys } from '../../../api/case-keys';
import type { ExcludeFromBill, FraudPaymentRowFieldsFragment } from '../../../api/generated/graphql';
import { CaseFormDialog, type CaseDialogProps } from '../../../ui/case-dialogs';
import type { SeenVersion } from '../../../ui/stale-case';
import { useAction, type UseActionOptions } from '../../../ui/use-action';
import { useT } from '../../../../i18n/use-t';
import { fraudKeys } from '../api/fraud-keys';
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
import { ChoiceField } from './choice-field';

export interface PaymentDialogProps extends CaseDialogProps {
  onDone: () => void;
}

/** The payments' own keys too: their pages' Fraud tab and FRAUDULENT tag follow the change. */
function affectedKeys(consumerId: string, paymentIds: readonly string[]) {
  return [fraudKeys.paymentFlags(consumerId), ...paymentIds.map((id) => caseKeys.payment(id))];
}

/** The one reason picker of both dialogs: the flagging or the unflagging reasons, as the server lists them. */
function PaymentReasonField({
  kind,
  value,
  onChange,
}: {
  kind: 'flag' | 'unflag';
  value: string;
  onChange: (value: string) => void;
}) {
  const t = useT();
  const reasons = useQuery(
    kind === 'flag' ? paymentFlaggingReasonsQueryOptions() : paymentUnflaggingReasonsQueryOptions(),
  );
  return (
    <ChoiceField
      label={t('fraud.reasonLabel')}
      prompt={t('fraud.chooseReason')}
      value={value}
      onChange={onChange}
      choices={reasons.data?.map((r) => ({ value: r.id, label: r.description }))}
    />
  );
}

/**
 * The frame of both dialogs: the intro, the reason picker, the dialog's own fields (children) and the stale-case
 * notice; submit disabled until the variables are complete; a failure toasts 'failed'.
 */
function PaymentFlagForm<TVariables extends SeenVersion, TResult>({
  reason,
  intro,
  kind,
  chosenReason,
  onReasonChange,
  change,
  children,
  ...form
}: PaymentDialogProps & {
  title: string;
  intro: string;
  /** Which reasons the picker lists. */
  kind: 'flag' | 'unflag';
  chosenReason: string;
  onReasonChange: (value: string) => void;
  variables: TVariables | null;
  change: Pick<UseActionOptions<TVariables, TResult>, 'mutationFn' | 'invalidate' | 'successToast'>;
  children?: ReactNode;
}) {
  const t = useT();
  const action = useAction({ ...change, errorToast: t('fraud.failed'), unavailableReason: reason });
  return (
    <CaseFormDialog {...form} action={action} submitDisabled={!form.variables}>
      <p>{intro}</p>
      <PaymentReasonField kind={kind} value={chosenReason} onChange={onReasonChange} />
      {children}
    </CaseFormDialog>
  );
}

const BILL_CHOICES = [
  ['except_from_bill', 'fraud.exceptFromBill'],
  ['not_except_from_bill', 'fraud.notExceptFromBill'],
] as const;

/** document 2 §5: a reason and the exclude-from-bill choice are both required. */
export function FlagPaymentsDialog({
  payments,
  ...dialog
}: PaymentDialogProps & { payments: readonly FraudPaymentRowFieldsFragment[] }) {
  const t = useT();
  const [flaggedFor, setFlaggedFor] = useState('');
  const [excludeFromBill, setExcludeFromBill] = useState<ExcludeFromBill | ''>('');
  const variables: FlagPaymentsVariables | null =
    flaggedFor && excludeFromBill
      ? {
          consumerId: dialog.consumerId,
          flaggedFor,
          excludeFromBill,
          paymentsToFlag: payments.map((p) => ({ paymentId: p.id, merchantId: p.merchantId ?? '' })),
        }
      : null;
  return (
    <PaymentFlagForm
      {...dialog}
      title={t('fraud.flagPaymentsTitle')}
      intro={t('fraud.flagPaymentsIntro', { count: payments.length })}
      kind="flag"
      chosenReason={flaggedFor}
      onReasonChange={setFlaggedFor}
      variables={variables}
      change={{
        mutationFn: flagPayments,
        invalidate: (_result, { consumerId, paymentsToFlag }) =>
          affectedKeys(
            consumerId,
            paymentsToFlag.map((p) => p.paymentId),
          ),
        successToast: (created) => t('fraud.flagPaymentsSuccess', { count: created.length }),
      }}
    >
      <fieldset className="field">
        <legend>{t('fraud.excludeFromBill')}</legend>
        {BILL_CHOICES.map(([value, label]) => (
          // The server's code for the choice stays in the tooltip.
          <label key={value} title={value}>
            <input
              type="radio"
              name="exclude-from-bill"
              value={value}
              checked={excludeFromBill === value}
              onChange={() => setExcludeFromBill(value)}
            />{' '}
            {t(label)}
          </label>
        ))}
      </fieldset>
    </PaymentFlagForm>
  );
}

/** Removes every active flag of the selected payments, for a reason from the unflagging list. */
export function UnflagPaymentsDialog({
  paymentIds,
  flagIds,
  ...dialog
}: PaymentDialogProps & { paymentIds: string[]; flagIds: string[] }) {
  const t = useT();
  const [unflaggedFor, setUnflaggedFor] = useState('');
  const variables: UnflagPaymentsVariables | null = unflaggedFor
    ? { consumerId: dialog.consumerId, paymentIds, unflaggedFor, paymentFraudFlagIds: flagIds }
    : null;
  return (
    <PaymentFlagForm
      {...dialog}
      title={t('fraud.unflagPaymentsTitle')}
      intro={t('fraud.unflagPaymentsIntro', { count: paymentIds.length })}
      kind="unflag"
      chosenReason={unflaggedFor}
      onReasonChange={setUnflaggedFor}
      variables={variables}
      change={{
        mutationFn: unflagPayments,
        invalidate: (_result, { consumerId, paymentIds: ids }) => affectedKeys(consumerId, ids),
        successToast: (_result, { paymentIds: ids }) =>
          t('fraud.unflagPaymentsSuccess', { count: ids.length }),
      }}
    />
  );
}
