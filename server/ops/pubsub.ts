// Messages between the instances of the console (docs/decisions.md "Presence"): on PostgreSQL through LISTEN/NOTIFY
// on a connection of its own that listens and runs nothing else (so other processes' notifications are never held
// back behind a transaction), on PGlite within the process (one process holds the database). The session cache's
// listener (staff_auth) and the presence hub's (presence, case_events, staff_auth) are both made here.
import pg from 'pg';
import type { Database } from '../db/client';

/** Wait before the listening connection is opened again after it broke. */
const RECONNECT_MS = 1_000;

export interface Listener {
  /** Notifications reach this process now. */
  live(): boolean;
  close(): Promise<void>;
}

/**
 * PostgreSQL: a connection of its own LISTENing on `channels`. Reconnects after a break; `onBreak` runs first, as
 * notifications may be missed while it is down.
 */
export function listenForOthers(
  url: string,
  channels: readonly string[],
  onNotify: (channel: string, payload: string) => void,
  onBreak: () => void,
  onListening: () => void = () => undefined,
): Listener {
  let client: pg.Client | null = null;
  let listening = false;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;

  const broke = (c: pg.Client) => {
    // Only the current connection's first sign of trouble counts (an old one's late events do not).
    if (client !== c) return;
    listening = false;
    client = null;
    onBreak();
    c.end().catch(() => undefined);
    if (!closed) {
      timer = setTimeout(connect, RECONNECT_MS);
      timer.unref();
    }
  };
  const connect = () => {
    if (closed) return;
    const c = new pg.Client({ connectionString: url });
    client = c;
    c.on('error', () => broke(c));
    c.on('end', () => broke(c));
    c.on('notification', (n) => {
      if (channels.includes(n.channel)) onNotify(n.channel, n.payload ?? '');
    });
    c.connect()
      .then(() => c.query(channels.map((channel) => `LISTEN ${channel}`).join('; ')))
      .then(() => {
        if (client === c) {
          listening = true;
          onListening();
        } else void c.end().catch(() => undefined);
      })
      .catch(() => broke(c));
  };
  connect();
  return {
    live: () => listening,
    async close() {
      closed = true;
      clearTimeout(timer);
      listening = false;
      const c = client;
      client = null;
      await c?.end().catch(() => undefined);
    },
  };
}

/** PGlite: the pub/subs of one Database (the server tests run several app instances on one in one process). */
const localBuses = new WeakMap<Database, Set<(channel: string, payload: string) => void>>();

export interface PubSub {
  /** Sends to every instance, this one included (PostgreSQL: through the database; PGlite: at once). */
  publish(channel: string, payload: string): Promise<void>;
  /** Receives every instance's messages on `channel` (and NOTIFYs sent by committed transactions). */
  subscribe(channel: string, listener: (payload: string) => void): () => void;
  /** Other instances' messages reach this one now. */
  live(): boolean;
  close(): Promise<void>;
}

/** A pub/sub over `channels` (fixed at start: PostgreSQL LISTENs on them). `onBreak`: messages may have been lost. */
export async function createPubSub(
  db: Database,
  channels: readonly string[],
  onBreak: () => void = () => undefined,
): Promise<PubSub> {
  const listeners = new Map<string, Set<(payload: string) => void>>();
  const emit = (channel: string, payload: string) => {
    for (const listener of listeners.get(channel) ?? []) {
      try {
        listener(payload);
      } catch {
        // One listener's failure must not keep the message from the others.
      }
    }
  };
  let listener: Listener;
  let publish: PubSub['publish'];
  if (db.kind === 'postgres' && db.url && db.pool) {
    const pool = db.pool;
    let ready!: () => void;
    const listening = new Promise<void>((resolve) => (ready = resolve));
    listener = listenForOthers(db.url, channels, emit, onBreak, () => ready());
    // The first LISTEN before anything is published, so this instance hears its own first message; a database that
    // is down does not hold the start back (presence is then unknown until it is back).
    await Promise.race([listening, new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);
    publish = async (channel, payload) => {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    };
  } else {
    const unlisten: (() => Promise<void>)[] = [];
    // Transactions' NOTIFYs (a committed case change) arrive through PGlite's own listen.
    for (const channel of channels) {
      const stop = await db.pglite?.listen(channel, (payload) => emit(channel, payload));
      if (stop) unlisten.push(stop);
    }
    let bus = localBuses.get(db);
    if (!bus) localBuses.set(db, (bus = new Set()));
    const local = bus;
    local.add(emit);
    listener = {
      live: () => true,
      close: async () => {
        local.delete(emit);
        await Promise.all(unlisten.map((u) => u()));
      },
    };
    publish = async (channel, payload) => {
      for (const deliver of [...local]) deliver(channel, payload);
    };
  }
  return {
    publish,
    subscribe(channel, fn) {
      let set = listeners.get(channel);
      if (!set) listeners.set(channel, (set = new Set()));
      set.add(fn);
      return () => void set.delete(fn);
    },
    live: () => listener.live(),
    close: () => listener.close(),
  };
}
