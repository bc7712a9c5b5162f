// A new staff member's one-time link: 256 random bits, only their SHA-256 stored, single use, valid
// for 24 hours. The link is mailed through the configured mailer (the development outbox logs it; nothing else ever
// does); redeeming it sets the password, after which the person signs in as everyone does (password, then code).
import { sql } from 'drizzle-orm';
import type { Orm } from '../../db/client';
import { rows, type Db } from '../../db/sql';
import type { Mailer, MailMessage } from '../../mail/mailer';
import { writeAudit } from '../audit';
import { hashToken, newOpaqueToken } from '../staff-auth/sign-in-rules';
import { hashPassword, MIN_PASSWORD_LENGTH } from '../staff-accounts';

export const SET_PASSWORD_TTL_MS = 24 * 3_600_000;
/** Longer passwords cost argon2 time for nothing; the sign-in step has the same bound. */
export const MAX_PASSWORD_LENGTH = 1024;
export const SET_PASSWORD_MAIL_SUBJECT = '【BNPL管理コンソール】パスワードの設定';

export function setPasswordMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: SET_PASSWORD_MAIL_SUBJECT,
    text: [
      'BNPL管理コンソールのスタッフアカウントが作成されました。',
      '',
      '次のリンクを開いて、パスワードを設定してください（リンクは1回だけ使えます）。',
      link,
      '',
      `このリンクの有効期限は${SET_PASSWORD_TTL_MS / 3_600_000}時間です。期限が切れた場合は管理者に再送を依頼してください。`,
      'このメールに心当たりがない場合は、このメールを破棄してください。',
    ].join('\n'),
  };
}

/**
 * Issues a new link for a staff member who has no password yet (earlier links stop working) and mails it. Runs
 * after the change that created the member committed; answers false when there is nobody to invite.
 */
export async function sendSetPasswordLink(
  db: Orm,
  mailer: Mailer,
  staffId: string,
  consoleUrl: string,
  now: Date,
): Promise<boolean> {
  const token = newOpaqueToken();
  const email = await db.transaction(async (tx) => {
    const [member] = await rows<{ email: string }>(
      tx,
      sql`select email from staff_users where id = ${staffId} and password_hash = '' for update`,
    );
    if (!member) return null;
    await tx.execute(
      sql`update set_password_tokens set used_at = ${now.toISOString()}::timestamptz
          where staff_user_id = ${staffId} and used_at is null`,
    );
    await tx.execute(sql`
      insert into set_password_tokens (staff_user_id, token_hash, created_at, expires_at)
      values (${staffId}, ${hashToken(token)}, ${now.toISOString()}::timestamptz,
              ${new Date(now.getTime() + SET_PASSWORD_TTL_MS).toISOString()}::timestamptz)`);
    return member.email;
  });
  if (!email) return false;
  await mailer.send(setPasswordMail(email, `${consoleUrl}/set-password?token=${token}`));
  return true;
}

export type SetPasswordResult =
  { ok: true; email: string } | { ok: false; code: 'BadRequest' | 'InvalidToken'; message: string };

const INVALID: SetPasswordResult = {
  ok: false,
  code: 'InvalidToken',
  message: 'The link is not valid: it was used already, it expired, or it is not a link we sent',
};

/** Redeems a link: sets the password once, audited; an unknown, used or expired token gets one answer. */
export async function redeemSetPasswordLink(
  db: Orm,
  input: { token: string; password: string; ip: string },
  now: Date,
): Promise<SetPasswordResult> {
  if (input.password.length < MIN_PASSWORD_LENGTH)
    return {
      ok: false,
      code: 'BadRequest',
      message: `The password must have at least ${MIN_PASSWORD_LENGTH} characters`,
    };
  if (input.password.length > MAX_PASSWORD_LENGTH)
    return { ok: false, code: 'BadRequest', message: 'The password is too long' };
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(input.token)) return INVALID;
  const live = (db: Db, lock: boolean) =>
    rows<{ staffId: string; email: string }>(
      db,
      sql`select t.staff_user_id as "staffId", u.email
          from set_password_tokens t join staff_users u on u.id = t.staff_user_id
          where t.token_hash = ${hashToken(input.token)} and t.used_at is null
            and t.expires_at > ${now.toISOString()}::timestamptz ${lock ? sql`for update of t` : sql``}`,
    );
  // A link that cannot work costs no argon2 run; one that can is checked again under its row lock.
  if (!(await live(db, false)).length) return INVALID;
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [found] = await live(tx, true);
    if (!found) return INVALID;
    await tx.execute(
      sql`update set_password_tokens set used_at = ${now.toISOString()}::timestamptz
          where staff_user_id = ${found.staffId} and used_at is null`,
    );
    await tx.execute(
      sql`update staff_users set password_hash = ${passwordHash}, updated_at = now() where id = ${found.staffId}`,
    );
    await writeAudit(tx, {
      staff: { id: found.staffId, email: found.email },
      operation: 'staff.password_set',
      targetType: 'staff_user',
      targetId: found.staffId,
      outcome: 'success',
      detail: { via: 'set_password_link' },
      ip: input.ip,
    });
    return { ok: true, email: found.email };
  });
}
