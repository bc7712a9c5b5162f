// A durable job's failed chunk as the console shows it (issue 23, item 8; docs/decisions.md "Job runner: retries,
// dead letter"): 再試行中 with the failures so far, the reason code and the next try while the server's job runner
// tries again; 失敗（再試行上限） with the reason code once it has given the job up. The reason code is a database
// error code or an error class name, never row data. Shared by the legal-status batch pages and the bulk
// installment cancellation page.
import { graphql } from '../api/generated';
import type { JobRetryFieldsFragment } from '../api/generated/graphql';
import { formatDateTime } from '../../shared/format';
import './job-state.css';

export const JobRetryFields = graphql(`
  fragment JobRetryFields on JobRetry {
    attempts
    reasonCode
    nextRunAt
    deadLetteredAt
  }
`);

export const JOB_RETRY_TEXTS = {
  retrying: '再試行中',
  deadLettered: '失敗（再試行上限）',
  reason: (code: string | null | undefined) => `理由コード: ${code ?? '不明'}`,
  retryDetail: (attempts: number, next: string | null) =>
    `${attempts} 回失敗しました。変更は行われていません。${next ? `${next} に再試行します。` : ''}`,
  deadDetail: (attempts: number) =>
    `${attempts} 回続けて失敗したため処理を止めました。未処理の行は変更されていません。システム管理者に連絡してください。`,
} as const;

/** Whether the job was given up after the retry limit (a running job that will not finish by itself). */
export function isDeadLettered(retry: JobRetryFieldsFragment | null | undefined): boolean {
  return retry?.deadLetteredAt != null;
}

/** Nothing while no chunk of the job has failed. */
export function JobRetryState({ retry }: { retry: JobRetryFieldsFragment | null | undefined }) {
  if (!retry) return null;
  const dead = isDeadLettered(retry);
  const next = retry.nextRunAt == null ? null : formatDateTime(retry.nextRunAt);
  return (
    <p
      className={`job-retry job-retry--${dead ? 'dead' : 'retrying'}`}
      role={dead ? 'alert' : 'status'}
      data-testid="job-retry"
    >
      <strong className="job-retry__title">
        {dead ? JOB_RETRY_TEXTS.deadLettered : JOB_RETRY_TEXTS.retrying}
      </strong>{' '}
      <span>{JOB_RETRY_TEXTS.reason(retry.reasonCode)}</span>{' '}
      <span>
        {dead
          ? JOB_RETRY_TEXTS.deadDetail(retry.attempts)
          : JOB_RETRY_TEXTS.retryDetail(retry.attempts, next)}
      </span>
    </p>
  );
}
