// Presence over real WebSockets (GET /api/presence) on two instances of the app on one database (PostgreSQL with
// TEST_DATABASE_URL: through LISTEN/NOTIFY; PGlite: within the process): each tab sees who else has its case open
// (local part, initials, 操作中 when a dialog is open), a closed tab is gone, a sleeping tab (no pong) is gone
// within 30 seconds, a committed change reaches the other instance's tab with what and who, a socket without a
// session or from another site is refused, ending the session closes it, and /metrics counts connections and events.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { PERMISSIONS } from '../../src/shared/permissions';
import {
  startHarness,
  STAFF_PASSWORD,
  type Harness,
  type StaffClient,
  type TestServer,
} from '../support/harness';
import { insertConsumer } from '../support/fixtures';
import { metricValue, scrapeMetrics } from '../support/metrics-scrape';

const TOKEN = 'metrics-token-for-presence-tests';
let h: Harness;
let second: TestServer;
let a: StaffClient;
let b: StaffClient;

beforeAll(async () => {
  h = await startHarness({ consumers: 2, server: { config: { metricsToken: TOKEN } } });
  second = await h.startServer({ config: { metricsToken: TOKEN } });
  a = await h.staff([PERMISSIONS.consumersWrite], { email: 'taro.yamada@example.com' });
  const account = await h.account([PERMISSIONS.consumersWrite, PERMISSIONS.consumersClose], {
    email: 'hanako@example.com',
  });
  b = await h.signIn(account.email, STAFF_PASSWORD, second.baseUrl);
}, 120_000);

afterAll(async () => {
  await h?.close();
});

type Message = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

interface Tab {
  socket: WebSocket;
  messages: Message[];
  send(message: unknown): void;
  /** The first message (from now on, or already received when `past`) that `match` accepts. */
  next(match: (m: Message) => boolean, timeoutMs?: number): Promise<Message>;
  close(): Promise<void>;
}

