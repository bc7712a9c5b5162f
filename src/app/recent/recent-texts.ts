// Texts of the recent cases list and of the data-freshness line.
export const RECENT_TEXTS = {
  title: '最近開いたケース',
  empty: '最近開いたケースはありません',
  toggle: '最近のケース',
  kind: { consumer: '顧客', account: '顧客アカウント', payment: '決済', combiniPayment: 'コンビニ決済' },
  fetchedAt: '取得日時',
  refreshing: '最新のデータを取得中…',
  offline: 'オフラインのため更新できません',
  /** How old the data on screen is: under a minute, n minutes, n hours. */
  age: (ms: number) => {
    const minutes = Math.floor(Math.max(0, ms) / 60_000);
    if (minutes < 1) return '1 分以内のデータ';
    if (minutes < 60) return `${minutes} 分前のデータ`;
    return `${Math.floor(minutes / 60)} 時間前のデータ`;
  },
} as const;
