// The shape of a held change's preview (ApprovalPreview in the contract) and the limits of what it lists; the
// preview of each kind fills its own part (preview.ts, preview-uploads.ts, preview-staff.ts, applied.ts).
import type { ApprovalAppliedData } from './applied';
import type { MerchantMonthsData } from './preview-uploads';
import type { StaffChangeData } from './preview-staff';

export interface PreviewRow {
  /** The row's line in the file as an editor shows it (the header is line 1), as the upload page numbered it. */
  position: number;
  id: string;
  value: string;
  problem: string | null;
}

export interface ConsumerRowData {
  position: number;
  consumerId: string;
  name: string | null;
  currentStatus: string | null;
  newStatus: string;
}

export interface PlanRowData {
  position: number;
  planId: string;
  consumerId: string | null;
  consumerName: string | null;
  amount: string | null;
  status: string | null;
}

export interface ApprovalPreviewData {
  rowCount: number;
  currentValue: string | null;
  newValue: string | null;
  statusCounts: { status: string; count: number }[];
  firstRows: PreviewRow[];
  failingRows: PreviewRow[];
  failingCount: number;
  cancellablePlans: number | null;
  amount: string | null;
  lines: string[];
  makerComment: string | null;
  fileName: string | null;
  merchantCount: number | null;
  monthCount: number | null;
  merchants: MerchantMonthsData[];
  irreversibleRows: ConsumerRowData[];
  irreversibleCount: number;
  plans: PlanRowData[];
  staffChange: StaffChangeData | null;
  applied: ApprovalAppliedData | null;
}

/** A batch's or file's first rows, and the rows that would fail today, listed before they are only counted. */
export const FIRST_ROWS = 10;
export const FAILING_ROWS = 20;
/** Rows to a final legal status a batch's page lists before it only counts them: the approver reads each one. */
export const IRREVERSIBLE_ROWS = 100;
/** Plans a bulk cancellation's page lists. */
export const FIRST_PLANS = 20;

export const emptyPreview = (rowCount: number): ApprovalPreviewData => ({
  rowCount,
  currentValue: null,
  newValue: null,
  statusCounts: [],
  firstRows: [],
  failingRows: [],
  failingCount: 0,
  cancellablePlans: null,
  amount: null,
  lines: [],
  makerComment: null,
  fileName: null,
  merchantCount: null,
  monthCount: null,
  merchants: [],
  irreversibleRows: [],
  irreversibleCount: 0,
  plans: [],
  staffChange: null,
  applied: null,
});
