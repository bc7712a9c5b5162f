// The console language per staff member (GET/PUT /api/preferences/language, staff_preferences.language): null
// until chosen, each member's own, odd input refused without a change, and the sign-in code's e-mail in it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startHarness, type Harness, type StaffClient } from '../support/harness';
import { extractSignInCode } from '../support/smtp-peer';

let h: Harness;

beforeAll(async () => {
  h = await startHarness({ consumers: 0, demoStaff: false });
});
afterAll(async () => {
  await h?.close();
});

const url = () => `${h.baseUrl}/api/preferences/language`;

const read = async (staff: StaffClient) => {
  const response = await fetch(url(), { headers: { cookie: staff.cookie } });
  return { status: response.status, body: (await response.json()) as { language?: string | null } };
};

const put = (cookie: string, body: string, origin?: string) =>
  fetch(url(), {
    method: 'PUT',
    headers: { cookie, 'content-type': 'application/json', ...(origin ? { origin } : {}) },
    body,
  });

describe('the staff language preference', () => {
  it('is null until chosen, then the choice, for this member only', async () => {
    const one = await h.staff([], { email: 'lang-one@example.com' });
    const other = await h.staff([], { email: 'lang-other@example.com' });
    expect(await read(one)).toEqual({ status: 200, body: { language: null } });

    const saved = await put(one.cookie, JSON.stringify({ language: 'en' }));
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ language: 'en' });
    expect((await read(one)).body).toEqual({ language: 'en' });
    expect((await read(other)).body).toEqual({ language: null });

    // Choosing again, and back: the last choice stands; the CSV encoding beside it is untouched.
    expect((await put(one.cookie, JSON.stringify({ language: 'en' }))).status).toBe(200);
    expect((await put(one.cookie, JSON.stringify({ language: 'ja' }))).status).toBe(200);
    expect((await read(one)).body).toEqual({ language: 'ja' });
    const [row] = await h.q(
      sql`select language, csv_encoding from staff_preferences where staff_user_id = ${one.id}`,
    );
    expect(row).toEqual({ language: 'ja', csv_encoding: 'utf8-bom' });
  });

  it('refuses anything but ja or en with 400 and changes nothing', async () => {
    const staff = await h.staff([], { email: 'lang-odd@example.com' });
    await put(staff.cookie, JSON.stringify({ language: 'en' }));
    for (const body of [
      JSON.stringify({ language: 'fr' }),
      JSON.stringify({ language: 'JA' }),
      JSON.stringify({ language: null }),
      JSON.stringify({}),
      JSON.stringify(['ja']),
      JSON.stringify({ language: 'ja'.repeat(600) }),
    ]) {
      const response = await put(staff.cookie, body);
      expect([400, 413], body.slice(0, 40)).toContain(response.status);
    }
    expect((await read(staff)).body).toEqual({ language: 'en' });
  });

  it('needs a session, and a state change from another origin is refused', async () => {
    expect((await fetch(url())).status).toBe(401);
    expect((await put('', JSON.stringify({ language: 'en' }))).status).toBe(401);
    const staff = await h.staff([], { email: 'lang-origin@example.com' });
    const foreign = await put(staff.cookie, JSON.stringify({ language: 'en' }), 'https://evil.example');
    expect(foreign.status).toBe(403);
    expect((await read(staff)).body).toEqual({ language: null });
  });

  it('keeps a concurrent burst of choices to one row holding one of them', async () => {
    const staff = await h.staff([], { email: 'lang-burst@example.com' });
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        put(staff.cookie, JSON.stringify({ language: i % 2 ? 'en' : 'ja' })),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200));
    const found = await h.q(sql`select language from staff_preferences where staff_user_id = ${staff.id}`);
    expect(found).toHaveLength(1);
    expect(['ja', 'en']).toContain(found[0].language);
  });
});

describe('the sign-in code e-mail', () => {
  it('is in Japanese until the member chooses English, then in English', async () => {
    const account = await h.account([], { email: 'lang-mail@example.com' });
    const client = h.client();
    let after = Date.now();
    expect((await client.passwordStep(account.email, account.password)).status).toBe(200);
    const japanese = await h.smtp.waitForMail(account.email, { after });
    expect(japanese.subject).toBe('【BNPL管理コンソール】認証コード');
    expect(japanese.text).toContain('有効期限は10分間');
    expect((await client.codeStep(extractSignInCode(japanese.text))).status).toBe(200);

    const signedIn = await h.signIn(account.email, account.password);
    expect((await put(signedIn.cookie, JSON.stringify({ language: 'en' }))).status).toBe(200);

    after = Date.now();
    const again = h.client();
    expect((await again.passwordStep(account.email, account.password)).status).toBe(200);
    const english = await h.smtp.waitForMail(account.email, { after });
    expect(english.subject).toBe('[BNPL Console] Your sign-in code');
    expect(english.text).toContain('The code is valid for 10 minutes.');
    expect(english.text).not.toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    const code = /Sign-in code: (\d{4})/.exec(english.text)?.[1];
    expect(code).toMatch(/^\d{4}$/);
    expect((await again.codeStep(code!)).status).toBe(200);
  });
});
