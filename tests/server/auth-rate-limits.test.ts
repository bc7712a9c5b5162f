// The sign-in rate limits, counted in the database so that they hold across server instances.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../support/test-db';
import { startTestServer, TestClient, type TestServer } from '../support/test-server';
import { auditLog, signInAttempts } from '../../server/db/schema/index';

let tdb: TestDatabase;
let serverA: TestServer;
let serverB: TestServer;

beforeAll(async () => {
  tdb = await createTestDatabase();
  // Two instances on one database, as behind a load balancer; no SMTP is needed (no password is right here).
  [serverA, serverB] = await Promise.all([startTestServer({ db: tdb.db }), startTestServer({ db: tdb.db })]);
});
afterAll(async () => {
  await serverA?.close();
  await serverB?.close();
  await tdb?.drop();
});

const unknownEmail = () => `nobody-${randomBytes(4).toString('hex')}@example.com`;

/** The same client address talking to either instance in turn. */
function clientsFor(address: string) {
  return [new TestClient(serverA.baseUrl, address), new TestClient(serverB.baseUrl, address)];
}

describe('sign-in rate limits', () => {
  it('the 31st password step from one address within 15 minutes answers 429 TooManySessions, on any instance', async () => {
    const address = '198.51.100.7';
    const [a, b] = clientsFor(address);
    for (let i = 0; i < 30; i++) {
      const answer = await (i % 2 ? b : a).passwordStep(unknownEmail(), 'some password');
      expect(answer.status).toBe(401);
    }
    for (const client of [a, b]) {
      const answer = await client.passwordStep(unknownEmail(), 'some password');
      expect(answer.status).toBe(429);
      expect(answer.body.code).toBe('TooManySessions');
    }
    // Another address is not affected.
    expect((await new TestClient(serverA.baseUrl).passwordStep(unknownEmail(), 'x')).status).toBe(401);
    const refused = await tdb.db.orm
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.ip, address), eq(auditLog.outcome, 'refused')));
    expect(refused).toHaveLength(2);
    expect(refused[0]).toMatchObject({
      operation: 'sign_in.password',
      detail: expect.objectContaining({ reason: 'rate_limit' }),
    });
  });

  it('the 11th password step for one e-mail within 15 minutes answers 429 TooManySessions, from any address', async () => {
    const email = unknownEmail();
    for (let i = 0; i < 10; i++) {
      const server = i % 2 ? serverB : serverA;
      expect((await new TestClient(server.baseUrl).passwordStep(email, `guess ${i}`)).status).toBe(401);
    }
    const answer = await new TestClient(serverB.baseUrl).passwordStep(email.toUpperCase(), 'guess 11');
    expect(answer.status).toBe(429);
    expect(answer.body.code).toBe('TooManySessions');

    // Attempts older than the window no longer count.
    await tdb.db.orm
      .update(signInAttempts)
      .set({ createdAt: new Date(Date.now() - 15 * 60_000 - 1000) })
      .where(eq(signInAttempts.email, email));
    expect((await new TestClient(serverA.baseUrl).passwordStep(email, 'guess 12')).status).toBe(401);
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
});
