// The report-setting upload of any size, apart from React: the file's months go to the server in parts of
// 1,500 rows (the legal-status part rule: each part's Idempotency-Key is the action's key plus its index, retried
// parts are answered from the server's record), then ONE call deactivates them all, which the approvals policy may
// hold. The upload's id is made from the staff member, the JST day and the rows, so choosing the same file again
// after a reload resumes it: only the parts the server has not got are sent. Texts: the active language's, with counts.
import { graphQLErrorCode, graphQLErrorsOf } from '../../api/api-error';
import { approvalRequestIdOf } from '../../api/approval-required';
import { withRetries, type RetryOptions } from '../../api/with-retries';
import type { InvoiceRowToDeactivate } from '../../../workers/report-setting-csv';
import { PERMISSIONS } from '../../../shared/permissions';
import { t } from '../../../i18n/i18n';
import { catalogueGroup, listText } from '../../../i18n/texts';

import { UPLOAD_PART_ROWS } from '../../../shared/bulk-limits';

export interface DeactivationSummary {
  rows: number;
  months: number;
  merchants: number;
  added: number;
  alreadyDeactivated: number;
}

export interface UploadState {
  receivedParts: readonly number[];
  receivedRows: number;
  appliedAt?: number | null;
  approvalRequestId?: string | null;
  summary?: DeactivationSummary | null;
}

/** The file's name and the maker's comment: sent with the first part, shown to the approver of a held upload. */
export interface UploadNote {
  fileName: string | null;
  comment: string | null;
}

export interface UploadPartRequest extends Partial<UploadNote> {
  uploadId: string;
  part: { index: number; count: number; firstRow: number; totalRows: number };
  rows: InvoiceRowToDeactivate[];
}

export type UploadOutcome =
  { kind: 'applied'; summary: DeactivationSummary } | { kind: 'held'; approvalRequestId: string };

export interface UploadOptions extends RetryOptions {
  fetchUpload: (id: string) => Promise<UploadState | null>;
  stage: (request: UploadPartRequest, key: string) => Promise<unknown>;
  apply: (uploadId: string, key: string) => Promise<DeactivationSummary>;
  actionKey: string;
  note?: UploadNote;
  onProgress?: (rowsSent: number, totalRows: number) => void;
}

/** The calendar day in Japan (UTC+9), as YYYY-MM-DD: the same file on another day is another upload. */
export function jstDay(nowMs: number): string {
  return new Date(nowMs + 9 * 3_600_000).toISOString().slice(0, 10);
}

/** ida_ + the first 32 hex digits of SHA-256 over the staff member, the JST day and the rows in order. */
export async function uploadIdOf(
  staff: string,
  rows: readonly InvoiceRowToDeactivate[],
  nowMs: number,
): Promise<string> {
  const text = [
    staff,
    jstDay(nowMs),
    ...rows.map((r) => `${r.line},${r.merchantId},${r.year},${r.month}`),
  ].join('\n');
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `ida_${hex.slice(0, 32)}`;
}

/** The parts of `total` rows, `partRows` each (the last one shorter). */
export function uploadParts(total: number, partRows = UPLOAD_PART_ROWS) {
  const count = Math.max(1, Math.ceil(total / partRows));
  return Array.from({ length: count }, (_, index) => ({
    index,
    count,
    firstRow: index * partRows + 1,
    totalRows: total,
    from: index * partRows,
    to: Math.min(total, (index + 1) * partRows),
  }));
}

/**
 * Sends what the server has not got yet, one part after the other with retries, then asks for the deactivation.
 * An upload applied before answers its summary; one waiting for a second person answers held.
 */
