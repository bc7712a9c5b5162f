// Daily friction, the server, over real HTTP on PGlite and PostgreSQL: every required text (SMS, admin
// log, fraud log, unflag message) holding only whitespace, zero-width or control characters is refused with the
// field's own message and stores nothing; a batch comment of that kind is no comment; change e-mail and change phone
// fold full-width input as search does (NFKC) instead of refusing it.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS as P } from '../../src/shared/permissions';
import { startHarness, type Harness, type StaffClient } from '../support/harness';
import { codeOf, insertConsumer } from '../support/fixtures';

let h: Harness;
let staff: StaffClient;

beforeAll(async () => {
  h = await startHarness({ consumers: 2, seed: 5, demoStaff: false });
  staff = await h.staff([P.consumersWrite, P.fraudFlagsWrite, P.smsSend, P.legalStatusBatchesWrite], {
    email: 'staff@example.com',
  });
}, 120_000);

afterAll(async () => {
  await h?.close();
});

const INVISIBLE = ['\u200b', '\u0007', ' \u200d\ufeff ', '\u3000', '\u2060\u00ad'];

const SMS = `mutation($c: ID!, $t: String!) { sendSms(consumerId: $c, smsText: $t) }`;
const ADMIN_LOG = `mutation($c: ID!, $m: String!) { createAdminLogV2(consumerId: $c, message: $m) { message } }`;
const FRAUD_LOG = `mutation($c: ID!, $m: String!) { createFraudManagementEventLog(consumerId: $c, message: $m) { id } }`;
const UNFLAG = `mutation($c: ID!, $f: ID!, $m: String!) { unflagConsumerFromFraudFlag(consumerId: $c, flagId: $f, message: $m) }`;
const EMAIL = `mutation($c: ID!, $e: String!) { updateConsumerEmail(id: $c, email: $e) }`;
const PHONE = `mutation($c: ID!, $p: String!) { updateConsumerPhone(id: $c, phone: $p) }`;
const BATCH = `mutation($id: ID!, $comment: String, $rows: [LegalStatusToUpdate!]!) {
  legalStatusBatchUpdate(batchId: $id, comment: $comment, statusesToUpdate: $rows) { id comment } }`;

describe('text that is not there', () => {
  it('refuses an SMS, an admin log, a fraud log and an unflag message of invisible characters, each by its field', async () => {
    const c = await insertConsumer(h);
    const flag = `ffl_${'9'.repeat(16)}`;
    await h.q(sql`insert into consumer_fraud_flags (id, consumer_id, flagged_for, flagged_by)
                  values (${flag}, ${c.id}, 'identity_theft', 'fraud-team@example.com')`);
    const cases = [
      { query: SMS, vars: (t: string) => ({ c: c.id, t }), message: 'The SMS text is required' },
      {
        query: ADMIN_LOG,
        vars: (m: string) => ({ c: c.id, m }),
        message: 'The admin log message is required',
      },
      {
        query: FRAUD_LOG,
        vars: (m: string) => ({ c: c.id, m }),
        message: 'The fraud log message is required',
      },
      {
        query: UNFLAG,
        vars: (m: string) => ({ c: c.id, f: flag, m }),
        message: 'The unflag message is required',
      },
    ];
    for (const { query, vars, message } of cases)
      for (const text of INVISIBLE) {
        const answer = await staff.gql('', query, vars(text));
        expect(codeOf(answer), `${message}: ${JSON.stringify(text)}`).toBe('BAD_USER_INPUT');
        expect(answer.errors![0].message).toBe(message);
      }
    expect(await h.q(sql`select 1 from consumer_messages where consumer_id = ${c.id}`)).toEqual([]);
    expect(await h.q(sql`select 1 from admin_logs where consumer_id = ${c.id}`)).toEqual([]);
    expect(await h.q(sql`select 1 from fraud_event_logs where consumer_id = ${c.id}`)).toEqual([]);
    const [stillFlagged] = await h.q(sql`select unflagged_at from consumer_fraud_flags where id = ${flag}`);
    expect(stillFlagged.unflagged_at).toBeNull();
    // A real text next to invisible characters is a text.
    expect((await staff.gql('', FRAUD_LOG, { c: c.id, m: '\u200b確認済み' })).errors).toBeUndefined();
  });

  it('stores a batch comment of invisible characters as no comment', async () => {
    const c = await insertConsumer(h);
    const id = `lsb_${Date.now()}`;
    const answer = await staff.gql('', BATCH, {
      id,
      comment: '\u200b\u0007',
      rows: [{ consumerId: c.id, desiredStatus: 'CollectionPending' }],
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.legalStatusBatchUpdate.comment).toBeNull();
  });
});

describe('change e-mail and change phone accept full-width input', () => {
  it('folds a full-width e-mail address and phone number (NFKC) and stores the usual forms', async () => {
    const c = await insertConsumer(h);
    const email = await staff.gql('', EMAIL, { c: c.id, e: 'ＹＵＭＩ．ＳＡＴＯ＠ｅｘａｍｐｌｅ．ｊｐ' });
    expect(email.errors).toBeUndefined();
    expect(email.data!.updateConsumerEmail).toBe('Success');
    const phone = await staff.gql('', PHONE, { c: c.id, p: '０９０－９２４４－５７６５' });
    expect(phone.errors).toBeUndefined();
    expect(phone.data!.updateConsumerPhone).toBe('Success');
    const [stored] = await h.q(sql`select email, phone from consumers where id = ${c.id}`);
    expect(stored).toEqual({ email: 'yumi.sato@example.jp', phone: '819092445765' });
    // Still refused: what is no address even after folding.
    const bad = await staff.gql('', EMAIL, { c: c.id, e: 'ｙｕｍｉ＠ｅｘａｍｐｌｅ' });
    expect(bad.data?.updateConsumerEmail ?? codeOf(bad)).not.toBe('Success');
  });
});
