// Sign-in abuse, each attack replayed over real HTTP: concurrent requests are sent at once
// (Promise.all), so on PostgreSQL they meet in concurrent transactions (pool of 5) and on PGlite one after another.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { runCli } from '../support/cli-process';
import { pgliteFolderFromTemplate, testDbKind } from '../support/test-db';
import { extractSignInCode, startSilentSmtpPeer, startSmtpPeer } from '../support/smtp-peer';
import { startHarness, STAFF_PASSWORD as PASSWORD, type Harness } from '../support/harness';
import { lockStaffUser, unlockStaffUser } from '../../server/domain/staff-accounts';
import {
  auditLog,
  signInAttempts,
  signInChallenges,
  signInThrottles,
  staffUsers,
} from '../../server/db/schema/index';
import { openDatabase } from '../../server/db/client';
import { readConfig } from '../../server/config';
import { DEMO_STAFF, ensureDemoStaff, seedMakesDemoStaff } from '../../server/seed/first-start';

const WRONG_ANSWER = { code: 'InvalidCredentials', message: 'E-mail or password is incorrect' };
const NOTICE_SUBJECT = '【BNPL管理コンソール】ログインを制限しています';
const CODE_SUBJECT = '【BNPL管理コンソール】認証コード';

let h: Harness;

// No demo staff and nobody signed in: item 6 counts every sign-in attempt of the demo administrator.
beforeAll(async () => {
  h = await startHarness({ consumers: 0, demoStaff: false });
});
afterAll(async () => {
  await h?.close();
});

const orm = () => h.tdb.db.orm;
const stranger = () => h.client();
const newStaff = () => h.account([]);

/** The first mail to `to` with this subject received at or after `after`. */
async function mailWithSubject(to: string, subject: string, after: number) {
  for (;;) {
    const mail = await h.smtp.waitForMail(to, { after });
    if (mail.subject === subject) return mail;
    after = mail.receivedAt + 1;
  }
}

function mailsTo(to: string, subject: string, after: number) {
  return h.smtp.messages.filter((m) => m.to === to && m.subject === subject && m.receivedAt >= after);
}

async function attemptReasons(email: string) {
  const rows = await orm()
    .select({ reason: signInAttempts.reason })
    .from(signInAttempts)
    .where(and(eq(signInAttempts.email, email), eq(signInAttempts.step, 'password')));
  const counts: Record<string, number> = {};
  for (const { reason } of rows) counts[reason ?? 'success'] = (counts[reason ?? 'success'] ?? 0) + 1;
  return counts;
}

async function liftEmailBackoff(email: string) {
  await orm()
    .update(signInThrottles)
    .set({ blockedUntil: new Date(Date.now() - 1000) })
    .where(and(eq(signInThrottles.kind, 'email'), eq(signInThrottles.key, email)));
}

