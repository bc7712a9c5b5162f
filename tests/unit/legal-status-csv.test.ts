import Encoding from 'encoding-japanese';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LEGAL_STATUS_KEYS, LEGAL_STATUS_SNAKE, LEGAL_STATUS_TEXT } from '../../src/shared/legal-status';
import { decodeCsvBytes } from '../../src/workers/csv-text';
import { CSV_FILE_TEXT, LEGAL_STATUS_CSV_TEXT } from '../../src/workers/csv-texts';
import {
  LEGAL_STATUS_MARK,
  applyExistence,
  canBatchUpdate,
  consumerIdAt,
  legalStatusRow,
  statusesToUpdate,
  uniqueValidIds,
  validIdChunks,
  validIdCount,
  validateLegalStatusCsv,
  type LegalStatusCsvResult,
} from '../../src/workers/legal-status-csv';

const A = 'con_AAAAAAAAAAAAAAAA';
const B = 'con_BBBBBBBBBBBBBBBB';
const C = 'con_0123456789abcdef';
const T = LEGAL_STATUS_CSV_TEXT;

const csv = (...lines: string[]) => lines.join('\n');
const rows = (r: LegalStatusCsvResult) => Array.from({ length: r.rowCount }, (_, i) => legalStatusRow(r, i));
const marksOf = (r: LegalStatusCsvResult) => rows(r).map((row) => row.marks.join(' '));

describe('legal-status CSV: the file as a whole', () => {
  it('reads a good file: each row with its line (the No.: the header is line 1), consumer id and desired status as a key', () => {
    const r = validateLegalStatusCsv(csv('cid,legal_status', `${A},Normal`, `${B},BankruptcyStart`));
    expect(r.fatal).toBeNull();
    expect(r.messages).toEqual([]);
    expect(rows(r).map((x) => [x.no, x.consumerId, x.desiredStatus, x.marks])).toEqual([
      [2, A, 'Normal', []],
      [3, B, 'BankruptcyStart', []],
    ]);
  });

  it('accepts the header in any case and with spaces around the names', () => {
    for (const header of ['CID,LEGAL_STATUS', ' cid , Legal_Status ', 'Cid,legal_status,,']) {
      expect(validateLegalStatusCsv(csv(header, `${A},Normal`)).fatal).toBeNull();
    }
  });

  it('refuses any other header with the spec message, and then has no rows', () => {
    for (const header of [
      'id,legal_status',
      'legal_status,cid',
      'cid',
      'cid,legal_status,comment',
      'cid;legal_status',
    ]) {
      const r = validateLegalStatusCsv(csv(header, `${A},Normal`));
      expect(r.fatal).toBe('CSV のヘッダーが正しくありません。ヘッダーは cid,legal_status にしてください。');
      expect(r.messages).toEqual([T.invalidHeader]);
      expect(r.rowCount).toBe(0);
    }
  });

  it('calls a file with fewer than two non-blank lines empty, whatever its header', () => {
    for (const text of ['', '\n\n', 'cid,legal_status', 'cid,legal_status\n\n  \n,\n', 'not a header']) {
      const r = validateLegalStatusCsv(text);
      expect(r.fatal).toBe('CSV ファイルが空です。');
      expect(r.rowCount).toBe(0);
    }
  });

  it('ignores blank lines anywhere (empty, white space, or only commas as Excel writes them)', () => {
    const r = validateLegalStatusCsv(
      csv('', 'cid,legal_status', '', `${A},Normal`, '   ', ',', ' , ', `${B},Dead`, ''),
    );
    expect(rows(r).map((x) => x.consumerId)).toEqual([A, B]);
    expect(r.messages).toEqual([]);
  });

  it('reads CRLF, LF and old-Mac CR line ends alike', () => {
    for (const nl of ['\r\n', '\n', '\r']) {
      const r = validateLegalStatusCsv(['cid,legal_status', `${A},Normal`, `${B},Dead`, ''].join(nl));
      expect(rows(r).map((x) => [x.consumerId, x.desiredStatus])).toEqual([
        [A, 'Normal'],
        [B, 'Dead'],
      ]);
    }
  });

  it('reads quoted fields, with doubled quotes, commas and line breaks inside', () => {
    const r = validateLegalStatusCsv(
      csv(
        '"cid","legal_status"',
        `"${A}","Normal"`,
        `"${B}" ,"bankruptcy_start"`,
        `"${C}","Dead, really"`,
        '"x""y","a\nb"',
      ),
    );
    expect(rows(r).map((x) => [x.consumerId, x.desiredStatus, x.desiredText, x.marks])).toEqual([
      [A, 'Normal', null, []],
      [B, 'BankruptcyStart', null, []],
      [C, null, 'Dead, really', ['(無効なステータス)']],
      ['x"y', null, 'a\nb', ['(無効な ID)', '(無効なステータス)']],
    ]);
  });

  it(`refuses more data rows than the limit with its own message`, () => {
    const text = csv('cid,legal_status', `${A},Normal`, `${B},Normal`, `${C},Normal`);
    expect(validateLegalStatusCsv(text, 3).fatal).toBeNull();
    const r = validateLegalStatusCsv(text, 2);
    expect(r.fatal).toBe(CSV_FILE_TEXT.tooManyRows);
    expect(r.fatal).toBe(
      'データ行が上限の 1,000,000 行を超えています。ファイルを分けて 1 つずつ読み込んでください。',
    );
    expect(r.rowCount).toBe(0);
  });
});

