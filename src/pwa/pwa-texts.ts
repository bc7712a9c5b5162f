// Texts of the PWA banners (kept here: src/pwa does not import from src/app).
export const PWA_TEXTS = {
  offline: 'オフラインです。表示中のデータはキャッシュされたもので、閲覧のみ可能です。',
  /** Why an action button is disabled offline (changes always go to the server, never queued). */
  actionOffline: 'オフラインのため操作できません。変更にはネットワーク接続が必要です。',
  updateAvailable: '新しいバージョンがあります。',
  reload: '再読み込みして更新',
  dismiss: '後で',
} as const;
