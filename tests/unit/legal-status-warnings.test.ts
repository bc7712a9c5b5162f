// Warn, then confirm: rows of a right file that the server would refuse — a closed account, a final legal
// status asked to change — are warnings with the file's lines (not errors: the batch may still go), left out of the
// batch on request; the confirmation's counts per desired status; the refusal codes in Japanese.
import { describe, expect, it } from 'vitest';
import { LEGAL_STATUS_WARNING_TEXT } from '../../src/workers/csv-texts';
import {
  applyExistence,
  canBatchUpdate,
  knownConsumersBuffers,
  legalStatusRow,
  linesToSend,
  packKnownConsumers,
  statusesToUpdate,
  unpackKnownConsumers,
  validateLegalStatusCsv,
} from '../../src/workers/legal-status-csv';
import {
  LEGAL_STATUS_WARNING,
  batchRowIndexes,
  countWarnings,
  desiredStatusCounts,
} from '../../src/workers/legal-status-warnings';
import { LEGAL_STATUS_REFUSAL_TEXT, legalStatusRefusalText } from '../../src/shared/legal-status';

const id = (n: number) => `con_${String(n).padStart(16, '0')}`;
const file = (...rows: string[]) => ['cid,legal_status', ...rows].join('\n');

describe('legal-status warnings', () => {
  // Lines: 2 normal, 3 closed, (4 blank), 5 Dead → Normal, 6 Dead → Dead (no change: no refusal), 7 bankrupt → Dead,
  // 8 closed and Dead (the server answers AccountClosed first), 9 unknown (an error, not a warning).
  const text = file(
    `${id(1)},CollectionPending`,
    `${id(2)},CollectionPending`,
    '',
    `${id(3)},Normal`,
    `${id(4)},Dead`,
    `${id(5)},Dead`,
    `${id(6)},Normal`,
    `${id(9)},Normal`,
  );
  const known = packKnownConsumers([
    { id: id(1), status: 'Enabled', legalStatus: 'Normal' },
    { id: id(2), status: 'Closed', legalStatus: 'Normal' },
    { id: id(3), status: 'Disabled', legalStatus: 'Dead' },
    { id: id(4), status: 'Disabled', legalStatus: 'Dead' },
    { id: id(5), status: 'Disabled', legalStatus: 'BankruptcyConfirmed' },
    { id: id(6), status: 'Closed', legalStatus: 'Dead' },
  ]);
  const checked = applyExistence(validateLegalStatusCsv(text), unpackKnownConsumers(known));

  it('marks closed accounts and final statuses, one reason a row, the server’s order; errors stay errors', () => {
    expect([...checked.warnings!]).toEqual([
      LEGAL_STATUS_WARNING.none,
      LEGAL_STATUS_WARNING.closed,
      LEGAL_STATUS_WARNING.final,
      LEGAL_STATUS_WARNING.none,
      LEGAL_STATUS_WARNING.final,
      LEGAL_STATUS_WARNING.closed,
      LEGAL_STATUS_WARNING.none, // not found: an error mark
    ]);
    expect(countWarnings(checked.warnings)).toBe(4);
    expect(legalStatusRow(checked, 1).warning).toBe('(退会済み)');
    expect(legalStatusRow(checked, 2).warning).toBe('(最終ステータス)');
    expect(legalStatusRow(checked, 6).marks).toEqual(['(見つかりません)']);
  });

  it('names the file’s lines (the header is line 1, blank lines counted)', () => {
    expect(checked.warningMessages).toEqual([
      `${LEGAL_STATUS_WARNING_TEXT.closed}（行 3, 8）`,
      `${LEGAL_STATUS_WARNING_TEXT.final}（行 5, 7）`,
    ]);
  });

  it('lists the first 20 lines, then 他 N 件', () => {
    const many = Array.from({ length: 25 }, (_, i) => id(100 + i));
    const r = applyExistence(
      validateLegalStatusCsv(file(...many.map((c) => `${c},Normal`))),
      new Map(many.map((c) => [c, { legalStatus: 'Normal', status: 'Closed' }])),
    );
    const lines = Array.from({ length: 20 }, (_, i) => i + 2).join(', ');
    expect(r.warningMessages).toEqual([`${LEGAL_STATUS_WARNING_TEXT.closed}（行 ${lines} 他 5 件）`]);
    expect(canBatchUpdate(r)).toBe(true); // warnings never block: the user decides
  });

  it('has no warnings before the server was asked, and none for a file whose rows are all fine', () => {
    expect(validateLegalStatusCsv(text).warnings).toBeNull();
    const fine = applyExistence(
      validateLegalStatusCsv(file(`${id(1)},Dead`)),
      new Map([[id(1), { legalStatus: 'Normal', status: 'Enabled' }]]),
    );
    expect(countWarnings(fine.warnings)).toBe(0);
    expect(fine.warningMessages).toEqual([]);
  });

  it('packs the closed flag for the worker (transferred, not cloned) and reads it back', () => {
    expect(knownConsumersBuffers(known)).toContain(known.closed.buffer);
    expect(unpackKnownConsumers(known).get(id(2))).toEqual({ legalStatus: 'Normal', status: 'Closed' });
    expect(unpackKnownConsumers(known).get(id(1))).toEqual({ legalStatus: 'Normal' });
  });
});

