// The consumer legal statuses: keys, Japanese display texts and snake_case forms, in one place.

export const LEGAL_STATUS_KEYS = [
  'Normal',
  'LawyerInterventionAssigned',
  'LawyerInterventionUnassigned',
  'BankruptcyStart',
  'BankruptcyConfirmed',
  'CivilRehabilitationStart',
  'CivilRehabilitationConfirmed',
  'Reconciliation',
  'FailureOfReconciliation',
  'Dead',
  'CollectionPending',
] as const;

export type LegalStatus = (typeof LEGAL_STATUS_KEYS)[number];

/** Japanese display texts, in the wording of a Japanese credit operator's collection records. */
export const LEGAL_STATUS_TEXT: Readonly<Record<LegalStatus, string>> = {
  Normal: '通常',
  LawyerInterventionAssigned: '弁護士介入（受任）',
  LawyerInterventionUnassigned: '弁護士介入（辞任）',
  BankruptcyStart: '破産手続開始',
  BankruptcyConfirmed: '破産確定',
  CivilRehabilitationStart: '民事再生手続開始',
  CivilRehabilitationConfirmed: '民事再生確定',
  Reconciliation: '和解',
  FailureOfReconciliation: '和解不成立',
  Dead: '死亡',
  CollectionPending: '回収保留',
};

/** PascalCase key → snake_case form (LawyerInterventionAssigned → lawyer_intervention_assigned). */
export function toSnakeCase(key: LegalStatus): string {
  return key.replace(/([a-z])([A-Z])/g, '$1_$2').toLowerCase();
}

export const LEGAL_STATUS_SNAKE: Readonly<Record<LegalStatus, string>> = Object.fromEntries(
  LEGAL_STATUS_KEYS.map((k) => [k, toSnakeCase(k)]),
) as Record<LegalStatus, string>;

/** Display text for either form of the status (key or snake_case); the input itself when unknown. */
export function legalStatusText(value: string): string {
  const key = parseLegalStatus(value);
  return key ? LEGAL_STATUS_TEXT[key] : value;
}

/** Once reached, no further legal-status change is offered (document 2 §4). */
export const TERMINAL_LEGAL_STATUSES: readonly LegalStatus[] = ['Dead', 'BankruptcyConfirmed'];

export function isTerminalLegalStatus(status: string): boolean {
  return (TERMINAL_LEGAL_STATUSES as readonly string[]).includes(status);
}

/** Statuses that carry a note: choosing one also disables the account (all except Normal and CollectionPending). */
export function carriesNote(status: LegalStatus): boolean {
  return status !== 'Normal' && status !== 'CollectionPending';
}

export function isLegalStatus(value: string): value is LegalStatus {
  return (LEGAL_STATUS_KEYS as readonly string[]).includes(value);
}

/** Fold what people type: NFKC (full-width letters, ASCII vs. full-width brackets), no spaces, lower case. */
function fold(value: string): string {
  return value.normalize('NFKC').replace(/\s+/g, '').toLowerCase();
}

const LOOKUP: ReadonlyMap<string, LegalStatus> = new Map(
  LEGAL_STATUS_KEYS.flatMap((k) => [
    [fold(k), k],
    [fold(LEGAL_STATUS_SNAKE[k]), k],
    [fold(LEGAL_STATUS_TEXT[k]), k],
  ]),
);

/**
 * The key for a legal status given as its key, its snake_case form or its display text (trimmed; case,
 * width and inner spaces ignored), or null when it names no status.
 */
export function parseLegalStatus(input: unknown): LegalStatus | null {
  if (typeof input !== 'string') return null;
  const folded = fold(input);
  if (!folded) return null;
  return LOOKUP.get(folded) ?? null;
}

/**
 * Why the server refused one row (the error codes of server/domain/legal-status-change.ts and the batch runner),
 * in Japanese for the result page and the result's CSV出力, which keeps the code in its own column.
 */
export const LEGAL_STATUS_REFUSAL_TEXT: Readonly<Record<string, string>> = {
  FinalStatus: '最終ステータスのため変更できません',
  AccountClosed: '退会済みのため変更できません',
  NotFound: '顧客が見つかりません',
  InvalidId: '顧客IDの形式が正しくありません',
  InvalidStatus: '法的ステータスが正しくありません',
  Duplicate: '同じ顧客の行が前にあるため適用していません',
  NotApplied: '一括更新が完了しなかったため適用していません',
  NotApproved: '承認されなかったため適用していません',
};

/** The Japanese text of a refusal code; an unknown code is named as it is, so nothing is hidden. */
export function legalStatusRefusalText(code: string | null | undefined): string {
  if (!code) return '';
  return LEGAL_STATUS_REFUSAL_TEXT[code] ?? `エラー（${code}）`;
}
