// The per-request floor: what a signed-in request costs before it does any work of its own. An
// authenticated `{ __typename }` (session check, body, GraphQL edge and execution, no resolver SQL) against a
// request the session guard refuses at once (no cookie: 401), sent one after the other in turn so both see the
// same machine, in the same run.
import { stats, type Stats } from './measure';
import { postGraphql } from './http-client';

export interface FloorResult {
  authTypename: Stats;
  unauth401: Stats;
  /** authTypename p50 / unauth401 p50. */
  ratio: number;
}

/** The target: the authenticated p50 at most 1.5 times the 401's. */
export const FLOOR_RATIO_TARGET = 1.5;

const BODY = { query: '{ __typename }' };

async function timed(baseUrl: string, cookie: string | null, expected: number): Promise<number> {
  const t0 = performance.now();
  const response = await postGraphql(baseUrl, BODY, cookie ? { cookie } : {});
  const { text } = response;
  const ms = performance.now() - t0;
  if (response.status !== expected)
    throw new Error(`floor: expected ${expected}, got ${response.status}: ${text.slice(0, 200)}`);
  return ms;
}

export async function measureFloor(
  baseUrl: string,
  cookie: string,
  requests: number,
  warmup: number,
): Promise<FloorResult> {
  for (let i = 0; i < warmup; i++) {
    await timed(baseUrl, cookie, 200);
    await timed(baseUrl, null, 401);
  }
  const auth: number[] = [];
  const unauth: number[] = [];
  for (let i = 0; i < requests; i++) {
    // Alternating which goes first, so neither always follows the other.
    if (i % 2) {
      auth.push(await timed(baseUrl, cookie, 200));
      unauth.push(await timed(baseUrl, null, 401));
    } else {
      unauth.push(await timed(baseUrl, null, 401));
      auth.push(await timed(baseUrl, cookie, 200));
    }
  }
  const authTypename = stats(auth, 0);
  const unauth401 = stats(unauth, 0);
  return { authTypename, unauth401, ratio: authTypename.p50 / unauth401.p50 };
}

const ms = (v: number) => v.toFixed(2);

/** The report's lines: both requests and their ratio. */
export function floorLines(f: FloorResult): string[] {
  const met = f.ratio <= FLOOR_RATIO_TARGET;
  return [
    'POST /graphql over HTTP, one request at a time, the two kinds in turn (the same machine for both):' +
      ' `{ __typename }` with the signed-in session cookie (session check, body, the GraphQL edge, parsing' +
      ' and execution; no SQL of its own), and the same request without a cookie, which the session guard' +
      ' answers 401 before reading the body.',
    '',
    '| request | n | p50 ms | p95 ms | p99 ms | max ms |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    `| authenticated \`{ __typename }\` | ${f.authTypename.n} | ${ms(f.authTypename.p50)} | ${ms(f.authTypename.p95)} | ${ms(f.authTypename.p99)} | ${ms(f.authTypename.max)} |`,
    `| unauthenticated (401) | ${f.unauth401.n} | ${ms(f.unauth401.p50)} | ${ms(f.unauth401.p95)} | ${ms(f.unauth401.p99)} | ${ms(f.unauth401.max)} |`,
    '',
    `Ratio of the p50s: **${f.ratio.toFixed(2)}×** (target ≤ ${FLOOR_RATIO_TARGET}×: ${met ? 'met' : '**missed**'}).`,
  ];
}
