// The stale-case gate of staff mutations (docs/decisions.md "Stale cases"). Every Mutation resolver is wrapped so the
// `expectedVersion` a caller names is known to the mutation runner for that field (mutation fields run one after
// another, so one slot per request is enough); the runner then, in its transaction and after the permission check,
// locks the case, refuses a stale version with STALE_CASE and the changes since, and after a done change increases
// the version. Held changes keep the version they were made on.
import mercurius from 'mercurius';
import type { Resolvers } from './generated/resolvers-types';
import type { GraphQLContext } from './context';
import type { Acting, MutationSpec } from './mutation-runner';
import type { Tx } from '../domain/action-outcome';
import {
  bumpCases,
  changesSince,
  consumersOfTarget,
  lockCases,
  type CaseChangeData,
  type CaseSnapshot,
} from '../domain/case-versions';
import { badUserInput } from './guards';

const { ErrorWithProps } = mercurius;

const expectations = new WeakMap<object, number>();

/** The version the caller of the running mutation field saw; undefined when it named none. */
export function expectedVersionOf(ctx: GraphQLContext): number | undefined {
  return expectations.get(ctx);
}

/** Wraps each Mutation resolver so its `expectedVersion` argument reaches the runner (see expectedVersionOf). */
export function withCaseGate(map: Resolvers): Resolvers {
  const mutations = map.Mutation as Record<string, (...a: unknown[]) => unknown> | undefined;
  if (!mutations) return map;
  const wrapped: Record<string, unknown> = {};
  for (const [name, resolve] of Object.entries(mutations)) {
    wrapped[name] = async (
      root: unknown,
      args: Record<string, unknown>,
      ctx: GraphQLContext,
      info: unknown,
    ) => {
      const expected = args.expectedVersion;
      if (typeof expected !== 'number') return resolve(root, args, ctx, info);
      expectations.set(ctx, expected);
      try {
        return await resolve(root, args, ctx, info);
      } finally {
        expectations.delete(ctx);
      }
    };
  }
  return { ...map, Mutation: wrapped as Resolvers['Mutation'] };
}

/** STALE_CASE: nothing changed; the answer names the current version and what changed since the caller's. */
export function staleCase(currentVersion: number, changes: CaseChangeData[]) {
  return new ErrorWithProps(
    `The case changed since it was loaded (version ${currentVersion}): nothing was changed`,
    { code: 'STALE_CASE', currentVersion, changes },
    200,
  );
}

/** Locks the mutation's case and refuses a stale expected version; answers the locked rows for closeCase. */
export async function openCase(tx: Tx, acting: Acting, spec: MutationSpec<unknown>): Promise<CaseSnapshot[]> {
  const ids = await consumersOfTarget(tx, spec.target, spec.args);
  const locked = await lockCases(tx, ids);
  const expected = acting.expectedVersion;
  if (expected === undefined || acting.approval) return locked;
  if (locked.length > 1)
    throw badUserInput('expectedVersion names one case, and these rows span several', 'expectedVersion');
  const current = locked[0];
  if (current && current.version !== expected)
    throw staleCase(current.version, await changesSince(tx, current.id, expected));
  return locked;
}

/** After a done change: each locked case's version goes up by one, with its change row and notification. */
export async function closeCase(
  tx: Tx,
  acting: Acting,
  spec: MutationSpec<unknown>,
  locked: CaseSnapshot[],
  now: Date,
): Promise<void> {
  await bumpCases(
    tx,
    locked.map(({ id, version: _v, ...before }) => ({
      consumerId: id,
      operation: spec.operation,
      staffEmail: acting.staff.email,
      approverEmail: acting.approval?.approver.email ?? null,
      before,
    })),
    now,
  );
}
