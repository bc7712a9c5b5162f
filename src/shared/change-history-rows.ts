// How each change-history record reads (document 2 §2 "Change history tab"): the consumer page's table and its
// CSV出力 (server/exports/tables/consumer-history.ts) render the same rows, and the filter box looks in the same
// texts, so an export is the table as filtered on screen.
import { NOT_AVAILABLE, formatDateTime, formatYen } from './format';
import { legalStatusText } from './legal-status';
import { HISTORY_FIELD_NAMES_EN } from './history-field-names';
import { formatPhone } from './phone';

interface AddressLike {
  zip?: string | null;
  state?: string | null;
  city?: string | null;
  line1?: string | null;
  line2?: string | null;
}

/** The reason of the ContractReverted record a bulk cancellation writes (followed by the job id). */
export const BULK_CANCEL_HISTORY_REASON = 'Bulk installment cancellation';

export type HistoryKind = 'Created' | 'Updated' | 'Disabled' | 'Enabled' | 'Closed' | 'ContractReverted';

/** What every record carries. */
interface RecordBase {
  kind: HistoryKind;
  timestamp: number;
}

/** The consumer's contact fields, as created or as changed. */
interface ContactFields {
  email?: string | null;
  phone?: string | null;
  name1?: string | null;
  name2?: string | null;
  dateOfBirth?: string | null;
  address?: AddressLike | null;
}

/** Who made a change, and the second person who approved it when it was held (four eyes). */
interface ChangedBy {
  agent?: string | null;
  approvedBy?: string | null;
}

/** The record union as the query returns it (every member carries kind and timestamp). */
export type HistoryRecord =
  | (RecordBase & ContactFields & { __typename?: 'ConsumerCreatedRecord'; source?: string | null })
  | (RecordBase &
      ContactFields &
      ChangedBy & {
        __typename?: 'ConsumerUpdatedRecord';
        emailVerificationInfo?: { verified: boolean; verifiedAt?: number | null } | null;
        legalStatus?: string | null;
      })
  | (RecordBase &
      ChangedBy & {
        __typename?: 'ConsumerDisabledRecord' | 'ConsumerEnabledRecord' | 'ConsumerClosedRecord';
        reason?: string | null;
      })
  | (RecordBase &
      ChangedBy & {
        __typename?: 'ConsumerContractRevertedRecord';
        reason?: string | null;
        installmentPlanId?: string | null;
        amount?: string | null;
      });

export interface ChangeHistoryRowView {
  /** 'yyyy-MM-dd HH:mm:ss' (Tokyo). */
  date: string;
  changedBy: string;
  /** The kind, then one line per field. */
  kind: HistoryKind;
  lines: string[];
}

const present = (value: string | null | undefined): value is string => !!value?.trim();
const orNA = (value: string | null | undefined): string => (present(value) ? value : NOT_AVAILABLE);

/** Who changed it, and the second person who approved it when it was held (four eyes). */
function changedBy(record: ChangedBy, L: HistoryLabels): string {
  const agent = orNA(record.agent);
  return present(record.approvedBy) ? `${agent} (${L.approvedBy}: ${record.approvedBy})` : agent;
}

/** Address in the change history's order: line1, line2, city, state, zip. */
export function historyAddress(address: AddressLike | null | undefined): string {
  if (!address) return NOT_AVAILABLE;
  const parts = [address.line1, address.line2, address.city, address.state, address.zip].filter(present);
  return parts.length ? parts.join(' ') : NOT_AVAILABLE;
}

function hasAddress(address: AddressLike | null | undefined): boolean {
  return !!address && [address.line1, address.line2, address.city, address.state, address.zip].some(present);
}

/** The words of a record's lines: the console passes its catalogue's, in the staff member's language. */
export interface HistoryLabels {
  email: string;
  phone: string;
  name1: string;
  name2: string;
  dateOfBirth: string;
  address: string;
  emailVerification: string;
  verified: string;
  notVerified: string;
  legalStatus: string;
  reason: string;
  installmentPlan: string;
  lumpSum: string;
  approvedBy: string;
  /** A legal status code by its name. */
  legalStatusName: (code: string) => string;
  /** Where a consumer was created (checkout, app, merchant) by its name. */
  sourceName: (code: string) => string;
  /** The reason a plan was reverted: a bulk cancellation's (BULK_CANCEL_HISTORY_REASON) by its name. */
  revertReason: (reason: string) => string;
}

