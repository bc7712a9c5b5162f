// The audit page's chain head over real HTTP on PGlite and PostgreSQL: auditChainState names the newest row of the
// chain whatever the number of digits. The head was read ordered by its text form ('9' after '10'), so the panel
// stayed at sequence 9 once the log passed it, whatever 今すぐ検証 wrote after.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../src/shared/permissions';
import { startHarness, type Harness, type StaffClient } from '../support/harness';
import { newKey } from '../support/fixtures';

let h: Harness;
let reader: StaffClient;

beforeAll(async () => {
  h = await startHarness({ consumers: 0, demoStaff: false });
  reader = await h.staff([PERMISSIONS.auditLogRead], { email: 'chain-head@example.com' });
}, 120_000);

afterAll(async () => {
  await h?.close();
});

const VERIFY = `mutation { verifyAuditChain { id } }`;
const CHAIN = `{ auditChainState { headSequence headHash } }`;

describe('auditChainState', () => {
  it('names the newest row past 9, 99 …: each 今すぐ検証 moves it to the row it wrote', async () => {
    const head = async () => (await reader.gql('', CHAIN)).data!.auditChainState;
    const newest = async () =>
      (
        await h.q<{ seq: string; hash: string }>(
          sql`select seq::text as seq, hash from audit_log where seq = (select max(seq) from audit_log)`,
        )
      )[0];
    // Each call writes an audit row (a run already in progress is answered as it stands): past 9 and 10 rows more.
    for (let n = 0; n < 12; n++) {
      expect((await reader.gql('', VERIFY, {}, { idempotencyKey: newKey() })).errors).toBeUndefined();
      const row = await newest();
      expect(await head()).toEqual({ headSequence: row.seq, headHash: row.hash });
    }
    expect(Number((await newest()).seq)).toBeGreaterThanOrEqual(12);
  });
});
