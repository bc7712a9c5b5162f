// 'assign VAN' on the VAN tab (document 2 §2, §7): gives a consumer without a virtual bank account one, with an
// account number no other consumer holds — also when many are assigned at once (a sequence hands out numbers; the
// unique index on account_number is the last word, and a number some other VAN already holds is skipped).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rows } from '../db/client';
import { toHalfWidthKana } from './half-width-kana';
import { badInput, isUniqueViolation, type ActionOutcome, type Actor, type Tx } from './action-outcome';
import { findVan, lockConsumerOrRefuse, type VanData } from './consumers';

/** The bank and branch every console-assigned VAN is opened at (the collection account's bank). */
export const VAN_BANK = {
  bankName: 'GMOあおぞらネット銀行',
  branchName: 'あじさい支店',
  branchCode: '101',
  accountType: '普通',
} as const;

/** Numbers taken from the sequence before giving up: each skip means another VAN already held that number. */
const MAX_NUMBER_ATTEMPTS = 50;

/**
 * Assigns a VAN when the consumer has none. A consumer who already has one (a second click, a second staff member
 * at the same moment) gets that one back, answered as a refusal so the audit log says nothing was assigned.
 */
export async function assignVan(
  db: Tx,
  input: { consumerId: string },
  _actor: Actor,
  now: Date,
): Promise<ActionOutcome<VanData>> {
  const locked = await lockConsumerOrRefuse(db, input.consumerId, 'consumerId');
  if ('refusal' in locked) return locked.refusal;
  const { consumer } = locked;
  const existing = await findVan(db, consumer.id);
  if (existing)
    return {
      status: 'refused',
      value: existing,
      audit: { answer: 'AlreadyAssigned', accountNumber: existing.accountNumber },
    };
  if (consumer.status === 'Closed') return badInput('The account is closed', 'consumerId');
  const [names] = await rows<{ kana_name: string | null }>(
    db,
    sql`select kana_name from consumers where id = ${consumer.id}`,
  );
  const accountName = toHalfWidthKana(names.kana_name ?? '').trim() || 'ｺｷｬｸ';
  for (let attempt = 1; attempt <= MAX_NUMBER_ATTEMPTS; attempt++) {
    const [{ n }] = await rows<{ n: string }>(db, sql`select nextval('van_account_number_seq')::text as n`);
    const accountNumber = n.padStart(7, '0');
    try {
      await db.transaction(async (sp) => {
        await sp.execute(sql`
          insert into vans (consumer_id, bank_name, branch_name, branch_code, account_type, account_number,
                            account_name, van_key, assigned_at)
          values (${consumer.id}, ${VAN_BANK.bankName}, ${VAN_BANK.branchName}, ${VAN_BANK.branchCode},
                  ${VAN_BANK.accountType}, ${accountNumber}, ${accountName}, ${randomUUID()},
                  ${now.toISOString()}::timestamptz)`);
      });
    } catch (error) {
      if (isUniqueViolation(error, 'vans_account_number_key') || isUniqueViolation(error, 'vans_account_key'))
        continue;
      throw error;
    }
    const van = await findVan(db, consumer.id);
    if (!van) throw new Error(`The VAN of ${consumer.id} vanished inside its own transaction`);
    return {
      status: 'done',
      value: van,
      audit: { after: { accountNumber, branchCode: VAN_BANK.branchCode } },
    };
  }
  throw new Error(`No free VAN account number after ${MAX_NUMBER_ATTEMPTS} attempts`);
}