export async function sendUpload(
  uploadId: string,
  rows: readonly InvoiceRowToDeactivate[],
  options: UploadOptions,
): Promise<UploadOutcome> {
  const before = await withRetries(() => options.fetchUpload(uploadId), options);
  if (before?.appliedAt && before.summary) return { kind: 'applied', summary: before.summary };
  if (before?.approvalRequestId) return { kind: 'held', approvalRequestId: before.approvalRequestId };
  const received = new Set(before?.receivedParts ?? []);
  const parts = uploadParts(rows.length);
  let sent = before?.receivedRows ?? 0;
  options.onProgress?.(sent, rows.length);
  for (const p of parts) {
    if (received.has(p.index)) continue;
    const { from, to, ...part } = p;
    const note = p.index === 0 ? options.note : undefined;
    await withRetries(
      () =>
        options.stage(
          { uploadId, part, rows: rows.slice(from, to), ...note },
          `${options.actionKey}.${p.index}`,
        ),
      options,
    );
    sent += to - from;
    options.onProgress?.(sent, rows.length);
  }
  try {
    const summary = await withRetries(() => options.apply(uploadId, `${options.actionKey}.apply`), options);
    return { kind: 'applied', summary };
  } catch (error) {
    const held = approvalRequestIdOf(error);
    if (held) return { kind: 'held', approvalRequestId: held };
    throw error;
  }
}

// ─── Texts ───────────────────────────────────────────────────────────────────────────────────────────

const monthText = (r: { year: number; month: number }) =>
  t('reportSetting.month', { year: String(r.year), month: String(r.month).padStart(2, '0') });

/** Merchants the confirmation names before it only counts the rest, and months per merchant. */
export const CONFIRM_MERCHANTS = 10;
const CONFIRM_MONTHS = 12;

/** The confirmation's lines: each merchant with its months (the first ten merchants, twelve months each). */
export function confirmationLines(rows: readonly InvoiceRowToDeactivate[]): {
  lines: string[];
  merchants: number;
  months: number;
} {
  // Each merchant's months once, in order (a repeated row deactivates nothing more).
  const byMerchant = new Map<string, Map<number, { year: number; month: number }>>();
  for (const r of rows) {
    let months = byMerchant.get(r.merchantId);
    if (!months) byMerchant.set(r.merchantId, (months = new Map()));
    months.set(r.year * 100 + r.month, r);
  }
  let total = 0;
  for (const months of byMerchant.values()) total += months.size;
  const lines = [...byMerchant].slice(0, CONFIRM_MERCHANTS).map(([merchant, months]) => {
    const sorted = [...months].sort(([a], [b]) => a - b).map(([, m]) => m);
    const shown = listText(sorted.slice(0, CONFIRM_MONTHS).map(monthText));
    const more =
      sorted.length > CONFIRM_MONTHS
        ? t('reportSetting.moreMonths', { count: sorted.length - CONFIRM_MONTHS })
        : '';
    return `${merchant}: ${shown}${more}`;
  });
  if (byMerchant.size > CONFIRM_MERCHANTS)
    lines.push(t('reportSetting.moreMerchants', { count: byMerchant.size - CONFIRM_MERCHANTS }));
  return { lines, merchants: byMerchant.size, months: total };
}

/** The upload's texts in the active language (src/i18n/catalogues/report-setting.ts), read when they are used. */
export const REPORT_UPLOAD_TEXT = Object.assign(
  catalogueGroup('reportSetting', ['confirmTitle', 'confirm', 'cancel', 'applying', 'failed']),
  {
    confirmLead: (merchants: number, months: number) => t('reportSetting.confirmLead', { merchants, months }),
    sending: (sent: number, total: number) => t('reportSetting.sending', { sent, total }),
    waiting: (seconds: number) => t('reportSetting.waiting', { seconds }),
    noPermission: () => t('reportSetting.noPermission', { permission: PERMISSIONS.merchantInvoicesWrite }),
  },
);

/** The success text: what changed, and what was already so. */
export function summaryText(s: DeactivationSummary): string {
  const parts = [t('reportSetting.summary.added', { merchants: s.merchants, added: s.added })];
  if (s.alreadyDeactivated) parts.push(t('reportSetting.summary.already', { count: s.alreadyDeactivated }));
  if (s.rows > s.months) parts.push(t('reportSetting.summary.merged', { count: s.rows - s.months }));
  return parts.join('');
}

/** A refusal of the server (it names the reason and the limit in Japanese) or a failure to send. */
export function uploadFailureText(error: unknown): string {
  const code = graphQLErrorCode(error);
  const message = graphQLErrorsOf(error)[0]?.message;
  if ((code === 'BAD_USER_INPUT' || code === 'NOT_FOUND') && typeof message === 'string') return message;
  if (code === 'FORBIDDEN') return REPORT_UPLOAD_TEXT.noPermission();
  return REPORT_UPLOAD_TEXT.failed;
}
