// The bulk cancellation rules apart from the page: jobs of at most 10,000 ids in turn, polled until complete,
// progress over all jobs, the result cell's text and the whole-call failure's message; the confirmation's count
// (only the plans that can be cancelled), each plan after the job, and the retries with Retry-After.
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../src/i18n/i18n';
import { ApiError } from '../../src/app/api/api-error';
import { MAX_BACKOFF_MS, rateLimitWaitSeconds, retryAfterSeconds } from '../../src/app/api/with-retries';
import {
  BULK_CANCEL_JOB_MAX,
  INSTALLMENT_CANCEL_TEXTS,
  cancellableCount,
  planAfter,
  retrying,
  BULK_CANCEL_POLL_MS,
  bulkCancelFailureMessage,
  resultCodes,
  resultText,
  runBulkCancellation,
  unknownPlansMessage,
  type JobSnapshot,
  type PlanResult,
} from '../../src/app/features/installment-plan-cancel/installment-plan-cancel-rules';

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
    ).rejects.toThrow('不明なエラー: 一括キャンセルに失敗しました');
  });
});

describe('texts', () => {
  afterEach(() => activateLanguage('ja'));

  it('names each result; a failure with its title and description', () => {
    expect(resultText(undefined)).toBe('');
    expect(resultText({ id: 'x', status: 'Success' })).toBe('成功');
    expect(resultText({ id: 'x', status: 'NotActive' })).toBe('有効でない');
    expect(resultText({ id: 'x', status: 'Failure', title: 'T', description: 'D' })).toBe('失敗 — T: D');
    expect(resultText({ id: 'x', status: 'Failure' })).toBe('失敗');
  });

  it('names them in English too, the codes kept for the tooltip', async () => {
    await activateLanguage('en');
    expect(resultText({ id: 'x', status: 'NotActive' })).toBe('Not active');
    expect(resultText({ id: 'x', status: 'Failure', title: 'T', description: 'D' })).toBe('Failure — T: D');
    expect(resultCodes({ id: 'x', status: 'Failure', code: 'FinalStatus' })).toBe('Failure · FinalStatus');
    expect(resultCodes({ id: 'x', status: 'NotActive' })).toBe('NotActive');
  });

  it("gives the server's message of a failed call, else the spec's fallback", async () => {
    expect(bulkCancelFailureMessage({ response: { errors: [{ message: 'Too many ids' }] } })).toBe(
      'Too many ids',
    );
    expect(bulkCancelFailureMessage(new TypeError('Failed to fetch'))).toBe(
      '不明なエラー: 一括キャンセルに失敗しました',
    );
    await activateLanguage('en');
    expect(bulkCancelFailureMessage(new TypeError('Failed to fetch'))).toBe(
      'Unknown Error: Bulk Cancelation Failed',
    );
  });
});

