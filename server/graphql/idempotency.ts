// Idempotency-Key on GraphQL mutations (docs/decisions.md "Consumer actions"). The console sends a fresh key with
// each user action; a repeat of the same key by the same staff user within 24 hours gets the first answer and never
// applies the mutation again (a retry after a lost response, a double click).
//
// 1. preHandler: for a mutation operation with the header, claim (staff user, key) with insert … on conflict. A key
//    already answered is replayed; the same key with another request is refused (422); a key whose first request is
//    still running is waited for briefly, then refused (409).
// 2. The mutation runner marks the claim applied in the mutation's own transaction (markIdempotencyApplied), so
//    "applied" and the change commit together.
// 3. onSend: an applied claim stores the answer; a claim whose request committed nothing (validation error, rollback)
//    is released, so a retry runs normally.
// Queries, and requests without the header, pass untouched.
import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parse, type OperationDefinitionNode } from 'graphql';
import { sql } from 'drizzle-orm';
import { rows, type Database, type Orm } from '../db/client';

declare module 'fastify' {
  interface FastifyRequest {
    /** The idempotency_keys row this request claimed, when it carries a key for a mutation. */
    idempotencyClaim: { id: number } | null;
    /**
     * Set by a mutation whose answer carries a one-time secret (an impersonation token): the answer is not kept, and
     * a repeat of the key gets this message instead (the action is still never applied twice).
     */
    idempotencyWithheld: string | null;
  }
}

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** How long a key is remembered. */
export const IDEMPOTENCY_TTL_HOURS = 24;
/** How long a repeat waits for the first request's answer before answering 409. */
export const IDEMPOTENCY_WAIT_MS = 5_000;
const POLL_MS = 50;
/** Visible ASCII, 1 to 200 characters: a UUID, a ULID or any random token fits. */
const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

interface GraphQLBody {
  query?: unknown;
  operationName?: unknown;
  variables?: unknown;
}

/** Whether the operation the request runs is a mutation; false for anything unparsable (mercurius answers it). */
export function isMutationRequest(body: GraphQLBody | undefined): boolean {
  if (!body || typeof body.query !== 'string') return false;
  try {
    const operations = parse(body.query).definitions.filter(
      (d): d is OperationDefinitionNode => d.kind === 'OperationDefinition',
    );
    const name = typeof body.operationName === 'string' ? body.operationName : null;
    const chosen = name ? operations.find((o) => o.name?.value === name) : operations[0];
    return chosen?.operation === 'mutation';
  } catch {
    return false;
  }
}

/** JSON with object keys sorted, so the same variables in another order are the same request. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function requestHash(body: GraphQLBody): string {
  return createHash('sha256')
    .update(
      canonicalJson({
        query: body.query,
        operationName: body.operationName ?? null,
        variables: body.variables ?? {},
      }),
    )
    .digest('hex');
}

interface KeyRow {
  id: number;
  request_hash: string;
  applied: boolean;
  response: { statusCode: number; body: string } | null;
}

async function claim(db: Orm, staffUserId: string, key: string, hash: string): Promise<number | null> {
  const [claimed] = await rows<{ id: number }>(
    db,
    sql`
      insert into idempotency_keys (staff_user_id, key, request_hash)
      values (${staffUserId}, ${key}, ${hash})
      on conflict (staff_user_id, key) do update
        set request_hash = excluded.request_hash, applied_at = null, response = null, created_at = now()
        where idempotency_keys.created_at < now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})
      returning id`,
  );
  return claimed ? Number(claimed.id) : null;
}

async function existing(db: Orm, staffUserId: string, key: string): Promise<KeyRow | null> {
  const [row] = await rows<KeyRow>(
    db,
    sql`
      select id, request_hash, applied_at is not null as applied, response
      from idempotency_keys where staff_user_id = ${staffUserId} and key = ${key}`,
  );
  return row ?? null;
}

function refuse(reply: FastifyReply, status: number, code: string, message: string) {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send(JSON.stringify({ data: null, errors: [{ message, extensions: { code } }] }));
}

let claimsSinceCleanup = 0;

/** Keeps the answer of this request out of the idempotency store; a repeat of its key gets `message` as an error. */
export function withholdIdempotentAnswer(request: FastifyRequest, message: string): void {
  request.idempotencyWithheld = message;
}

