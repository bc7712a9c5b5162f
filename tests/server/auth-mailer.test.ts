// The sign-in mail: SMTP when SMTP_URL is set (nothing about the code in any log), the development outbox otherwise.
import { Writable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/test-db';
import { extractSignInCode, startSmtpPeer, type SmtpPeer } from '../support/smtp-peer';
import { startTestServer, TestClient } from '../support/test-server';
import { createMailer } from '../../server/mail/mailer';
import { buildApp } from '../../server/http/app';
import { readConfig, type Config } from '../../server/config';
import { createStaffUser } from '../../server/domain/staff-accounts';
import { signInCodeMail } from '../../server/domain/staff-auth/sign-in-code-mail';

const PASSWORD = 'correct horse battery staple';
let tdb: TestDatabase;
let smtp: SmtpPeer;

beforeAll(async () => {
  [tdb, smtp] = await Promise.all([createTestDatabase(), startSmtpPeer()]);
});
afterAll(async () => {
  await smtp?.close();
  await tdb?.drop();
});

const config = (overrides: Partial<Config>): Config => ({
  ...readConfig({}),
  mailFrom: 'console@example.com',
  ...overrides,
});

describe('sign-in mail', () => {
  it('with SMTP_URL the code goes through SMTP in Japanese and nothing about it is logged', async () => {
    const lines: string[] = [];
    const mailer = createMailer(config({ smtpUrl: smtp.url }), (line) => lines.push(line));
    expect(mailer.isDevOutbox).toBe(false);
    const after = Date.now();
    await mailer.send(signInCodeMail('someone@example.com', '0427'));
    const mail = await smtp.waitForMail('someone@example.com', { after });
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
    await createStaffUser(tdb.db.orm, { email: 'outbox@example.com', password: PASSWORD, permissions: [] });
    const lines: string[] = [];
    const server = await startTestServer({ db: tdb.db, log: (line) => lines.push(line) });
    try {
      const client = new TestClient(server.baseUrl);
      expect((await client.passwordStep('outbox@example.com', PASSWORD)).status).toBe(200);
      expect((await client.codeStep(extractSignInCode(lines.join('\n')))).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('the server log holds no password, code or token during a whole sign-in with SMTP', async () => {
    await createStaffUser(tdb.db.orm, { email: 'quiet@example.com', password: PASSWORD, permissions: [] });
    let log = '';
    const stream = new Writable({
      write(chunk, _encoding, done) {
        log += String(chunk);
        done();
      },
    });
    const mailerLines: string[] = [];
    const appConfig = config({ smtpUrl: smtp.url, staticDir: '/nonexistent', trustProxy: true });
    const app = await buildApp({
      config: appConfig,
      db: tdb.db,
      mailer: createMailer(appConfig, (line) => mailerLines.push(line)),
      logger: { level: 'trace', stream },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const client = new TestClient(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
      const answer = await client.signIn(smtp, 'quiet@example.com', PASSWORD);
      expect(answer.status).toBe(200);
      const mail = smtp.messages.filter((m) => m.to === 'quiet@example.com').at(-1)!;
      const secrets = [
        PASSWORD,
        extractSignInCode(mail.text),
        client.cookies.get('console_session')!,
        ...answer.setCookies.map((c) => c.split(';')[0].split('=')[1]).filter(Boolean),
      ];
      expect(log.length).toBeGreaterThan(0);
      const everything = `${log}\n${mailerLines.join('\n')}`;
      for (const secret of secrets) expect(everything).not.toContain(secret);
      expect(mailerLines).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