describe('item 1: a stranger cannot lock a staff member out or end their sessions', () => {
  it('30 wrong passwords for a signed-in e-mail: the session lives on, the known browser still signs in, a new browser waits and its owner gets a notice', async () => {
    const staff = await newStaff();
    const victim = h.client();
    expect((await victim.signIn(h.smtp, staff.email, PASSWORD)).status).toBe(200);
    expect(victim.cookies.has('console_device')).toBe(true);

    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => stranger().passwordStep(staff.email, `wrong password ${i}`)),
    );
    expect(answers.map((a) => [a.status, a.body])).toEqual(answers.map(() => [401, WRONG_ANSWER]));

    // The live session is untouched.
    expect((await victim.request('GET', '/api/profile/me2')).status).toBe(200);
    // The browser that signed in before is throttled on its own key: it gets a code at once.
    const fromElsewhere = h.client();
    for (const [name, value] of victim.cookies)
      if (name === 'console_device') fromElsewhere.cookies.set(name, value);
    expect((await fromElsewhere.signIn(h.smtp, staff.email, PASSWORD)).status).toBe(200);

    // A browser the account has never seen waits like everyone else, sees a wrong password, and the mailbox
    // says why (only because the password was right).
    const after = Date.now();
    const newBrowser = await stranger().passwordStep(staff.email, PASSWORD);
    expect([newBrowser.status, newBrowser.body]).toEqual([401, WRONG_ANSWER]);
    const notice = await mailWithSubject(staff.email, NOTICE_SUBJECT, after);
    expect(notice.text).toContain('パスワードの誤入力が続いた');
    expect(notice.text).toContain('ログイン済みの画面はそのまま使えます');
    expect(mailsTo(staff.email, CODE_SUBJECT, after)).toEqual([]);

    // The wait lifts itself; nothing was put on the account.
    const [row] = await orm().select().from(staffUsers).where(eq(staffUsers.id, staff.id));
    expect(row).toMatchObject({ lockedUntil: null, lockReason: null, codeLockedUntil: null });
    await liftEmailBackoff(staff.email);
    expect((await stranger().signIn(h.smtp, staff.email, PASSWORD)).status).toBe(200);
  });
});

describe('item 2: the limits hold under concurrent requests', () => {
  it('40 simultaneous wrong passwords for one e-mail: exactly 6 are judged, the rest wait', async () => {
    const staff = await newStaff();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => stranger().passwordStep(staff.email, `guess ${i}`)),
    );
    expect(answers.every((a) => a.status === 401 && a.body.code === 'InvalidCredentials')).toBe(true);
    expect(await attemptReasons(staff.email)).toEqual({ wrong_password: 6, password_backoff: 34 });
    const [row] = await orm()
      .select()
      .from(signInThrottles)
      .where(and(eq(signInThrottles.kind, 'email'), eq(signInThrottles.key, staff.email)));
    expect(row.failures).toBe(6);
    // Still waiting: the right password is not even judged.
    expect((await stranger().passwordStep(staff.email, PASSWORD)).status).toBe(401);
  });

  it('60 simultaneous wrong passwords from one address: exactly 21 are judged, 39 answer 429', async () => {
    const address = `203.0.113.${1 + (randomBytes(1)[0] % 250)}`;
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        h
          .client({ address })
          .passwordStep(`sprayed-${i}-${randomBytes(3).toString('hex')}@example.com`, 'guess'),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(21);
    expect(statuses.filter((s) => s === 429)).toHaveLength(39);
  });

  it('one wrong and 19 right passwords at once, at the last free failure: either all right ones pass or none', async () => {
    const staff = await newStaff();
    for (let i = 0; i < 5; i++)
      expect((await stranger().passwordStep(staff.email, `w${i}`)).status).toBe(401);
    const after = Date.now();
    const answers = await Promise.all([
      stranger().passwordStep(staff.email, 'the sixth wrong one'),
      ...Array.from({ length: 19 }, () => stranger().passwordStep(staff.email, PASSWORD)),
    ]);
    expect(answers[0].status).toBe(401);
    const passed = answers.slice(1).filter((a) => a.status === 200).length;
    // Serialised, the wrong one either came first (its wait then refuses every right one) or after a right one
    // (whose success reset the count, so it set no wait). A mix means a success passed a wait it did not predate.
    expect([0, 19]).toContain(passed);
    const [row] = await orm()
      .select()
      .from(signInThrottles)
      .where(and(eq(signInThrottles.kind, 'email'), eq(signInThrottles.key, staff.email)));
    if (passed === 0) {
      expect(row.blockedUntil!.getTime()).toBeGreaterThan(Date.now());
      expect(await attemptReasons(staff.email)).toEqual({ wrong_password: 6, password_backoff: 19 });
    } else {
      expect(row.blockedUntil).toBeNull();
      await h.smtp.waitForMail(staff.email, { after });
    }
  });
});

