// The /graphql edge over real HTTP on a real database: alias bombs and other oversized
// requests are refused before anything runs, invalid text is BAD_USER_INPUT, SQL parameters stay out of the log,
// every error carries a code (also with JIT), introspection and suggestions are off, source maps are not served.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  buildClientSchema,
  buildSchema,
  getIntrospectionQuery,
  printSchema,
  type IntrospectionQuery,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  Kind,
  print,
  typeFromAST,
  type GraphQLInputType,
  type GraphQLType,
  type NamedTypeNode,
} from 'graphql';
import { pwaDocuments } from '../support/pwa-documents';
import { GRAPHQL_BODY_LIMIT_BYTES, schemaSDL } from '../../server/graphql/plugin';
import { REQUEST_ERROR_CODES } from '../../server/graphql/guards';
import { startHarness, STAFF_PASSWORD, type Harness, type TestServer } from '../support/harness';

const NOW = new Date('2025-06-01T03:00:00Z');
/** A staff user with no permissions at all: the attacker. */
const NOBODY = 'nobody@example.com';

let h: Harness;
let server: TestServer;
let cookie: string;
let consumer: { id: string; email: string; phone: string };

interface Answer {
  status: number;
  headers: Headers;
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

/** POSTs a raw body to /graphql; a hang (the bomb of today) fails the test instead of stalling it. */
async function post(body: string, options: { cookie?: string; base?: string } = {}): Promise<Answer> {
  const response = await fetch(`${options.base ?? server.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: options.cookie ?? cookie },
    body,
    signal: AbortSignal.timeout(20_000),
  });
  const json = (await response.json()) as Omit<Answer, 'status' | 'headers'>;
  return { status: response.status, headers: response.headers, ...json };
}

const gql = (
  query: string,
  variables?: Record<string, unknown>,
  options?: { cookie?: string; base?: string },
) => post(JSON.stringify({ query, variables }), options);

const schema = buildSchema(schemaSDL);

/** A value of the given input type: the consumer's id for ids, a plausible scalar, or a whole input object. */
function sampleValue(type: GraphQLType): unknown {
  const inner = getNullableType(type) as GraphQLInputType;
  if (isListType(inner)) return [sampleValue(inner.ofType)];
  if (isEnumType(inner)) return inner.getValues()[0].value;
  if (isInputObjectType(inner)) {
    return Object.fromEntries(Object.values(inner.getFields()).map((f) => [f.name, sampleValue(f.type)]));
  }
  switch (inner.name) {
    case 'Boolean':
      return true;
    case 'EpochMillis':
      return NOW.getTime();
    case 'Int':
      return 1;
    case 'Decimal':
      return '1';
    case 'String':
      return '山田';
    default:
      return consumer.id;
  }
}

const codes = (answer: Answer) => (answer.errors ?? []).map((e) => e.extensions?.code);

const SEARCH = 'query Search($k: String!) { fuzzySearch(searchKeyword: $k) { consumers { id } } }';

/** `count` aliases of one field, as an attacker sends them. */
const aliasBomb = (count: number, field: string) =>
  `query Bomb { ${Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join('\n')} }`;

beforeAll(async () => {
  // The log is kept: item 8 reads it.
  h = await startHarness({
    consumers: 20,
    seed: 5,
    now: NOW,
    demoStaff: false,
    server: { logLevel: 'info' },
  });
  server = h.server;
  [consumer] = await h.q<{ id: string; email: string; phone: string }>(
    sql`select id, email, phone from consumers where email is not null and phone is not null order by id limit 1`,
  );
  cookie = (await h.staff([], { email: NOBODY })).cookie;
}, 180_000);

afterAll(async () => {
  await h?.close();
});

describe('item 7: one request cannot freeze the server', () => {
  it('refuses the 1 MB bomb of 7,500 fuzzySearch aliases at once (413), and answers others meanwhile', async () => {
    const bomb = aliasBomb(
      7500,
      'fuzzySearch(searchKeyword: "ヤマダ タロウ やまだ たろう") { consumers { id kanjiName kanaName email phone status } }',
    );
    const body = JSON.stringify({ query: bomb });
    expect(Buffer.byteLength(body)).toBeGreaterThan(1_000_000);
    const [refused, other] = await Promise.all([post(body), gql(SEARCH, { k: consumer.email })]);
    expect(refused.status).toBe(413);
    expect(refused.errors).toEqual([
      { message: expect.stringMatching(/too large/i), extensions: { code: 'PAYLOAD_TOO_LARGE' } },
    ]);
    expect(other.status).toBe(200);
    expect(other.data).toEqual({ fuzzySearch: { consumers: [{ id: consumer.id }] } });
  });

  it('refuses an alias bomb that fits the body limit with QUERY_TOO_COMPLEX, before running any of it', async () => {
    const bomb = aliasBomb(16, 'fuzzySearch(searchKeyword: "タロウ") { consumers { id } }');
    const answer = await post(JSON.stringify({ query: bomb }));
    expect(answer.status).toBe(400);
    expect(answer.data ?? null).toBeNull();
    expect(answer.errors).toEqual([
      {
        message: 'Too many aliases: a request may use at most 15.',
        extensions: { code: 'QUERY_TOO_COMPLEX', limit: 'aliases', max: 15 },
      },
    ]);
  });

  it('refuses 1,000 aliases of paymentsV2 (6.5 s before) by the token limit', async () => {
    const bomb = aliasBomb(1000, `paymentsV2(consumerId: "${consumer.id}") { payments { id } }`);
    expect(bomb.length).toBeLessThan(GRAPHQL_BODY_LIMIT_BYTES);
    const answer = await post(JSON.stringify({ query: bomb }));
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0].extensions).toEqual({ code: 'QUERY_TOO_COMPLEX', limit: 'tokens', max: 2000 });
  });

  it('refuses the bomb hidden in fragments, too many root fields, too deep and too costly', async () => {
    const inFragments = `query { ...Bomb } fragment Bomb on Query {
      ${Array.from({ length: 16 }, (_, i) => `a${i}: fuzzySearch(searchKeyword: "タロウ") { consumers { id } }`).join(' ')} }`;
    const rootFields = `query { ${[
      'flaggingReasons { id }',
      'legalStatusBatchUpdates { id }',
      'paymentFraudFlaggingReasons { id }',
      'paymentFraudUnflaggingReasons { id }',
      'fraudManagementPermissions { permissions { value } }',
      ...[
        'consumer',
        'plusConsumerData',
        'plusstatus',
        'plusStatus',
        'runningBalance',
        'nlpReport',
        'van',
        'cardEligibility',
        'selfCancellationStatus',
        'plusApplicationDates',
        'nlpMigrationStatus',
      ].map((f) => `${f}(consumerId: "${consumer.id}") { __typename }`),
    ].join(' ')} }`;
    let chain = 'name';
    for (let i = 0; i < 9; i++) chain = `ofType { ${chain} }`;
    const deep = `query { __type(name: "Query") { fields { type { ${chain} } } } }`;
    const payments = `paymentsV2(consumerId: "${consumer.id}") { payments { id captures { id amount createdAt currency }
      refunds { id captureId createdAt amount currency reason } order { items { id title unitPrice quantity } } } }`;
    const costly = aliasBomb(10, payments);
    const limits: [string, string][] = [
      [inFragments, 'aliases'],
      [rootFields, 'rootFields'],
      [deep, 'depth'],
      [costly, 'cost'],
    ];
    for (const [query, limit] of limits) {
      const answer = await post(JSON.stringify({ query }));
      expect(answer.status, limit).toBe(400);
      expect(answer.errors?.[0].extensions, limit).toMatchObject({ code: 'QUERY_TOO_COMPLEX', limit });
    }
  });

  it('lets every document the PWA sends through the real endpoint', async () => {
    const documents = pwaDocuments;
    expect(documents.length).toBeGreaterThanOrEqual(20);
    const refusals: readonly unknown[] = REQUEST_ERROR_CODES;
    for (const [name, document] of documents) {
      const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION)!;
      // A value of the right type for every variable (from the schema: enums, input objects and lists too): the
      // answer may be empty or FORBIDDEN (this user holds no permission), never a refusal of the request.
      const variables = Object.fromEntries(
        (operation.kind === Kind.OPERATION_DEFINITION ? (operation.variableDefinitions ?? []) : []).map(
          (v) => [v.variable.name.value, sampleValue(typeFromAST(schema, v.type as NamedTypeNode)!)],
        ),
      );
      const answer = await gql(print(document), variables);
      expect(answer.status, name).toBe(200);
      expect(
        codes(answer).filter((code) => refusals.includes(code)),
        name,
      ).toEqual([]);
    }
  });

  it('limits each session to its rate, without slowing another session', async () => {
    const limited = await h.startServer({ config: { graphqlRateLimit: 5 } });
    try {
      const [mine, other] = [
        (await h.signIn(NOBODY, STAFF_PASSWORD, limited.baseUrl)).cookie,
        (await h.signIn(NOBODY, STAFF_PASSWORD, limited.baseUrl)).cookie,
      ];
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++)
        statuses.push((await gql('{ __typename }', {}, { base: limited.baseUrl, cookie: mine })).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      const refused = await gql('{ __typename }', {}, { base: limited.baseUrl, cookie: mine });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(refused.errors?.[0]).toMatchObject({
        message: expect.stringMatching(/Too many requests: one session may send 5 a minute/),
        extensions: { code: 'TOO_MANY_REQUESTS' },
      });
      const another = await gql('{ __typename }', {}, { base: limited.baseUrl, cookie: other });
      expect(another).toMatchObject({ status: 200, data: { __typename: 'Query' } });
    } finally {
      await limited.close();
    }
  });
});

describe('item 8: bad input is BAD_USER_INPUT, internal errors leak nothing, every error has a code', () => {
  it('refuses a NUL or a lone surrogate in a search keyword as BAD_USER_INPUT', async () => {
    for (const keyword of ['山田\u0000太郎', 'ab\uD800cd', '\uDC00xy']) {
      const answer = await gql(SEARCH, { k: keyword });
      expect(answer.status).toBe(200);
      expect(answer.data ?? null).toBeNull();
      expect(answer.errors).toEqual([
        {
          message: 'k: text must not contain a NUL character or an unpaired surrogate (invalid Unicode).',
          extensions: { code: 'BAD_USER_INPUT', field: 'k' },
        },
      ]);
    }
    const literal = await gql('{ fuzzySearch(searchKeyword: "ab\\u0000cd") { consumers { id } } }');
    expect(literal.errors?.[0].extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'searchKeyword' });
  });

  it('checks every string argument and variable, inside lists and input objects too', async () => {
    const mutation = `mutation Batch($statuses: [LegalStatusToUpdate!]!) {
      legalStatusBatchUpdate(batchId: "lsb_1", statusesToUpdate: $statuses) { id } }`;
    const nested = await gql(mutation, {
      statuses: [
        { consumerId: consumer.id, desiredStatus: 'Dead' },
        { consumerId: 'con_\u0000', desiredStatus: 'Dead' },
      ],
    });
    expect(nested.errors?.[0].extensions).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'statuses[1].consumerId',
    });
    const literal = await gql(
      'mutation { legalStatusBatchUpdate(batchId: "lsb_1", comment: "\\u0000", statusesToUpdate: []) { id } }',
    );
    expect(literal.errors?.[0].extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'comment' });
    const id = await gql('query($p: ID!) { payment(paymentId: $p) { id } }', { p: 'pay_\uDFFF' });
    expect(id.errors?.[0].extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'p' });
  });

  it('keeps SQL parameters (e-mails, phones) out of the log when a statement fails, on every call', async () => {
    await h.tdb.db.orm.execute(sql.raw('alter table consumers rename column email to email_gone'));
    try {
      const before = server.logs.length;
      for (const keyword of [consumer.email, consumer.email, `0${consumer.phone.slice(2)}`, consumer.email]) {
        const answer = await gql(SEARCH, { k: keyword });
        expect(answer.errors).toEqual([
          expect.objectContaining({
            message: 'Internal server error',
            extensions: { code: 'INTERNAL_SERVER_ERROR' },
          }),
        ]);
      }
      const logged = server.logs.slice(before).join('\n');
      expect(logged).toMatch(/GraphQL request failed/);
      expect(logged).toMatch(/params: \[redacted\]/);
      expect(logged).toContain('42703'); // undefined column: the failure itself is in the log
      for (const personal of [consumer.email, consumer.phone, consumer.phone.slice(2)]) {
        expect(logged).not.toContain(personal);
      }
    } finally {
      await h.tdb.db.orm.execute(sql.raw('alter table consumers rename column email_gone to email'));
    }
  });

  it('answers a body that is not a GraphQL request with 400 BAD_REQUEST', async () => {
    for (const body of ['{"query": 42}', '[]', '{"query": "{ __typename }", "variables": [1]}', '{}']) {
      const answer = await post(body);
      expect(answer.status, body).toBe(400);
      expect(codes(answer), body).toEqual(['BAD_REQUEST']);
    }
    const notGraphQL = await post('{"query": "42"}');
    expect(notGraphQL.status).toBe(400);
    expect(codes(notGraphQL)).toEqual(['GRAPHQL_PARSE_FAILED']);
  });

  it('gives the same answer with a code to a bad variable on every call, the JIT-compiled one included', async () => {
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await gql(SEARCH, { k: 5 }));
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(codes(answer)).toEqual(['BAD_USER_INPUT']);
      expect(answer.errors?.[0].message).toMatch(/^Variable "\$k" got invalid value 5; /);
    }
  });

  it('puts a code on every error a client can provoke', async () => {
    const bodies = [
      '{"query": "{"}',
      '{"query": "{ nope }"}',
      '{"query": "query A { __typename } query B { __typename }"}',
      JSON.stringify({ query: '{ __typename }', operationName: 'Missing' }),
      JSON.stringify({ query: SEARCH }),
      JSON.stringify({
        query: 'query($e: EpochMillis!) { consumerHistory(consumerId: "c", from: $e, to: 1) { __typename } }',
        variables: { e: -1 },
      }),
      '{not json',
      JSON.stringify({
        query:
          '{ paymentFraudFlaggingReasons { id } activePaymentFraudFlags(paymentId: "pay_0000000000000000") { paymentId } }',
      }),
    ];
    for (const body of bodies) {
      for (let i = 0; i < 2; i++) {
        const answer = await post(body);
        expect(answer.errors?.length, body).toBeGreaterThan(0);
        for (const error of answer.errors ?? [])
          expect(typeof error.extensions?.code, `${body}: ${error.message}`).toBe('string');
      }
    }
  });
});

describe('item 9: introspection and field suggestions are off outside development', () => {
  it('refuses introspection, keeps __typename, and suggests no field names', async () => {
    for (const query of [
      '{ __schema { types { name } } }',
      '{ __type(name: "Consumer") { fields { name } } }',
    ]) {
      const answer = await gql(query);
      expect(answer.status).toBe(400);
      expect(answer.data ?? null).toBeNull();
      expect(codes(answer)[0]).toBe('GRAPHQL_VALIDATION_FAILED');
      expect(answer.errors?.[0].message).toMatch(/introspection is disabled/);
    }
    expect(await gql('{ __typename }')).toMatchObject({ status: 200, data: { __typename: 'Query' } });
    const typo = await gql('{ fuzzySerch(searchKeyword: "ab") { consumers { id } } }');
    expect(typo.errors?.[0]).toEqual({
      message: 'Cannot query field "fuzzySerch" on type "Query".',
      locations: [{ line: 1, column: 3 }],
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    const enumTypo = await gql(
      'mutation($s: LegalStatus!) { updateConsumerLegalStatus(id: "con_0000000000000000", legalStatus: $s) { id } }',
      { s: 'Norml' },
    );
    expect(enumTypo.errors?.[0]).toMatchObject({
      message: 'Variable "$s" got invalid value "Norml"; Value "Norml" does not exist in "LegalStatus" enum.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('allows both with GRAPHQL_INTROSPECTION (development)', async () => {
    const development = await h.startServer({ config: { graphqlIntrospection: true } });
    try {
      const developer = (await h.signIn(NOBODY, STAFF_PASSWORD, development.baseUrl)).cookie;
      const options = { base: development.baseUrl, cookie: developer };
      const schema = await gql('{ __schema { queryType { name } } }', {}, options);
      expect(schema).toMatchObject({ status: 200, data: { __schema: { queryType: { name: 'Query' } } } });
      const typo = await gql('{ fuzzySerch(searchKeyword: "ab") { consumers { id } } }', {}, options);
      expect(typo.errors?.[0].message).toMatch(/Did you mean "fuzzySearch"\?/);
      // The standard introspection query of GraphiQL, codegen from a URL and Schemathesis.
      const full = await gql(getIntrospectionQuery(), {}, options);
      expect(full.errors).toBeUndefined();
      expect(full.status).toBe(200);
      const fetched = buildClientSchema(full.data as unknown as IntrospectionQuery);
      expect(printSchema(fetched)).toBe(printSchema(buildSchema(schemaSDL)));
    } finally {
      await development.close();
    }
  });
});

describe('item 10: source maps are not served', () => {
  it('answers 404 for *.map even when the built folder holds one, and serves the rest', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-dist-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    const files: Record<string, string> = {
      'index.html': '<!doctype html><title>console</title>',
      'sw.js': 'self.addEventListener("fetch", () => {});',
      'sw.js.map': '{"version":3,"sources":["../src/sw.ts"],"sourcesContent":["secret source"]}',
      'assets/index-abc123.js': 'console.log(1);',
      'assets/index-abc123.js.map': '{"version":3,"sourcesContent":["secret source"]}',
    };
    for (const [name, content] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), content);
    const withStatic = await h.startServer({ config: { staticDir: dir } });
    try {
      for (const url of [
        '/sw.js.map',
        '/assets/index-abc123.js.map',
        '/assets/index-abc123.js.map?x=1',
        '/SW.JS.MAP',
      ]) {
        const response = await fetch(`${withStatic.baseUrl}${url}`);
        expect(response.status, url).toBe(404);
        expect(await response.text(), url).not.toContain('secret source');
      }
      for (const url of ['/sw.js', '/assets/index-abc123.js', '/search/payments']) {
        expect((await fetch(`${withStatic.baseUrl}${url}`)).status, url).toBe(200);
      }
    } finally {
      await withStatic.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
    // It starts a server instance of its own: beside CI's PGlite CLI tests that start has outlasted 30 s.
  }, 90_000);
});
