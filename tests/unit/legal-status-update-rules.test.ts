// The logic of the legal status update screens: §4 batch and item states, the results file (safe in Excel),
// the existence check in chunks and the batch sent in parts with retries.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/app/api/api-error';
import {
  BATCH_PART_ROWS,
  EXISTENCE_CHUNK_SIZE,
  batchDisplayStatus,
  batchRequests,
  batchStatusText,
  checkExistence,
  existenceIds,
  itemResult,
  linksToConsumer,
  newestFirst,
  sendBatch,
  withRetries,
  type BatchRequest,
  type StatusToUpdate,
} from '../../src/app/features/legal-status/legal-status-rules';
import { unpackKnownConsumers } from '../../src/workers/legal-status-csv';

const id = (i: number) => `con_${String(i).padStart(16, '0')}`;
const noSleep = () => Promise.resolve();

describe('batch display status (document 1 §4)', () => {
  const base = { length: 10, successes: 0, failures: 0 };
  it.each([
    ['not completed', { ...base, success: null, completedAt: null }, '処理中', 'inProgress'],
    [
      'not completed, even with success set',
      { ...base, success: true, completedAt: null },
      '処理中',
      'inProgress',
    ],
    ['completed with success false', { ...base, success: false, completedAt: 1 }, '失敗', 'failure'],
    [
      'completed with success true but every item failed',
      { ...base, failures: 10, success: true, completedAt: 1 },
      '失敗',
      'failure',
    ],
    [
      'completed with success true and some failures',
      { ...base, successes: 7, failures: 3, success: true, completedAt: 1 },
      '一部成功（7/10）',
      'partialSuccess',
    ],
    [
      'completed with success true',
      { ...base, successes: 10, success: true, completedAt: 1 },
      '成功',
      'success',
    ],
    ['completed without a success value', { ...base, success: null, completedAt: 1 }, 'N/A', 'notAvailable'],
  ])('%s → %s', (_, batch, text, kind) => {
    const status = batchDisplayStatus(batch);
    expect(status.kind).toBe(kind);
    expect(batchStatusText(status)).toBe(text);
  });

  it('an empty batch that succeeded is Success, not Failure', () => {
    expect(
      batchDisplayStatus({ length: 0, successes: 0, failures: 0, success: true, completedAt: 1 }),
    ).toEqual({
      kind: 'success',
    });
  });
});

describe('item result (document 1 §4, §8)', () => {
  it('null is pending, true Success, false Failure with the error', () => {
    const item = { consumerId: id(1), desiredStatus: 'Dead' };
    expect(itemResult({ ...item, success: null })).toEqual({ kind: 'pending' });
    expect(itemResult({ ...item, success: true })).toEqual({ kind: 'success' });
    expect(itemResult({ ...item, success: false, error: 'NotFound' })).toEqual({
      kind: 'failure',
      error: 'NotFound',
    });
  });

  it('a NotFound consumer gets no link; other failures and successes do', () => {
    expect(
      linksToConsumer({ consumerId: id(1), desiredStatus: 'Dead', success: false, error: 'NotFound' }),
    ).toBe(false);
    expect(
      linksToConsumer({ consumerId: id(1), desiredStatus: 'Dead', success: false, error: 'Closed' }),
    ).toBe(true);
    expect(linksToConsumer({ consumerId: id(1), desiredStatus: 'Dead', success: true })).toBe(true);
  });
});

describe('history order', () => {
  it('is newest first, the server order kept among equal times', () => {
    const batches = [
      { id: 'a', createdAt: 1 },
      { id: 'b', createdAt: 3 },
      { id: 'c', createdAt: 2 },
      { id: 'd', createdAt: 3 },
    ];
    expect(newestFirst(batches).map((b) => b.id)).toEqual(['b', 'd', 'c', 'a']);
  });
});

const rows = (n: number): StatusToUpdate[] =>
  Array.from({ length: n }, (_, i) => ({ consumerId: id(i), desiredStatus: 'CollectionPending' }));