function openTab(
  baseUrl: string,
  cookie: string,
  options: { origin?: string; autoPong?: boolean } = {},
): Promise<Tab> {
  const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}/api/presence`, {
    headers: { cookie, ...(options.origin ? { origin: options.origin } : {}) },
    autoPong: options.autoPong ?? true,
  });
  const messages: Message[] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (data) => {
    messages.push(JSON.parse(String(data)));
    for (const w of waiters) w();
  });
  const tab: Tab = {
    socket,
    messages,
    send: (message) => socket.send(JSON.stringify(message)),
    next: (match, timeoutMs = 5_000) => {
      const from = messages.length;
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.slice(from).find(match);
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(`no matching message within ${timeoutMs} ms: ${JSON.stringify(messages.slice(from))}`),
          );
        }, timeoutMs);
        waiters.add(check);
      });
    },
    close: () =>
      new Promise((resolve) => {
        if (socket.readyState === socket.CLOSED) return resolve();
        socket.once('close', () => resolve());
        socket.close();
      }),
  };
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(tab));
    socket.once('error', reject);
    socket.once('unexpected-response', (req, res) => {
      // The refused upgrade's connection is the client's to end (ws leaves it open).
      req.destroy();
      reject(new Error(`status ${res.statusCode}`));
    });
  });
}

const peopleOf = (caseId: string) => (m: Message) => m.type === 'presence' && m.caseId === caseId;

describe('presence across two instances', () => {
  it('each tab sees the other (local part, initials, busy), and a closed tab is gone', async () => {
    const c = await insertConsumer(h);
    const tabA = await openTab(h.baseUrl, a.cookie);
    const tabB = await openTab(second.baseUrl, b.cookie);
    const aSeesB = tabA.next((m) => peopleOf(c.id)(m) && m.people.length === 1);
    tabA.send({ type: 'watch', caseId: c.id });
    await tabA.next(peopleOf(c.id));
    tabB.send({ type: 'watch', caseId: c.id });
    const bSees = await tabB.next((m) => peopleOf(c.id)(m) && m.people.length === 1);
    expect(bSees.people).toEqual([
      { tab: expect.any(String), name: 'taro.yamada', initials: 'TY', busy: false },
    ]);
    expect((await aSeesB).people).toEqual([
      { tab: expect.any(String), name: 'hanako', initials: 'HA', busy: false },
    ]);

    tabA.send({ type: 'busy', busy: true });
    await tabB.next((m) => peopleOf(c.id)(m) && m.people[0]?.busy === true);

    await tabA.close();
    await tabB.next((m) => peopleOf(c.id)(m) && m.people.length === 0);
    await tabB.close();
  });

  it('a committed change reaches the tab on the other instance with what changed and who changed it', async () => {
    const c = await insertConsumer(h);
    const tabB = await openTab(second.baseUrl, b.cookie);
    tabB.send({ type: 'watch', caseId: c.id });
    await tabB.next(peopleOf(c.id));
    const change = tabB.next((m) => m.type === 'case');
    const answer = await a.gql(
      '',
      `mutation($c: ID!) { updateConsumerPhone(id: $c, phone: "09011112222") }`,
      {
        c: c.id,
      },
    );
    expect(answer.errors).toBeUndefined();
    expect(await change).toEqual({
      type: 'case',
      consumerId: c.id,
      version: 1,
      operation: 'consumer.phone',
      staffEmail: 'taro.yamada@example.com',
      approverEmail: null,
      at: expect.any(Number),
      fields: ['phone'],
    });
    // Names only: the new number is read through GraphQL by who may.
    expect(JSON.stringify(tabB.messages)).not.toContain('9011112222');
    await tabB.close();
  });

  it('a tab that stops answering pings (asleep, network gone) is gone for the others within 30 seconds', async () => {
    const c = await insertConsumer(h);
    const sleeper = await openTab(h.baseUrl, a.cookie, { autoPong: false });
    const watcher = await openTab(second.baseUrl, b.cookie);
    sleeper.send({ type: 'watch', caseId: c.id });
    watcher.send({ type: 'watch', caseId: c.id });
    await watcher.next((m) => peopleOf(c.id)(m) && m.people.length === 1);
    const since = Date.now();
    await watcher.next((m) => peopleOf(c.id)(m) && m.people.length === 0, 30_000);
    expect(Date.now() - since).toBeLessThan(30_000);
    await watcher.close();
    await sleeper.close();
  }, 40_000);
});

describe('who may open a presence socket', () => {
  it('refuses an upgrade without a session (401)', async () => {
    await expect(openTab(h.baseUrl, '')).rejects.toThrow(/401/);
  });

  it('closes a socket opened from another site', async () => {
    const foreign = await openTab(h.baseUrl, a.cookie, { origin: 'https://evil.example' }).catch(() => null);
    if (foreign) {
      const code = await new Promise<number>((resolve) => foreign.socket.once('close', (c) => resolve(c)));
      expect(code).toBe(4403);
    }
  });

  it('closes the socket when its session is ended, on the instance that holds it', async () => {
    const account = await h.account([], { email: 'leaver@example.com' });
    const leaver = await h.signIn(account.email, STAFF_PASSWORD, second.baseUrl);
    const tab = await openTab(second.baseUrl, leaver.cookie);
    const closed = new Promise<number>((resolve) => tab.socket.once('close', (code) => resolve(code)));
    const ended = await h.gql('', `mutation($s: ID!) { endStaffSessions(staffId: $s) { id } }`, {
      s: account.id,
    });
    expect(ended.errors).toBeUndefined();
    expect(await closed).toBe(4401);
  });
});

describe('/metrics', () => {
  it('counts open presence connections and the events sent', async () => {
    const c = await insertConsumer(h);
    const tab = await openTab(h.baseUrl, a.cookie);
    tab.send({ type: 'watch', caseId: c.id });
    await tab.next(peopleOf(c.id));
    const text = await scrapeMetrics(`${h.baseUrl}/metrics`, TOKEN);
    expect(metricValue(text, 'console_presence_connections')).toBe(1);
    expect(metricValue(text, 'console_presence_events_sent_total')).toBeGreaterThan(0);
    await tab.close();
  });
});
