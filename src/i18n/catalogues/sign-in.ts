// The texts of the pages shown signed out: the sign-in page (with its code, passkey and SSO steps), the field checks
// it shares with the console, the console's name and these pages' titles (signInJa, compiled apart from the rest into
// src/i18n/compiled/<language>-sign-in.json: the sign-in page loads only this part of its language), and the
// set-password page's (setPasswordJa: in the console's part, which that page, seen once per member, loads whole).
// The specification's Japanese texts (document 1 §2, §5, §8) are quoted verbatim.
import { prefixed } from './prefixed';

const SIGN_IN_JA = {
  emailLabel: 'メールアドレス',
  passwordLabel: 'パスワード',
  submit: 'ログイン',
  pinPrompt: '登録済みのメールアドレスに送信された4桁の認証コードを入力してください',
  pinDigitLabel: '認証コード {digit}桁目',
  pinSubmit: '認証する',
  resend: '再送する',
  resent: '認証コードを再送しました',
  success: 'ログインに成功しました',
  failureHint: 'クリックするとログイン画面に戻ります',
  sso: 'SSOでログイン',
  ssoSeparator: 'または',
  // Document 1 §8's catalogue, and what the later sign-in methods add to it
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
  ssoRequired: 'このアカウントはSSOでのログインが必要です。「SSOでログイン」からログインしてください。',
  ssoUnknownEmail: 'このメールアドレスのスタッフアカウントがありません。管理者に連絡してください。',
  ssoEmailNotVerified: 'IDプロバイダーでメールアドレスが確認されていないため、ログインできません。',
  ssoLocked: 'アカウントがロックされています。管理者に連絡してください。',
  ssoUnavailable: 'IDプロバイダーに接続できませんでした。しばらくしてから再度お試しください。',
  ssoFailed: 'SSOでのログインに失敗しました。もう一度お試しください。',
  // The passkey steps
  passkeyPrompting: 'パスキーで確認しています。ブラウザの表示に従ってください。',
  passkeyRetry: 'パスキーでログイン',
  passkeyUseCode: 'メールで認証コードを受け取る',
  passkeyFailed: 'パスキーで確認できませんでした。もう一度お試しください。',
  passkeyCancelled: 'パスキーの確認がキャンセルされたか、時間切れになりました。',
  passkeyCodeUnavailable: 'このアカウントはパスキーでのみログインできます。',
  enrolTitle: 'パスキーの登録が必要です',
  enrolText: 'あなたのロールではパスキーでのログインが必要です。この端末でパスキーを登録してください。',
  enrol: 'パスキーを登録',
  enrolFailed: 'パスキーを登録できませんでした。もう一度お試しください。',
  enrolled: 'パスキーを登録しました。パスキーでもう一度ログインしてください。',
  passkeyDefaultName: 'パスキー',
} as const;

