// The console's two languages (one per screen, chosen per staff member) and how a browser's language picks one
// before the staff member has chosen: Japanese for ja, English for anything else.

export const LANGUAGES = ['ja', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return value === 'ja' || value === 'en';
}

/** `ja`, `ja-JP` → ja; every other tag (and none) → en. */
export function languageOfBrowser(tags: readonly string[] | undefined): Language {
  const first = tags?.[0]?.toLowerCase() ?? '';
  return first === 'ja' || first.startsWith('ja-') ? 'ja' : 'en';
}