describe('legal-status CSV: the desired status', () => {
  it('accepts every status as its key, its snake_case form or its display text, and keeps the key', () => {
    const lines = ['cid,legal_status'];
    for (const k of LEGAL_STATUS_KEYS)
      lines.push(`${A},${k}`, `${A},${LEGAL_STATUS_SNAKE[k]}`, `${A},${LEGAL_STATUS_TEXT[k]}`);
    const r = validateLegalStatusCsv(csv(...lines));
    expect(r.counts.invalidStatus).toBe(0);
    expect(rows(r).map((x) => x.desiredStatus)).toEqual(LEGAL_STATUS_KEYS.flatMap((k) => [k, k, k]));
  });

  it('ignores case, full-width letters and spaces (half- and full-width) as Excel users type them', () => {
    const typed = [
      'ＢａｎｋｒｕｐｔｃｙＳｔａｒｔ',
      'bankruptcy　start',
      ' BANKRUPTCY_START ',
      'ｂａｎｋｒｕｐｔｃｙ＿ｓｔａｒｔ',
      '破産　手続開始',
    ];
    const r = validateLegalStatusCsv(csv('cid,legal_status', ...typed.map((t) => `${A},${t}`)));
    expect(rows(r).map((x) => x.desiredStatus)).toEqual(typed.map(() => 'BankruptcyStart'));
    // Half-width brackets in a display text are the same text too.
    expect(
      legalStatusRow(validateLegalStatusCsv(csv('cid,legal_status', `${A},弁護士介入(辞任)`)), 0)
        .desiredStatus,
    ).toBe('LawyerInterventionUnassigned');
  });

  it('marks an unknown, empty or missing status (無効なステータス), and a row with a third filled column', () => {
    const r = validateLegalStatusCsv(
      csv(
        'cid,legal_status',
        `${A},Bankrupt`,
        `${B},`,
        C,
        `${A.replace('A', 'D')},Normal,extra`,
        `${B.replace('B', 'E')},Normal,,`,
      ),
    );
    expect(marksOf(r)).toEqual([
      '(無効なステータス)',
      '(無効なステータス)',
      '(無効なステータス)',
      '(無効なステータス)',
      '',
    ]);
    expect(rows(r).map((x) => x.desiredText)).toEqual(['Bankrupt', '', '', 'Normal,extra', null]);
    expect(r.messages).toEqual([T.invalidStatuses, T.correct]);
  });
});

