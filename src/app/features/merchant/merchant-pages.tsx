// Merchant page, /merchant/{tab} (document 2 §2, §5, §8): the enabled (application) and disabled merchant
// lists, and report_setting: a CSV checked in the CSV worker, its errors with the popup, its valid rows, and
// a confirmed deactivateInvoices.
import { useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { NavLink, useParams } from 'react-router-dom';
import { proxy } from 'comlink';
import { MERCHANT_TABS, paths } from '../../paths';
import { approvalRequestIdOf } from '../../api/approval-required';
import { ActionButton } from '../../ui/action-availability';
import { ApprovalPendingNotice } from '../../ui/approval-pending';
import { DataTable, type Column } from '../../ui/data-table';
import { Dialog } from '../../ui/dialog';
import { formatDateTime } from '../../ui/format';
import { PagedTableSection } from '../../ui/paged-table-section';
import { PageHeading } from '../../ui/page-heading';
import { useMissingPermissionReason } from '../../ui/permission-gate';
import { useAction } from '../../ui/use-action';
import { PERMISSIONS } from '../../../shared/permissions';
import type { CsvProgress } from '../../../workers/csv-worker-api';
import { createCsvWorker, type CsvWorkerHandle } from '../../../workers/csv-worker-client';
import type { ReportSettingCsvResult, ReportSettingRow } from '../../../workers/report-setting-csv';
import { deactivateInvoices, merchantKeys, merchantsQuery } from './api/merchant-api';
import {
  MERCHANT_COLUMNS as C,
  MERCHANT_PAGE_SIZE,
  MERCHANT_TEXTS as T,
  deactivateInvoicesMessage,
} from './merchant-rules';

type MerchantTab = (typeof MERCHANT_TABS)[number];

function isMerchantTab(tab: string): tab is MerchantTab {
  return (MERCHANT_TABS as readonly string[]).includes(tab);
}

export function MerchantPage() {
  const { tabName = '' } = useParams();
  return (
    <section className="merchant-page">
      <PageHeading title={T.title} />
      <nav className="tabs" aria-label={T.title}>
        {MERCHANT_TABS.map((tab) => (
          <NavLink key={tab} to={paths.merchant.tab(tab)}>
            {T.tabs[tab]}
          </NavLink>
        ))}
      </nav>
      {!isMerchantTab(tabName) ? (
        <p role="alert">{T.unknownTab}</p>
      ) : tabName === 'report_setting' ? (
        <ReportSettingTab />
      ) : (
        <MerchantList disabled={tabName === 'merchant_disabled'} key={tabName} />
      )}
    </section>
  );
}

interface MerchantRowView {
  id: string;
  name: string;
  createdAt: number;
  disabledAt?: number | null;
  deactivatedMonths: readonly string[];
}

function MerchantList({ disabled }: { disabled: boolean }) {
  const query = useQuery(merchantsQuery(disabled));
  const columns = useMemo<Column<MerchantRowView>[]>(
    () => [
      { key: 'id', header: C.id, cell: (m) => m.id },
      { key: 'name', header: C.name, cell: (m) => m.name },
      { key: 'createdAt', header: C.createdAt, cell: (m) => formatDateTime(m.createdAt) },
      ...(disabled
        ? [
            {
              key: 'disabledAt',
              header: C.disabledAt,
              cell: (m: MerchantRowView) => (m.disabledAt != null ? formatDateTime(m.disabledAt) : ''),
            },
          ]
        : []),
      { key: 'deactivatedMonths', header: C.deactivatedMonths, cell: (m) => m.deactivatedMonths.join(', ') },
    ],
    [disabled],
  );
  return (
    <PagedTableSection
      title={disabled ? T.disabledTable : T.enabledTable}
      headingId={disabled ? 'merchants-disabled' : 'merchants-enabled'}
      pageSize={MERCHANT_PAGE_SIZE}
      query={query}
      columns={columns}
      rowKey={(m) => m.id}
      empty={disabled ? T.noDisabledMerchants : T.noMerchants}
    />
  );
}

const ROW_COLUMNS: Column<ReportSettingRow>[] = [
  { key: 'line', header: C.line, numeric: true, cell: (r) => r.line },
  { key: 'month', header: C.month, cell: (r) => r.deactivatedMonth },
  { key: 'merchant', header: C.id, cell: (r) => r.merchantId },
];

function ReportSettingTab() {
  const [result, setResult] = useState<ReportSettingCsvResult | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [popupOpen, setPopupOpen] = useState(false);
  const [answer, setAnswer] = useState<{ ok: boolean; message: string } | null>(null);
  /** The approval request when the deactivation was held for a second person (four eyes). */
  const [held, setHeld] = useState<string | null>(null);
  const noPermission = useMissingPermissionReason([PERMISSIONS.merchantInvoicesWrite]);
  const worker = useRef<CsvWorkerHandle | null>(null);
  const jobId = useRef<string | null>(null);

  useEffect(
    () => () => {
      worker.current?.terminate();
      worker.current = null;
    },
    [],
  );

  const deactivate = useAction({
    mutationFn: (rows: ReportSettingCsvResult['invoicesToDeactivate'], ctx) =>
      deactivateInvoices(rows, ctx.idempotencyKey),
    invalidate: () => [merchantKeys.all],
    errorToast: null,
    unavailableReason: noPermission,
  });

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (jobId.current) void worker.current?.api.cancel(jobId.current);
    const mine = `${Date.now()}-${Math.random()}`;
    jobId.current = mine;
    setResult(null);
    setFileError(null);
    setAnswer(null);
    setHeld(null);
    setProgress({ done: 0, total: 1 });
    worker.current ??= createCsvWorker();
    try {
      const outcome = await worker.current.api.checkReportSetting(
        file,
        proxy((p: CsvProgress) => {
          if (jobId.current === mine) setProgress({ done: p.charsDone, total: p.totalChars });
        }),
        mine,
      );
      if (jobId.current !== mine) return;
      if (outcome.status === 'refused') setFileError(outcome.message);
      if (outcome.status !== 'done') return;
      setResult(outcome.result);
      setPopupOpen(outcome.result.popup !== null);
    } finally {
      if (jobId.current === mine) setProgress(null);
    }
  };

  const onDeactivate = async () => {
    if (!result) return;
    const outcome = await deactivate.run(result.invoicesToDeactivate);
    const heldBy = outcome.ok ? null : approvalRequestIdOf(outcome.error);
    if (heldBy) {
      setHeld(heldBy);
      setResult(null);
      return;
    }
    const shown = deactivateInvoicesMessage(outcome);
    setAnswer(shown);
    if (shown.ok) setResult(null);
  };

  const messages = fileError ? [fileError] : (result?.messages ?? []);
  const canSend = result !== null && result.popup === null && result.invoicesToDeactivate.length > 0;
  const validRows = result ? result.rows.filter((r) => r.errors.length === 0) : [];

  return (
    <section className="report-setting">
      <label className="field">
        <span>{T.fileLabel}</span>
        <input
          type="file"
          accept=".csv,text/csv"
          onChange={(e) => void onFile(e)}
          disabled={deactivate.pending}
          aria-describedby="report-setting-hint"
        />
      </label>
      <p id="report-setting-hint" className="hint">
        {T.fileHint}
      </p>
      {progress && (
        <div className="csv-progress" role="status">
          <span className="csv-progress__label">{T.reading}</span>
          <progress max={progress.total || 1} value={progress.done} />
        </div>
      )}
      <div role="alert">
        {messages.length > 0 && (
          <ul className="csv-messages" aria-label="CSV errors">
            {messages.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        )}
      </div>
      {held && <ApprovalPendingNotice requestId={held} />}
      {answer && (
        <p
          role="status"
          className={answer.ok ? 'action-success' : 'form-error'}
          data-testid="deactivate-answer"
        >
          {answer.message}
        </p>
      )}
      {validRows.length > 0 && (
        <DataTable
          rows={validRows}
          columns={ROW_COLUMNS}
          rowKey={(r) => String(r.line)}
          label={T.validRows}
          pager={{ pageSize: MERCHANT_PAGE_SIZE, label: `${T.validRows} ページ送り` }}
        />
      )}
      <ActionButton
        className="button button--primary"
        onClick={() => void onDeactivate()}
        disabled={!canSend || deactivate.pending}
        unavailableReason={noPermission}
      >
        {T.deactivate}
      </ActionButton>
      <Dialog open={popupOpen} onClose={() => setPopupOpen(false)} title={T.formatErrorTitle}>
        <p>{result?.popup}</p>
      </Dialog>
    </section>
  );
}
