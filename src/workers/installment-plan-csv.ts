// The bulk-cancel CSV (document 2 §5): installment plan ids are taken wherever they stand in the file,
// by the shared isp_ pattern; repeats are dropped and listed in a notice; a file without any is 'No Data'.
import { INSTALLMENT_PLAN_ID_IN_TEXT } from '../shared/id-patterns';
import { csvLineChunks } from './csv-rows';
import { INSTALLMENT_PLAN_CSV_TEXT, duplicatePlanIdsNotice } from './csv-texts';

export interface InstallmentPlanCsvResult {
  /** Each id once, in the order of its first appearance: what cancelContracts receives. */
  readonly ids: string[];
  /** Each id that appeared more than once, once, in the order of its first repeat. */
  readonly duplicates: string[];
  /** How many times an id was found in all, repeats included. */
  readonly occurrences: number;
  /** 'No Data', or the notice listing the removed duplicates, or nothing. */
  readonly messages: readonly string[];
}

/**
 * Collects ids from pieces of the file cut at line ends (an id never spans a line, and a line end is
 * not an id character, so the pattern's edges behave as on the whole text).
 */
export class InstallmentPlanIdExtractor {
  private readonly seen = new Set<string>();
  private readonly repeated = new Set<string>();
  private readonly ids: string[] = [];
  private readonly pattern = new RegExp(INSTALLMENT_PLAN_ID_IN_TEXT.source, 'g');
  private occurrences = 0;

  addText(text: string): void {
    for (const match of text.matchAll(this.pattern)) {
      const id = match[0];
      this.occurrences++;
      if (!this.seen.has(id)) {
        this.seen.add(id);
        this.ids.push(id);
      } else {
        this.repeated.add(id);
      }
    }
  }

  finish(): InstallmentPlanCsvResult {
    const duplicates = [...this.repeated];
    const messages: string[] = this.ids.length === 0 ? [INSTALLMENT_PLAN_CSV_TEXT.noData] : [];
    if (duplicates.length) messages.push(duplicatePlanIdsNotice(duplicates));
    return { ids: this.ids, duplicates, occurrences: this.occurrences, messages };
  }
}

export function extractInstallmentPlanCsv(text: string): InstallmentPlanCsvResult {
  const extractor = new InstallmentPlanIdExtractor();
  for (const chunk of csvLineChunks(text)) extractor.addText(chunk.text);
  return extractor.finish();
}
