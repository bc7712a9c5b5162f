// Texts of the legal status update screens (document 1 §2, §4, §8), read from the catalogue in the active language
// (src/i18n/catalogues/legal-status.ts): each property is looked up when it is read.
import { t } from '../../../i18n/i18n';
import { catalogueGroup } from '../../../i18n/texts';

type Texts<K extends string> = Readonly<Record<K, string>>;

export const LEGAL_STATUS_UPDATE_TEXTS = Object.assign(
  catalogueGroup('legalStatus', [
    'title',
    'resultTitle',
    'updateTab',
    'historyTab',
    'fileLabel',
    'fileHint',
    'reading',
    'checking',
    'sending',
    'cancel',
    'cancelled',
    'checkFailed',
    'batchId',
    'commentLabel',
    'commentHint',
    'batchUpdate',
    'updateInProgress',
    'onlyErrors',
    'noPermission',
    'noPermissionCheckOnly',
    'leaveOutWarnings',
    'nothingToSend',
    'onlyErrorsResult',
    'rowsTable',
    'history',
    'results',
    'refresh',
    'rowsFailed',
    'pending',
    'notFound',
  ]),
  {
    /** The checked file, kept while the user looks at the History tab. */
    checkedFile: (name: string) => t('legalStatus.checkedFile', { name }),
    /** Why Download waits, and how far reading the rows has come. */
    readingRows: (read: number, total: number) => t('legalStatus.readingRows', { read, total }),
  },
);

/** Progress lines: rows done and the rate (reading), requests done (checking, sending). */
export const progressText = {
  reading: (rows: number, rate: number) => t('legalStatus.progress.reading', { rows, rate }),
  checking: (done: number, total: number) => t('legalStatus.progress.checking', { done, total }),
  sending: (done: number, total: number) => t('legalStatus.progress.sending', { done, total }),
  waiting: (seconds: number) => t('legalStatus.progress.waiting', { seconds }),
  rows: (shown: number, total: number) =>
    shown === total
      ? t('legalStatus.progress.rowsAll', { total })
      : t('legalStatus.progress.rowsShown', { shown, total }),
};

const columns = catalogueGroup('legalStatus.column', [
  'no',
  'consumerId',
  'desired',
  'current',
  'result',
  'error',
  'batchId',
]);
const run = catalogueGroup('bulkRun', [
  'status',
  'createdBy',
  'createdAt',
  'completedAt',
  'comment',
  'error',
]);

/** Getters: a column list made at any time reads the active language. */
function pick<K extends string>(entries: Record<K, () => string>): Texts<K> {
  const texts = {} as Record<K, string>;
  for (const [key, read] of Object.entries(entries) as [K, () => string][])
    Object.defineProperty(texts, key, { get: read, enumerable: true });
  return texts;
}

export const UPDATE_COLUMNS = pick({
  no: () => columns.no,
  consumerId: () => columns.consumerId,
  desired: () => columns.desired,
  current: () => columns.current,
  result: () => columns.result,
});

export const HISTORY_COLUMNS = pick({
  id: () => columns.batchId,
  createdBy: () => run.createdBy,
  createdAt: () => run.createdAt,
  completedAt: () => run.completedAt,
  status: () => run.status,
  comment: () => run.comment,
});

/** The history's filters. */
export const HISTORY_FILTER_TEXTS = catalogueGroup('legalStatus.filter', [
  'label',
  'comment',
  'batchId',
  'createdBy',
  'from',
  'to',
  'apply',
  'clear',
  'badRange',
  'noMatch',
]);

/** The result page's own summary lines (the rest are every run's: ui/bulk-history.tsx). */
export const SUMMARY_LABELS = pick({
  successes: () => t('legalStatus.successes'),
  error: () => run.error,
});

export const RESULT_COLUMNS = pick({
  no: () => columns.no,
  consumerId: () => columns.consumerId,
  desired: () => columns.desired,
  result: () => columns.result,
  error: () => columns.error,
});

/** §4 batch display status. */
export const BATCH_STATUS_TEXT = Object.assign(
  catalogueGroup('legalStatus.batchStatus', [
    'awaitingApproval',
    'inProgress',
    'failure',
    'success',
    'notAvailable',
  ]),
  {
    partialSuccess: (successes: number, length: number) =>
      t('legalStatus.batchStatus.partialSuccess', { successes, length }),
  },
);

/** §4 per-item result. */
export const ITEM_RESULT_TEXT = catalogueGroup('legalStatus.item', ['pending', 'success', 'failure']);

export const successCasesText = (successes: number, length: number) =>
  t('legalStatus.successCases', { successes, length });

/** The confirmation before a batch is sent ("warn, then confirm"). */
export const CONFIRM_TEXTS = Object.assign(
  catalogueGroup('legalStatus.confirm', [
    'title',
    'perStatus',
    'status',
    'count',
    'comment',
    'noComment',
    'irreversible',
    'cancel',
    'run',
  ]),
  {
    rows: (count: number) => t('legalStatus.confirm.rows', { count }),
    warnings: (count: number, leftOut: boolean) =>
      count === 0
        ? t('legalStatus.confirm.noWarnings')
        : t(leftOut ? 'legalStatus.confirm.warningsLeftOut' : 'legalStatus.confirm.warningsIncluded', {
            count,
          }),
  },
);
