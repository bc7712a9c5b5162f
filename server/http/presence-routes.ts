// GET /api/presence: one WebSocket per console tab (docs/decisions.md "Presence"). The session guard has checked the
// cookie before the upgrade; the socket is closed when that session ends (the staff_auth notifications that end
// sessions on every instance). The tab says which case it shows and whether an action dialog is open; it is told who
// else has the case open and each committed change of the case (case_events, sent by the change's transaction).
import { isSameOrigin } from './session';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import websocket from '@fastify/websocket';
import fp from 'fastify-plugin';
import type { WebSocket } from 'ws';
import { Counter, Gauge } from 'prom-client';
import { STAFF_AUTH_CHANNEL, type Database } from '../db/client';
import { isConsumerId } from '../../src/shared/id-patterns';
import { createPubSub, type PubSub } from '../ops/pubsub';
import { CASE_CHANNEL, type CaseEvent } from '../domain/case-versions';
import { HEARTBEAT_MS, PresenceBoard, type Refresh, type TabAnnouncement } from '../domain/presence';

export const PRESENCE_CHANNEL = 'presence';
/** Tabs named in one heartbeat message (NOTIFY payloads stay far under PostgreSQL's 8,000 bytes). */
const REFRESH_BATCH = 200;
/** A tab's message is a few dozen bytes; anything larger is not the console's. */
const MAX_MESSAGE_BYTES = 1024;
/** Close code of a socket whose session ended (the console signs in again). */
const SESSION_ENDED = 4401;

interface Tab {
  id: string;
  socket: WebSocket;
  request: FastifyRequest;
  staffId: string;
  email: string;
  caseId: string | null;
  busy: boolean;
  alive: boolean;
}

type ClientMessage = { type: 'watch'; caseId: string | null } | { type: 'busy'; busy: boolean };

function parseMessage(data: unknown): ClientMessage | null {
  try {
    const m = JSON.parse(String(data)) as Record<string, unknown>;
    if (m.type === 'watch' && (m.caseId === null || (typeof m.caseId === 'string' && isConsumerId(m.caseId))))
      return { type: 'watch', caseId: m.caseId };
    if (m.type === 'busy' && typeof m.busy === 'boolean') return { type: 'busy', busy: m.busy };
  } catch {
    // Not JSON: ignored like any message that is not the console's.
  }
  return null;
}

/**
 * One heartbeat: pings each tab (one that did not answer the last ping is ended) and re-announces the tabs that
 * watch a case, so other instances keep them on their boards.
 */
function beat(tabs: ReadonlyMap<string, Tab>, instance: string, pubsub: PubSub): void {
  for (const tab of tabs.values()) {
    // No answer to the last ping: the tab sleeps or lost the network.
    if (!tab.alive) {
      tab.socket.terminate();
      continue;
    }
    tab.alive = false;
    tab.socket.ping();
  }
  const ids = [...tabs.values()].filter((t) => t.caseId).map((t) => t.id);
  for (let i = 0; i < ids.length; i += REFRESH_BATCH) {
    const refresh: Refresh = { instance, tabs: ids.slice(i, i + REFRESH_BATCH) };
    void pubsub.publish(PRESENCE_CHANNEL, JSON.stringify(refresh)).catch(() => undefined);
  }
}

/**
 * The WebSocket support, registered before the session guard: its hook marks an upgrade first, so an upgrade the
 * guard refuses (401) has its connection ended after the answer (it would otherwise stay open and hold a shutdown).
 */
export const websocketSupport = fp(async (app: FastifyInstance) => {
  await app.register(websocket, { options: { maxPayload: MAX_MESSAGE_BYTES } });
});