describe('what the batch carries and the confirmation counts', () => {
  const text = file(
    `${id(1)},CollectionPending`,
    `${id(2)},CollectionPending`,
    `${id(3)},Normal`,
    `${id(4)},Dead`,
  );
  const checked = applyExistence(
    validateLegalStatusCsv(text),
    new Map([
      [id(1), { legalStatus: 'Normal', status: 'Enabled' }],
      [id(2), { legalStatus: 'Normal', status: 'Closed' }],
      [id(3), { legalStatus: 'Dead', status: 'Disabled' }],
      [id(4), { legalStatus: 'Normal', status: 'Enabled' }],
    ]),
  );

  it('leaves the warned rows out on request, else sends every row; a row after a gap carries its file line', () => {
    const without = batchRowIndexes(checked.rowCount, checked.warnings, true);
    expect([...without]).toEqual([0, 3]);
    // Line 5 follows line 2: the server would guess 3, so the row says its line.
    expect(statusesToUpdate(checked, 0, undefined, without)).toEqual([
      { consumerId: id(1), desiredStatus: 'CollectionPending' },
      { consumerId: id(4), desiredStatus: 'Dead', line: 5 },
    ]);
    expect(linesToSend(checked, 0, 2, without)).toBe(1);
    // A part's range is of the batch's rows, not the file's: its first row is guessed at position + 1 (3).
    expect(statusesToUpdate(checked, 1, 2, without)).toEqual([
      { consumerId: id(4), desiredStatus: 'Dead', line: 5 },
    ]);
    const all = batchRowIndexes(checked.rowCount, checked.warnings, false);
    expect([...all]).toEqual([0, 1, 2, 3]);
    // Every row sent, no blank line: the server's guesses are right and no line is sent.
    expect(statusesToUpdate(checked, 0, undefined, all)).toEqual(statusesToUpdate(checked));
    expect(statusesToUpdate(checked).every((row) => row.line === undefined)).toBe(true);
    expect(linesToSend(checked, 0, 4, all)).toBe(0);
  });

  it('counts the rows per desired status, in the statuses’ order, only those asked for', () => {
    const without = batchRowIndexes(checked.rowCount, checked.warnings, true);
    expect(desiredStatusCounts(checked.desiredStatus, without)).toEqual([
      { status: 'Dead', count: 1 },
      { status: 'CollectionPending', count: 1 },
    ]);
    const all = batchRowIndexes(checked.rowCount, checked.warnings, false);
    expect(desiredStatusCounts(checked.desiredStatus, all)).toEqual([
      { status: 'Normal', count: 1 },
      { status: 'Dead', count: 1 },
      { status: 'CollectionPending', count: 2 },
    ]);
  });
});

describe('refusal texts', () => {
  it('reads every code the server answers in Japanese, never the raw code', () => {
    // server/domain/legal-status-change.ts LegalStatusRefusal, the runner's Duplicate and NotApplied, and a held
    // batch's NotApproved.
    for (const code of [
      'FinalStatus',
      'AccountClosed',
      'NotFound',
      'InvalidId',
      'InvalidStatus',
      'Duplicate',
      'NotApplied',
      'NotApproved',
    ]) {
      const text = legalStatusRefusalText(code);
      expect(text).toBe(LEGAL_STATUS_REFUSAL_TEXT[code]);
      expect(text).not.toContain(code);
      expect(text).toMatch(/[ぁ-んァ-ン一-龥]/);
    }
    expect(legalStatusRefusalText('FinalStatus')).toBe('最終ステータスのため変更できません');
    expect(legalStatusRefusalText('AccountClosed')).toBe('退会済みのため変更できません');
  });

  it('names a code it does not know as it is, and nothing for no code', () => {
    expect(legalStatusRefusalText('SomethingNew')).toBe('エラー（SomethingNew）');
    expect(legalStatusRefusalText(null)).toBe('');
  });
});
