// The sign-in mail: SMTP when SMTP_URL is set (nothing about the code in any log), the development outbox otherwise.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../support/harness';
import { extractSignInCode } from '../support/smtp-peer';
import { createMailer } from '../../server/mail/mailer';
import type { Config } from '../../server/config';
import { signInCodeMail } from '../../server/domain/staff-auth/sign-in-code-mail';

let h: Harness;

beforeAll(async () => {
  h = await startHarness({ consumers: 0, demoStaff: false });
});
afterAll(async () => {
  await h?.close();
});

/** The test server's settings (mailFrom included) with these overrides. */
const config = (overrides: Partial<Config>): Config => ({ ...h.server.config, ...overrides });

describe('sign-in mail', () => {
  it('with SMTP_URL the code goes through SMTP in Japanese and nothing about it is logged', async () => {
    const lines: string[] = [];
    const mailer = createMailer(config({ smtpUrl: h.smtp.url }), (line) => lines.push(line));
    expect(mailer.isDevOutbox).toBe(false);
    const after = Date.now();
    await mailer.send(signInCodeMail('someone@example.com', '0427'));
    const mail = await h.smtp.waitForMail('someone@example.com', { after });
    expect(mail.subject).toBe('【BNPL管理コンソール】認証コード');
    expect(extractSignInCode(mail.text)).toBe('0427');
    expect(mail.text).toContain('有効期限は10分間');
    expect(mail.text).toContain('心当たりがない場合');
    expect(lines.join('\n')).not.toContain('0427');
  });

  it('without SMTP_URL the development outbox prints the mail, code included, to the log', async () => {
    const lines: string[] = [];
    const mailer = createMailer(config({ smtpUrl: undefined }), (line) => lines.push(line));
    expect(mailer.isDevOutbox).toBe(true);
    await mailer.send(signInCodeMail('someone@example.com', '0042'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\[dev outbox\] to someone@example\.com: 【BNPL管理コンソール】認証コード\n/);
    expect(extractSignInCode(lines[0])).toBe('0042');
  });

  it('a sign-in through the development outbox works with the code from the log', async () => {
    const staff = await h.account([], { email: 'outbox@example.com' });
    const server = await h.startServer({ config: { smtpUrl: undefined } });
    try {
      const client = h.client({ baseUrl: server.baseUrl });
      expect((await client.passwordStep('outbox@example.com', staff.password)).status).toBe(200);
      expect((await client.codeStep(extractSignInCode(server.mailLog.join('\n')))).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('the server log holds no password, code or token during a whole sign-in with SMTP', async () => {
    const staff = await h.account([], { email: 'quiet@example.com' });
    const server = await h.startServer({ logLevel: 'trace' });
    try {
      const client = h.client({ baseUrl: server.baseUrl });
      const answer = await client.signIn(h.smtp, 'quiet@example.com', staff.password);
      expect(answer.status).toBe(200);
      const mail = h.smtp.messages.filter((m) => m.to === 'quiet@example.com').at(-1)!;
      const log = server.logs.join('');
      const mailerLines = server.mailLog;
      const secrets = [
        staff.password,
        extractSignInCode(mail.text),
        client.cookies.get('console_session')!,
        ...answer.setCookies.map((c) => c.split(';')[0].split('=')[1]).filter(Boolean),
      ];
      expect(log.length).toBeGreaterThan(0);
      const everything = `${log}\n${mailerLines.join('\n')}`;
      // As a token of its own: a 4-digit code may well occur inside a millisecond timestamp of the log.
      const standalone = (secret: string) =>
        new RegExp(`(?<![0-9A-Za-z_-])${secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![0-9A-Za-z_-])`);
      for (const secret of secrets) expect(everything).not.toMatch(standalone(secret));
      expect(mailerLines).toEqual([]);
    } finally {
      await server.close();
    }
  });
});
