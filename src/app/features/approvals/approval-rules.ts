// The approvals pages' words and decisions apart from React: operations, statuses, policy keys and the
// server's known reasons in the console's language, where a request's target links to, and what a failed decision tells the user.
import { graphQLErrorCode, graphQLErrorsOf } from '../../api/api-error';
import { paths, type ApprovalTab } from '../../paths';
export { operationName as operationText } from '../../../i18n/texts';
import { legalStatusText } from '../../../shared/legal-status';
import { t } from '../../../i18n/i18n';
import { catalogueTexts } from '../../../i18n/texts';
import type {
  ApprovalLabelKey,
  ApprovalProblemCode,
  ApprovalTextKey,
  PlanProblemCode,
} from '../../../i18n/catalogues/approvals';
import { POLICY_KEY_TEXTS, type PolicyKey } from '../../../shared/approval-policy-texts';
import { APPROVAL_STATUS_LABELS } from '../../../shared/operation-labels';

/** The pages' fixed texts, each read from the active catalogue when used (src/i18n/catalogues/approvals.ts). */
const FIXED = catalogueTexts<ApprovalTextKey>('approvals');

/** The texts with values, and the tabs' names. */
const VALUE_TEXTS = {
  tabs: catalogueTexts<ApprovalTab>('approvals.tab'),
  page: (page: number) => t('approvals.page', { page }),
  moreFailing: (shown: number, total: number) => t('approvals.moreFailing', { shown, total }),
  rows: (count: number) => t('approvals.rows', { count }),
  more: (count: number) => t('approvals.more', { count }),
  irreversible: (count: number) => t('approvals.irreversible', { count }),
  planNotCancelled: (status: string | null | undefined) =>
    status ? t('approvals.planNotCancelled', { status }) : FIXED.planNotFound,
  running: (pending: number) => t('approvals.running', { pending }),
  policyEditTitle: (key: string) => t('approvals.policyEditTitle', { key }),
  policyEditOf: (key: string) => t('approvals.policyEditOf', { key }),
  merchants: (count: number) => t('approvals.merchants', { count }),
  months: (count: number) => t('approvals.months', { count }),
};

export const APPROVAL_TEXTS = new Proxy(VALUE_TEXTS, {
  get: (values, key: string) =>
    key in values ? values[key as keyof typeof VALUE_TEXTS] : FIXED[key as ApprovalTextKey],
}) as Readonly<Record<ApprovalTextKey, string>> & typeof VALUE_TEXTS;

export const APPROVAL_LABELS = catalogueTexts<ApprovalLabelKey>('approvals.label');

/** A request's status by its name in the active language (an unknown code as it is). */
export function approvalStatusText(status: string): string {
  return Object.hasOwn(APPROVAL_STATUS_LABELS, status)
    ? t(`approvalStatus.${status as keyof typeof APPROVAL_STATUS_LABELS}`)
    : status;
}

/** A kind of change of the approvals policy by its name in the active language. */
export function policyKeyText(key: string): string {
  return Object.hasOwn(POLICY_KEY_TEXTS, key) ? t(`approvals.policyKey.${key as PolicyKey}`) : key;
}

const PROBLEM_CODES: readonly string[] = [
  'AccountClosed',
  'FinalStatus',
  'NotFound',
  'UnknownMerchant',
  'Duplicate',
  'NotApplied',
] satisfies ApprovalProblemCode[];
const PLAN_PROBLEM_CODES: readonly string[] = [
  'NotFound',
  'InvalidId',
  'NotApproved',
] satisfies PlanProblemCode[];

function problemName(code: string): string | undefined {
  return PROBLEM_CODES.includes(code) ? t(`approvals.problem.${code as ApprovalProblemCode}`) : undefined;
}

function planProblemName(code: string): string | undefined {
  return PLAN_PROBLEM_CODES.includes(code)
    ? t(`approvals.planProblem.${code as PlanProblemCode}`)
    : undefined;
}