describe('item 3: wrong codes are counted per account across codes', () => {
  it('4 wrong codes per code, then a new code, repeated: the 10th wrong code in 24 hours locks the code step; sessions stay', async () => {
    const staff = await newStaff();
    const signedIn = h.client();
    expect((await signedIn.signIn(h.smtp, staff.email, PASSWORD)).status).toBe(200);

    const answers: Array<[number, unknown, unknown]> = [];
    for (let round = 0; round < 3 && answers.at(-1)?.[0] !== 423; round++) {
      const client = h.client();
      const after = Date.now();
      expect((await client.passwordStep(staff.email, PASSWORD)).status).toBe(200);
      const code = extractSignInCode((await mailWithSubject(staff.email, CODE_SUBJECT, after)).text);
      for (let k = 1; k <= 4 && answers.at(-1)?.[0] !== 423; k++) {
        const wrong = String((Number(code) + k) % 10_000).padStart(4, '0');
        const answer = await client.codeStep(wrong);
        answers.push([answer.status, answer.body.code, answer.body.remainingAttempts]);
      }
    }
    expect(answers).toEqual([
      [400, 'InvalidAuthPin', 4],
      [400, 'InvalidAuthPin', 3],
      [400, 'InvalidAuthPin', 2],
      [400, 'InvalidAuthPin', 1],
      [400, 'InvalidAuthPin', 4],
      [400, 'InvalidAuthPin', 3],
      [400, 'InvalidAuthPin', 2],
      [400, 'InvalidAuthPin', 1],
      [400, 'InvalidAuthPin', 1],
      [423, 'AuthPinAttemptLimitExceeded', undefined],
    ]);
    const [row] = await orm().select().from(staffUsers).where(eq(staffUsers.id, staff.id));
    expect(row.codeLockedUntil!.getTime() - Date.now()).toBeGreaterThan(23 * 60 * 60_000);
    expect(row.lockedUntil).toBeNull();

    // No new code is mailed while the code step is locked; the password step looks like a wrong password and
    // the owner is told by mail.
    const after = Date.now();
    const again = await stranger().passwordStep(staff.email, PASSWORD);
    expect([again.status, again.body]).toEqual([401, WRONG_ANSWER]);
    expect((await mailWithSubject(staff.email, NOTICE_SUBJECT, after)).text).toContain(
      '認証コードの誤入力が続いた',
    );
    expect(mailsTo(staff.email, CODE_SUBJECT, after)).toEqual([]);
    // The session signed in before is not ended.
    expect((await signedIn.request('GET', '/api/profile/me2')).status).toBe(200);
    const audit = await orm()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.staffUserId, staff.id), eq(auditLog.operation, 'sign_in.code_locked')));
    expect(audit).toHaveLength(1);

    // An administrator's unlock lifts it.
    await unlockStaffUser(orm(), staff.email);
    expect((await stranger().signIn(h.smtp, staff.email, PASSWORD)).status).toBe(200);
  });

  it('10 wrong codes sent at once on one code count once each: the challenge closes after 5, no more are judged', async () => {
    const staff = await newStaff();
    const client = h.client();
    const after = Date.now();
    expect((await client.passwordStep(staff.email, PASSWORD)).status).toBe(200);
    const code = extractSignInCode((await mailWithSubject(staff.email, CODE_SUBJECT, after)).text);
    const wrong = Array.from({ length: 10 }, (_, k) =>
      String((Number(code) + k + 1) % 10_000).padStart(4, '0'),
    );
    const answers = await Promise.all(wrong.map((pin) => client.codeStep(pin)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([400, 400, 400, 400, 404, 404, 404, 404, 404, 423]);
    const [challenge] = await orm()
      .select()
      .from(signInChallenges)
      .where(eq(signInChallenges.staffUserId, staff.id));
    expect(challenge.failedAttempts).toBe(5);
  });
});

