// User-facing texts of document 1 (§2, §5, §8), in one module so tests and screens share the exact wording.

export const MESSAGES = {
  validation: {
    required: '必須項目です',
    email: 'メールアドレスを正しく入力してください',
    invisibleOnly: '空白・ゼロ幅文字・制御文字だけでは入力したことになりません',
  },
  login: {
    emailLabel: 'メールアドレス',
    passwordLabel: 'パスワード',
    submit: 'ログイン',
    pinPrompt: '登録済みのメールアドレスに送信された4桁の認証コードを入力してください',
    pinDigitLabel: (index: number) => `認証コード ${index + 1}桁目`,
    pinSubmit: '認証する',
    resend: '再送する',
    resent: '認証コードを再送しました',
    success: 'ログインに成功しました',
    failureHint: 'クリックするとログイン画面に戻ります',
  },
  loginErrors: {
    sessionLimit:
      '入力回数上限を超えたため、アカウントがロックされました、時間をおいてから再度お試しください。',
    pinAttemptLimit:
      '認証コードの入力回数上限を超えたため、アカウントがロックされました、時間をおいてから再度お試しください。',
    badCredentials: 'メールアドレスもしくはパスワードが間違っています',
    sessionNotFound: '時間をおいてから再度お試しください。',
    badPin: '正しい認証コードを入力してください',
    unexpected: '予期せぬエラーが発生しました。',
    mailUnavailable: '認証コードのメールを送信できませんでした。しばらくしてから再度お試しください。',
    resendMailUnavailable:
      '認証コードのメールを再送できませんでした。前にお送りした認証コードはそのまま使えます。しばらくしてから再度お試しください。',
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
  },
  common: {
    empty: 'データがありません',
    unauthorized: 'Unauthorized',
    unauthorizedHint: 'このページを表示する権限がありません。必要な場合は管理者に権限を依頼してください。',
    notAvailable: 'N/A',
    loading: '読み込み中…',
    somethingWentWrong: 'Something went wrong',
    close: '閉じる',
  },
  /** Modals and toasts of the actions (document 2 §8 'Modals while loading' / 'Modals on failure'). */
  action: {
    processing: 'processing',
    failed: 'an error occurred',
    next: 'Next',
    back: 'Back',
    confirm: 'Confirm',
    cancel: 'Cancel',
    submit: 'Submit',
    /** An action the signed-in staff user lacks the permission for (docs/decisions.md). */
    noPermission: (permission: string) => `権限がありません: ${permission}`,
  },
  /** A change held for a second person (four eyes, issue 19), wherever it was asked for. */
  approval: {
    pending: '承認待ち',
    held: '2人目の担当者が承認すると反映されます（まだ何も変更されていません）。',
    openRequest: (requestId: string) => `申請 ${requestId} を開く`,
  },
  /** A failed request in Japanese, with the next step (issue 20; ui/error-text.ts picks one). */
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
  },
  errorBoundary: {
    heading: 'Something went wrong.',
    details: 'エラーの詳細',
    reload: '再読み込み',
  },
} as const;
