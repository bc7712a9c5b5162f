// The Fraud payments tab's two dialogs (document 2 §5): flag the selected payments (a reason and the
// exclude-from-bill choice, both required) or remove their active flags (a reason). Each sends the case version the
// consumer page showed when it opened and shows a STALE_CASE refusal with 最新の内容を表示, keeping the choices.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { caseKeys } from '../../../api/case-keys';
import type { ExcludeFromBill, FraudPaymentRowFieldsFragment } from '../../../api/generated/graphql';
import { CaseFormDialog, type CaseDialogProps } from '../../../ui/case-dialogs';
import { useAction } from '../../../ui/use-action';
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

const BILL_CHOICES = [
  ['except_from_bill', 'fraud.exceptFromBill'],
  ['not_except_from_bill', 'fraud.notExceptFromBill'],
] as const;

/** document 2 §5: a reason and the exclude-from-bill choice are both required. */
export function FlagPaymentsDialog({
  consumerId,
  payments,
  reason,
  onClose,
  onDone,
}: PaymentDialogProps & { payments: readonly FraudPaymentRowFieldsFragment[] }) {
  const t = useT();
  const [flaggedFor, setFlaggedFor] = useState('');
  const [excludeFromBill, setExcludeFromBill] = useState<ExcludeFromBill | ''>('');
  const flag = useAction({
    mutationFn: flagPayments,
    invalidate: (_result, variables) =>
      affectedKeys(
        variables.consumerId,
        variables.paymentsToFlag.map((p) => p.paymentId),
      ),
    successToast: (created) => t('fraud.flagPaymentsSuccess', { count: created.length }),
    errorToast: t('fraud.failed'),
    unavailableReason: reason,
  });
  const variables: FlagPaymentsVariables | null =
    flaggedFor && excludeFromBill
      ? {
          consumerId,
          flaggedFor,
          excludeFromBill,
          paymentsToFlag: payments.map((p) => ({ paymentId: p.id, merchantId: p.merchantId ?? '' })),
        }
      : null;
  return (
    <CaseFormDialog
      consumerId={consumerId}
      onClose={onClose}
      title={t('fraud.flagPaymentsTitle')}
      action={flag}
      variables={variables}
      submitDisabled={!variables}
      onDone={onDone}
    >
      <p>{t('fraud.flagPaymentsIntro', { count: payments.length })}</p>
      <PaymentReasonField kind="flag" value={flaggedFor} onChange={setFlaggedFor} />
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
    </CaseFormDialog>
  );
}

/** Removes every active flag of the selected payments, for a reason from the unflagging list. */
export function UnflagPaymentsDialog({
  consumerId,
  paymentIds,
  flagIds,
  reason,
  onClose,
  onDone,
}: PaymentDialogProps & { paymentIds: string[]; flagIds: string[] }) {
  const t = useT();
  const [unflaggedFor, setUnflaggedFor] = useState('');
  const unflag = useAction({
    mutationFn: unflagPayments,
    invalidate: (_result, variables) => affectedKeys(variables.consumerId, variables.paymentIds),
    successToast: (_result, variables) =>
      t('fraud.unflagPaymentsSuccess', { count: variables.paymentIds.length }),
    errorToast: t('fraud.failed'),
    unavailableReason: reason,
  });
  const variables: UnflagPaymentsVariables | null = unflaggedFor
    ? { consumerId, paymentIds, unflaggedFor, paymentFraudFlagIds: flagIds }
    : null;
  return (
    <CaseFormDialog
      consumerId={consumerId}
      onClose={onClose}
      title={t('fraud.unflagPaymentsTitle')}
      action={unflag}
      variables={variables}
      submitDisabled={!variables}
      onDone={onDone}
    >
      <p>{t('fraud.unflagPaymentsIntro', { count: paymentIds.length })}</p>
      <PaymentReasonField kind="unflag" value={unflaggedFor} onChange={setUnflaggedFor} />
    </CaseFormDialog>
  );
}
