// document.title for every page (issue 20, "each page has its own title"): `<id> · <page kind> · BNPL 管理コンソール`,
// or `<page> · BNPL 管理コンソール` for pages about no one record. One table over the route patterns, read from
// the URL by one hook in the shell, so every route has a title and no feature page needs its own call.
// Titles are kept in the browser's history and shown in tab strips and window lists: they hold ids and page
// names only, never a name, e-mail or phone (a search keyword shows only when it is an id). docs/decisions.md.
import { useEffect } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import {
  ID_PREFIXES,
  ID_BODY_LENGTH,
  LEGAL_STATUS_BATCH_ID_PATTERN,
  MERCHANT_ID_PATTERN,
} from '../../shared/id-patterns';
import { MESSAGES } from '../messages';
import { isLoginPath, paths } from '../paths';

export const TITLE_SEPARATOR = ' · ';

/** Page kinds in titles. */
export const PAGE_TITLES = {
  login: 'ログイン',
  setPassword: 'パスワード設定',
  search: '検索',
  consumer: '顧客',
  account: '顧客アカウント',
  billStatement: '請求明細',
  payment: '決済',
  combiniPayment: 'コンビニ決済',
  merchant: 'Merchant',
  installmentPlanCancel: MESSAGES.shell.installmentPlansCancel,
  legalStatusUpdate: MESSAGES.shell.legalStatusUpdate,
  legalStatusHistory: '履歴',
  legalStatusResult: 'バッチ結果',
  audit: MESSAGES.shell.auditLog,
  staff: MESSAGES.shell.staff,
  approvals: MESSAGES.shell.approvals,
  approvalPolicy: '承認ポリシー',
  approvalRequest: '承認申請',
} as const;

const ANY_ID = new RegExp(`^(?:${Object.values(ID_PREFIXES).join('|')})[0-9A-Za-z]{${ID_BODY_LENGTH}}$`);

/** Whether a search keyword is an id (safe to show in a title); names, e-mails and phones are not. */
export function isIdKeyword(keyword: string): boolean {
  return (
    ANY_ID.test(keyword) || MERCHANT_ID_PATTERN.test(keyword) || LEGAL_STATUS_BATCH_ID_PATTERN.test(keyword)
  );
}

type TitleRule = [pattern: string, title: (params: Record<string, string | undefined>) => string[]];

/** Most specific first: the first pattern that matches the path (its start, for pages with child tabs) wins. */
const RULES: readonly TitleRule[] = [
  [paths.billStatement.pattern, (p) => [p.billStatementId ?? '', PAGE_TITLES.billStatement]],
  [`${paths.consumer.pattern}/*`, (p) => [p.consumerId ?? '', PAGE_TITLES.consumer]],
  [paths.account.pattern, (p) => [p.consumerId ?? '', PAGE_TITLES.account]],
  [`${paths.payment.pattern}/*`, (p) => [p.paymentId ?? '', PAGE_TITLES.payment]],
  [paths.combiniPayment.pattern, (p) => [p.combiniPaymentId ?? '', PAGE_TITLES.combiniPayment]],
  ['/merchant/*', () => [PAGE_TITLES.merchant]],
  [paths.installmentPlanCancel, () => [PAGE_TITLES.installmentPlanCancel]],
  [paths.legalStatusUpdate.history, () => [PAGE_TITLES.legalStatusHistory, PAGE_TITLES.legalStatusUpdate]],
  [`${paths.legalStatusUpdate.pattern}/*`, () => [PAGE_TITLES.legalStatusUpdate]],
  [
    paths.legalStatusUpdateResult.pattern,
    (p) => [p.batchId ?? '', PAGE_TITLES.legalStatusResult, PAGE_TITLES.legalStatusUpdate],
  ],
  [paths.audit, () => [PAGE_TITLES.audit]],
  [paths.staff, () => [PAGE_TITLES.staff]],
  [paths.setPassword, () => [PAGE_TITLES.setPassword]],
  [paths.approvals.policy, () => [PAGE_TITLES.approvalPolicy]],
  [paths.approvals.detailPattern, (p) => [p.requestId ?? '', PAGE_TITLES.approvalRequest]],
  [paths.approvals.pattern, () => [PAGE_TITLES.approvals]],
  [`${paths.search.pattern}/*`, () => [PAGE_TITLES.search]],
];

/** The title of the page at `pathname` (with its `search` string, for the search page's keyword). */
export function pageTitleFor(pathname: string, search = ''): string {
  const parts = titleParts(pathname, search).filter(Boolean);
  return [...parts, MESSAGES.shell.logo].join(TITLE_SEPARATOR);
}

function titleParts(pathname: string, search: string): string[] {
  if (isLoginPath(pathname) && pathname !== paths.setPassword) return [PAGE_TITLES.login];
  if (pathname === paths.search.pattern) {
    const keyword = (new URLSearchParams(search).get('q') ?? '').trim();
    return isIdKeyword(keyword) ? [keyword, PAGE_TITLES.search] : [PAGE_TITLES.search];
  }
  for (const [pattern, title] of RULES) {
    const match = matchPath(pattern, pathname);
    if (match) return title(match.params);
  }
  return [];
}

/** Keeps document.title in step with the current page (used once, by the shell's root layout). */
export function usePageTitle(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    document.title = pageTitleFor(pathname, search);
  }, [pathname, search]);
}