/** The CSV export's own labels (its header row is English; legal statuses by their Japanese names). */
export const HISTORY_CSV_LABELS: HistoryLabels = {
  ...HISTORY_FIELD_NAMES_EN,
  approvedBy: '承認',
  legalStatusName: legalStatusText,
  sourceName: (code) => code,
  revertReason: (reason) => reason,
};

/** One change-history row: date, who changed it, and what changed (document 2 §2), in the words of `L`. */
export function changeHistoryRow(
  record: HistoryRecord,
  L: HistoryLabels = HISTORY_CSV_LABELS,
): ChangeHistoryRowView {
  const date = formatDateTime(record.timestamp);
  if ('source' in record || record.kind === 'Created') {
    const r = record as Extract<HistoryRecord, { source?: string | null }>;
    return {
      date,
      kind: record.kind,
      changedBy: present(r.source) ? L.sourceName(r.source) : NOT_AVAILABLE,
      lines: [
        `${L.email}: ${orNA(r.email)}`,
        `${L.phone}: ${r.phone?.trim() ? formatPhone(r.phone) : orNA(r.phone)}`,
        `${L.name1}: ${orNA(r.name1)}`,
        `${L.name2}: ${orNA(r.name2)}`,
        `${L.dateOfBirth}: ${orNA(r.dateOfBirth)}`,
        `${L.address}: ${historyAddress(r.address)}`,
      ],
    };
  }
  if (record.kind === 'Updated') {
    const r = record as Extract<HistoryRecord, { legalStatus?: string | null }>;
    const lines: string[] = [];
    if (present(r.email)) lines.push(`${L.email}: ${r.email}`);
    if (present(r.phone)) lines.push(`${L.phone}: ${formatPhone(r.phone)}`);
    if (present(r.name1)) lines.push(`${L.name1}: ${r.name1}`);
    if (present(r.name2)) lines.push(`${L.name2}: ${r.name2}`);
    if (present(r.dateOfBirth)) lines.push(`${L.dateOfBirth}: ${r.dateOfBirth}`);
    if (hasAddress(r.address)) lines.push(`${L.address}: ${historyAddress(r.address)}`);
    if (r.emailVerificationInfo) {
      const info = r.emailVerificationInfo;
      const state = info.verified ? L.verified : L.notVerified;
      const at =
        info.verifiedAt === null || info.verifiedAt === undefined
          ? ''
          : ` (${formatDateTime(info.verifiedAt)})`;
      lines.push(`${L.emailVerification}: ${state}${at}`);
    }
    if (present(r.legalStatus)) lines.push(`${L.legalStatus}: ${L.legalStatusName(r.legalStatus)}`);
    return { date, kind: record.kind, changedBy: changedBy(r, L), lines };
  }
  if (record.kind === 'ContractReverted') {
    const r = record as Extract<HistoryRecord, { installmentPlanId?: string | null }>;
    return {
      date,
      kind: record.kind,
      changedBy: changedBy(r, L),
      lines: [
        `${L.installmentPlan}: ${orNA(r.installmentPlanId)}`,
        `${L.lumpSum}: ${present(r.amount) ? formatYen(r.amount) : NOT_AVAILABLE}`,
        `${L.reason}: ${present(r.reason) ? L.revertReason(r.reason) : NOT_AVAILABLE}`,
      ],
    };
  }
  const r = record as Extract<HistoryRecord, { reason?: string | null }>;
  return {
    date,
    kind: record.kind,
    changedBy: changedBy(r, L),
    lines: [`${L.reason}: ${orNA(r.reason)}`],
  };
}

/** What the history's filter box looks in: the date, who changed it, the kind and every line of the change. */
export function changeHistoryTexts(record: HistoryRecord, L: HistoryLabels = HISTORY_CSV_LABELS): string[] {
  const row = changeHistoryRow(record, L);
  return [row.date, row.changedBy, row.kind, ...row.lines];
}