describe('item 4: unknown, wrong, throttled and locked look the same', () => {
  it('every password step that gets no code answers the same 401; the right password behind a lock earns its owner a notice', async () => {
    const wrong = await newStaff();
    const throttled = await newStaff();
    const manual = await newStaff();
    const codeLocked = await newStaff();
    for (let i = 0; i < 6; i++) await stranger().passwordStep(throttled.email, `w${i}`);
    await lockStaffUser(orm(), manual.email);
    await orm()
      .update(staffUsers)
      .set({ codeLockedUntil: new Date(Date.now() + 60 * 60_000) })
      .where(eq(staffUsers.id, codeLocked.id));

    const after = Date.now();
    const answers = [
      await stranger().passwordStep(`nobody-${randomBytes(4).toString('hex')}@example.com`, PASSWORD),
      await stranger().passwordStep(wrong.email, 'not the password'),
      await stranger().passwordStep(throttled.email, PASSWORD),
      await stranger().passwordStep(throttled.email, 'not the password'),
      await stranger().passwordStep(manual.email, PASSWORD),
      await stranger().passwordStep(manual.email, 'not the password'),
      await stranger().passwordStep(codeLocked.email, PASSWORD),
    ];
    for (const answer of answers) {
      expect([answer.status, answer.body, answer.setCookies]).toEqual([401, WRONG_ANSWER, []]);
    }
    // The hash ran for the locked ones too: only a checked right password sends a notice (one per account).
    for (const [staff, text] of [
      [throttled, 'パスワードの誤入力'],
      [manual, '管理者によってロック'],
      [codeLocked, '認証コードの誤入力'],
    ] as const) {
      expect((await mailWithSubject(staff.email, NOTICE_SUBJECT, after)).text).toContain(text);
    }
    // At most one notice per account in 15 minutes, so a caller cannot flood the inbox.
    await stranger().passwordStep(manual.email, PASSWORD);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo(manual.email, NOTICE_SUBJECT, after)).toHaveLength(1);
    expect(mailsTo(wrong.email, NOTICE_SUBJECT, after)).toHaveLength(0);
  });
});

describe('item 5: a relay that fails', () => {
  async function codeThenFailingRelay(relayUrl: string) {
    const staff = await newStaff();
    const client = h.client();
    const after = Date.now();
    expect((await client.passwordStep(staff.email, PASSWORD)).status).toBe(200);
    const code = extractSignInCode((await mailWithSubject(staff.email, CODE_SUBJECT, after)).text);
    const broken = await h.startServer({ config: { smtpUrl: relayUrl, smtpTimeoutMs: 500 } });
    try {
      const resend = h.client({ baseUrl: broken.baseUrl, address: client.address });
      for (const [name, value] of client.cookies) resend.cookies.set(name, value);
      const answer = await resend.passwordStep(staff.email, PASSWORD);
      expect(answer.status).toBe(503);
      expect(answer.body.code).toBe('SignInMailUnavailable');
      expect(answer.setCookies.filter((c) => c.startsWith('console_challenge='))).toEqual([]);
    } finally {
      await broken.close();
    }
    // The previous code still works.
    expect((await client.codeStep(code)).status).toBe(200);
    const audit = await orm()
      .select({ detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.staffUserId, staff.id), eq(auditLog.operation, 'sign_in.password')));
    expect(audit.map((a) => (a.detail as { reason?: string } | null)?.reason)).toContain('mail_unavailable');
  }

  it('a relay that refuses: 503 SignInMailUnavailable, and the previous code still works', async () => {
    const refusing = await startSmtpPeer({ refuse: true });
    try {
      await codeThenFailingRelay(refusing.url);
    } finally {
      await refusing.close();
    }
  });

  it('a relay that accepts the connection and stays silent: 503 after the SMTP timeout, the previous code still works', async () => {
    const silent = await startSilentSmtpPeer();
    try {
      await codeThenFailingRelay(silent.url);
      expect(silent.connections()).toBeGreaterThan(0);
    } finally {
      await silent.close();
    }
  });
});