describe('legal-status CSV: consumer ids', () => {
  it('marks an id that is not con_ plus exactly 16 letters or digits (Invalid ID)', () => {
    const bad = [
      'con_123',
      `${A}X`,
      'CON_AAAAAAAAAAAAAAAA',
      'con-AAAAAAAAAAAAAAAA',
      'con_AAAAAAAAAAAAAAA-',
      '',
      'ｃｏｎ_AAAAAAAAAAAAAAAA',
    ];
    const r = validateLegalStatusCsv(
      csv('cid,legal_status', ...bad.map((id) => `${id},Normal`), ` ${A} ,Normal`),
    );
    expect(marksOf(r)).toEqual([...bad.map(() => '(無効な ID)'), '']);
    expect(legalStatusRow(r, bad.length).consumerId).toBe(A); // trimmed
    expect(r.messages).toEqual([T.invalidIds, T.correct]);
  });

  it('marks every repeat of an id (Duplicate) and names the first row by its line; the first stays unmarked', () => {
    const r = validateLegalStatusCsv(
      csv('cid,legal_status', `${A},Normal`, `${B},Dead`, `${A},Dead`, `${A},Normal`),
    );
    expect(marksOf(r)).toEqual(['', '', '(重複)', '(重複)']);
    expect(rows(r).map((x) => x.duplicateOfNo)).toEqual([null, null, 2, 2]);
    expect(r.counts.duplicate).toBe(2);
    expect(r.messages).toEqual([T.duplicated, T.correct]);
  });

  it('does not call repeated malformed ids duplicates (they are already invalid)', () => {
    const r = validateLegalStatusCsv(csv('cid,legal_status', 'x,Normal', 'x,Normal'));
    expect(marksOf(r)).toEqual(['(無効な ID)', '(無効な ID)']);
  });

  it('gives the ids to look up on the server once each, in file order, without malformed ones', () => {
    const r = validateLegalStatusCsv(
      csv('cid,legal_status', `${B},Normal`, 'bad,Normal', `${A},Dead`, `${B},Dead`, `${C},x`),
    );
    expect(uniqueValidIds(r)).toEqual([B, A, C]);
    expect(validIdCount(r)).toBe(3);
  });

  it('makes those ids a chunk at a time, only as each chunk is asked for', () => {
    const ids = Array.from({ length: 5 }, (_, i) => `con_${String(i).padStart(16, '0')}`);
    const r = validateLegalStatusCsv(csv('cid,legal_status', ...ids.map((id) => `${id},Normal`), `${A},x`));
    const chunks = validIdChunks(r, 2);
    expect(chunks.next().value).toEqual(ids.slice(0, 2));
    expect([...chunks]).toEqual([ids.slice(2, 4), [ids[4], A]]);
    expect([...validIdChunks(validateLegalStatusCsv(csv('cid,legal_status', 'bad,Normal')), 2)]).toEqual([]);
  });
});

