import Encoding from 'encoding-japanese';
import * as Comlink from 'comlink';
import { afterEach, describe, expect, it } from 'vitest';
import { CSV_FILE_TEXT, LEGAL_STATUS_CSV_TEXT } from '../../src/workers/csv-texts';
import { createCsvWorkerApi, type CsvProgress, type CsvWorkerApi } from '../../src/workers/csv-worker-api';
import {
  applyExistence,
  knownConsumersBuffers,
  legalStatusRow,
  packKnownConsumers,
  uniqueValidIds,
} from '../../src/workers/legal-status-csv';

const A = 'con_AAAAAAAAAAAAAAAA';
const B = 'con_BBBBBBBBBBBBBBBB';
const encode = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;
const id = (i: number) => `con_${String(i).padStart(16, '0')}`;
/** About 1.3 million characters: two chunks of the worker. */
const bigFile = (rows = 32_000) =>
  ['cid,legal_status', ...Array.from({ length: rows }, (_, i) => `${id(i)},bankruptcy_start`)].join('\r\n');

const channels: MessageChannel[] = [];
/** The worker API on one end of a MessageChannel, Comlink on the other: what a page gets from the worker. */
function overComlink(): Comlink.Remote<CsvWorkerApi> {
  const channel = new MessageChannel();
  channels.push(channel);
  Comlink.expose(createCsvWorkerApi(), channel.port1);
  return Comlink.wrap<CsvWorkerApi>(channel.port2);
}
afterEach(() => {
  for (const c of channels.splice(0)) {
    c.port1.close();
    c.port2.close();
  }
});

