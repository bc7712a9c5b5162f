// Texts of the legal status update screens (document 1 §2, §4, §8): the spec's words where it gives them,
// ours (docs/decisions.md "Bulk legal-status update (console)") where it does not.

export const LEGAL_STATUS_UPDATE_TEXTS = {
  title: 'Legal Status Update',
  resultTitle: 'Legal Status Update Result',
  updateTab: 'Update',
  historyTab: 'History',
  fileLabel: 'CSV file',
  fileHint: 'A .csv file with the header cid,legal_status (UTF-8 or Shift_JIS).',
  reading: 'Reading the file',
  checking: 'Checking the consumer IDs',
  sending: 'Sending the batch',
  cancel: 'Cancel',
  cancelled: 'Reading the file was cancelled.',
  checkFailed: 'The consumer IDs could not be checked. Choose the file again to retry.',
  batchId: 'Batch ID',
  commentLabel: 'Comment',
  commentHint: 'Note for this update (Optional)',
  batchUpdate: 'Batch Update',
  updateInProgress: 'Update in progress',
  onlyErrors: 'Show only rows with errors',
  noPermission: 'Starting a batch needs the permission legal_status_batches.write.',
  rowsTable: 'Rows of the CSV file',
  history: 'Batches',
  results: 'Consumers',
  refresh: 'Refresh',
  /** Why Download waits, and how far reading the rows has come. */
  readingRows: (read: number, total: number) =>
    `Reading the rows: ${read.toLocaleString('en-US')} of ${total.toLocaleString('en-US')}`,
  rowsFailed: 'Some rows could not be read. Reload the page to try again.',
  pending: 'Pending',
  notFound: 'This batch does not exist.',
} as const;

/** Progress lines: rows done and the rate (reading), requests done (checking, sending). */
export const progressText = {
  reading: (rowsDone: number, rowsPerSecond: number) =>
    `${rowsDone.toLocaleString('en-US')} rows read (${rowsPerSecond.toLocaleString('en-US')} rows/s)`,
  checking: (done: number, total: number) =>
    `${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} consumer IDs checked`,
  sending: (done: number, total: number) =>
    `${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} rows sent`,
  waiting: (seconds: number) => `The server asks to slow down; continuing in ${seconds} s`,
  rows: (shown: number, total: number) =>
    shown === total
      ? `${total.toLocaleString('en-US')} rows`
      : `${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} rows`,
};

export const UPDATE_COLUMNS = {
  no: 'No.',
  consumerId: 'Consumer ID',
  desired: 'Desired legal status',
  current: 'Current legal status',
  result: 'Result',
} as const;

export const HISTORY_COLUMNS = {
  id: 'Batch ID',
  createdBy: 'Created by',
  createdAt: 'Created at',
  completedAt: 'Completed at',
  status: 'Status',
} as const;

export const SUMMARY_LABELS = {
  status: 'Status',
  createdBy: 'Created by',
  createdAt: 'Created at',
  completedAt: 'Completed at',
  successes: 'Success cases',
  comment: 'Comment',
  error: 'Error',
} as const;

export const RESULT_COLUMNS = {
  no: 'No.',
  consumerId: 'Consumer ID',
  desired: 'Desired legal status',
  result: 'Result',
  error: 'Error',
} as const;

/** §4 batch display status. */
export const BATCH_STATUS_TEXT = {
  /** Held for a second person (four eyes, issue 19): not started. */
  awaitingApproval: '承認待ち',
  inProgress: 'In progress',
  failure: 'Failure',
  partialSuccess: (successes: number, length: number) => `Partial Success (${successes}/${length})`,
  success: 'Success',
  notAvailable: 'N/A',
} as const;

/** §4 per-item result. */
export const ITEM_RESULT_TEXT = {
  pending: 'Pending',
  success: 'Success',
  failure: 'Failure',
} as const;

export const successCasesText = (successes: number, length: number) =>
  `${successes.toLocaleString('en-US')} of ${length.toLocaleString('en-US')}`;