describe('legal-status CSV: the server check and the grouped messages', () => {
  const file = csv(
    'cid,legal_status',
    `${A},Normal`,
    `${B},Dead`,
    'bad,Nope',
    `${A},Dead`,
    `${C},BankruptcyStart`,
  );

  it('adds (Not Found) for ids the server does not know, with the current status of the others', () => {
    const r = applyExistence(
      validateLegalStatusCsv(file),
      new Map([
        [A, { legalStatus: 'CollectionPending', status: 'Enabled' }],
        [C, { legalStatus: 'Normal' }],
      ]),
    );
    expect(rows(r).map((x) => [x.consumerId, x.marks.join(' '), x.currentStatus])).toEqual([
      [A, '', 'CollectionPending'],
      [B, '(見つかりません)', null],
      ['bad', '(無効な ID) (無効なステータス)', null],
      [A, '(重複)', 'CollectionPending'],
      [C, '', 'Normal'],
    ]);
  });

  it('lists the messages in the spec order, then asks for a corrected file', () => {
    const r = applyExistence(validateLegalStatusCsv(file), new Map([[A, { legalStatus: 'Normal' }]]));
    expect(r.messages).toEqual([
      '希望する法的ステータスに無効なものがあります。',
      '顧客 ID に無効なものがあります。',
      'データベースに見つからない顧客 ID があります。',
      'CSV ファイル内で重複している顧客 ID があります。',
      'CSV ファイルを修正して、もう一度読み込んでください。',
    ]);
    expect(r.counts).toEqual({ invalidId: 1, notFound: 2, duplicate: 1, invalidStatus: 1 });
  });

  it('names the lines of each problem (header = line 1) and the unknown consumers by id', () => {
    const r = applyExistence(validateLegalStatusCsv(file), new Map([[A, { legalStatus: 'Normal' }]]));
    expect(r.problems).toEqual([
      `${T.invalidStatuses}（行 4）`,
      `${T.invalidIds}（行 4）`,
      `${T.notFound}（行 3, 6）: ${B}, ${C}`,
      `${T.duplicated}（行 5）`,
      T.correct,
    ]);
  });

  it('counts blank lines in the line numbers and says which blank lines between rows were skipped', () => {
    const r = validateLegalStatusCsv(
      csv('', 'cid,legal_status', `${A},Normal`, ',', '', 'bad,Normal', '', ''),
    );
    expect(Array.from(r.lines)).toEqual([3, 6]);
    expect(r.problems).toEqual([`${T.invalidIds}（行 6）`, T.correct]);
    expect(r.notices).toEqual(['空の行を読み飛ばしました（行 4, 5）']);
    expect(validateLegalStatusCsv(csv('', 'cid,status', `${A},Normal`)).problems).toEqual([
      `${T.invalidHeader}（行 2）`,
    ]);
  });

  it('replaces an earlier answer instead of adding to it, and leaves the input untouched', () => {
    const validated = validateLegalStatusCsv(csv('cid,legal_status', `${A},Normal`, `${B},Dead`));
    const first = applyExistence(validated, new Map());
    expect(first.counts.notFound).toBe(2);
    const second = applyExistence(first, new Map([A, B].map((id) => [id, { legalStatus: 'Normal' }])));
    expect(second.counts.notFound).toBe(0);
    expect(second.messages).toEqual([]);
    expect(validated.currentStatus).toBeNull();
    expect(Array.from(validated.marks)).toEqual([0, 0]);
  });

  it('allows Batch Update only after the server check and without any mark; sends keys', () => {
    const validated = validateLegalStatusCsv(csv('cid,legal_status', `${A},bankruptcy_start`, `${B},死亡`));
    expect(canBatchUpdate(validated)).toBe(false);
    expect(() => statusesToUpdate(validated)).toThrow();
    const checked = applyExistence(validated, new Map([A, B].map((id) => [id, { legalStatus: 'Normal' }])));
    expect(canBatchUpdate(checked)).toBe(true);
    expect(statusesToUpdate(checked)).toEqual([
      { consumerId: A, desiredStatus: 'BankruptcyStart' },
      { consumerId: B, desiredStatus: 'Dead' },
    ]);
    // One part's rows at a time: [from, to).
    expect(statusesToUpdate(checked, 1, 5)).toEqual([{ consumerId: B, desiredStatus: 'Dead' }]);
    expect(canBatchUpdate(applyExistence(validated, new Map([[A, { legalStatus: 'Normal' }]])))).toBe(false);
    expect(canBatchUpdate(applyExistence(validateLegalStatusCsv(''), new Map()))).toBe(false);
  });
});

describe('legal-status CSV: files as they come from Excel', () => {
  const text = ['cid,legal_status', `${A},破産確定`, `${B},ｄｅａｄ`, `"${C}","弁護士介入（受任）"`, ''].join(
    '\r\n',
  );
  const expected = [
    [A, 'BankruptcyConfirmed'],
    [B, 'Dead'],
    [C, 'LawyerInterventionAssigned'],
  ];

  it.each([
    ['UTF-8', new TextEncoder().encode(text)],
    ['UTF-8 with BOM', new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(text)])],
    [
      'Shift_JIS',
      new Uint8Array(Encoding.convert(Encoding.stringToCode(text), { to: 'SJIS', from: 'UNICODE' })),
    ],
  ])('reads %s with CRLF and quoted fields', async (_name, bytes) => {
    const decoded = await decodeCsvBytes(bytes);
    if (!decoded.ok) throw new Error(decoded.message);
    const r = validateLegalStatusCsv(decoded.text);
    expect(r.messages).toEqual([]);
    expect(rows(r).map((x) => [x.consumerId, x.desiredStatus])).toEqual(expected);
  });
});

