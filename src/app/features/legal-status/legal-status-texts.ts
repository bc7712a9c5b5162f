// Texts of the legal status update screens (document 1 §2, §4, §8): the spec's words where it gives them,
// ours (docs/decisions.md "Bulk legal-status update (console)") where it does not.

import { formatCount } from '../../../shared/format';

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
  /** Shown beside the file input and Batch Update before any file is chosen (issue 20, docs/decisions.md). */
  noPermission: '一括更新の権限がありません（legal_status_batches.write）',
  noPermissionCheckOnly: 'ファイルの読み込みと確認はできますが、一括更新は実行できません。',
  /** The checked file, kept while the user looks at the History tab (issue 20). */
  checkedFile: (name: string) => `確認済みのファイル: ${name}`,
  leaveOutWarnings: '警告の行を除外して一括更新する',
  nothingToSend: '送信する行がありません（すべての行が除外されています）',
  onlyErrorsResult: 'エラーのみ表示',
  rowsTable: 'Rows of the CSV file',
  history: 'Batches',
  results: 'Consumers',
  refresh: 'Refresh',
  /** Why Download waits, and how far reading the rows has come. */
  readingRows: (read: number, total: number) =>
    `Reading the rows: ${formatCount(read)} of ${formatCount(total)}`,
  rowsFailed: 'Some rows could not be read. Reload the page to try again.',
  pending: 'Pending',
  notFound: 'This batch does not exist.',
} as const;

/** Progress lines: rows done and the rate (reading), requests done (checking, sending). */
export const progressText = {
  reading: (rowsDone: number, rowsPerSecond: number) =>
    `${formatCount(rowsDone)} rows read (${formatCount(rowsPerSecond)} rows/s)`,
  checking: (done: number, total: number) =>
    `${formatCount(done)} of ${formatCount(total)} consumer IDs checked`,
  sending: (done: number, total: number) => `${formatCount(done)} of ${formatCount(total)} rows sent`,
  waiting: (seconds: number) => `The server asks to slow down; continuing in ${seconds} s`,
  rows: (shown: number, total: number) =>
    shown === total ? `${formatCount(total)} rows` : `${formatCount(shown)} of ${formatCount(total)} rows`,
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
  comment: 'Comment',
} as const;

/** The history's filters (issue 21). */
export const HISTORY_FILTER_TEXTS = {
  label: '履歴の絞り込み',
  comment: 'コメント',
  batchId: 'バッチID',
  createdBy: '作成者（メール）',
  from: '作成日（から）',
  to: '作成日（まで）',
  apply: '絞り込む',
  clear: 'クリア',
  badRange: '作成日の範囲が正しくありません（開始日が終了日より後です）',
  noMatch: '条件に合うバッチはありません',
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
  `${formatCount(successes)} of ${formatCount(length)}`;

/** The confirmation before a batch is sent (issue 20, "warn, then confirm"). */
export const CONFIRM_TEXTS = {
  title: '一括更新の確認',
  rows: (n: number) => `${formatCount(n)} 件の法的ステータスを変更します。`,
  perStatus: '変更後の法的ステータスごとの件数',
  status: '法的ステータス',
  count: '件数',
  warnings: (n: number, leftOut: boolean) =>
    n === 0
      ? '警告: なし'
      : leftOut
        ? `警告: ${formatCount(n)} 件（除外して送信します）`
        : `警告: ${formatCount(n)} 件（含めて送信します。これらの行は失敗します）`,
  comment: 'コメント',
  noComment: '（なし）',
  irreversible: '死亡・破産確定への変更は取り消せません。',
  cancel: 'キャンセル',
  run: '一括更新を実行',
} as const;
