import { describe, expect, it } from 'vitest';
import {
  LEGAL_STATUS_KEYS,
  LEGAL_STATUS_SNAKE,
  LEGAL_STATUS_TEXT,
  carriesNote,
  isTerminalLegalStatus,
  legalStatusText,
  parseLegalStatus,
} from '../../src/shared/legal-status';

describe('legal statuses', () => {
  it('has the eleven keys of the spec, each with a distinct Japanese display text', () => {
    expect(LEGAL_STATUS_KEYS).toHaveLength(11);
    const texts = LEGAL_STATUS_KEYS.map((k) => LEGAL_STATUS_TEXT[k]);
    expect(new Set(texts).size).toBe(11);
    for (const t of texts) expect(t).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
  });

  it('maps the snake_case form to the same display text as the key', () => {
    expect(LEGAL_STATUS_SNAKE.LawyerInterventionAssigned).toBe('lawyer_intervention_assigned');
    expect(LEGAL_STATUS_SNAKE.FailureOfReconciliation).toBe('failure_of_reconciliation');
    for (const k of LEGAL_STATUS_KEYS)
      expect(legalStatusText(LEGAL_STATUS_SNAKE[k])).toBe(LEGAL_STATUS_TEXT[k]);
  });

  it('parses a key, a snake_case form or a display text, trimmed, into the key', () => {
    for (const k of LEGAL_STATUS_KEYS) {
      expect(parseLegalStatus(k)).toBe(k);
      expect(parseLegalStatus(`  ${LEGAL_STATUS_SNAKE[k]} `)).toBe(k);
      expect(parseLegalStatus(`\t${LEGAL_STATUS_TEXT[k]}\n`)).toBe(k);
    }
    expect(parseLegalStatus('bankruptcyconfirmed')).toBe('BankruptcyConfirmed');
    expect(parseLegalStatus('弁護士介入(受任)')).toBe('LawyerInterventionAssigned');
  });

  it('answers null for anything that names no status', () => {
    for (const bad of ['', '   ', 'Bankrupt', 'normal_status', '通', undefined, null, 3]) {
      expect(parseLegalStatus(bad)).toBeNull();
    }
  });

  it('treats Dead and BankruptcyConfirmed, and only those, as terminal', () => {
    expect(LEGAL_STATUS_KEYS.filter(isTerminalLegalStatus)).toEqual(['BankruptcyConfirmed', 'Dead']);
  });

  it('says every status except Normal and CollectionPending carries a note', () => {
    expect(LEGAL_STATUS_KEYS.filter((k) => !carriesNote(k))).toEqual(['Normal', 'CollectionPending']);
  });
});