/** Why a batch row would fail today, by its name in the active language (an unknown code as it is). */
export function problemText(problem: string | null | undefined): string {
  if (!problem) return '';
  return problemName(problem) ?? problem;
}

/** The approvals list's one line of a request's size: a report-setting file's merchants and months, else rows. */
export function extentText(extent: {
  rows: number;
  merchants?: number | null;
  months?: number | null;
}): string {
  if (extent.merchants != null && extent.months != null)
    return t('approvals.extentFile', { merchants: extent.merchants, months: extent.months });
  return APPROVAL_TEXTS.rows(extent.rows);
}

/** YYYY-MM as 2024年01月, a month deactivated already marked. */
export function monthText(month: string, already: boolean): string {
  const [year = '', mm = ''] = month.split('-');
  return t(already ? 'approvals.monthDeactivated' : 'approvals.month', { year, month: mm });
}

/** Why rows were refused when applied: a row's code, or the rule's message for the whole change, in Japanese. */
export function refusalText(operation: string, reason: string): string {
  const known = operation === 'startBulkCancellation' ? planProblemName(reason) : problemName(reason);
  return known ?? blockedReasonText(reason);
}

/** A legal status key in Japanese; anything else as it is. */
export function statusValueText(value: string | null | undefined): string {
  return value ? legalStatusText(value) : '';
}

/**
 * The server's reason a staff member may not decide (ApprovalRequest.decisionBlockedReason, or the message of a
 * refused decision) in Japanese; a reason this console does not know is shown as the server wrote it.
 */
export function blockedReasonText(reason: string): string {
  if (reason === 'You cannot approve or reject your own request') return t('approvals.reason.ownRequest');
  const already = /^The request is already (\w+)$/.exec(reason);
  if (already) return t('approvals.alreadyDecided', { status: approvalStatusText(already[1]) });
  const needsAny = /^Deciding requests needs the permission (\S+)$/.exec(reason);
  if (needsAny) return t('approvals.needsAny', { permission: needsAny[1] });
  const needsThis = /^Deciding this request needs the permission (\S+)$/.exec(reason);
  if (needsThis) return t('approvals.needsThis', { permission: needsThis[1] });
  if (/cannot be applied by this server$/.test(reason)) return t('approvals.reason.notThisServer');
  if (reason === 'Only the staff member who asked can withdraw it') return t('approvals.reason.onlyMaker');
  return reason;
}

/** What a failed decision tells the user: a conflict (decided meanwhile) is said plainly, the rest translated. */
export function decisionErrorText(error: unknown): { conflict: boolean; message: string } {
  const code = graphQLErrorCode(error);
  if (code === 'CONFLICT') return { conflict: true, message: APPROVAL_TEXTS.conflict };
  const message = graphQLErrorsOf(error)[0]?.message;
  if (code === 'BAD_USER_INPUT' && typeof message === 'string' && /reason is required/.test(message))
    return { conflict: false, message: APPROVAL_TEXTS.reasonRequired };
  if (typeof message === 'string' && message) return { conflict: false, message: blockedReasonText(message) };
  return { conflict: false, message: APPROVAL_TEXTS.decisionFailed };
}

/** Where a request's target id links to: a consumer's page, a batch's result page; null for the rest. */
export function targetPath(targetType: string, targetId: string | null | undefined): string | null {
  if (!targetId) return null;
  if (targetType === 'consumer') return paths.consumer.root(targetId);
  if (targetType === 'legal_status_batch') return paths.legalStatusUpdateResult.detail(targetId);
  return null;
}

/** The held change's arguments (JSON text) pretty-printed; text that is not JSON as it is. */
export function formatArguments(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/** A threshold field: blank → null (whatever the size); a whole number ≥ 0; anything else is invalid. */
export function parseThreshold(text: string): { ok: true; value: number | null } | { ok: false } {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: null };
  if (!/^\d+$/.test(trimmed)) return { ok: false };
  const value = Number(trimmed);
  return Number.isSafeInteger(value) ? { ok: true, value } : { ok: false };
}
