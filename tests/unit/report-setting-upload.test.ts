// The report-setting upload's logic: parts of 1,500 rows with the legal-status part rule, a resume that
// sends only what the server has not got, one deactivation call (held → its request), retries of transient failures
// with the same key per part, the upload id, the confirmation's and the success's texts.
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../src/i18n/i18n';
import { ApiError } from '../../src/app/api/api-error';
import { approvalRequestIdOf } from '../../src/app/api/approval-required';
import {
  confirmationLines,
  jstDay,
  sendUpload,
  summaryText,
  uploadIdOf,
  uploadParts,
  type UploadOptions,
  type UploadPartRequest,
} from '../../src/app/features/merchant/report-setting-upload';
import type { InvoiceRowToDeactivate } from '../../src/workers/report-setting-csv';

const rowsOf = (n: number): InvoiceRowToDeactivate[] =>
  Array.from({ length: n }, (_, i) => ({
    line: i + 2,
    merchantId: `mer_${String(i % 7).padStart(16, '0')}`,
    year: 2001 + Math.floor(i / 84),
    month: (Math.floor(i / 7) % 12) + 1,
  }));
const SUMMARY = { rows: 1, months: 1, merchants: 1, added: 1, alreadyDeactivated: 0 };
const noSleep = () => Promise.resolve();

function server(overrides: Partial<UploadOptions> = {}) {
  const staged: { request: UploadPartRequest; key: string }[] = [];
  const applied: string[] = [];
  const options: UploadOptions = {
    fetchUpload: () => Promise.resolve(null),
    stage: (request, key) => {
      staged.push({ request, key });
      return Promise.resolve(null);
    },
    apply: (_id, key) => {
      applied.push(key);
      return Promise.resolve(SUMMARY);
    },
    actionKey: 'act',
    sleep: noSleep,
    ...overrides,
  };
  return { options, staged, applied };
}

