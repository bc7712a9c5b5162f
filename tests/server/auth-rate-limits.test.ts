// The sign-in backoff and rate limits, kept in the database so that they hold across server instances.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { readConfig } from '../../server/config';
import { startHarness, type Harness, type TestServer } from '../support/harness';
import { auditLog, signInAttempts, signInThrottles } from '../../server/db/schema/index';

let h: Harness;
let serverA: TestServer;
let serverB: TestServer;

beforeAll(async () => {
  // Two instances on one database, as behind a load balancer (no password is right here).
  h = await startHarness({ consumers: 0, demoStaff: false });
  serverA = h.server;
  serverB = await h.startServer();
});
afterAll(async () => {
  await h?.close();
});

const unknownEmail = () => `nobody-${randomBytes(4).toString('hex')}@example.com`;

/** The same client address talking to either instance in turn. */
function clientsFor(address: string) {
  return [serverA, serverB].map((server) => h.client({ baseUrl: server.baseUrl, address }));
}

describe('sign-in rate limits', () => {
  it('21 wrong passwords from one address are answered, then the address waits: 429 TooManySessions, on any instance', async () => {
    const address = '198.51.100.7';
    const [a, b] = clientsFor(address);
    for (let i = 0; i < 21; i++) {
      const answer = await (i % 2 ? b : a).passwordStep(unknownEmail(), 'some password');
      expect(answer.status).toBe(401);
    }
    for (const client of [a, b]) {
      const answer = await client.passwordStep(unknownEmail(), 'some password');
      expect(answer.status).toBe(429);
      expect(answer.body.code).toBe('TooManySessions');
    }
    // Another address is not affected.
    expect((await h.client({ baseUrl: serverA.baseUrl }).passwordStep(unknownEmail(), 'x')).status).toBe(401);
    const refused = await h.tdb.db.orm
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.ip, address), eq(auditLog.outcome, 'refused')));
    expect(refused).toHaveLength(2);
    expect(refused[0]).toMatchObject({
      operation: 'sign_in.password',
      detail: expect.objectContaining({ reason: 'address_throttled' }),
    });

    // The wait lifts itself: once it is over, the address is answered again.
    await h.tdb.db.orm
      .update(signInThrottles)
      .set({ blockedUntil: new Date(Date.now() - 1000) })
      .where(and(eq(signInThrottles.kind, 'address'), eq(signInThrottles.key, address)));
    expect((await a.passwordStep(unknownEmail(), 'some password')).status).toBe(401);
    // …but the count is remembered for an hour: the next wrong password waits twice as long.
    const [row] = await h.tdb.db.orm
      .select()
      .from(signInThrottles)
      .where(and(eq(signInThrottles.kind, 'address'), eq(signInThrottles.key, address)));
    expect(row.failures).toBe(22);
    expect(row.blockedUntil!.getTime() - Date.now()).toBeGreaterThan(60_000);
  });

  it('6 wrong passwords for one e-mail from any addresses make that e-mail wait: the answers stay 401, nothing more is judged', async () => {
    const email = unknownEmail();
    for (let i = 0; i < 6; i++) {
      const server = i % 2 ? serverB : serverA;
      expect((await h.client({ baseUrl: server.baseUrl }).passwordStep(email, `guess ${i}`)).status).toBe(
        401,
      );
    }
    const answer = await h.client({ baseUrl: serverB.baseUrl }).passwordStep(email.toUpperCase(), 'guess 7');
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe('InvalidCredentials');
    const reasons = await h.tdb.db.orm
      .select({ reason: signInAttempts.reason })
      .from(signInAttempts)
      .where(eq(signInAttempts.email, email))
      .orderBy(signInAttempts.id);
    expect(reasons.map((r) => r.reason)).toEqual([...Array(6).fill('unknown_email'), 'password_backoff']);

    // The wait lifts itself.
    await h.tdb.db.orm
      .update(signInThrottles)
      .set({ blockedUntil: new Date(Date.now() - 1000) })
      .where(and(eq(signInThrottles.kind, 'email'), eq(signInThrottles.key, email)));
    expect((await h.client({ baseUrl: serverA.baseUrl }).passwordStep(email, 'guess 8')).status).toBe(401);
    const [last] = await h.tdb.db.orm
      .select({ reason: signInAttempts.reason })
      .from(signInAttempts)
      .where(eq(signInAttempts.email, email))
      .orderBy(desc(signInAttempts.id))
      .limit(1);
    expect(last.reason).toBe('unknown_email');
  });

  it('the 31st code step from one address within 15 minutes answers 429 TooManySessions', async () => {
    const [a, b] = clientsFor('198.51.100.8');
    for (let i = 0; i < 30; i++) {
      const answer = await (i % 2 ? b : a).codeStep('1234');
      expect(answer.status).toBe(404);
    }
    const answer = await a.codeStep('1234');
    expect(answer.status).toBe(429);
    expect(answer.body.code).toBe('TooManySessions');
  });

  it('SIGN_IN_STEPS_PER_ADDRESS sets the code-step limit: with 3, the 4th code step from one address answers 429', async () => {
    expect(readConfig({}).signInStepsPerAddress).toBe(30);
    const { signInStepsPerAddress } = readConfig({ SIGN_IN_STEPS_PER_ADDRESS: '3' });
    expect(signInStepsPerAddress).toBe(3);
    const strict = await h.startServer({ config: { signInStepsPerAddress } });
    const client = h.client({ baseUrl: strict.baseUrl, address: '198.51.100.9' });
    for (let i = 0; i < 3; i++) expect((await client.codeStep('1234')).status).toBe(404);
    const answer = await client.codeStep('1234');
    expect(answer.status).toBe(429);
    expect(answer.body.code).toBe('TooManySessions');
    // Another address still has its own count.
    const other = h.client({ baseUrl: strict.baseUrl, address: '198.51.100.10' });
    expect((await other.codeStep('1234')).status).toBe(404);
  });
});
