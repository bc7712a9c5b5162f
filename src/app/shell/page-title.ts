// document.title for every page: `<id> · <page kind> · BNPL 管理コンソール`,
// or `<page> · BNPL 管理コンソール` for pages about no one record, in the console's language. One table over the
// route patterns, read from the URL by one hook in the signed-in shell, so every route has a title and no feature page
// needs its own call (the signed-out pages' titles are set by the root layout, signed-out-title.ts).
// Titles are kept in the browser's history and shown in tab strips and window lists: they hold ids and page
// names only, never a name, e-mail or phone (a search keyword shows only when it is an id). docs/decisions.md.
import { useEffect, useState } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import {
  ID_PREFIXES,
  ID_BODY_LENGTH,
  LEGAL_STATUS_BATCH_ID_PATTERN,
  MERCHANT_ID_PATTERN,
} from '../../shared/id-patterns';
import { onLanguageChange, t } from '../../i18n/i18n';
import { isLoginPath, paths } from '../paths';
import { TITLE_SEPARATOR } from './signed-out-title';

/** The page kinds titles name, each the catalogue's `title.<kind>`. */
const PAGE_KINDS = [
  'login',
  'setPassword',
  'search',
  'consumer',
  'account',
  'billStatement',
  'payment',
  'combiniPayment',
  'merchant',
  'installmentPlanCancel',
  'legalStatusUpdate',
  'legalStatusHistory',
  'legalStatusResult',
  'installmentPlanCancelHistory',
  'installmentPlanCancelResult',
  'audit',
  'staff',
  'security',
  'approvals',
  'approvalPolicy',
  'approvalRequest',
] as const;
const PAGE_KIND_SET: ReadonlySet<string> = new Set(PAGE_KINDS);

const ANY_ID = new RegExp(`^(?:${Object.values(ID_PREFIXES).join('|')})[0-9A-Za-z]{${ID_BODY_LENGTH}}$`);

/** Whether a search keyword is an id (safe to show in a title); names, e-mails and phones are not. */
export function isIdKeyword(keyword: string): boolean {
  return (
    ANY_ID.test(keyword) || MERCHANT_ID_PATTERN.test(keyword) || LEGAL_STATUS_BATCH_ID_PATTERN.test(keyword)
  );
}

type TitleRule = [pattern: string, title: (params: Record<string, string | undefined>) => string[]];
const T = (key: PageTitleKey) => key;

/** Most specific first: the first pattern that matches the path (its start, for pages with child tabs) wins. */
const RULES: readonly TitleRule[] = [
  [paths.billStatement.pattern, (p) => [p.billStatementId ?? '', T('billStatement')]],
  [`${paths.consumer.pattern}/*`, (p) => [p.consumerId ?? '', T('consumer')]],
  [paths.account.pattern, (p) => [p.consumerId ?? '', T('account')]],
  [`${paths.payment.pattern}/*`, (p) => [p.paymentId ?? '', T('payment')]],
  [paths.combiniPayment.pattern, (p) => [p.combiniPaymentId ?? '', T('combiniPayment')]],
  ['/merchant/*', () => [T('merchant')]],
  [paths.installmentPlanCancel, () => [T('installmentPlanCancel')]],
  [paths.installmentPlanCancelHistory, () => [T('installmentPlanCancelHistory'), T('installmentPlanCancel')]],
  [
    paths.installmentPlanCancelResult.pattern,
    (p) => [p.jobId ?? '', T('installmentPlanCancelResult'), T('installmentPlanCancel')],
  ],
  [paths.legalStatusUpdate.history, () => [T('legalStatusHistory'), T('legalStatusUpdate')]],
  [`${paths.legalStatusUpdate.pattern}/*`, () => [T('legalStatusUpdate')]],
  [
    paths.legalStatusUpdateResult.pattern,
    (p) => [p.batchId ?? '', T('legalStatusResult'), T('legalStatusUpdate')],
  ],
  [paths.audit, () => [T('audit')]],
  [paths.staff, () => [T('staff')]],
  [paths.security, () => [T('security')]],
  [paths.setPassword, () => [T('setPassword')]],
  [paths.approvals.policy, () => [T('approvalPolicy')]],
  [paths.approvals.detailPattern, (p) => [p.requestId ?? '', T('approvalRequest')]],
  [paths.approvals.pattern, () => [T('approvals')]],
  [`${paths.search.pattern}/*`, () => [T('search')]],
];

export type PageTitleKey = (typeof PAGE_KINDS)[number];
/** A page kind's name and the console's ('logo') in the active language. */
export type PageTitleTexts = (key: PageTitleKey | 'logo') => string;

const catalogueTitleTexts: PageTitleTexts = (key) => (key === 'logo' ? t('shell.logo') : t(`title.${key}`));

/** The title of the page at `pathname` (with its `search` string, for the search page's keyword). */
export function pageTitleFor(
  pathname: string,
  search = '',
  text: PageTitleTexts = catalogueTitleTexts,
): string {
  const parts = titleParts(pathname, search, text).filter(Boolean);
  return [...parts, text('logo')].join(TITLE_SEPARATOR);
}

/** The title's parts: ids as they are, page kinds (PAGE_KINDS, marked by RULES) in the texts' language. */
function titleParts(pathname: string, search: string, text: PageTitleTexts): string[] {
  const named = (part: string) => (PAGE_KIND_SET.has(part) ? text(part as PageTitleKey) : part);
  if (isLoginPath(pathname) && pathname !== paths.setPassword) return [text('login')];
  if (pathname === paths.search.pattern) {
    const keyword = (new URLSearchParams(search).get('q') ?? '').trim();
    return isIdKeyword(keyword) ? [keyword, text('search')] : [text('search')];
  }
  for (const [pattern, title] of RULES) {
    const match = matchPath(pattern, pathname);
    if (match) return title(match.params).map(named);
  }
  return [];
}

/** Keeps document.title in step with the signed-in page and its language (used once, by the signed-in shell). */
export function usePageTitle(): void {
  const { pathname, search } = useLocation();
  const [languageVersion, setLanguageVersion] = useState(0);
  useEffect(() => onLanguageChange(() => setLanguageVersion((v) => v + 1)), []);
  useEffect(() => {
    document.title = pageTitleFor(pathname, search);
  }, [pathname, search, languageVersion]);
}