describe('report-setting upload', () => {
  it('cuts the rows into parts of 1,500 as the server counts them', () => {
    expect(
      uploadParts(3_001).map(({ index, count, firstRow, totalRows, from, to }) => [
        index,
        count,
        firstRow,
        totalRows,
        from,
        to,
      ]),
    ).toEqual([
      [0, 3, 1, 3_001, 0, 1_500],
      [1, 3, 1_501, 3_001, 1_500, 3_000],
      [2, 3, 3_001, 3_001, 3_000, 3_001],
    ]);
    expect(uploadParts(1)).toHaveLength(1);
  });

  it('sends every part with its own key, then one deactivation call, reporting progress', async () => {
    const { options, staged, applied } = server();
    const progress: number[] = [];
    const rows = rowsOf(100_000);
    const outcome = await sendUpload('ida_x', rows, {
      ...options,
      onProgress: (sent) => progress.push(sent),
    });
    expect(outcome).toEqual({ kind: 'applied', summary: SUMMARY });
    expect(staged).toHaveLength(67);
    expect(staged.map((s) => s.key).slice(0, 2)).toEqual(['act.0', 'act.1']);
    expect(staged[66].request.part).toEqual({ index: 66, count: 67, firstRow: 99_001, totalRows: 100_000 });
    expect(staged[66].request.rows).toHaveLength(1_000);
    expect(applied).toEqual(['act.apply']);
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(100_000);
  });

  it("sends the file's name and the comment with the first part only (the approver reads them)", async () => {
    const { options, staged } = server();
    await sendUpload('ida_x', rowsOf(3_000), { ...options, note: { fileName: 'a.csv', comment: 'memo' } });
    expect(staged.map((s) => [s.request.part.index, s.request.fileName, s.request.comment])).toEqual([
      [0, 'a.csv', 'memo'],
      [1, undefined, undefined],
    ]);
  });

  it('resumes: only the parts the server has not got are sent, and progress starts from what arrived', async () => {
    const { options, staged } = server({
      fetchUpload: () => Promise.resolve({ receivedParts: [0, 2], receivedRows: 2_500 }),
    });
    const progress: number[] = [];
    await sendUpload('ida_x', rowsOf(4_000), { ...options, onProgress: (sent) => progress.push(sent) });
    expect(staged.map((s) => s.request.part.index)).toEqual([1]);
    expect(progress).toEqual([2_500, 4_000]);
  });

  it('answers an upload applied before, or one waiting for approval, without sending anything', async () => {
    const done = server({
      fetchUpload: () =>
        Promise.resolve({ receivedParts: [0], receivedRows: 1, appliedAt: 1, summary: SUMMARY }),
    });
    expect(await sendUpload('ida_x', rowsOf(1), done.options)).toEqual({ kind: 'applied', summary: SUMMARY });
    const waiting = server({
      fetchUpload: () => Promise.resolve({ receivedParts: [0], receivedRows: 1, approvalRequestId: 'req-9' }),
    });
    expect(await sendUpload('ida_x', rowsOf(1), waiting.options)).toEqual({
      kind: 'held',
      approvalRequestId: 'req-9',
    });
    expect([...done.staged, ...waiting.staged, ...done.applied, ...waiting.applied]).toEqual([]);
  });

  it('answers held with the request of an APPROVAL_REQUIRED answer', async () => {
    const approval = Object.assign(new Error('held'), {
      response: {
        errors: [
          { message: '承認待ち', extensions: { code: 'APPROVAL_REQUIRED', approvalRequestId: 'req-1' } },
        ],
      },
    });
    expect(approvalRequestIdOf(approval)).toBe('req-1');
    const { options } = server({ apply: () => Promise.reject(approval) });
    expect(await sendUpload('ida_x', rowsOf(1), options)).toEqual({
      kind: 'held',
      approvalRequestId: 'req-1',
    });
  });

  it('tries a part again after a transient failure with the same key, and gives up on a refusal', async () => {
    let fails = 1;
    const keys: string[] = [];
    const { options } = server({
      stage: (_r, key) => {
        keys.push(key);
        return fails-- > 0 ? Promise.reject(new ApiError(502, '', 'Bad Gateway')) : Promise.resolve(null);
      },
    });
    await sendUpload('ida_x', rowsOf(1), options);
    expect(keys).toEqual(['act.0', 'act.0']);
    const refused = Object.assign(new Error('bad'), {
      response: { errors: [{ message: '行 2', extensions: { code: 'BAD_USER_INPUT' } }] },
    });
    const r = server({ stage: () => Promise.reject(refused) });
    await expect(sendUpload('ida_x', rowsOf(1), r.options)).rejects.toBe(refused);
    expect(r.applied).toEqual([]);
  });

  it('makes the same id for the same staff member, day and rows, and another otherwise', async () => {
    const now = Date.UTC(2026, 0, 1, 14, 59); // 23:59 in Japan
    const rows = rowsOf(10);
    const id = await uploadIdOf('a@example.com', rows, now);
    expect(id).toMatch(/^ida_[0-9a-f]{32}$/);
    expect(await uploadIdOf('a@example.com', rows, now)).toBe(id);
    expect(await uploadIdOf('b@example.com', rows, now)).not.toBe(id);
    expect(await uploadIdOf('a@example.com', rows.slice(1), now)).not.toBe(id);
    expect(await uploadIdOf('a@example.com', rows, now + 60_000)).not.toBe(id); // the next day in Japan
    expect(jstDay(now)).toBe('2026-01-01');
  });

  it('names the merchants and their months in the confirmation, and what changed in the success text', () => {
    const c = confirmationLines([...rowsOf(100), ...rowsOf(3)]);
    expect(c.merchants).toBe(7);
    expect(c.months).toBe(100); // the repeated rows add no month
    expect(c.lines[0]).toMatch(/^mer_0000000000000000: 2001年01月、2001年02月、.* 他 3 か月$/);
    const many = confirmationLines(
      Array.from({ length: 12 }, (_, i) => ({
        line: i + 2,
        merchantId: `mer_${String(i).padStart(16, '0')}`,
        year: 2024,
        month: 1,
      })),
    );
    expect(many.lines).toHaveLength(11);
    expect(many.lines[10]).toBe('他 2 加盟店');
    expect(summaryText({ rows: 5, months: 4, merchants: 2, added: 3, alreadyDeactivated: 1 })).toBe(
      '2 加盟店の 3 か月分を停止しました。1 か月分は停止済みのため、そのままです。重複していた 1 行は 1 行として扱いました。',
    );
  });

  it('says the same in English', async () => {
    await activateLanguage('en');
    try {
      const c = confirmationLines([...rowsOf(100), ...rowsOf(3)]);
      expect(c.lines[0]).toMatch(/^mer_0000000000000000: 2001-01, 2001-02, .* and 3 more months$/);
      expect(summaryText({ rows: 5, months: 4, merchants: 2, added: 3, alreadyDeactivated: 1 })).toBe(
        'Deactivated 3 months of 2 merchants. 1 month was already deactivated and stays so. 1 repeated row was taken as one.',
      );
    } finally {
      await activateLanguage('ja');
    }
  });
});
