// Texts of the audit trail page and the consumer's staff actions (issue 19, part 2).

export const AUDIT_TEXTS = {
  title: '監査ログ',
  filters: '絞り込み',
  staffEmail: 'スタッフのメールアドレス',
  operation: '操作',
  anyOperation: 'すべての操作',
  targetId: '対象ID',
  outcome: '結果',
  anyOutcome: 'すべての結果',
  from: '開始日 (JST)',
  to: '終了日 (JST)',
  apply: '絞り込む',
  clear: 'クリア',
  badRange: '開始日は終了日以前にしてください',
  entries: '監査ログ一覧',
  empty: '該当する監査ログはありません',
  pager: '監査ログ ページ送り',
  open: '詳細',
  openLabel: (sequence: string) => `連番 ${sequence} の詳細`,
  nobody: '（不明）',
  // The chain
  chain: 'ハッシュチェーン',
  headSequence: '最新の連番',
  headHash: '最新のハッシュ',
  headAt: '最新の記録日時',
  lastVerified: '最終検証',
  lastVerifiedNone: '未検証',
  verifiedThrough: (sequence: string, at: string) => `連番 ${sequence} まで正常（${at}）`,
  brokenAt: (sequence: string, rowId: string, at: string) =>
    `改ざんを検出: 連番 ${sequence}（行ID ${rowId}）（${at}）`,
  brokenUnchained: (rowId: string, at: string) => `改ざんを検出: 連番のない行（行ID ${rowId}）（${at}）`,
  verifyNow: '今すぐ検証',
  verifying: '検証中',
  progress: (checked: string, total: string, percent: number) => `${checked} / ${total} 行（${percent}%）`,
  verifyStarted: '検証を開始しました',
  verifyFailed: '検証を開始できませんでした',
  emptyLog: '監査ログは空です',
  // The detail dialog
  detailTitle: (sequence: string) => `監査ログ 連番 ${sequence}`,
  maker: '実行者',
  approver: '承認者',
  target: '対象',
  ip: 'IPアドレス',
  at: '日時',
  sequence: '連番',
  args: '引数',
  refusal: '拒否理由',
  other: '詳細',
  none: 'なし',
  detailRaw: 'detail',
  // The consumer page
  staffActions: 'スタッフ操作',
  staffActionsHint: 'この顧客を対象としたスタッフの操作（なりすましログイン・拒否された操作を含む）',
} as const;

export const OUTCOME_TEXTS = {
  success: '成功',
  failure: '失敗',
  refused: '拒否',
  dry_run: '試行（dry run）',
} as const;

export const AUDIT_COLUMNS = {
  sequence: '連番',
  at: '日時',
  staffEmail: 'スタッフ',
  operation: '操作',
  target: '対象',
  outcome: '結果',
  approver: '承認者',
  open: '詳細',
} as const;
