// A consumer's contracts (document 2 §2 contracts table, §3): installment plans by kind and multi-pay contracts.
// Each read is one statement whatever the number of contracts.
import { sql } from 'drizzle-orm';
import { installmentContracts, multiPayContracts } from '../db/schema/index';
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
      select ${installmentContracts.id}, ${installmentContracts.kind},
             ${epochMs(installmentContracts.dateConverted)} as "dateConverted",
             ${installmentContracts.paymentId} as "paymentId",
             ${installmentContracts.merchantName} as "merchantName", ${installmentContracts.status},
             ${installmentContracts.totalCaptureAmount}::text as "totalCaptureAmount",
             (case when ${installmentContracts.status} = 'canceled' then 0 else ${installmentContracts.outstandingAmount} end)::text as "outstandingAmount",
             ${installmentContracts.refundAmount}::text as "refundAmount"
      from ${installmentContracts}
      where ${installmentContracts.consumerId} = ${consumerId} and ${installmentContracts.test} = ${test}
      order by ${installmentContracts.dateConverted} desc, ${installmentContracts.id} desc`,
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
      select ${multiPayContracts.id}, ${multiPayContracts.nameKana} as "nameKana",
             ${epochMs(multiPayContracts.applicationDatetime)} as "applicationDatetime",
             ${epochMs(multiPayContracts.approvalDatetime)} as "approvalDatetime",
             ${multiPayContracts.currentNumberOfInstallments} as "currentNumberOfInstallments",
             ${multiPayContracts.currentPrincipal}::text as "currentPrincipal", ${multiPayContracts.currency},
             ${multiPayContracts.status}, ${multiPayContracts.test}
      from ${multiPayContracts} where ${multiPayContracts.consumerId} = ${consumerId}
      order by ${multiPayContracts.applicationDatetime} desc, ${multiPayContracts.id} desc`,
  );
}
