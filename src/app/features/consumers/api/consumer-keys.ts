// Query keys of the consumer (management) page and its tabs, general to specific.
import { caseKeys } from '../../../api/case-keys';

export const consumerKeys = {
  all: caseKeys.consumers,
  detail: caseKeys.consumer,
  /** The page query in both its forms (with and without the exclusions). */
  pages: (consumerId: string) => [...consumerKeys.detail(consumerId), 'page'] as const,
  page: (consumerId: string, withExclusions: boolean) =>
    [...consumerKeys.pages(consumerId), { withExclusions }] as const,
  /** The payments tab's pages for one filter and sort. */
  payments: (consumerId: string, filter: object, sort: object) =>
    [...consumerKeys.detail(consumerId), 'payments', { filter, sort }] as const,
  limitAndUsage: (consumerId: string) => [...consumerKeys.detail(consumerId), 'limitAndUsage'] as const,
  contracts: (consumerId: string) => [...consumerKeys.detail(consumerId), 'contracts'] as const,
  houkatsu: (consumerId: string) => [...consumerKeys.detail(consumerId), 'houkatsu'] as const,
  /** The PLUS tab's query in both its forms (with and without the PAC summary). */
  pluses: (consumerId: string) => [...consumerKeys.detail(consumerId), 'plus'] as const,
  plus: (consumerId: string, withPac: boolean) => [...consumerKeys.pluses(consumerId), { withPac }] as const,
  pacAuditRecords: (consumerId: string) => [...consumerKeys.detail(consumerId), 'pacAuditRecords'] as const,
  adminLogs: (consumerId: string) => [...consumerKeys.detail(consumerId), 'adminLogs'] as const,
  messages: caseKeys.consumerMessages,
  history: (consumerId: string, from: number, to: number) =>
    [...consumerKeys.detail(consumerId), 'history', { from, to }] as const,
  van: (consumerId: string) => [...consumerKeys.detail(consumerId), 'van'] as const,
};
