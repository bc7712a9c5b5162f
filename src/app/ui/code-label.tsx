// A code the server stores (a message kind, a card token status, a contract type) by its name in the staff member's
// language, with the code itself in the tooltip for support engineers; a code with no name (a later version's)
// shows as it is, marked as a code.
import { t as text, type MessageKey } from '../../i18n/i18n';
import { useT } from '../../i18n/use-t';
import { NOT_AVAILABLE } from '../../shared/format';

export type CodeGroup =
  | 'messageKind'
  | 'cardToken'
  | 'contractType'
  | 'auditReason'
  | 'auditTarget'
  | 'chargeKind'
  | 'chargeTier'
  | 'creditLine'
  | 'settlementMethod'
  | 'installmentChargeKind'
  | 'paymentTier'
  | 'paymentTag'
  | 'gender'
  | 'maritalStatus'
  | 'residenceType'
  | 'assessmentKind'
  | 'assessmentResult'
  | 'assessmentReason'
  | 'auditActor'
  | 'auditRefusal';

/** A code's name in the active language, for a sentence; the code itself when it has none. */
export function codeLabelText(group: CodeGroup, code: string): string {
  const key = `code.${group}.${code}`;
  const label = text(key as MessageKey);
  return label === key ? code : label;
}

export function CodeLabel({ group, code }: { group: CodeGroup; code: string | null | undefined }) {
  // Renders again when the staff member switches the language.
  useT();
  if (!code) return <>{NOT_AVAILABLE}</>;
  const label = codeLabelText(group, code);
  if (label === code) return <code>{code}</code>;
  return <span title={code}>{label}</span>;
}

/** CodeLabel as a table cell. */
export const codeCell =
  <R,>(group: CodeGroup, value: (row: R) => string | null | undefined) =>
  (row: R) => <CodeLabel group={group} code={value(row)} />;
