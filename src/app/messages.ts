// User-facing texts of document 1 (§2, §5, §8), in one module so tests and screens share the exact wording.

export const MESSAGES = {
  validation: {
    required: '必須項目です',
    email: 'メールアドレスを正しく入力してください',
    invisibleOnly: '空白・ゼロ幅文字・制御文字だけでは入力したことになりません',
  },
  shell: {
    logo: 'BNPL 管理コンソール',
    searchLabel: '検索',
    searchHint:
      'ID、注文番号、本人確認書類プロバイダID、VAN、氏名、電話番号（下8桁も可）、メールアドレス（@の前だけも可）で検索（2文字以上）',
    installmentPlansCancel: 'Installment Plans Cancel',
    legalStatusUpdate: 'Legal Status Update',
    merchant: 'Merchant',
    auditLog: '監査ログ',
    staff: 'スタッフ管理',
    /** A tool page the staff member cannot use at all (the page shows Unauthorized). */
    toolUnavailable: (permission: string) => `このページを使う権限がありません（${permission}）`,
    /** A tool page the staff member can view but not run (its main action needs the permission). */
    toolViewOnly: (permission: string) => `閲覧のみ: 実行には権限が必要です（${permission}）`,
    approvals: '承認待ち',
    approvalsCount: (count: number) => `承認待ち ${count}件`,
    signOut: 'ログアウト',
    security: 'セキュリティ',
  },
  common: {
    empty: 'データがありません',
    unauthorized: '権限がありません',
    unauthorizedHint: 'このページを表示する権限がありません。必要な場合は管理者に権限を依頼してください。',
    notAvailable: 'N/A',
    loading: '読み込み中…',
    somethingWentWrong: 'Something went wrong',
    close: '閉じる',
  },
  /** Modals and toasts of the actions (document 2 §8 'Modals while loading' / 'Modals on failure'). */
  action: {
    // As the shared dialogs show them in Japanese (src/i18n/catalogues/ui.ts ui.action.*; document 2 §8's English
    // texts are the English catalogue's): for the screens not yet reading the catalogue, and their tests.
    processing: '処理中…',
    failed: 'エラーが発生しました',
    next: '次へ',
    back: '戻る',
    confirm: '確認',
    cancel: 'キャンセル',
    submit: '送信',
    /** An action the signed-in staff user lacks the permission for (docs/decisions.md). */
    noPermission: (permission: string) => `権限がありません: ${permission}`,
  },
  /** A change held for a second person (four eyes), wherever it was asked for. */
  approval: {
    pending: '承認待ち',
    held: '2人目の担当者が承認すると反映されます（まだ何も変更されていません）。',
    openRequest: (requestId: string) => `申請 ${requestId} を開く`,
  },
  /** A failed request in Japanese, with the next step (ui/error-text.ts picks one). */
  errors: {
    loadFailed: '読み込めませんでした',
    retry: '再試行',
    timeout: 'サーバーから応答がありません（タイムアウト）。しばらくしてから再試行してください。',
    network: 'サーバーに接続できません。ネットワーク接続を確認して再試行してください。',
    signedOut: 'ログインの有効期限が切れました。もう一度ログインしてください。',
    forbidden: 'この操作の権限がありません。',
    notFound: '見つかりませんでした。',
    tooLarge: '送信するデータが大きすぎます。',
    rateLimited: 'リクエストが多すぎます。しばらく待ってから再試行してください。',
    unavailable: (status: number) =>
      `サーバーが一時的に利用できません（HTTP ${status}）。しばらくしてから再試行してください。`,
    server: (status: number) => `サーバーでエラーが発生しました（HTTP ${status}）。再試行してください。`,
    refused: (status: number) => `リクエストを処理できませんでした（HTTP ${status}）。`,
    appUpdated:
      '画面の読み込みに失敗しました。新しい版が公開された可能性があります。再読み込みしてください。',
    unexpected: '予期せぬエラーが発生しました。再試行してください。',
    reloadHint: '予期せぬエラーが発生しました。再読み込みしてください。',
    /** LAST_DECIDERS: a lock, revoke or role edit that would leave nobody to approve the change undoing it. */
    lastDeciders:
      'approvals.decide と staff.admin の両方を持つ、ロックされていないスタッフが2人未満になるため、変更できません（ロック解除や権限の付与を承認できる人がいなくなります）。必要な場合はサーバーのスタッフCLIで行ってください。',
  },
  errorBoundary: {
    heading: 'エラーが発生しました。',
    details: 'エラーの詳細',
    reload: '再読み込み',
  },
} as const;
