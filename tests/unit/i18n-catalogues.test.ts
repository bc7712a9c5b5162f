// The catalogues stay complete and faithful: every key of either language has a non-empty text in both, every text
// is valid ICU MessageFormat with the same placeholders in both languages, the compiled files the browser loads are
// those of the current catalogues (npm run i18n:compile), and every text the specification quotes (collected in
// fixtures/spec-texts.json, each with the spec's sentence it comes from) is its language's catalogue text verbatim.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ja } from '../../src/i18n/catalogues/ja';
import { en } from '../../src/i18n/catalogues/en';
import {
  CATALOGUE_PARTS,
  CATALOGUES,
  cataloguePart,
  compiledCatalogue,
  compiledPath,
} from '../../scripts/compile-catalogues';
import { APPROVAL_STATUS_LABELS, AUDIT_OPERATION_LABELS } from '../../src/shared/operation-labels';
import { ALL_PERMISSIONS } from '../../src/shared/permissions';
import specTexts from './fixtures/spec-texts.json';

const ROOT = path.resolve(__dirname, '../..');
/** The specification beside the repository (../shared/spec; a worktree's is two levels up), when it is there. */
const SPEC_DIR = [path.join(ROOT, '../shared/spec'), path.join(ROOT, '../../shared/spec')].find((dir) =>
  existsSync(dir),
);

/** The names of a message's placeholders (`{count, plural, …}` → count), in order of first use. */
function placeholders(message: string): string[] {
  return [...new Set([...message.matchAll(/\{\s*([A-Za-z_][\w]*)\s*[,}]/g)].map((m) => m[1]))].sort();
}

describe('the ja and en catalogues', () => {
  it('have the same keys, each with a text that is not blank', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(ja).sort());
    for (const [language, messages] of Object.entries(CATALOGUES)) {
      const blank = Object.entries(messages)
        .filter(([, text]) => typeof text !== 'string' || text.trim() === '')
        .map(([key]) => `${language}:${key}`);
      expect(blank).toEqual([]);
    }
  });

  it('use the same placeholders in both languages', () => {
    const differing = Object.keys(ja)
      .filter((key) => {
        const k = key as keyof typeof ja;
        return placeholders(ja[k]).join() !== placeholders(en[k]).join();
      })
      .map((key) => key);
    expect(differing).toEqual([]);
  });

  it('are compiled as they are now (run npm run i18n:compile after editing a catalogue)', () => {
    for (const [language, messages] of Object.entries(CATALOGUES)) {
      for (const part of CATALOGUE_PARTS) {
        expect(
          readFileSync(compiledPath(language, part), 'utf8'),
          `src/i18n/compiled/${language}-${part}.json`,
        ).toBe(compiledCatalogue(cataloguePart(messages, part)));
      }
    }
  });

  it('split each language into the sign-in part and the console part, every key in exactly one', () => {
    for (const messages of Object.values(CATALOGUES)) {
      const signIn = Object.keys(cataloguePart(messages, 'sign-in'));
      const rest = Object.keys(cataloguePart(messages, 'console'));
      expect(signIn).toContain('signIn.submit');
      expect(rest).not.toContain('signIn.submit');
      expect([...signIn, ...rest].sort()).toEqual(Object.keys(messages).sort());
    }
  });

  it('keep the sign-in part to text and plain {name} placeholders (the sign-in page reads it without Lingui)', () => {
    for (const messages of Object.values(CATALOGUES)) {
      const compiled = JSON.parse(compiledCatalogue(cataloguePart(messages, 'sign-in'))) as Record<
        string,
        unknown
      >;
      const plain = (part: unknown) =>
        typeof part === 'string' || (Array.isArray(part) && part.length === 1 && typeof part[0] === 'string');
      const notPlain = Object.entries(compiled)
        .filter(
          ([, message]) => !(typeof message === 'string' || (Array.isArray(message) && message.every(plain))),
        )
        .map(([key]) => key);
      expect(notPlain).toEqual([]);
    }
  });

  it('name every operation, request status and permission in both languages (no code is the only text)', () => {
    for (const code of Object.keys(AUDIT_OPERATION_LABELS)) {
      expect(ja[`operation.${code}` as keyof typeof ja]).toBe(
        AUDIT_OPERATION_LABELS[code as keyof typeof AUDIT_OPERATION_LABELS],
      );
      expect(en[`operation.${code}` as keyof typeof en]).toMatch(/[A-Za-z]/);
    }
    for (const code of [...Object.keys(APPROVAL_STATUS_LABELS)]) {
      expect(en[`approvalStatus.${code}` as keyof typeof en]).toBeTruthy();
    }
    for (const code of ALL_PERMISSIONS) {
      expect(ja[`permission.${code}` as keyof typeof ja]).toBeTruthy();
      expect(en[`permission.${code}` as keyof typeof en]).not.toBe(code);
    }
  });

  it('hold the texts the specification quotes, verbatim, in the language it quotes them in', () => {
    expect(specTexts.length).toBeGreaterThan(0);
    const specs = new Map<string, string>();
    for (const entry of specTexts) {
      expect(entry.quote).toContain(entry.text);
      // The fixture's sentence is the spec's (checked wherever the spec is beside the repository, as on the team's
      // machines; a bare clone has only the fixture): the fixture cannot drift from the spec unnoticed.
      if (SPEC_DIR) {
        const spec =
          specs.get(entry.spec) ?? readFileSync(path.join(SPEC_DIR, entry.spec), 'utf8').replace(/\s+/g, ' ');
        specs.set(entry.spec, spec);
        expect(spec, `${entry.spec} quotes "${entry.quote}"`).toContain(entry.quote);
      }
      const catalogue = entry.language === 'ja' ? ja : en;
      expect(catalogue[entry.key as keyof typeof ja], `${entry.language}:${entry.key}`).toBe(entry.text);
    }
  });
});
