// A dialog's change refused as STALE_CASE (the case changed after the dialog was opened): what changed, by whom and
// when, in Japanese, and 最新の内容を表示, which reloads the page's data and takes the current version, so the typed
// input (kept: the dialog stays open) is applied on the new data with one more press of the dialog's button.
import { createContext, useContext, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { graphQLErrorsOf } from '../api/api-error';
import { LEGAL_STATUS_TEXT, type LegalStatus } from '../../shared/legal-status';
import { caseKeys } from '../api/case-keys';
import { t } from '../../i18n/i18n';
import { caseFieldName, operationName } from '../../i18n/texts';
import { useT } from '../../i18n/use-t';
import { useStatusName } from './status-tag';

export interface CaseFieldChange {
  field: string;
  old: string | null;
  new: string | null;
}

export interface CaseChange {
  version: number;
  operation: string;
  staffEmail: string;
  approverEmail: string | null;
  at: number;
  fields: CaseFieldChange[];
}

/** The case version a dialog was opened on (server: STALE_CASE when the case changed since); optional as on the server. */
export type SeenVersion = { expectedVersion?: number };

export interface StaleCase {
  currentVersion: number;
  changes: CaseChange[];
}

function valueText(field: string, value: string | null, statusName: (status: string) => string): string {
  if (value === null || value === '') return t('ui.case.noValue');
  if (field === 'legal_status') return LEGAL_STATUS_TEXT[value as LegalStatus] ?? value;
  if (field === 'status') return statusName(value);
  // Phones are stored 81 + the 10 digits after the leading 0.
  if (field === 'phone' && /^81\d{9,10}$/.test(value)) return `0${value.slice(2)}`;
  return value;
}

export function staleCaseOf(error: unknown): StaleCase | null {
  const found = graphQLErrorsOf(error).find((e) => e.extensions?.code === 'STALE_CASE');
  if (!found) return null;
  const ext = found.extensions as unknown as Partial<StaleCase>;
  return {
    currentVersion: Number(ext.currentVersion),
    changes: Array.isArray(ext.changes) ? ext.changes : [],
  };
}

/** One change as a line: 電話番号の変更 — 電話番号: 09011112222 → 09033334444 — taro（2025/06/15 10:00）. */
export function changeLine(change: CaseChange, statusName: (status: string) => string): string {
  const when = new Date(change.at).toLocaleString('ja-JP', { timeZone: 'Asia/Tokyo' });
  const value = (v: string | null, field: string) => valueText(field, v, statusName);
  const fields = change.fields.map(
    (f) => `${caseFieldName(f.field)}: ${value(f.old, f.field)} → ${value(f.new, f.field)}`,
  );
  const who = t('ui.stale.by', { who: change.staffEmail, when });
  const approved = change.approverEmail ? [t('ui.stale.approvedBy', { who: change.approverEmail })] : [];
  return [operationName(change.operation), ...fields, who, ...approved].join(' — ');
}

/** The changes a held change's approver has not seen, or a stale dialog's, as a list. */
export function CaseChangeList({ changes }: { changes: readonly CaseChange[] }) {
  const statusName = useStatusName();
  return (
    <ul className="case-changes">
      {changes.map((c) => (
        <li key={c.version}>{changeLine(c, statusName)}</li>
      ))}
    </ul>
  );
}

const CaseVersionContext = createContext<number | undefined>(undefined);

/**
 * The version of the case a page shows (the consumer and account pages), so a dialog deep in a tab takes it without
 * every component between handing it down; outside a case page there is none and the change is sent without one.
 */
export const CaseVersionProvider = CaseVersionContext.Provider;

/**
 * The version a dialog sends as expectedVersion: the one the page showed when the dialog opened (`shown`, else the
 * page's), until the user takes the latest after a STALE_CASE refusal. Kept in state, so a refresh of the page
 * while the dialog is open does not move it: the change answers STALE_CASE instead of applying unseen.
 */
export function useExpectedVersion(shown?: number) {
  const fromPage = useContext(CaseVersionContext);
  const [seen, setSeen] = useState(shown ?? fromPage);
  return { expectedVersion: seen, adopt: setSeen };
}

/** Shown in a dialog whose last run was refused as STALE_CASE; nothing otherwise. */
export function StaleCaseNotice({
  consumerId,
  error,
  onLatest,
}: {
  consumerId: string;
  error: unknown;
  onLatest: (version: number) => void;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const stale = staleCaseOf(error);
  if (!stale) return null;
  return (
    <div className="notice--warning stale-case" role="alert">
      <p>{t('ui.stale.title')}</p>
      <CaseChangeList changes={stale.changes} />
      <button
        type="button"
        className="button"
        onClick={() => {
          onLatest(stale.currentVersion);
          void queryClient.invalidateQueries({ queryKey: caseKeys.consumer(consumerId) });
          void queryClient.invalidateQueries({ queryKey: caseKeys.account(consumerId) });
        }}
      >
        {t('ui.stale.showLatest')}
      </button>
    </div>
  );
}