describe('unknown plans', () => {
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

describe('the confirmation counts only the plans that can be cancelled', () => {
  const plans = new Map(
    [
      ['isp_a', 'active'],
      ['isp_b', 'canceled'],
      ['isp_c', 'active'],
      ['isp_d', 'completed'],
    ].map(([id, status]) => [id, { status, outstandingAmount: '100' }]),
  );

  it('counts the active plans found, not the ids of the file', () => {
    expect(cancellableCount(['isp_a', 'isp_b', 'isp_c', 'isp_d', 'isp_unknown'], plans)).toBe(2);
    expect(cancellableCount(['isp_b', 'isp_d'], plans)).toBe(0);
  });

  afterEach(() => activateLanguage('ja'));

  it('names the count, and the plans left as they are apart', async () => {
    expect(INSTALLMENT_CANCEL_TEXTS.confirmation(8, 11)).toBe(
      '8件の分割払いを取り消します。元には戻せません。ファイルのほかの3件は有効でないため、変更しません。',
    );
    expect(INSTALLMENT_CANCEL_TEXTS.confirmation(5_000, 5_000)).toBe(
      '5,000件の分割払いを取り消します。元には戻せません。',
    );
    await activateLanguage('en');
    expect(INSTALLMENT_CANCEL_TEXTS.confirmation(8, 11)).toBe(
      'Cancel 8 installment plans? This cannot be undone. The other 3 installment plans of the file are not active and will not be changed.',
    );
    expect(INSTALLMENT_CANCEL_TEXTS.confirmation(1, 2)).toBe(
      'Cancel 1 installment plan? This cannot be undone. The other 1 installment plan of the file is not active and will not be changed.',
    );
    expect(INSTALLMENT_CANCEL_TEXTS.confirmation(5_000, 5_000)).toBe(
      'Cancel 5,000 installment plans? This cannot be undone.',
    );
  });

  it('a plan with its result shows its status and outstanding amount after the job', () => {
    const plan = { status: 'active', outstandingAmount: '12000', consumerId: 'con_x' };
    expect(planAfter(plan, undefined)).toBe(plan);
    expect(
      planAfter(plan, { id: 'isp_a', status: 'Success', planStatus: 'canceled', outstandingAmount: '0' }),
    ).toEqual({ status: 'canceled', outstandingAmount: '0', consumerId: 'con_x' });
    expect(planAfter(plan, { id: 'isp_a', status: 'Failure' })).toBe(plan);
  });
});

describe('retries of lookups, the start and polls', () => {
  const network = () => new ApiError(0, 'NetworkError', 'Failed to fetch');

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-11-25T10:00:00Z');
    expect(retryAfterSeconds('42', now)).toBe(42);
    expect(retryAfterSeconds(' 0 ', now)).toBe(0);
    expect(retryAfterSeconds('Wed, 25 Nov 2026 10:00:30 GMT', now)).toBe(30);
    expect(retryAfterSeconds('Wed, 25 Nov 2026 09:59:00 GMT', now)).toBe(0);
    expect(retryAfterSeconds('1.5', now)).toBeNull();
    expect(retryAfterSeconds('soon', now)).toBeNull();
    expect(retryAfterSeconds(null, now)).toBeNull();
  });

  it("a 429 waits as its Retry-After asks (before the message's time), 1…60 s", () => {
    const now = Date.parse('2026-11-25T10:00:00Z');
    const limited = (retryAfter: string | null) =>
      new ApiError(429, '', 'Too many requests. Try again in 42 seconds.', retryAfter);
    expect(rateLimitWaitSeconds(limited('7'), now)).toBe(7);
    expect(rateLimitWaitSeconds(limited('Wed, 25 Nov 2026 10:00:12 GMT'), now)).toBe(12);
    expect(rateLimitWaitSeconds(limited(null), now)).toBe(42);
    expect(rateLimitWaitSeconds(limited('0'), now)).toBe(1);
    expect(rateLimitWaitSeconds(limited('3600'), now)).toBe(60);
  });

  it('a poll never gives up on network failures and 5xx: the pause doubles up to 30 s; told before each wait', async () => {
    const waits: number[] = [];
    const told: string[] = [];
    let calls = 0;
    let answered = 0;
    const value = await retrying(
      'poll',
      () => {
        calls++;
        if (calls <= 8) return Promise.reject(calls % 2 ? network() : new ApiError(503, '', 'Unavailable'));
        return Promise.resolve('job');
      },
      {
        onRetry: () => told.push('retry'),
        onAnswer: () => answered++,
        sleep: (ms) => Promise.resolve(void waits.push(ms)),
      },
    );
    expect(value).toBe('job');
    expect(waits).toEqual([
      1_000,
      2_000,
      4_000,
      8_000,
      16_000,
      MAX_BACKOFF_MS,
      MAX_BACKOFF_MS,
      MAX_BACKOFF_MS,
    ]);
    expect(told).toHaveLength(8);
    expect(answered).toBe(1);
  });

  it('a lookup gives up after 3 retries; a refusal (403) is not retried', async () => {
    let calls = 0;
    const reconnect = { onRetry: () => undefined, onAnswer: () => undefined, sleep: () => Promise.resolve() };
    const failure = network();
    await expect(
      retrying(
        'lookup',
        () => {
          calls++;
          return Promise.reject(failure);
        },
        reconnect,
      ),
    ).rejects.toBe(failure);
    expect(calls).toBe(4);
    calls = 0;
    await expect(
      retrying(
        'poll',
        () => {
          calls++;
          return Promise.reject(new ApiError(403, 'FORBIDDEN', 'no'));
        },
        reconnect,
      ),
    ).rejects.toBeInstanceOf(ApiError);
    expect(calls).toBe(1);
  });

  it('a poll keeps waiting out 429s as long as they come', async () => {
    const waits: number[] = [];
    let calls = 0;
    await retrying(
      'poll',
      () => (++calls <= 15 ? Promise.reject(new ApiError(429, '', 'slow down', '2')) : Promise.resolve(1)),
      {
        onRetry: () => undefined,
        onAnswer: () => undefined,
        sleep: (ms) => Promise.resolve(void waits.push(ms)),
      },
    );
    expect(waits).toEqual(Array(15).fill(2_000));
  });
});
