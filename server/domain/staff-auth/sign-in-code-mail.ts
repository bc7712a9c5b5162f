// The e-mail that carries a sign-in code (Japanese, plain text).
import type { MailMessage } from '../../mail/mailer';
import { SIGN_IN_CODE_TTL_MS } from './sign-in-policy';

export const SIGN_IN_CODE_MAIL_SUBJECT = '【BNPL管理コンソール】認証コード';

export function signInCodeMail(to: string, code: string): MailMessage {
  const minutes = SIGN_IN_CODE_TTL_MS / 60_000;
  return {
    to,
    subject: SIGN_IN_CODE_MAIL_SUBJECT,
    text: [
      'BNPL管理コンソールへのログインに必要な認証コードをお送りします。',
      '',
      `認証コード: ${code}`,
      '',
      `この認証コードの有効期限は${minutes}分間です。ログイン画面で入力してください。`,
      '',
      'このメールに心当たりがない場合（ご自身でログインしようとしていない場合）は、このメールを破棄してください。',
      '認証コードを他の人に教えないでください。',
    ].join('\n'),
  };
}