describe('sending a batch in parts', () => {
  it('sends up to 1,500 rows as one request without a part, comment included', () => {
    const [only, ...rest] = [...batchRequests('lsb_1', 'note', rows(BATCH_PART_ROWS))];
    expect(rest).toEqual([]);
    expect(only).toEqual({ batchId: 'lsb_1', comment: 'note', statusesToUpdate: rows(BATCH_PART_ROWS) });
    expect(only.part).toBeUndefined();
  });

  it('splits a larger batch into consecutive parts, numbered, the comment in part 0 only', () => {
    const all = rows(3_001);
    const requests = [...batchRequests('lsb_1', 'note', all)];
    expect(requests.map((r) => r.part)).toEqual([
      { index: 0, count: 3, firstRow: 1, totalRows: 3_001 },
      { index: 1, count: 3, firstRow: 1_501, totalRows: 3_001 },
      { index: 2, count: 3, firstRow: 3_001, totalRows: 3_001 },
    ]);
    expect(requests.map((r) => r.statusesToUpdate.length)).toEqual([1_500, 1_500, 1]);
    expect(requests.map((r) => r.comment)).toEqual(['note', null, null]);
    expect(requests.flatMap((r) => r.statusesToUpdate)).toEqual(all);
    expect(requests[1].statusesToUpdate[0]).toEqual(all[1_500]);
  });

  it('sends the parts one after another, retrying a failed part with the same key, and reports progress', async () => {
    const requests = batchRequests('lsb_1', null, rows(4_000));
    const sent: { part: number | undefined; key: string }[] = [];
    let failOnce = true;
    const progress: number[] = [];
    const answer = await sendBatch(requests, 4_000, {
      actionKey: 'key',
      sleep: noSleep,
      onProgress: (done: number) => progress.push(done),
      send: (request: BatchRequest, key: string) => {
        sent.push({ part: request.part?.index, key });
        if (request.part?.index === 1 && failOnce) {
          failOnce = false;
          return Promise.reject(new ApiError(502, '', 'Bad gateway'));
        }
        return Promise.resolve({ id: 'lsb_1', part: request.part?.index });
      },
    });
    expect(answer).toEqual({ id: 'lsb_1', part: 2 });
    expect(sent).toEqual([
      { part: 0, key: 'key.0' },
      { part: 1, key: 'key.1' },
      { part: 1, key: 'key.1' },
      { part: 2, key: 'key.2' },
    ]);
    expect(progress).toEqual([0, 1_500, 3_000, 4_000]);
  });

  it('a single request keeps the action key', async () => {
    const keys: string[] = [];
    await sendBatch(batchRequests('lsb_1', null, rows(2)), 2, {
      actionKey: 'key',
      send: (_r: BatchRequest, key: string) => Promise.resolve(keys.push(key)),
    });
    expect(keys).toEqual(['key']);
  });

  it('stops at the first refused part (a GraphQL refusal is final) and sends nothing after it', async () => {
    const refusal = Object.assign(new Error('refused'), {
      response: { status: 200, errors: [{ message: 'no', extensions: { code: 'BAD_USER_INPUT' } }] },
    });
    const sent: number[] = [];
    await expect(
      sendBatch(batchRequests('lsb_1', null, rows(3_200)), 3_200, {
        actionKey: 'k',
        sleep: noSleep,
        send: (r: BatchRequest) => {
          sent.push(r.part!.index);
          return r.part!.index === 1 ? Promise.reject(refusal) : Promise.resolve(r.part!.index);
        },
      }),
    ).rejects.toBe(refusal);
    expect(sent).toEqual([0, 1]);
  });
});

describe('retries', () => {
  it('tries a transient failure 3 more times, 1, 2 and 4 seconds apart, then gives up', async () => {
    const waits: number[] = [];
    let calls = 0;
    const error = new ApiError(0, 'NetworkError', 'offline');
    await expect(
      withRetries(
        () => {
          calls++;
          return Promise.reject(error);
        },
        { sleep: (ms) => Promise.resolve(void waits.push(ms)) },
      ),
    ).rejects.toBe(error);
    expect(calls).toBe(4);
    expect(waits).toEqual([1_000, 2_000, 4_000]);
  });

  it('waits as long as a 429 asks without counting it as a failure', async () => {
    const waits: number[] = [];
    const told: number[] = [];
    let calls = 0;
    const value = await withRetries(
      () => {
        calls++;
        if (calls <= 5)
          return Promise.reject(
            new ApiError(429, 'TOO_MANY_REQUESTS', 'Too many requests: … Try again in 42 seconds.'),
          );
        return Promise.resolve('ok');
      },
      { sleep: (ms) => Promise.resolve(void waits.push(ms)), onRateWait: (s) => told.push(s) },
    );
    expect(value).toBe('ok');
    expect(waits).toEqual(Array(5).fill(42_000));
    expect(told).toEqual(Array(5).fill(42));
  });

  it('does not retry 400, 403 or 413', async () => {
    for (const status of [400, 403, 413]) {
      let calls = 0;
      await expect(
        withRetries(() => {
          calls++;
          return Promise.reject(new ApiError(status, '', 'no'));
        }),
      ).rejects.toBeInstanceOf(ApiError);
      expect(calls).toBe(1);
    }
  });
});

