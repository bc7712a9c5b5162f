// The request limits of /graphql (server/graphql/request-limits.ts) and the edge's checks (request-gate.ts,
// text-input.ts): every document the PWA sends passes; bombs of aliases, root fields, depth, cost, tokens and
// fragments are refused; fragments never change a verdict.
import { describe, expect, it } from 'vitest';
import {
  Kind,
  buildSchema,
  getIntrospectionQuery,
  getNamedType,
  isCompositeType,
  isObjectType,
  parse,
  print,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
import { pwaDocuments } from '../support/pwa-documents';
import { schemaSDL } from '../../server/graphql/plugin';
import { REQUEST_LIMITS, checkRequestLimits } from '../../server/graphql/request-limits';
import { createRequestGate } from '../../server/graphql/request-gate';
import {
  findInvalidTextInDocument,
  findInvalidTextInJson,
  isInvalidText,
} from '../../server/graphql/text-input';

const schema = buildSchema(schemaSDL);

const check = (query: string, options = {}) =>
  checkRequestLimits(schema, parse(query), REQUEST_LIMITS, options);
const aliases = (n: number, field: string) =>
  `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ')} }`;

/**
 * The same document with every selection set of a field of object, union or interface type moved into a named fragment (fragments
 * nested in fragments), as a client that uses fragments would send it.
 */
function withFragments(document: DocumentNode, schema: GraphQLSchema): DocumentNode {
  const fragments: FragmentDefinitionNode[] = [];
  const rewrite = (set: SelectionSetNode, owner: GraphQLNamedType | undefined): SelectionSetNode => ({
    ...set,
    selections: set.selections.map((selection) => {
      if (selection.kind === Kind.INLINE_FRAGMENT) {
        const condition = selection.typeCondition && schema.getType(selection.typeCondition.name.value);
        return { ...selection, selectionSet: rewrite(selection.selectionSet, condition ?? owner) };
      }
      if (selection.kind !== Kind.FIELD || !selection.selectionSet) return selection;
      const field = owner && isObjectType(owner) ? owner.getFields()[selection.name.value] : undefined;
      const type = field ? getNamedType(field.type) : undefined;
      if (!type || !isCompositeType(type)) return selection;
      const name = `F${fragments.length}`;
      const fragment: FragmentDefinitionNode = {
        kind: Kind.FRAGMENT_DEFINITION,
        name: { kind: Kind.NAME, value: name },
        typeCondition: { kind: Kind.NAMED_TYPE, name: { kind: Kind.NAME, value: type.name } },
        selectionSet: { kind: Kind.SELECTION_SET, selections: [] },
      };
      fragments.push(fragment);
      (fragment as { selectionSet: SelectionSetNode }).selectionSet = rewrite(selection.selectionSet, type);
      return {
        ...selection,
        selectionSet: {
          kind: Kind.SELECTION_SET,
          selections: [{ kind: Kind.FRAGMENT_SPREAD, name: { kind: Kind.NAME, value: name } }],
        },
      };
    }),
  });
  const definitions = document.definitions.map((d) =>
    d.kind === Kind.OPERATION_DEFINITION
      ? {
          ...d,
          selectionSet: rewrite(
            d.selectionSet,
            d.operation === 'mutation' ? schema.getMutationType()! : schema.getQueryType()!,
          ),
        }
      : d,
  );
  return { ...document, definitions: [...definitions, ...fragments] };
}

describe('the documents the PWA sends', () => {
  it('are found in the generated client module', () => {
    expect(pwaDocuments.length).toBeGreaterThanOrEqual(20);
    expect(pwaDocuments.map(([name]) => name)).toEqual(
      expect.arrayContaining(['SearchDocument', 'ConsumerPageDocument', 'PaymentPageDocument']),
    );
  });

  it.each(pwaDocuments)('%s passes every limit, with room', (_name, document) => {
    const { measure, violation } = checkRequestLimits(schema, document);
    expect(violation).toBeUndefined();
    expect(measure.rootFields).toBeLessThanOrEqual(REQUEST_LIMITS.maxRootFields / 2);
    expect(measure.cost).toBeLessThanOrEqual(REQUEST_LIMITS.maxCost / 3);
    expect(measure.depth).toBeLessThan(REQUEST_LIMITS.maxDepth);
  });

  it.each(pwaDocuments)('%s passes the edge as the client prints it', (_name, document) => {
    const gate = createRequestGate({ schema, limits: REQUEST_LIMITS, introspection: false });
    expect(() => gate({ query: print(document), variables: {} })).not.toThrow();
  });

  // A mutation answering a scalar or an enum (sendSms, closeConsumer, …) has no selection to move.
  const withSelections = pwaDocuments.filter(
    ([, document]) => withFragments(document, schema).definitions.length > document.definitions.length,
  );

  it('moves selections into fragments for every document that has any', () => {
    expect(withSelections.length).toBeGreaterThanOrEqual(20);
  });

  it.each(withSelections)(
    '%s measures the same with its selections moved into fragments',
    (_name, document) => {
      const inFragments = withFragments(document, schema);
      // A document of leaf fields only (a mutation answering an enum) has no selection to move.
      const leavesOnly = print(document) === print(inFragments);
      if (!leavesOnly) expect(inFragments.definitions.length).toBeGreaterThan(document.definitions.length);
      expect(checkRequestLimits(schema, parse(print(inFragments))).measure).toEqual(
        checkRequestLimits(schema, document).measure,
      );
    },
  );
});

describe('request limits', () => {
  it('refuses the alias bomb: 16 aliases of fuzzySearch, where 15 pass', () => {
    const field = 'fuzzySearch(searchKeyword: "山田") { consumers { id } }';
    expect(check(aliases(15, field)).violation).toBeUndefined();
    expect(check(aliases(16, field)).violation).toMatchObject({ limit: 'aliases', max: 15 });
    expect(check(aliases(7500, field)).violation).toMatchObject({ limit: 'aliases' });
  });

  it('counts aliases and root fields a fragment brings, once per spread', () => {
    const fragment = `fragment Many on Query ${aliases(8, 'flaggingReasons { id }')}`;
    expect(check(`{ ...Many } ${fragment}`).violation).toBeUndefined();
    expect(check(`{ ...Many ...Many } ${fragment}`).violation).toMatchObject({ limit: 'aliases' });
    expect(check(`{ ... on Query { ...Many } ...Many } ${fragment}`).violation).toMatchObject({
      limit: 'aliases',
    });
  });

  it('refuses more than 15 root fields without aliases', () => {
    // Arguments and scalar leaves do not matter here: the limits are checked before validation.
    const many = Object.keys(schema.getQueryType()!.getFields()).map((name) => `${name} { __typename }`);
    expect(check(`{ ${many.slice(0, 16).join(' ')} }`).violation).toMatchObject({ limit: 'rootFields' });
    expect(check(`{ ${many.slice(0, 15).join(' ')} }`).violation?.limit).not.toBe('rootFields');
  });

  it('refuses a flood of the same field without aliases (what validation would compare pairwise)', () => {
    const same = Array.from({ length: 3000 }, () => 'consumer(consumerId: "con_0000000000000000") { id }');
    expect(check(`{ ${same.join(' ')} }`).violation).toBeDefined();
  });

  it('refuses selections nested deeper than 8 levels, and skips introspection only when it is allowed', () => {
    let deep = 'name';
    for (let i = 0; i < 8; i++) deep = `ofType { ${deep} }`;
    const query = `{ __type(name: "Query") { fields { type { ${deep} } } } }`;
    expect(check(query).violation).toMatchObject({ limit: 'depth', max: 8 });
    expect(check(query, { skipIntrospection: true }).violation).toBeUndefined();
  });

  it("passes graphql-js's standard introspection query (its fragments are used only under __schema) when allowed", () => {
    const introspection = getIntrospectionQuery();
    expect(check(introspection, { skipIntrospection: true }).violation).toBeUndefined();
    // A fragment is left out only where introspection spreads it: the same one unused is measured (at depth 1).
    const typeRef = introspection.slice(introspection.indexOf('fragment TypeRef'));
    expect(
      check(`{ __type(name: "Query") { ...TypeRef } } ${typeRef}`, { skipIntrospection: true }).violation,
    ).toBeUndefined();
    expect(check(`{ __typename } ${typeRef}`, { skipIntrospection: true }).violation).toMatchObject({
      limit: 'depth',
    });
  });

  it('multiplies the cost of what sits under a list', () => {
    // paymentsV2 1 + payments 1 + captures 10 + id 100 (captures sits under two lists).
    const query = '{ paymentsV2(consumerId: "c") { payments { captures { id } } } }';
    expect(check(query).measure.cost).toBe(1 + 1 + 10 + 100);
  });

  it('counts a field asked twice at one place (directly and through fragments) once, as execution merges it', () => {
    const direct = '{ paymentsV2(consumerId: "c") { payments { id captures { id } } } }';
    const twice = `{ paymentsV2(consumerId: "c") { payments { id captures { id } ...Row ...Row2 } } }
      fragment Row on Payment { id captures { id } }
      fragment Row2 on Payment { captures { id } }`;
    expect(check(twice).measure.cost).toBe(check(direct).measure.cost);
    // Aliases are different response keys: each is resolved, so each costs.
    const aliased = '{ paymentsV2(consumerId: "c") { payments { a: id b: id } } }';
    expect(check(aliased).measure.cost).toBe(1 + 1 + 10 + 10);
  });

  it('refuses a cost bomb that keeps within the alias limit', () => {
    const payments = `paymentsV2(consumerId: "c") { payments { id captures { id amount createdAt currency }
      refunds { id captureId createdAt amount currency reason } order { items { id title unitPrice quantity } } } }`;
    expect(check(aliases(10, payments)).violation).toMatchObject({ limit: 'cost', max: 2500 });
  });

  it('stops expanding an exponential fragment bomb at the limit', () => {
    const levels = 40;
    const fragments = Array.from({ length: levels }, (_, i) =>
      i === levels - 1
        ? `fragment F${i} on Query { flaggingReasons { id } }`
        : `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`,
    );
    const result = check(`{ ...F0 } ${fragments.join(' ')}`);
    expect(result.violation).toBeDefined();
    expect(result.measure.cost).toBeLessThanOrEqual(REQUEST_LIMITS.maxCost + 1);
  });

  it('does not loop on fragment cycles (validation refuses them afterwards)', () => {
    const query = '{ ...A } fragment A on Query { flaggingReasons { id } ...B } fragment B on Query { ...A }';
    expect(check(query).violation).toBeUndefined();
  });

  it('counts fragments no operation spreads, since validation reads them too', () => {
    const unused = `fragment Unused on Query ${aliases(16, 'flaggingReasons { id }')}`;
    expect(check(`{ flaggingReasons { id } } ${unused}`).violation).toMatchObject({ limit: 'aliases' });
  });

  it('counts every operation of a document, not only the one that runs', () => {
    const ops = Array.from({ length: 4 }, (_, i) => `query Q${i} ${aliases(4, 'flaggingReasons { id }')}`);
    expect(check(ops.join(' ')).violation).toMatchObject({ limit: 'aliases' });
  });
});

describe('the edge', () => {
  const gate = createRequestGate({ schema, limits: REQUEST_LIMITS, introspection: false });
  const refusal = (body: unknown) => {
    try {
      gate(body);
    } catch (error) {
      const e = error as { message: string; extensions: Record<string, unknown>; statusCode: number };
      return { message: e.message, status: e.statusCode, ...e.extensions };
    }
    return undefined;
  };

  it('refuses bodies that are not a GraphQL request with BAD_REQUEST (400)', () => {
    for (const body of [{ query: 42 }, { query: '' }, [], null, 'x', { query: '{a}', variables: [1] }]) {
      expect(refusal(body)).toMatchObject({ code: 'BAD_REQUEST', status: 400 });
    }
    expect(refusal({ query: '{ flaggingReasons { id } }', operationName: 5 })).toMatchObject({
      code: 'BAD_REQUEST',
    });
  });

  it('refuses a document that does not parse, including a JSON AST passed as text', () => {
    expect(refusal({ query: '42' })).toMatchObject({ code: 'GRAPHQL_PARSE_FAILED', status: 400 });
    expect(refusal({ query: JSON.stringify(parse('{ flaggingReasons { id } }')) })).toMatchObject({
      code: 'GRAPHQL_PARSE_FAILED',
    });
  });

  it('refuses a document over the token limit before building it', () => {
    const long = `{ ${Array.from({ length: 1200 }, () => 'flaggingReasons { id }').join(' ')} }`;
    expect(refusal({ query: long })).toMatchObject({ code: 'QUERY_TOO_COMPLEX', limit: 'tokens', max: 2000 });
  });

  it('refuses invalid text in any variable, however nested, and in any literal', () => {
    const query = 'query($k: String!) { fuzzySearch(searchKeyword: $k) { consumers { id } } }';
    expect(refusal({ query, variables: { k: 'ab\u0000cd' } })).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'k',
      status: 200,
    });
    expect(refusal({ query, variables: { k: 'ab\uD800cd' } })).toMatchObject({ field: 'k' });
    expect(
      refusal({
        query:
          'mutation($s: [LegalStatusToUpdate!]!) { legalStatusBatchUpdate(batchId: "b", statusesToUpdate: $s) { id } }',
        variables: { s: [{ consumerId: 'con_1', desiredStatus: 'Dead' }, { consumerId: 'con_\uDC00' }] },
      }),
    ).toMatchObject({ code: 'BAD_USER_INPUT', field: 's[1].consumerId' });
    expect(
      refusal({
        query:
          'mutation { legalStatusBatchUpdate(batchId: "b", statusesToUpdate: [{consumerId: "con_\\u0000", desiredStatus: Dead}]) { id } }',
      }),
    ).toMatchObject({ code: 'BAD_USER_INPUT', field: 'statusesToUpdate[0].consumerId' });
    expect(
      refusal({ query: '{ fuzzySearch(searchKeyword: "ab\\u0000") { consumers { id } } }' }),
    ).toMatchObject({
      field: 'searchKeyword',
    });
    expect(refusal({ query, variables: { k: '山田 😀 ok' } })).toBeUndefined();
  });

  it('checks variables on every request, also of a document it has already accepted', () => {
    const query = 'query($k: String!) { fuzzySearch(searchKeyword: $k) { consumers { id } } }';
    expect(refusal({ query, variables: { k: 'fine' } })).toBeUndefined();
    expect(refusal({ query, variables: { k: '\u0000' } })).toMatchObject({ code: 'BAD_USER_INPUT' });
  });
});

describe('invalid text', () => {
  it('is a NUL or an unpaired surrogate; pairs and other controls are fine', () => {
    expect(isInvalidText('a\u0000')).toBe(true);
    expect(isInvalidText('\uD83D')).toBe(true);
    expect(isInvalidText('x\uDE00')).toBe(true);
    expect(isInvalidText('\uDE00\uD83D')).toBe(true);
    expect(isInvalidText('😀')).toBe(false);
    expect(isInvalidText('タロウ\t\n')).toBe(false);
  });

  it('is found in object keys and in very deep JSON without exhausting the stack', () => {
    expect(findInvalidTextInJson({ ['a\u0000']: 1 })).toBe('a\u0000');
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findInvalidTextInJson({ v: deep })).toMatch(/^v(\[0\]){100000}$/);
  });

  it('is found in variable defaults of a document', () => {
    expect(findInvalidTextInDocument(parse('query($k: String = "\\u0000") { __typename }'))).toBe('k');
  });
});