describe('CSV worker API over Comlink', () => {
  it('validates a legal-status file sent as transferred bytes, reporting progress up to the last row', async () => {
    const api = overComlink();
    const progress: CsvProgress[] = [];
    const buffer = encode(bigFile());
    const outcome = await api.validateLegalStatus(
      Comlink.transfer(buffer, [buffer]),
      Comlink.proxy((p: CsvProgress) => void progress.push(p)),
    );
    expect(buffer.byteLength).toBe(0); // moved to the worker, not copied
    if (outcome.status !== 'done') throw new Error(outcome.status);
    expect(outcome.encoding).toBe('utf-8');
    const r = outcome.result;
    expect(r.rowCount).toBe(32_000);
    expect(r.marks).toBeInstanceOf(Uint8Array);
    expect(r.ids.bytes).toBeInstanceOf(Uint8Array);
    expect(r.messages).toEqual([]);
    // The last data row is the file's line 32,001: the header is line 1.
    expect(legalStatusRow(r, 31_999)).toMatchObject({
      no: 32_001,
      consumerId: id(31_999),
      desiredStatus: 'BankruptcyStart',
    });
    await expect.poll(() => progress.at(-1)?.rowsDone).toBe(32_000);
    const last = progress.at(-1) as CsvProgress;
    expect(last.charsDone).toBe(last.totalChars);
    expect(progress.length).toBeGreaterThanOrEqual(3); // after decoding, then per chunk
    expect(progress.every((p, i) => i === 0 || p.rowsDone >= progress[i - 1].rowsDone)).toBe(true);
  });

  it('hands the page what it needs for the server check, which then adds (Not Found)', async () => {
    const api = overComlink();
    const outcome = await api.validateLegalStatus(
      encode(`cid,legal_status\n${A},Normal\n${B},Dead\n${A},Dead\n`),
    );
    if (outcome.status !== 'done') throw new Error(outcome.status);
    expect(uniqueValidIds(outcome.result)).toEqual([A, B]);
    const checked = applyExistence(outcome.result, new Map([[A, { legalStatus: 'Normal' }]]));
    expect(checked.messages).toEqual([
      LEGAL_STATUS_CSV_TEXT.notFound,
      LEGAL_STATUS_CSV_TEXT.duplicated,
      LEGAL_STATUS_CSV_TEXT.correct,
    ]);
  });

  it('adds the server answer in the worker to its own copy of the file, as applyExistence does on the page', async () => {
    const api = overComlink();
    const file = `cid,legal_status\n${A},Normal\n${B},Dead\n${A},Dead\n${id(7)},通常\n`;
    const outcome = await api.validateLegalStatus(encode(file), undefined, 'file-1');
    if (outcome.status !== 'done') throw new Error(outcome.status);
    const answer = [
      { id: A, legalStatus: 'Normal' },
      { id: id(7), legalStatus: 'BankruptcyStart' },
    ];
    const known = packKnownConsumers(answer);
    const inWorker = await api.applyLegalStatusExistence(
      'file-1',
      Comlink.transfer(known, knownConsumersBuffers(known)),
    );
    expect(known.legalStatus.byteLength).toBe(0); // the answer was moved to the worker, not copied
    const onPage = applyExistence(
      outcome.result,
      new Map(answer.map((c) => [c.id, { legalStatus: c.legalStatus }])),
    );
    expect(inWorker.messages).toEqual(onPage.messages);
    expect(inWorker.counts).toEqual({ invalidId: 0, notFound: 1, duplicate: 1, invalidStatus: 0 });
    for (let i = 0; i < 4; i++) expect(legalStatusRow(inWorker, i)).toEqual(legalStatusRow(onPage, i));
    expect(legalStatusRow(inWorker, 3)).toMatchObject({ currentStatus: 'BankruptcyStart', marks: [] });
    expect(legalStatusRow(inWorker, 1).marks).toEqual(['(見つかりません)']);
    // The page's first result is its own: it still reads.
    expect(outcome.result.marks.length).toBe(4);
    // The worker's copy went to the page with the marks: a second call, or a file not held, is refused.
    await expect(api.applyLegalStatusExistence('file-1', packKnownConsumers([]))).rejects.toThrow(
      'no longer holds',
    );
    await api.validateLegalStatus(encode(file), undefined, 'file-2');
    await api.validateLegalStatus(encode(file), undefined, 'file-3');
    await expect(api.applyLegalStatusExistence('file-2', packKnownConsumers([]))).rejects.toThrow(
      'no longer holds',
    );
    // Nobody found: every well-formed row is (Not Found).
    const none = await api.applyLegalStatusExistence('file-3', packKnownConsumers([]));
    expect(none.counts.notFound).toBe(4);
  });

  it('reads a File in the worker, Shift_JIS included', async () => {
    const api = overComlink();
    const text = `cid,legal_status\r\n${A},破産確定\r\n`;
    const sjis = new Uint8Array(
      Encoding.convert(Encoding.stringToCode(text), { to: 'SJIS', from: 'UNICODE' }),
    );
    const outcome = await api.validateLegalStatus(new File([sjis], 'statuses.csv'));
    expect(outcome).toMatchObject({
      status: 'done',
      encoding: 'shift_jis',
      result: { rowCount: 1, messages: [] },
    });
  });

  it('refuses a file that is not CSV text, with nothing to send', async () => {
    const api = overComlink();
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    expect(await api.validateLegalStatus(png)).toEqual({ status: 'refused', message: CSV_FILE_TEXT.image });
    expect(await api.extractInstallmentPlanIds(png)).toEqual({
      status: 'refused',
      message: CSV_FILE_TEXT.image,
    });
    expect(await api.checkReportSetting(png)).toEqual({ status: 'refused', message: CSV_FILE_TEXT.image });
  });

  it('reports header and empty-file errors as the result of a read file', async () => {
    const api = overComlink();
    expect(await api.validateLegalStatus(encode('id,status\nx,y\n'))).toMatchObject({
      status: 'done',
      result: { fatal: LEGAL_STATUS_CSV_TEXT.invalidHeader, rowCount: 0 },
    });
    expect(await api.validateLegalStatus(encode(''))).toMatchObject({
      status: 'done',
      result: { fatal: LEGAL_STATUS_CSV_TEXT.empty },
    });
  });

  it('stops a job when the page cancels it, between two chunks', async () => {
    const api = overComlink();
    const running = api.validateLegalStatus(encode(bigFile()), undefined, 'job-1');
    await api.cancel('job-1');
    expect(await running).toEqual({ status: 'cancelled' });
    // Another job is not affected, and an unknown id is ignored.
    await api.cancel('no-such-job');
    expect(await api.validateLegalStatus(encode(bigFile()), undefined, 'job-1')).toMatchObject({
      status: 'done',
    });
  });

  it('extracts installment plan ids and checks a report-setting file', async () => {
    const api = overComlink();
    const plans = await api.extractInstallmentPlanIds(
      encode('isp_AAAAAAAAAAAAAAAA,isp_BBBBBBBBBBBBBBBB\nisp_AAAAAAAAAAAAAAAA\n'),
    );
    expect(plans).toMatchObject({
      status: 'done',
      result: { ids: ['isp_AAAAAAAAAAAAAAAA', 'isp_BBBBBBBBBBBBBBBB'], duplicates: ['isp_AAAAAAAAAAAAAAAA'] },
    });
    expect(await api.extractInstallmentPlanIds(encode('nothing here'))).toMatchObject({
      result: { ids: [], messages: ['データがありません', '分割払い ID のない行を読み飛ばしました（行 1）'] },
    });
    const now = Date.UTC(2024, 5, 1);
    const report = await api.checkReportSetting(
      encode('Deactivated_Month,Merchant_ID\r\n202406,mer_AAAAAAAAAAAAAAAA\r\n'),
      undefined,
      undefined,
      now,
    );
    expect(report).toMatchObject({
      status: 'done',
      result: {
        invoicesToDeactivate: [{ merchantId: 'mer_AAAAAAAAAAAAAAAA', year: 2024, month: 6, line: 2 }],
        popup: null,
      },
    });
    const future = await api.checkReportSetting(
      encode('Deactivated_Month,Merchant_ID\n202501,mer_AAAAAAAAAAAAAAAA\n'),
      undefined,
      undefined,
      now,
    );
    expect(future).toMatchObject({
      result: { messages: ['停止月をもう一度確認してください（有効な日付ではありません）'] },
    });
  });
});

describe('CSV worker API called directly', () => {
  it('stops at the next chunk when cancelled from a progress report, and before reading when cancelled at once', async () => {
    const api = createCsvWorkerApi();
    let seen = 0;
    const outcome = await api.validateLegalStatus(
      encode(bigFile(60_000)),
      (p) => {
        seen = p.rowsDone;
        if (p.rowsDone > 0) api.cancel('mid');
      },
      'mid',
    );
    expect(outcome).toEqual({ status: 'cancelled' });
    expect(seen).toBeGreaterThan(0);
    expect(seen).toBeLessThan(60_000);

    const early = api.extractInstallmentPlanIds(encode('isp_AAAAAAAAAAAAAAAA'), undefined, 'early');
    api.cancel('early');
    expect(await early).toEqual({ status: 'cancelled' });
  });

  it('keeps going when the progress callback throws', async () => {
    const api = createCsvWorkerApi();
    const outcome = await api.checkReportSetting(
      encode('Deactivated_Month,Merchant_ID\n202401,mer_AAAAAAAAAAAAAAAA\n'),
      () => {
        throw new Error('page gone');
      },
    );
    expect(outcome).toMatchObject({ status: 'done', result: { messages: [] } });
  });
});
