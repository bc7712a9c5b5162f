// The bulk cancellation rules apart from the page: jobs of at most 10,000 ids in turn, polled until complete,
// progress over all jobs, the result cell's text and the whole-call failure's message.
import { describe, expect, it } from 'vitest';
import {
  BULK_CANCEL_JOB_MAX,
  BULK_CANCEL_POLL_MS,
  bulkCancelFailureMessage,
  resultText,
  runBulkCancellation,
  unknownPlansMessage,
  type JobSnapshot,
  type PlanResult,
} from '../../src/app/features/installment-cancel/installment-cancel-rules';

const ids = (n: number) => Array.from({ length: n }, (_, i) => `isp_${String(i).padStart(16, '0')}`);

describe('runBulkCancellation', () => {
  it('starts 5,001 ids as two jobs before polling, then polls each in turn until it completes', async () => {
    const all = ids(BULK_CANCEL_JOB_MAX + 1);
    const started: string[][] = [];
    const calls: string[] = [];
    const waits: number[] = [];
    const progress: Array<[number, number]> = [];
    const jobs = new Map<string, { part: string[]; polls: number }>();
    const snapshot = (id: string): JobSnapshot => {
      const job = jobs.get(id)!;
      const done = job.polls === 0 ? 0 : job.part.length;
      const results: PlanResult[] = job.part.slice(0, done).map((p) => ({ id: p, status: 'Success' }));
      return { id, length: job.part.length, done, completedAt: done === job.part.length ? 1 : null, results };
    };
    const results = await runBulkCancellation(all, {
      start: async (part) => {
        started.push(part);
        const id = `job${started.length}`;
        calls.push(`start ${id}`);
        jobs.set(id, { part, polls: 0 });
        return snapshot(id);
      },
      poll: async (id) => {
        calls.push(`poll ${id}`);
        jobs.get(id)!.polls++;
        return snapshot(id);
      },
      wait: async (ms) => void waits.push(ms),
      onProgress: (done, length) => progress.push([done, length]),
    });
    expect(started.map((p) => p.length)).toEqual([BULK_CANCEL_JOB_MAX, 1]);
    expect(calls).toEqual(['start job1', 'start job2', 'poll job1', 'poll job2']);
    expect(waits).toEqual([BULK_CANCEL_POLL_MS, BULK_CANCEL_POLL_MS]);
    expect(progress).toEqual([
      [0, all.length],
      [BULK_CANCEL_JOB_MAX, all.length],
      [all.length, all.length],
    ]);
    expect(results.map((r) => r.id)).toEqual(all);
  });

  it('fails with the fallback text when the job disappears', async () => {
    await expect(
      runBulkCancellation(ids(1), {
        start: async () => ({ id: 'j', length: 1, done: 0, completedAt: null, results: [] }),
        poll: async () => null,
        wait: async () => undefined,
        onProgress: () => undefined,
      }),
    ).rejects.toThrow('Unknown Error: Bulk Cancelation Failed');
  });
});

describe('texts', () => {
  it('names each result; a failure with its title and description', () => {
    expect(resultText(undefined)).toBe('');
    expect(resultText({ id: 'x', status: 'Success' })).toBe('Success');
    expect(resultText({ id: 'x', status: 'NotActive' })).toBe('NotActive');
    expect(resultText({ id: 'x', status: 'Failure', title: 'T', description: 'D' })).toBe('Failure — T: D');
    expect(resultText({ id: 'x', status: 'Failure' })).toBe('Failure');
  });

  it("gives the server's message of a failed call, else 'Unknown Error: Bulk Cancelation Failed'", () => {
    expect(bulkCancelFailureMessage({ response: { errors: [{ message: 'Too many ids' }] } })).toBe(
      'Too many ids',
    );
    expect(bulkCancelFailureMessage(new TypeError('Failed to fetch'))).toBe(
      'Unknown Error: Bulk Cancelation Failed',
    );
  });
});

describe('unknown plans (issue 20)', () => {
  it('names each plan the server does not know by id and the line it first appears on, 20 then 他 N 件', () => {
    const plans = ids(23);
    const lines = plans.map((_, i) => i + 2);
    expect(unknownPlansMessage(plans, lines, new Set(plans))).toBeNull();
    expect(unknownPlansMessage(plans.slice(0, 3), lines, new Set([plans[1]]))).toBe(
      `見つからない分割払い ID が 2 件あります: ${plans[0]}（行 2）, ${plans[2]}（行 4）`,
    );
    expect(unknownPlansMessage(plans, lines, new Map())).toMatch(
      /^見つからない分割払い ID が 23 件あります: .* 他 3 件$/,
    );
  });
});