describe('legal-status CSV: properties', () => {
  const cell = fc.oneof(
    fc.constantFrom(
      A,
      B,
      C,
      'con_',
      'Normal',
      'dead',
      '破産確定',
      '',
      ' ',
      '"',
      ',',
      '\n',
      '\r\n',
      'cid',
      'legal_status',
    ),
    fc.string({ maxLength: 6 }),
  );
  const line = fc.array(cell, { maxLength: 4 }).map((cells) => cells.join(','));

  it('never throws and marks each data row exactly once, in one consistent result, whatever the text', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), fc.boolean(), fc.string(), (lines, header, junk) => {
        const text = [...(header ? ['cid,legal_status'] : []), ...lines].join('\n') + junk;
        const r = validateLegalStatusCsv(text);
        if (r.fatal !== null) {
          expect(r.rowCount).toBe(0);
          return;
        }
        expect(r.marks).toHaveLength(r.rowCount);
        expect(r.desiredStatus).toHaveLength(r.rowCount);
        expect(r.ids.offsets).toHaveLength(r.rowCount + 1);
        expect(r.duplicateOf).toHaveLength(r.rowCount);
        const counted = { invalidId: 0, duplicate: 0, invalidStatus: 0 };
        const seen = new Set<string>();
        for (let i = 0; i < r.rowCount; i++) {
          const id = consumerIdAt(r, i);
          const m = r.marks[i];
          expect(Boolean(m & LEGAL_STATUS_MARK.invalidId)).toBe(!/^con_[0-9A-Za-z]{16}$/.test(id));
          expect(Boolean(m & LEGAL_STATUS_MARK.invalidStatus)).toBe(r.desiredStatus[i] === 255);
          const valid = !(m & LEGAL_STATUS_MARK.invalidId);
          expect(Boolean(m & LEGAL_STATUS_MARK.duplicate)).toBe(valid && seen.has(id));
          if (valid) seen.add(id);
          if (m & LEGAL_STATUS_MARK.invalidId) counted.invalidId++;
          if (m & LEGAL_STATUS_MARK.duplicate) counted.duplicate++;
          if (m & LEGAL_STATUS_MARK.invalidStatus) counted.invalidStatus++;
        }
        expect(r.counts).toEqual({ ...counted, notFound: 0 });
        expect(uniqueValidIds(r)).toEqual([...seen]);
      }),
      { numRuns: 300 },
    );
  });

  it('finds exactly the rows written, in order, for any ids and statuses, CRLF or LF, quoted or not', () => {
    const idBody = fc.string({
      unit: fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'),
      minLength: 16,
      maxLength: 16,
    });
    const status = fc.constantFrom(...LEGAL_STATUS_KEYS);
    fc.assert(
      fc.property(
        fc.array(fc.tuple(idBody, status, fc.constantFrom('key', 'snake', 'text')), {
          minLength: 1,
          maxLength: 40,
        }),
        fc.constantFrom('\n', '\r\n'),
        fc.boolean(),
        (entries, nl, quoted) => {
          const q = (s: string) => (quoted ? `"${s}"` : s);
          const form = (k: (typeof LEGAL_STATUS_KEYS)[number], f: string) =>
            f === 'key' ? k : f === 'snake' ? LEGAL_STATUS_SNAKE[k] : LEGAL_STATUS_TEXT[k];
          const text = [
            'cid,legal_status',
            ...entries.map(([id, k, f]) => `${q(`con_${id}`)},${q(form(k, f))}`),
          ].join(nl);
          const r = validateLegalStatusCsv(text);
          expect(r.rowCount).toBe(entries.length);
          expect(rows(r).map((x) => [x.consumerId, x.desiredStatus])).toEqual(
            entries.map(([id, k]) => [`con_${id}`, k]),
          );
        },
      ),
      { numRuns: 200 },
    );
  });
});