/** Called by the mutation runner inside the mutation's transaction. */
export async function markIdempotencyApplied(
  tx: Pick<Orm, 'execute'>,
  request: FastifyRequest,
): Promise<void> {
  const claimed = request.idempotencyClaim;
  if (!claimed) return;
  await tx.execute(sql`update idempotency_keys set applied_at = now() where id = ${claimed.id}`);
}

export const idempotencyPlugin = fp(
  async (app: FastifyInstance, { db }: { db: Database }) => {
    app.decorateRequest('idempotencyClaim', null);
    app.decorateRequest('idempotencyWithheld', null);

    app.addHook('preHandler', async (request, reply) => {
      const header = request.headers[IDEMPOTENCY_HEADER];
      if (header === undefined || !request.staff) return;
      const body = request.body as GraphQLBody | undefined;
      if (!isMutationRequest(body)) return;
      if (typeof header !== 'string' || !KEY_PATTERN.test(header)) {
        return refuse(
          reply,
          400,
          'BAD_USER_INPUT',
          'Idempotency-Key must be 1 to 200 visible ASCII characters',
        );
      }
      const staffUserId = request.staff.id;
      const hash = requestHash(body!);
      if (++claimsSinceCleanup >= 100) {
        claimsSinceCleanup = 0;
        await db.orm.execute(
          sql`delete from idempotency_keys
              where created_at < now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`,
        );
      }
      const claimedId = await claim(db.orm, staffUserId, header, hash);
      if (claimedId !== null) {
        request.idempotencyClaim = { id: claimedId };
        return;
      }
      const deadline = Date.now() + IDEMPOTENCY_WAIT_MS;
      for (;;) {
        const row = await existing(db.orm, staffUserId, header);
        if (!row) {
          // The first request committed nothing and released the key: this one runs.
          const again = await claim(db.orm, staffUserId, header, hash);
          if (again !== null) {
            request.idempotencyClaim = { id: again };
            return;
          }
          if (Date.now() >= deadline)
            return refuse(
              reply,
              409,
              'IDEMPOTENCY_KEY_IN_USE',
              'A request with this Idempotency-Key is still running',
            );
          continue;
        }
        if (row.request_hash !== hash) {
          return refuse(
            reply,
            422,
            'IDEMPOTENCY_KEY_REUSED',
            'This Idempotency-Key was used for another request; send a new key for a new action',
          );
        }
        if (row.response) {
          return reply
            .code(row.response.statusCode)
            .header('idempotency-replayed', 'true')
            .type('application/json; charset=utf-8')
            .send(row.response.body);
        }
        if (Date.now() >= deadline) {
          return refuse(
            reply,
            409,
            'IDEMPOTENCY_KEY_IN_USE',
            row.applied
              ? 'This action was applied, but its answer is not available yet; reload to see the result'
              : 'A request with this Idempotency-Key is still running',
          );
        }
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const claimed = request.idempotencyClaim;
      if (!claimed) return payload;
      request.idempotencyClaim = null;
      const body =
        typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
      if (body === null) {
        await db.orm.execute(
          sql`delete from idempotency_keys where id = ${claimed.id} and applied_at is null`,
        );
        return payload;
      }
      const withheld = request.idempotencyWithheld;
      const response = JSON.stringify(
        withheld === null
          ? { statusCode: reply.statusCode, body }
          : {
              statusCode: reply.statusCode,
              body: JSON.stringify({
                data: null,
                errors: [{ message: withheld, extensions: { code: 'IDEMPOTENCY_ANSWER_WITHHELD' } }],
              }),
            },
      );
      await db.orm.execute(sql`
        update idempotency_keys set response = ${response}::jsonb where id = ${claimed.id} and applied_at is not null`);
      await db.orm.execute(sql`delete from idempotency_keys where id = ${claimed.id} and applied_at is null`);
      return payload;
    });
  },
  { name: 'graphql-idempotency' },
);
