// One read shared by the root fields of one request: the first resolver that asks starts it, the others await the
// same promise (graphql-js calls a query's root resolvers in the same tick). Keyed by the request's context, so
// nothing outlives the request.
import type { FieldNode, GraphQLResolveInfo } from 'graphql';
import type { GraphQLContext } from './context';

const memos = new WeakMap<GraphQLContext, Map<string, Promise<unknown>>>();

export function memoForRequest<T>(ctx: GraphQLContext, key: string, read: () => Promise<T>): Promise<T> {
  let memo = memos.get(ctx);
  if (!memo) memos.set(ctx, (memo = new Map()));
  let answer = memo.get(key) as Promise<T> | undefined;
  if (!answer) memo.set(key, (answer = read()));
  return answer;
}

/** Whether the operation asks, at its root, for `field` (its @include/@skip honoured with the request's variables). */
export function rootFieldRequested(info: GraphQLResolveInfo, field: string): boolean {
  return info.operation.selectionSet.selections.some(
    (s) => s.kind === 'Field' && s.name.value === field && included(s, info.variableValues),
  );
}

function included(node: FieldNode, variables: Record<string, unknown>): boolean {
  return (node.directives ?? []).every((directive) => {
    const name = directive.name.value;
    if (name !== 'include' && name !== 'skip') return true;
    const arg = directive.arguments?.find((a) => a.name.value === 'if')?.value;
    const value =
      arg?.kind === 'Variable'
        ? variables[arg.name.value] === true
        : arg?.kind === 'BooleanValue' && arg.value;
    return name === 'include' ? value : !value;
  });
}