describe('item 6: demo staff only in demo mode', () => {
  it('demo staff are on in the development outbox, off with SMTP_URL, on again with DEMO_STAFF=true', () => {
    expect(readConfig({}).demoStaff).toBe(true);
    expect(readConfig({ SMTP_URL: 'smtp://relay:25' }).demoStaff).toBe(false);
    expect(readConfig({ SMTP_URL: 'smtp://relay:25', DEMO_STAFF: 'true' }).demoStaff).toBe(true);
    expect(readConfig({ DEMO_STAFF: 'false' }).demoStaff).toBe(false);
  });

  it('with a relay, the README passwords of existing demo accounts are refused like wrong passwords', async () => {
    await ensureDemoStaff(h.tdb.db);
    const admin = DEMO_STAFF[0];
    const relayed = await h.startServer({
      config: { demoStaff: readConfig({ SMTP_URL: h.smtp.url }).demoStaff },
    });
    try {
      const answer = await h.client({ baseUrl: relayed.baseUrl }).passwordStep(admin.email, admin.password);
      expect([answer.status, answer.body]).toEqual([401, WRONG_ANSWER]);
      expect(await attemptReasons(admin.email)).toEqual({ published_password: 1 });
    } finally {
      await relayed.close();
    }

    const demoServer = await h.startServer({ config: { demoStaff: true } });
    try {
      expect(
        (await h.client({ baseUrl: demoServer.baseUrl }).passwordStep(admin.email, admin.password)).status,
      ).toBe(200);
    } finally {
      await demoServer.close();
    }
  });

  it('npm run seed makes demo staff on PostgreSQL only with DEMO_STAFF=true, on PGlite only in demo mode', () => {
    const pg = { databaseUrl: 'postgres://db/console' };
    expect(seedMakesDemoStaff({ ...pg, demoStaff: true }, {})).toBe(false);
    expect(seedMakesDemoStaff({ ...pg, demoStaff: true }, { DEMO_STAFF: 'true' })).toBe(true);
    expect(seedMakesDemoStaff({ databaseUrl: undefined, demoStaff: true }, {})).toBe(true);
    expect(seedMakesDemoStaff({ databaseUrl: undefined, demoStaff: false }, {})).toBe(false);
  });

  it('npm run seed without the flag creates no demo staff (PostgreSQL with no SMTP_URL in the shell; PGlite with a relay)', async () => {
    const dataDir = testDbKind === 'pglite' ? await mkdtemp(path.join(tmpdir(), 'seed-demo-')) : undefined;
    // A migrated folder (the run's template): a first start on an empty one is the staff CLI's and npm start's test.
    if (dataDir) pgliteFolderFromTemplate(dataDir);
    const env: Record<string, string> = { DATABASE_URL: '', SMTP_URL: '', DEMO_STAFF: '' };
    if (dataDir) Object.assign(env, { DATA_DIR: dataDir, SMTP_URL: 'smtp://127.0.0.1:9' });
    else env.DATABASE_URL = h.tdb.db.url ?? '';
    try {
      if (!dataDir) {
        await orm()
          .delete(staffUsers)
          .where(
            inArray(
              staffUsers.email,
              DEMO_STAFF.map((s) => s.email),
            ),
          );
      }
      const { code, stdout } = await runCli('seed', ['--consumers', '1'], env);
      expect(code).toBe(0);
      expect(stdout).toContain('No demo staff accounts');
      const db = dataDir ? await openDatabase({ dataDir }) : h.tdb.db;
      try {
        const rows = await db.orm
          .select({ email: staffUsers.email })
          .from(staffUsers)
          .where(
            inArray(
              staffUsers.email,
              DEMO_STAFF.map((s) => s.email),
            ),
          );
        expect(rows).toEqual([]);
      } finally {
        if (dataDir) await db.close();
      }
    } finally {
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
