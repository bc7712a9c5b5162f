// The access log's choke point on the GraphQL side. The resolvers of the root fields that can answer a consumer's
// personal data (logged-fields.ts) note, on the request's context, the consumers they answered; once the execution
// has finished and before mercurius sends the answer, the onResolution hook hands the request's entry to the writer
// and waits until it is durable. A failed write answers 503 with no data.
//
// A query whose logged root fields all name their consumers in their arguments (the case pages) does not wait that
// long: graphql-js calls a query's root resolvers one after the other in one tick, so each such field claims its
// consumers as it starts, and at the end of that tick the request's entry is opened (writer.open: row count not yet
// known) while the reads run. The hook then waits for that entry's commit, usually done by then, and hands the
// final row count to writer.settle(), which the answer does not wait for. A query with any field whose consumers
// come from its result (a search, a payment) keeps the first path for all of its fields: one entry per request.
import { isConsumerId } from '../../../src/shared/id-patterns';
import type { FieldNode, FragmentDefinitionNode, GraphQLResolveInfo, SelectionNode } from 'graphql';
import type { FastifyInstance } from 'fastify';
import { isPersonalField } from '../../domain/access-log/personal-data';
import type { AccessEntryInput, AccessLogWriter, SettlingEntry } from '../../domain/access-log/writer';
import { requestRefused } from '../guards';
import { logSafeError } from '../../http/log-safe-error';
import type { GraphQLContext } from '../context';

/** Kinds the server writes itself: a client cannot name its operation after one of them. */
export const RESERVED_KINDS = ['Export', 'Impersonation', 'Reveal', 'Offline'] as const;

export interface AccessNote {
  consumerIds: readonly (string | null | undefined)[];
  rows: number;
  /** An entry of its own (Impersonation, Reveal); without it the note joins the request's entry. */
  kind?: string;
  reason?: string | null;
}

/** The entry opened at the start of execution: its commit, and the rows its fields answered since. */
interface Opened {
  written: Promise<SettlingEntry | null>;
  rows: number;
}

interface Tally {
  /** The operation's name, or the first logged root field when the operation has none. */
  kind: string;
  notes: AccessNote[];
  /** Consumers named by the arguments of the fields claimed in the first tick. */
  claimed: string[];
  /** collecting: the first tick; opened: its entry is being written; declined: the notes take the first path. */
  state: 'collecting' | 'opened' | 'declined';
  /** A field whose consumers come from its result asked in the first tick. */
  unnamed: boolean;
  opened?: Opened;
}

const tallies = new WeakMap<object, Tally>();

function operationKind(info: Pick<GraphQLResolveInfo, 'operation' | 'fieldName'>): string {
  const name = info.operation.name?.value;
  return name && !(RESERVED_KINDS as readonly string[]).includes(name) ? name : info.fieldName;
}

function tallyOf(ctx: object, info: Pick<GraphQLResolveInfo, 'operation' | 'fieldName'>): Tally {
  let tally = tallies.get(ctx);
  if (!tally) {
    tally = { kind: operationKind(info), notes: [], claimed: [], state: 'declined', unnamed: false };
    tallies.set(ctx, tally);
  }
  return tally;
}

/** Records that this request's answer carries personal data of these consumers. */
export function noteAccess(
  ctx: object,
  info: Pick<GraphQLResolveInfo, 'operation' | 'fieldName'>,
  note: AccessNote,
): void {
  tallyOf(ctx, info).notes.push(note);
}

const entryBase = (ctx: GraphQLContext) => ({
  staff: { id: ctx.staff.id, email: ctx.staff.email },
  sessionId: ctx.staff.sessionId,
  ip: ctx.request.ip ?? null,
  requestId: String(ctx.request.id),
});

/** Opens the request's entry at the end of its first tick, unless a field of the tick names no consumers. */
function openAtEndOfTick(ctx: GraphQLContext, tally: Tally): void {
  queueMicrotask(() => {
    if (tally.unnamed || !tally.claimed.length) {
      tally.state = 'declined';
      return;
    }
    tally.state = 'opened';
    const written = ctx.request.server.accessLog.open({
      ...entryBase(ctx),
      kind: tally.kind,
      consumerIds: [...new Set(tally.claimed)],
    });
    // Awaited by the hook; until then a failure must not count as unhandled.
    written.catch(() => undefined);
    tally.opened = { written, rows: 0 };
  });
}

/**
 * Called by a logged root field of a query as it starts, when its selection reaches personal data: `named` are the
 * consumers its arguments name, or null when its consumers come from its result. Answers whether the field belongs
 * to the entry opened at the end of this tick (then its rows go to opened()).
 */
export function claimAccess(
  ctx: object,
  info: Pick<GraphQLResolveInfo, 'operation' | 'fieldName'>,
  named: readonly string[] | null,
): boolean {
  const first = !tallies.has(ctx);
  const tally = tallyOf(ctx, info);
  if (first && info.operation.operation === 'query') {
    tally.state = 'collecting';
    openAtEndOfTick(ctx as GraphQLContext, tally);
  }
  if (tally.state !== 'collecting') return false;
  if (named === null) tally.unnamed = true;
  // An id that is not a consumer id names nobody: it costs no statement (the field answers empty).
  else tally.claimed.push(...named.filter(isConsumerId));
  return named !== null;
}

