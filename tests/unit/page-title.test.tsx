// @vitest-environment jsdom
// document.title per page: ids and page names only, from one table over the route patterns; the
// header's tools and how a tool the staff member cannot use is marked.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { pageTitleFor, isIdKeyword } from '../../src/app/shell/page-title';
import { HEADER_ADMIN_TOOLS, HEADER_TOOLS, toolRestriction } from '../../src/app/shell/header';
import { routes } from '../../src/app/routes';
import { PERMISSIONS } from '../../src/shared/permissions';
import { startApp, stopApp, signIn, renderRoute, type FetchMock } from './support/render-app';

const APP = 'BNPL 管理コンソール';

describe('pageTitleFor', () => {
  it('names the case by its id and the page kind', () => {
    expect(pageTitleFor('/consumers/con_aaaaaaaaaaaaaaaa/details')).toBe(
      `con_aaaaaaaaaaaaaaaa · 顧客 · ${APP}`,
    );
    expect(pageTitleFor('/consumers/con_aaaaaaaaaaaaaaaa/fraudpayments')).toBe(
      `con_aaaaaaaaaaaaaaaa · 顧客 · ${APP}`,
    );
    expect(pageTitleFor('/payments/pay_aaaaaaaaaaaaaaaa/auth')).toBe(`pay_aaaaaaaaaaaaaaaa · 決済 · ${APP}`);
    expect(pageTitleFor('/accounts/con_aaaaaaaaaaaaaaaa')).toBe(
      `con_aaaaaaaaaaaaaaaa · 顧客アカウント · ${APP}`,
    );
    expect(pageTitleFor('/consumers/con_aaaaaaaaaaaaaaaa/billstatements/bst_bbbbbbbbbbbbbbbb')).toBe(
      `bst_bbbbbbbbbbbbbbbb · 請求明細 · ${APP}`,
    );
    expect(pageTitleFor('/combini-payments/cbp_aaaaaaaaaaaaaaaa')).toBe(
      `cbp_aaaaaaaaaaaaaaaa · コンビニ決済 · ${APP}`,
    );
    expect(pageTitleFor('/legalStatusUpdateResult/lsb_1790000000000')).toBe(
      `lsb_1790000000000 · バッチ結果 · 法的ステータス一括更新 · ${APP}`,
    );
    expect(pageTitleFor('/approvals/apr_1')).toBe(`apr_1 · 承認申請 · ${APP}`);
  });

  it('names the tool and list pages, sign-in included', () => {
    expect(pageTitleFor('/login')).toBe(`ログイン · ${APP}`);
    expect(pageTitleFor('/set-password')).toBe(`パスワード設定 · ${APP}`);
    expect(pageTitleFor('/installmentPlanCancel')).toBe(`分割払い一括キャンセル · ${APP}`);
    expect(pageTitleFor('/legalStatusUpdate/update')).toBe(`法的ステータス一括更新 · ${APP}`);
    expect(pageTitleFor('/legalStatusUpdate/history')).toBe(`履歴 · 法的ステータス一括更新 · ${APP}`);
    expect(pageTitleFor('/merchant/report_setting')).toBe(`加盟店 · ${APP}`);
    expect(pageTitleFor('/audit')).toBe(`監査ログ · ${APP}`);
    expect(pageTitleFor('/staff')).toBe(`スタッフ管理 · ${APP}`);
    expect(pageTitleFor('/approvals')).toBe(`承認待ち · ${APP}`);
    expect(pageTitleFor('/approvals/policy')).toBe(`承認ポリシー · ${APP}`);
  });

  it('a search shows its keyword only when it is an id: never a name, e-mail or phone', () => {
    expect(pageTitleFor('/search')).toBe(`検索 · ${APP}`);
    expect(pageTitleFor('/search', '?q=pay_aaaaaaaaaaaaaaaa')).toBe(`pay_aaaaaaaaaaaaaaaa · 検索 · ${APP}`);
    for (const personal of ['山田 太郎', 'taro@example.jp', '819012345678', 'taro', 'con_short']) {
      expect(pageTitleFor('/search', `?q=${encodeURIComponent(personal)}&tab=consumers`)).toBe(
        `検索 · ${APP}`,
      );
      expect(isIdKeyword(personal)).toBe(false);
    }
  });

  it('every route of the route table has a title of its own', () => {
    const patterns: string[] = [];
    const walk = (list: typeof routes, base: string) => {
      for (const route of list) {
        if (!route.path || route.path === '*') continue;
        const full = route.path.startsWith('/') ? route.path : `${base}/${route.path}`;
        patterns.push(full);
        if (route.children) walk(route.children, full);
      }
    };
    walk(routes[0].children ?? [], '');
    expect(patterns.length).toBeGreaterThan(15);
    for (const pattern of patterns) {
      const path = pattern.replace('/*', '').replace(/:(\w+)/g, 'x_$1');
      expect(pageTitleFor(path), pattern).not.toBe(APP);
    }
  });
});

describe('the header reaches every tool page', () => {
  it('lists the bulk tools, the merchant page, the audit log and staff administration', () => {
    expect([...HEADER_TOOLS, ...HEADER_ADMIN_TOOLS].map((t) => t.to)).toEqual([
      '/installmentPlanCancel',
      '/legalStatusUpdate/update',
      '/merchant/report_setting',
      '/audit',
      '/staff',
    ]);
  });

  it('marks a tool by what is missing: a page that cannot be used, or one that can only be viewed', () => {
    const legal = HEADER_TOOLS[1];
    expect(toolRestriction(legal, [PERMISSIONS.legalStatusBatchesWrite])).toBeUndefined();
    expect(toolRestriction(legal, [])).toBe('閲覧のみ: 実行には権限が必要です（legal_status_batches.write）');
    expect(toolRestriction(HEADER_ADMIN_TOOLS[0], [])).toBe(
      'このページを使う権限がありません（audit_log.read）',
    );
  });
});

describe('in the app', { timeout: 20_000 }, () => {
  let api: FetchMock;
  beforeEach(() => {
    api = startApp();
  });
  afterEach(stopApp);

  it('sets the title as the page changes, and the marked links carry their reason on hover and focus', async () => {
    signIn(api, [PERMISSIONS.legalStatusBatchesWrite]);
    api.on('POST /graphql', () => new Promise(() => {})); // the page's data stays loading
    renderRoute('/payments/pay_aaaaaaaaaaaaaaaa/auth');
    await waitFor(() => expect(document.title).toBe(`pay_aaaaaaaaaaaaaaaa · 決済 · ${APP}`));
    const tools = await screen.findByRole('navigation', { name: 'ツール' });
    const legal = screen.getByRole('link', { name: '法的ステータス一括更新' });
    expect(legal.hasAttribute('aria-describedby')).toBe(false);
    const cancel = screen.getByRole('link', { name: '分割払い一括キャンセル' });
    const tip = document.getElementById(cancel.getAttribute('aria-describedby')!)!;
    expect(tip.getAttribute('role')).toBe('tooltip');
    expect(tip.textContent).toBe('閲覧のみ: 実行には権限が必要です（installment_plans.bulk_cancel）');
    expect(tools.contains(tip)).toBe(true);
    expect(screen.getByRole('link', { name: '加盟店' }).getAttribute('href')).toBe(
      '/merchant/report_setting',
    );
  });
});