describe('existence check in chunks', () => {
  it('asks about at most 1,000 ids a call, one call after another: N ids cost ⌈N / 1,000⌉ calls', async () => {
    const ids = Array.from({ length: 2_501 }, (_, i) => id(i));
    const calls: string[][] = [];
    let running = 0;
    const progress: [number, number][] = [];
    const found = await checkExistence(existenceIds(ids), {
      onProgress: (done, total) => progress.push([done, total]),
      fetchChunk: async (chunk) => {
        running++;
        expect(running).toBe(1);
        calls.push(chunk);
        await Promise.resolve();
        running--;
        // The server leaves out the ids it does not know: here every odd one.
        return chunk.filter((_, i) => i % 2 === 0).map((c) => ({ id: c, legalStatus: 'Normal' }));
      },
    });
    expect(EXISTENCE_CHUNK_SIZE).toBe(1_000);
    expect(calls.map((c) => c.length)).toEqual([1_000, 1_000, 501]);
    expect(calls.flat()).toEqual(ids);
    const known = unpackKnownConsumers(found);
    expect(known.size).toBe(500 + 500 + 251);
    expect(known.get(id(0))).toEqual({ legalStatus: 'Normal' });
    expect(known.has(id(1))).toBe(false);
    expect(known.has(id(2_500))).toBe(true);
    expect(progress).toEqual([
      [0, 2_501],
      [1_000, 2_501],
      [2_000, 2_501],
      [2_501, 2_501],
    ]);
  });

  it('makes no call for a file without a well-formed id', async () => {
    let calls = 0;
    const fetchChunk = () => {
      calls++;
      return Promise.resolve([]);
    };
    expect(unpackKnownConsumers(await checkExistence(existenceIds([]), { fetchChunk })).size).toBe(0);
    expect(calls).toBe(0);
  });

  it('retries a chunk that failed on the way and stops when aborted', async () => {
    let calls = 0;
    const found = await checkExistence(existenceIds([id(1)]), {
      sleep: noSleep,
      fetchChunk: (chunk) => {
        calls++;
        return calls === 1
          ? Promise.reject(new ApiError(503, '', 'busy'))
          : Promise.resolve([{ id: chunk[0], legalStatus: 'Dead' }]);
      },
    });
    expect([...unpackKnownConsumers(found)]).toEqual([[id(1), { legalStatus: 'Dead' }]]);
    const abort = new AbortController();
    const asked: number[] = [];
    await expect(
      checkExistence(existenceIds(Array.from({ length: 3_000 }, (_, i) => id(i))), {
        signal: abort.signal,
        fetchChunk: (chunk) => {
          asked.push(chunk.length);
          abort.abort();
          return Promise.resolve([]);
        },
      }),
    ).rejects.toThrow();
    expect(asked).toEqual([1_000]);
  });

  it('refuses a chunk over the contract limit before asking', async () => {
    let calls = 0;
    await expect(
      checkExistence(existenceIds([id(1), id(2)], 1_001), {
        fetchChunk: () => {
          calls++;
          return Promise.resolve([]);
        },
      }),
    ).resolves.toBeDefined();
    await expect(
      checkExistence(
        existenceIds(
          Array.from({ length: 1_001 }, (_, i) => id(i)),
          1_001,
        ),
        {
          fetchChunk: () => {
            calls++;
            return Promise.resolve([]);
          },
        },
      ),
    ).rejects.toThrow('at most 1,000');
    expect(calls).toBe(1);
  });
});
