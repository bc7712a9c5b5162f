// The e-mail that carries a sign-in code (plain text, in the member's language), and the notice of a refused one.
import type { MailMessage } from '../../mail/mailer';
import { SIGN_IN_CODE_TTL_MS } from './sign-in-policy';
import type { Language } from '../../../src/shared/language';

export const SIGN_IN_CODE_MAIL_SUBJECT = '【BNPL管理コンソール】認証コード';
export const SIGN_IN_CODE_MAIL_SUBJECT_EN = '[BNPL Console] Your sign-in code';

/** The code's mail in the member's console language (Japanese until they choose one). */
export function signInCodeMail(to: string, code: string, language: Language = 'ja'): MailMessage {
  const minutes = SIGN_IN_CODE_TTL_MS / 60_000;
  if (language === 'en') {
    return {
      to,
      subject: SIGN_IN_CODE_MAIL_SUBJECT_EN,
      text: [
        'Here is the code you need to sign in to the BNPL Console.',
        '',
        `Sign-in code: ${code}`,
        '',
        `The code is valid for ${minutes} minutes. Enter it on the sign-in page.`,
        '',
        'If you did not try to sign in, ignore this e-mail.',
        'Never tell anyone this code.',
      ].join('\n'),
    };
  }
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

export const SIGN_IN_NOTICE_MAIL_SUBJECT = '【BNPL管理コンソール】ログインを制限しています';

/** Why a right password got no code: the e-mail's backoff, the code-step lock, or the administrator's lock. */
export type NoticeReason = 'password_backoff' | 'code_locked' | 'manual_lock';

const jst = new Intl.DateTimeFormat('ja-JP', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * The mail a staff member gets when they typed the right password but the screen said it was wrong: the screen
 * must not tell a stranger that the account is throttled or locked, so only the account's own mailbox learns it.
 */
export function signInNoticeMail(to: string, reason: NoticeReason, until: Date | null): MailMessage {
  const when = until ? `${jst.format(until)}（日本時間）` : '';
  const body: Record<NoticeReason, string[]> = {
    password_backoff: [
      'パスワードの誤入力が続いたため、このアカウントへの新しいログインを一時的に制限しています。',
      `${when}以降にもう一度ログインしてください。ログイン済みの画面はそのまま使えます。`,
      'ログインに成功したことのあるブラウザからは、この制限を受けずにログインできます。',
    ],
    code_locked: [
      '認証コードの誤入力が続いたため、このアカウントの認証コードによるログインを停止しています。',
      `${when}以降にもう一度ログインするか、管理者にロックの解除を依頼してください。`,
      'ご自身で誤入力していない場合、パスワードが他人に知られている可能性があります。管理者に連絡してください。',
    ],
    manual_lock: [
      'このアカウントは管理者によってロックされています。',
      'ログインが必要な場合は管理者に連絡してください。',
    ],
  };
  return {
    to,
    subject: SIGN_IN_NOTICE_MAIL_SUBJECT,
    text: [
      'BNPL管理コンソールへのログインで正しいパスワードが入力されましたが、認証コードは送信していません。',
      '',
      ...body[reason],
      '',
      'このメールに心当たりがない場合（ご自身でログインしようとしていない場合）は、管理者に連絡してください。',
    ].join('\n'),
  };
}
