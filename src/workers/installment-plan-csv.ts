// The bulk-cancel CSV (document 2 §5): installment plan ids are taken wherever they stand in the file,
// by the shared isp_ pattern; repeats are dropped and listed in a notice; a file without any is 'No Data'.
// Nothing is skipped without a line saying so: a token that starts like a plan id but is not one
// (isp_123) and a line with text but no id are named with their lines (the file's first line is line 1).
import { INSTALLMENT_PLAN_ID_IN_TEXT, INSTALLMENT_PLAN_ID_PATTERN } from '../shared/id-patterns';
import { FirstOf } from '../shared/line-list';
import { csvLineChunks } from './csv-rows';
import {
  INSTALLMENT_PLAN_CSV_TEXT,
  duplicatePlanIdsNotice,
  linesWithoutIdNotice,
  malformedPlanIdsNotice,
  withLines,
} from './csv-texts';

export interface InstallmentPlanCsvResult {
  /** Each id once, in the order of its first appearance: what cancelContracts receives. */
  readonly ids: string[];
  /** The line of each id's first appearance (the file's first line is line 1), parallel to `ids`. */
  readonly lines: number[];
  /** Each id that appeared more than once, once, in the order of its first repeat. */
  readonly duplicates: string[];
  /** How many times an id was found in all, repeats included. */
  readonly occurrences: number;
  /** 'No Data', the notice listing the removed duplicates, and what was skipped with its lines. */
  readonly messages: readonly string[];
}

/** A token that starts like a plan id (isp_ and word characters), whole. */
const PLAN_ID_LIKE = /(?<![0-9A-Za-z_])isp_[0-9A-Za-z_]*/g;

/**
 * Collects ids from pieces of the file cut at line ends (an id never spans a line, and a line end is
 * not an id character, so the pattern's edges behave as on the whole text), line by line.
 */
export class InstallmentPlanIdExtractor {
  private readonly seen = new Set<string>();
  private readonly repeated = new Set<string>();
  private readonly ids: string[] = [];
  private readonly lines: number[] = [];
  private readonly pattern = new RegExp(INSTALLMENT_PLAN_ID_IN_TEXT.source, 'g');
  private readonly repeatLines = new FirstOf<number>();
  private readonly malformed = new FirstOf<{ id: string; line: number }>();
  private readonly withoutId = new FirstOf<number>();
  private occurrences = 0;
  private line = 0;

  addText(text: string): void {
    const lines = text.split('\n');
    // A piece ends just after a line end: the empty string after it is no line.
    if (text.endsWith('\n')) lines.pop();
    for (const line of lines) this.addLine(line);
  }

  private addLine(text: string): void {
    this.line++;
    let found = 0;
    let repeatedHere = false;
    for (const match of text.matchAll(this.pattern)) {
      const id = match[0];
      found++;
      this.occurrences++;
      if (!this.seen.has(id)) {
        this.seen.add(id);
        this.ids.push(id);
        this.lines.push(this.line);
      } else {
        this.repeated.add(id);
        if (!repeatedHere) this.repeatLines.add(this.line);
        repeatedHere = true;
      }
    }
    for (const match of text.matchAll(PLAN_ID_LIKE)) {
      if (INSTALLMENT_PLAN_ID_PATTERN.test(match[0])) continue;
      this.malformed.add({ id: match[0].slice(0, 40), line: this.line });
      found++;
    }
    if (found === 0 && /[^\s,"]/.test(text)) this.withoutId.add(this.line);
  }

  finish(): InstallmentPlanCsvResult {
    const duplicates = [...this.repeated];
    const messages: string[] = this.ids.length === 0 ? [INSTALLMENT_PLAN_CSV_TEXT.noData] : [];
    if (duplicates.length)
      messages.push(
        withLines(duplicatePlanIdsNotice(duplicates), this.repeatLines.items, this.repeatLines.total),
      );
    if (this.malformed.total)
      messages.push(malformedPlanIdsNotice(this.malformed.items, this.malformed.total));
    if (this.withoutId.total) messages.push(linesWithoutIdNotice(this.withoutId.items, this.withoutId.total));
    return { ids: this.ids, lines: this.lines, duplicates, occurrences: this.occurrences, messages };
  }
}

export function extractInstallmentPlanCsv(text: string): InstallmentPlanCsvResult {
  const extractor = new InstallmentPlanIdExtractor();
  for (const chunk of csvLineChunks(text)) extractor.addText(chunk.text);
  return extractor.finish();
}