/** Adds a claimed field's answer to the opened entry; false when the entry was not opened (note it instead). */
export function addToOpened(ctx: object, rows: number): boolean {
  const tally = tallies.get(ctx);
  if (tally?.state !== 'opened' || !tally.opened) return false;
  tally.opened.rows += rows;
  return true;
}

/** The entries of one request: its notes joined under the operation's kind, and each note with a kind of its own. */
export function entriesOf(ctx: GraphQLContext): { opened: Opened | null; entries: AccessEntryInput[] } {
  const tally = tallies.get(ctx);
  if (!tally) return { opened: null, entries: [] };
  tallies.delete(ctx);
  const base = entryBase(ctx);
  const entry = (kind: string, notes: AccessNote[], reason: string | null = null): AccessEntryInput => ({
    ...base,
    kind,
    consumerIds: notes.flatMap((n) => n.consumerIds.filter((id): id is string => typeof id === 'string')),
    rowCount: notes.reduce((sum, n) => sum + n.rows, 0),
    reason,
  });
  const joined = tally.notes.filter((n) => !n.kind);
  const own = tally.notes.filter((n) => n.kind);
  return {
    opened: tally.opened ?? null,
    entries: [
      ...(joined.length ? [entry(tally.kind, joined)] : []),
      ...own.map((n) => entry(n.kind!, [n], n.reason ?? null)),
    ],
  };
}

// ─── Does the selection reach personal data? ───────────────────────────────────────────────────────────────────

/** Structural, not instanceof: under vitest the schema's graphql-js is another copy than this module's. */
interface TypeLike {
  name?: string;
  ofType?: TypeLike;
  getFields?: () => Record<string, { type: TypeLike }>;
}

function namedType(type: TypeLike): TypeLike {
  let t = type;
  while (t.ofType) t = t.ofType;
  return t;
}

const reachesCache = new WeakMap<FieldNode, boolean>();

/**
 * Whether the root field's selection asks for any personal field (fragments followed; @include/@skip ignored, so a
 * field that may be asked for counts). Cached per document node: mercurius keeps parsed documents, so a repeated
 * query is looked at once.
 */
export function selectsPersonalData(info: GraphQLResolveInfo): boolean {
  const node = info.fieldNodes[0];
  const cached = reachesCache.get(node);
  if (cached !== undefined) return cached;
  const schema = info.schema as unknown as { getType(name: string): TypeLike | undefined | null };
  const fragments = info.fragments as Record<string, FragmentDefinitionNode>;
  const visit = (type: TypeLike, selections: readonly SelectionNode[], depth: number): boolean => {
    if (depth > 20) return false;
    for (const selection of selections) {
      if (selection.kind === 'Field') {
        const name = selection.name.value;
        if (name.startsWith('__')) continue;
        if (type.name && isPersonalField(type.name, name)) return true;
        const field = type.getFields?.()[name];
        if (field && selection.selectionSet) {
          const inner = namedType(field.type);
          if (visit(inner, selection.selectionSet.selections, depth + 1)) return true;
        }
      } else if (selection.kind === 'InlineFragment') {
        const on = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : type;
        if (on && visit(on, selection.selectionSet.selections, depth + 1)) return true;
      } else {
        const fragment = fragments[selection.name.value];
        const on = fragment && schema.getType(fragment.typeCondition.name.value);
        if (on && visit(on, fragment.selectionSet.selections, depth + 1)) return true;
      }
    }
    return false;
  };
  const returned = namedType(info.returnType as unknown as TypeLike);
  const selections = info.fieldNodes.flatMap((n) => n.selectionSet?.selections ?? []);
  const answer = returned.name ? visit(returned, selections, 0) : false;
  for (const n of info.fieldNodes) reachesCache.set(n, answer);
  return answer;
}

// ─── The hook ───────────────────────────────────────────────────────────────────────────────────────────────────

export const ACCESS_LOG_UNAVAILABLE_MESSAGE =
  'The access log could not be written, so the answer was withheld; try again in a moment.';

/** Registers the hook that writes a request's entries before its answer is sent. */
export function installAccessLogHook(app: FastifyInstance, writer: AccessLogWriter): void {
  writer.onSettleFailed((error) =>
    app.log.error({ err: logSafeError(error) }, 'Access log row count not settled (the entry shows 0 rows)'),
  );
  // A server that stops writes the row counts of its last answers first.
  app.addHook('onClose', async () => writer.settled());
  app.graphql.addHook('onResolution', async (_execution, context) => {
    const { opened, entries } = entriesOf(context as unknown as GraphQLContext);
    if (!opened && !entries.length) return;
    let settling: SettlingEntry | null;
    try {
      [settling] = await Promise.all([
        opened ? opened.written : null,
        Promise.all(entries.map((entry) => writer.record(entry))),
      ]);
    } catch (error) {
      // Which request, not whose data: the entry's ids stay out of the log.
      context.reply.request.log.error({ err: logSafeError(error) }, 'Access log entry not written');
      throw requestRefused(503, 'SERVICE_UNAVAILABLE', ACCESS_LOG_UNAVAILABLE_MESSAGE);
    }
    // 0 when no data went out (a refused or empty answer): the entry then records the attempt.
    if (opened && settling) writer.settle(settling, opened.rows);
  });
}
