// What reaches the log of a failed database statement (server/http/log-safe-error.ts): the SQL, the SQLSTATE and
// the stack, never the statement's parameters or the input values PostgreSQL quotes back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../server/db/client';
import { logSafeError } from '../../server/http/log-safe-error';

const EMAIL = 'taro.yamada@example.jp';
const PHONE = '819012345678';

let db: Database;
// Opening PGlite (WASM) takes seconds on a busy machine.
beforeAll(async () => {
  db = await openDatabase({});
}, 120_000);
afterAll(async () => {
  await db?.close();
});

async function failure(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('expected the statement to fail');
}

describe('a failed statement in the log', () => {
  it('keeps the SQL and the SQLSTATE, drops the parameters and quoted values (real PGlite error)', async () => {
    const error = await failure(() => db.orm.execute(sql`select ${EMAIL}::int as a, ${PHONE} as b`));
    // The raw error carries both values: this is what must not reach the log.
    const raw = JSON.stringify({ message: (error as Error).message, cause: String((error as Error).cause) });
    expect(raw).toContain(EMAIL);
    expect(raw).toContain(PHONE);

    const logged = logSafeError(error);
    const text = JSON.stringify(logged);
    expect(text).not.toContain(EMAIL);
    expect(text).not.toContain(PHONE);
    expect(logged.message).toMatch(/select \$1::int as a, \$2 as b/);
    expect(logged.message).toContain('params: [redacted]');
    expect(logged.cause).toMatchObject({ code: '22P02' });
    expect(logged.stack).toMatch(/^\w+: Failed query/);
    expect(logged.stack).toMatch(/\n\s+at /);
  });

  it('drops detail and where of a database error, keeping the names of the objects involved', () => {
    const error = Object.assign(new Error(`duplicate key value violates unique constraint "staff_email"`), {
      code: '23505',
      constraint: 'staff_email',
      table: 'staff_users',
      detail: `Key (email)=(${EMAIL}) already exists.`,
      where: `SQL function with ${PHONE}`,
      parameters: [EMAIL],
    });
    const logged = logSafeError(error);
    expect(JSON.stringify(logged)).not.toContain(EMAIL);
    expect(JSON.stringify(logged)).not.toContain(PHONE);
    expect(logged).toMatchObject({ code: '23505', constraint: 'staff_email', table: 'staff_users' });
  });

  it('passes an already redacted copy through and never prints a non-error value', () => {
    const once = logSafeError(new Error('boom'));
    expect(logSafeError(once)).toBe(once);
    expect(JSON.stringify(logSafeError({ email: EMAIL }))).not.toContain(EMAIL);
  });
});