export const presenceRoutes: FastifyPluginAsync<{ db: Database }> = async (app: FastifyInstance, { db }) => {
  const instance = randomUUID();
  const board = new PresenceBoard();
  const tabs = new Map<string, Tab>();
  const eventsSent = new Counter({
    name: 'console_presence_events_sent_total',
    help: 'Presence lists and case changes sent to console tabs.',
    registers: [app.metrics.registry],
  });
  new Gauge({
    name: 'console_presence_connections',
    help: 'Open presence connections (console tabs) on this instance.',
    registers: [app.metrics.registry],
    collect() {
      this.set(tabs.size);
    },
  });

  const send = (tab: Tab, message: unknown) => {
    if (tab.socket.readyState !== tab.socket.OPEN) return;
    tab.socket.send(JSON.stringify(message));
    eventsSent.inc();
  };
  const tellCases = (caseIds: readonly string[]) => {
    if (!caseIds.length) return;
    for (const tab of tabs.values())
      if (tab.caseId && caseIds.includes(tab.caseId))
        send(tab, { type: 'presence', caseId: tab.caseId, people: board.people(tab.caseId, tab.id) });
  };

  const pubsub = await createPubSub(db, [PRESENCE_CHANNEL, CASE_CHANNEL, STAFF_AUTH_CHANNEL], () =>
    tellCases(board.forgetOthers(instance)),
  );
  pubsub.subscribe(PRESENCE_CHANNEL, (payload) => {
    const message = JSON.parse(payload) as TabAnnouncement | Refresh;
    if ('tabs' in message) board.refresh(message, Date.now());
    else tellCases(board.announce(message, Date.now()));
  });
  pubsub.subscribe(CASE_CHANNEL, (payload) => {
    const event = JSON.parse(payload) as CaseEvent;
    for (const tab of tabs.values())
      if (tab.caseId === event.consumerId) send(tab, { type: 'case', ...event });
  });
  // A session ended, a lock, changed permissions: each socket of that staff member (all for '') checks its session,
  // read afresh (the session cache hears the same notification on a connection of its own, maybe later).
  const recheck = (staffUserId: string) => {
    for (const tab of tabs.values()) {
      if (staffUserId && tab.staffId !== staffUserId) continue;
      void app.sessionStaff(tab.request, true).then(
        (staff) => !staff && tab.socket.close(SESSION_ENDED, 'session ended'),
        () => undefined,
      );
    }
  };
  pubsub.subscribe(STAFF_AUTH_CHANNEL, recheck);

  const announce = (tab: Tab) =>
    pubsub
      .publish(
        PRESENCE_CHANNEL,
        JSON.stringify({
          tab: tab.id,
          instance,
          caseId: tab.caseId,
          email: tab.email,
          busy: tab.busy,
        } satisfies TabAnnouncement),
      )
      .catch(() => undefined);

  const heartbeat = setInterval(() => beat(tabs, instance, pubsub), HEARTBEAT_MS);
  const sweep = setInterval(() => tellCases(board.expire(Date.now())), 1_000);
  heartbeat.unref();
  sweep.unref();

  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    clearInterval(sweep);
    for (const tab of tabs.values()) tab.socket.terminate();
    await pubsub.close();
  });

  app.get('/api/presence', { websocket: true }, (socket, request) => {
    const staff = request.staff;
    if (!staff || !isSameOrigin(request)) {
      socket.close(staff ? 4403 : SESSION_ENDED, 'refused');
      return;
    }
    const tab: Tab = {
      id: randomUUID().slice(0, 12),
      socket,
      request,
      staffId: staff.id,
      email: staff.email,
      caseId: null,
      busy: false,
      alive: true,
    };
    tabs.set(tab.id, tab);
    socket.on('pong', () => (tab.alive = true));
    socket.on('message', (data) => {
      tab.alive = true;
      const message = parseMessage(data);
      if (!message) return;
      if (message.type === 'watch') {
        tab.caseId = message.caseId;
        tab.busy = false;
        // The list as this instance knows it now; changes follow as they happen.
        if (tab.caseId)
          send(tab, { type: 'presence', caseId: tab.caseId, people: board.people(tab.caseId, tab.id) });
      } else tab.busy = message.busy;
      void announce(tab);
    });
    socket.on('close', () => {
      tabs.delete(tab.id);
      if (tab.caseId) void announce({ ...tab, caseId: null });
    });
    send(tab, { type: 'hello', tab: tab.id });
  });
};