const SIGN_IN_EN: Record<keyof typeof SIGN_IN_JA, string> = {
  emailLabel: 'E-mail',
  passwordLabel: 'Password',
  submit: 'Sign in',
  pinPrompt: 'Enter the 4-digit code sent to your registered e-mail address',
  pinDigitLabel: 'Code digit {digit}',
  pinSubmit: 'Verify',
  resend: 'Resend',
  resent: 'The code was sent again',
  success: 'Signed in successfully',
  failureHint: 'Click to go back to the sign-in form',
  sso: 'Sign in with SSO',
  ssoSeparator: 'or',
  sessionLimit: 'Too many attempts: the account is locked. Try again later.',
  pinAttemptLimit: 'Too many wrong codes: the account is locked. Try again later.',
  badCredentials: 'The e-mail address or the password is wrong',
  sessionNotFound: 'Try again later.',
  badPin: 'Enter the correct code',
  unexpected: 'An unexpected error occurred.',
  mailUnavailable: 'The e-mail with the code could not be sent. Try again in a while.',
  resendMailUnavailable:
    'The e-mail with the code could not be sent again. The code sent before still works. Try again in a while.',
  ssoRequired: 'This account must sign in with SSO. Use “Sign in with SSO”.',
  ssoUnknownEmail: 'There is no staff account with this e-mail address. Contact an administrator.',
  ssoEmailNotVerified: 'The identity provider has not verified this e-mail address, so you cannot sign in.',
  ssoLocked: 'The account is locked. Contact an administrator.',
  ssoUnavailable: 'The identity provider could not be reached. Try again in a while.',
  ssoFailed: 'Signing in with SSO failed. Try again.',
  passkeyPrompting: 'Checking with your passkey. Follow your browser’s prompt.',
  passkeyRetry: 'Sign in with a passkey',
  passkeyUseCode: 'Get a code by e-mail',
  passkeyFailed: 'The passkey could not be verified. Try again.',
  passkeyCancelled: 'The passkey check was cancelled or timed out.',
  passkeyCodeUnavailable: 'This account can sign in with a passkey only.',
  enrolTitle: 'A passkey is required',
  enrolText: 'Your role requires signing in with a passkey. Register a passkey on this device.',
  enrol: 'Register a passkey',
  enrolFailed: 'The passkey could not be registered. Try again.',
  enrolled: 'The passkey is registered. Sign in again with it.',
  passkeyDefaultName: 'Passkey',
};

const SET_PASSWORD_JA = {
  title: 'パスワードの設定',
  invalidLink:
    'このリンクは使用できません（使用済み、期限切れ、または正しくないリンクです）。管理者にリンクの再送を依頼してください。',
  done: 'パスワードを設定しました。',
  toLogin: 'ログイン画面へ',
  password: '新しいパスワード',
  confirmation: '新しいパスワード（確認）',
  sending: '設定中…',
  submit: 'パスワードを設定',
  tooShort: 'パスワードは{min}文字以上で入力してください',
  mismatch: '確認用のパスワードが一致しません',
} as const;

const SET_PASSWORD_EN: Record<keyof typeof SET_PASSWORD_JA, string> = {
  title: 'Set your password',
  invalidLink:
    'This link cannot be used (already used, expired or not a valid link). Ask an administrator to send it again.',
  done: 'Your password is set.',
  toLogin: 'Go to sign-in',
  password: 'New password',
  confirmation: 'New password (again)',
  sending: 'Setting…',
  submit: 'Set password',
  tooShort: 'Enter a password of at least {min} characters',
  mismatch: 'The two passwords do not match',
};

// Document 1 §5's field checks (the sign-in form's, and every form's in the console).
const VALIDATION_JA = {
  required: '必須項目です',
  email: 'メールアドレスを正しく入力してください',
  invisibleOnly: '空白・ゼロ幅文字・制御文字だけでは入力したことになりません',
} as const;

const VALIDATION_EN: Record<keyof typeof VALIDATION_JA, string> = {
  required: 'This field is required',
  email: 'Enter a valid e-mail address',
  invisibleOnly: 'Spaces, zero-width or control characters alone do not count as input',
};

export const signInJa = {
  'shell.logo': 'BNPL 管理コンソール',
  'title.login': 'ログイン',
  'title.setPassword': 'パスワード設定',
  ...prefixed('signIn', SIGN_IN_JA),
  ...prefixed('validation', VALIDATION_JA),
};

export const signInEn: Record<keyof typeof signInJa, string> = {
  'shell.logo': 'BNPL Console',
  'title.login': 'Sign in',
  'title.setPassword': 'Set password',
  ...prefixed('signIn', SIGN_IN_EN),
  ...prefixed('validation', VALIDATION_EN),
};

export const setPasswordJa = prefixed('setPassword', SET_PASSWORD_JA);
export const setPasswordEn: Record<keyof typeof setPasswordJa, string> = prefixed(
  'setPassword',
  SET_PASSWORD_EN,
);
