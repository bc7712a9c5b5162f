// The few texts the entry chunk shows before the catalogue is loaded, or without it (the loading line, the root
// error screen, the toasts' close button, a failed request). Lingui and the catalogues are not in the entry (the
// sign-in page's JavaScript budget), so these are here in both languages, with the language in a store without
// dependencies: the start language until Lingui activates one (i18n.ts tells this module). The catalogues spread
// these texts in, so each is written once. The entry's shared parts that only a signed-in page shows (Unauthorized,
// the empty box, a failed query, a missing permission) read their texts (LateKey) from the console's catalogue,
// which i18n.ts hands over here with Lingui, so the sign-in page does not carry them in both languages.
import { useSyncExternalStore } from 'react';
import type { Language } from '../shared/language';
import { startLanguage } from './start-language';

const EARLY_JA = {
  'ui.loading': '読み込み中…',
  'ui.close': '閉じる',
  'ui.errorHeading': 'エラーが発生しました。',
  'ui.errorDetails': 'エラーの詳細',
  'ui.reload': '再読み込み',
  'ui.error.timeout': 'サーバーから応答がありません（タイムアウト）。しばらくしてから再試行してください。',
  'ui.error.network': 'サーバーに接続できません。ネットワーク接続を確認して再試行してください。',
  'ui.error.signedOut': 'ログインの有効期限が切れました。もう一度ログインしてください。',
  'ui.error.forbidden': 'この操作の権限がありません。',
  'ui.error.notFound': '見つかりませんでした。',
  'ui.error.tooLarge': '送信するデータが大きすぎます。',
  'ui.error.rateLimited': 'リクエストが多すぎます。しばらく待ってから再試行してください。',
  'ui.error.unavailable':
    'サーバーが一時的に利用できません（HTTP {status}）。しばらくしてから再試行してください。',
  'ui.error.server': 'サーバーでエラーが発生しました（HTTP {status}）。再試行してください。',
  'ui.error.refused': 'リクエストを処理できませんでした（HTTP {status}）。',
  'ui.error.appUpdated':
    '画面の読み込みに失敗しました。新しい版が公開された可能性があります。再読み込みしてください。',
  'ui.error.unexpected': '予期せぬエラーが発生しました。再試行してください。',
  'ui.error.reloadHint': '予期せぬエラーが発生しました。再読み込みしてください。',
} as const;

/** Texts of the entry's shared parts shown only signed in: in catalogues/ui.ts, read through i18n.ts. */
export type LateKey =
  | 'ui.empty'
  | 'ui.unauthorized'
  | 'ui.unauthorizedHint'
  | 'ui.loadFailed'
  | 'ui.retry'
  | 'ui.error.lastDeciders'
  | 'ui.noPermission';
type BuiltInKey = keyof typeof EARLY_JA;
export type EarlyKey = BuiltInKey | LateKey;
type Values = Readonly<Record<string, string | number>>;

const EARLY_EN: Record<BuiltInKey, string> = {
  'ui.loading': 'Loading…',
  'ui.close': 'Close',
  'ui.errorHeading': 'Something went wrong.',
  'ui.errorDetails': 'Error details',
  'ui.reload': 'Reload',
  'ui.error.timeout': 'The server did not answer in time. Try again in a while.',
  'ui.error.network': 'Cannot reach the server. Check the network connection and try again.',
  'ui.error.signedOut': 'Your sign-in has expired. Please sign in again.',
  'ui.error.forbidden': 'You do not have the permission for this.',
  'ui.error.notFound': 'Not found.',
  'ui.error.tooLarge': 'The data sent is too large.',
  'ui.error.rateLimited': 'Too many requests. Wait a moment and try again.',
  'ui.error.unavailable': 'The server is unavailable for now (HTTP {status}). Try again in a while.',
  'ui.error.server': 'The server had an error (HTTP {status}). Try again.',
  'ui.error.refused': 'The request could not be processed (HTTP {status}).',
  'ui.error.appUpdated': 'The screen failed to load. A new version may have been released. Please reload.',
  'ui.error.unexpected': 'An unexpected error occurred. Try again.',
  'ui.error.reloadHint': 'An unexpected error occurred. Please reload.',
};

export const EARLY_TEXTS: { ja: typeof EARLY_JA; en: Record<BuiltInKey, string> } = {
  ja: EARLY_JA,
  en: EARLY_EN,
};

let current: Language | null = null;
// Bumped on every change of language or of the late texts' source: what a component using the texts re-renders on.
let version = 0;
const listeners = new Set<() => void>();
const currentVersion = () => version;

function language(): Language {
  current ??= startLanguage();
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function changed(): void {
  version += 1;
  for (const listener of listeners) listener();
}

/** Called whenever a language is activated (sign-in texts, Lingui); `force`: the late texts' language changed. */
export function setEarlyLanguage(next: Language, force = false): void {
  if (next === current && !force) return;
  current = next;
  changed();
}

let lateTexts: ((key: LateKey, values?: Values) => string) | null = null;

/** Called by i18n.ts when Lingui is loaded: the LateKey texts come from its catalogue from then on. */
export function setLateTexts(lookup: (key: LateKey, values?: Values) => string): void {
  lateTexts = lookup;
}

function isBuiltIn(key: EarlyKey): key is BuiltInKey {
  return Object.hasOwn(EARLY_JA, key);
}

/** The text in the current language; `{name}` placeholders (the only ICU these texts use) filled from `values`. */
export function earlyText(key: EarlyKey, values?: Values): string {
  if (!isBuiltIn(key)) return lateTexts ? lateTexts(key, values) : key;
  const text: string = EARLY_TEXTS[language()][key];
  return values ? text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole)) : text;
}

/** `const t = useEarlyText(); t('ui.loading')`: renders again when the language changes. */
export function useEarlyText(): typeof earlyText {
  useSyncExternalStore(subscribe, currentVersion, currentVersion);
  return earlyText;
}
