// A consumer's contracts (document 2 §2 contracts table, §3): installment plans by kind and multi-pay contracts.
// Each read is one statement whatever the number of contracts.
import { sql } from 'drizzle-orm';
import { rows, epochMs, type Db } from '../db/sql';
import { isConsumerId } from '../../src/shared/id-patterns';
import type { InstallmentKind } from '../db/schema/contracts';

export interface InstallmentContractData {
  id: string;
  dateConverted: number;
  paymentId: string;
  merchantName: string;
  status: string;
  totalCaptureAmount: string;
  /** Uncreated charges: zero once canceled, whatever is stored. */
  outstandingAmount: string;
  refundAmount: string;
}

export interface ContractsByConsumerData {
  threePay: InstallmentContractData[];
  sixPay: InstallmentContractData[];
  twelvePay: InstallmentContractData[];
  apple: InstallmentContractData[];
}

const FIELD_BY_KIND: Record<InstallmentKind, keyof ContractsByConsumerData> = {
  three_pay: 'threePay',
  six_pay: 'sixPay',
  twelve_pay: 'twelvePay',
  apple: 'apple',
};

/** The consumer's installment contracts of one mode (test or live), by kind, newest conversion first. */
export async function listContractsByConsumer(
  db: Db,
  consumerId: string,
  test = false,
): Promise<ContractsByConsumerData> {
  const result: ContractsByConsumerData = { threePay: [], sixPay: [], twelvePay: [], apple: [] };
  if (!isConsumerId(consumerId)) return result;
  const found = await rows<InstallmentContractData & { kind: InstallmentKind }>(
    db,
    sql`
      select id, kind, ${epochMs(sql`date_converted`)} as "dateConverted", payment_id as "paymentId",
             merchant_name as "merchantName", status, total_capture_amount::text as "totalCaptureAmount",
             (case when status = 'canceled' then 0 else outstanding_amount end)::text as "outstandingAmount",
             refund_amount::text as "refundAmount"
      from installment_contracts
      where consumer_id = ${consumerId} and test = ${test}
      order by date_converted desc, id desc`,
  );
  for (const { kind, ...contract } of found) {
    result[FIELD_BY_KIND[kind]].push({ ...contract, dateConverted: Number(contract.dateConverted) });
  }
  return result;
}

export interface MultiPayContractData {
  id: string;
  nameKana: string;
  applicationDatetime: number;
  approvalDatetime: number | null;
  currentNumberOfInstallments: number;
  currentPrincipal: string;
  currency: string;
  status: string;
  test: boolean;
}

/** The consumer's multi-pay contracts, newest application first. */
export async function listMultiPayContracts(db: Db, consumerId: string): Promise<MultiPayContractData[]> {
  if (!isConsumerId(consumerId)) return [];
  return rows<MultiPayContractData>(
    db,
    sql`
      select id, name_kana as "nameKana", ${epochMs(sql`application_datetime`)} as "applicationDatetime",
             ${epochMs(sql`approval_datetime`)} as "approvalDatetime",
             current_number_of_installments as "currentNumberOfInstallments",
             current_principal::text as "currentPrincipal", currency, status, test
      from multi_pay_contracts where consumer_id = ${consumerId}
      order by application_datetime desc, id desc`,
  );
}
