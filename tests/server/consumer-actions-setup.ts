// Kept only so that test files written against the former private set-up of the consumer-action tests still run:
// a thin adapter over tests/support/harness.ts (the one server-test set-up) and tests/support/fixtures.ts. New test
// files call startHarness and h.staff() directly, as consumer-actions.test.ts does; this file can go once nothing
// imports it.
import { randomInt } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { Config } from '../../server/config';
import {
  startHarness,
  STAFF_PASSWORD,
  type GqlAnswer,
  type RequestOptions,
  type Row,
} from '../support/harness';
import type { TestDatabase } from '../support/test-db';

export {
  anyMerchant,
  codeOf,
  insertConsumer,
  insertContract,
  insertPayment,
  newKey,
} from '../support/fixtures';
export type { GqlAnswer, Row };
export type GqlOptions = RequestOptions;

export interface ActionsHarness<R extends string> {
  tdb: TestDatabase;
  baseUrl: string;
  staff: Record<R, { id: string; email: string; address: string }>;
  /** Each role's session Cookie header, for REST calls. */
  cookies: Record<R, string>;
  gql(as: R, query: string, variables?: Record<string, unknown>, options?: GqlOptions): Promise<GqlAnswer>;
  q<T = Row>(text: SQL): Promise<T[]>;
  close(): Promise<void>;
}

export const PASSWORD = STAFF_PASSWORD;

/** The harness on 4 demo consumers (seed 5), with each role signed in as role@example.com instead of the demo staff. */
export async function startActionsHarness<R extends string>(options: {
  now: Date;
  /** Role name → permissions; each role becomes role@example.com. */
  roles: Record<R, string[]>;
  /** Server configuration beyond the test defaults (SMS gateway, impersonation secret, …). */
  config?: Partial<Config>;
  smsLog?: (line: string) => void;
}): Promise<ActionsHarness<R>> {
  const h = await startHarness({
    now: options.now,
    consumers: 4,
    seed: 5,
    demoStaff: false,
    server: { config: options.config, smsLog: options.smsLog },
  });
  const clients = {} as Record<R, Awaited<ReturnType<typeof h.staff>>>;
  const staff = {} as ActionsHarness<R>['staff'];
  const cookies = {} as ActionsHarness<R>['cookies'];
  for (const [role, permissions] of Object.entries(options.roles) as [R, string[]][]) {
    clients[role] = await h.staff(permissions, { email: `${role}@example.com` });
    const address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    staff[role] = { id: clients[role].id, email: clients[role].email, address };
    cookies[role] = clients[role].cookie;
  }
  return {
    tdb: h.tdb,
    baseUrl: h.baseUrl,
    staff,
    cookies,
    gql: (as, query, variables, gqlOptions) =>
      clients[as].gql('', query, variables, { address: staff[as].address, ...gqlOptions }),
    q: h.q,
    close: h.close,
  };
}
