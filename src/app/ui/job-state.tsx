// A durable job's failed chunk as the console shows it (docs/decisions.md "Job runner: retries,
// dead letter"): 再試行中 with the failures so far, the reason code and the next try while the server's job runner
// tries again; 失敗（再試行上限） with the reason code once it has given the job up. The reason code is a database
// error code or an error class name, never row data. Shared by the legal-status batch pages and the bulk
// installment cancellation page.
import { graphql } from '../api/generated';
import type { JobRetryFieldsFragment } from '../api/generated/graphql';
import { formatDateTime } from '../../shared/format';
import './job-state.css';
import { t as text } from '../../i18n/i18n';
import { useT } from '../../i18n/use-t';

export const JobRetryFields = graphql(`
  fragment JobRetryFields on JobRetry {
    attempts
    reasonCode
    nextRunAt
    deadLetteredAt
  }
`);

/** The retry line's texts in the active language (read when used, so tests and screens share the wording). */
export const JOB_RETRY_TEXTS = {
  get retrying() {
    return text('ui.job.retrying');
  },
  get deadLettered() {
    return text('ui.job.deadLettered');
  },
  reason: (code: string | null | undefined) =>
    code == null ? text('ui.job.reasonUnknown') : text('ui.job.reason', { code }),
  retryDetail: (attempts: number, next: string | null) =>
    next ? text('ui.job.retryDetailNext', { attempts, next }) : text('ui.job.retryDetail', { attempts }),
  deadDetail: (attempts: number) => text('ui.job.deadDetail', { attempts }),
};

/** Whether the job was given up after the retry limit (a running job that will not finish by itself). */
export function isDeadLettered(retry: JobRetryFieldsFragment | null | undefined): boolean {
  return retry?.deadLetteredAt != null;
}

/** Nothing while no chunk of the job has failed. */
export function JobRetryState({ retry }: { retry: JobRetryFieldsFragment | null | undefined }) {
  useT(); // renders again in a newly chosen language
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
