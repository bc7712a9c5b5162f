// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { consoleStore } from '../../src/app/state/console-store';
import { resetSessionBookkeeping } from '../../src/app/state/session';
import { startApp, stopApp, renderRoute, type FetchMock } from './support/render-app';

let api: FetchMock;

function renderAt(path: string) {
  return renderRoute(path);
}

function signedInWith(permissions: string[]) {
  consoleStore.setUser('admin@example.com');
  api.on('GET /api/profile/me2', { status: 200, body: { email: 'admin@example.com', permissions } });
}

beforeEach(() => {
  api = startApp();
});
afterEach(stopApp);

describe('shell', () => {
  it('without a user id, any page redirects to /login remembering the page, with no header', async () => {
    const router = renderAt('/search?q=yamada&tab=consumers');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/search?q=yamada&tab=consumers' });
    // The page to return to is kept in the history entry, never in the URL.
    expect(router.state.location.search).toBe('');
    // The location changes before the login screen commits: wait for it, then check there is no header.
    expect(await screen.findByRole('button', { name: 'ログイン' })).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('signed in: header with logo, search box, the two tool links and the sign-out button', async () => {
    signedInWith([]);
    renderAt('/search');
    const header = await screen.findByRole('banner');
    expect(header.querySelector('a[href="/search"]')?.textContent).toContain('BNPL');
    expect(screen.getByRole('searchbox')).toBeTruthy();
    expect(screen.getByRole('link', { name: '分割払い一括キャンセル' }).getAttribute('href')).toBe(
      '/installmentPlanCancel',
    );
    expect(screen.getByRole('link', { name: '法的ステータス一括更新' }).getAttribute('href')).toBe(
      '/legalStatusUpdate/update',
    );
    expect(screen.getByRole('button', { name: /ログアウト/ }).textContent).toContain('admin@example.com');
  });

  it('/ and unknown paths redirect to /search', async () => {
    signedInWith([]);
    const router = renderAt('/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    cleanup();
    const root = renderAt('/');
    await waitFor(() => expect(root.state.location.pathname).toBe('/search'));
  });

  it('a page and its id render in the routed area', async () => {
    signedInWith([]);
    renderAt('/payments/pay_0123456789abcdef/captures');
    expect(await screen.findByText('pay_0123456789abcdef')).toBeTruthy();
    // The tab is rendered at once, shown under the page's header once its data is in (UnderItsHeader).
    expect(await screen.findByRole('heading', { name: '売上確定', hidden: true })).toBeTruthy();
  });

  it('the logo clears the keyword and the search box', async () => {
    signedInWith([]);
    consoleStore.setKeyword('yamada');
    renderAt('/consumers/con_1/details');
    const box = (await screen.findByRole('searchbox')) as HTMLInputElement;
    expect(box.value).toBe('yamada');
    fireEvent.change(box, { target: { value: 'typed but not searched' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: /BNPL/ }));
    });
    expect(consoleStore.getState().keyword).toBe('');
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('');
  });

  it('after a reload the page waits for the permissions: it asks for what they allow, once', async () => {
    consoleStore.setUser('admin@example.com');
    resetSessionBookkeeping();
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    api.on('GET /api/profile/me2', async () => {
      await answered;
      return {
        status: 200,
        body: { email: 'admin@example.com', permissions: ['assessment_exclusions.read'] },
      };
    });
    api.on('POST /graphql', () => new Promise(() => {})); // the page's data stays loading
    renderAt('/consumers/con_1/details');
    expect(await screen.findByRole('banner')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('GET /api/profile/me2')).toHaveLength(1));
    expect(screen.getByText('読み込み中…')).toBeTruthy();
    const pageQueries = () =>
      api
        .callsTo('POST /graphql')
        .map((c) => c.body as { operationName: string; variables: { withExclusions?: boolean } })
        .filter((b) => b.operationName === 'ConsumerPage');
    expect(pageQueries()).toEqual([]);
    answer();
    await waitFor(() => expect(pageQueries()).toHaveLength(1));
    expect(pageQueries()[0].variables.withExclusions).toBe(true);
  });

  it('an offline reload shows the page once the profile call has failed (read-only, nothing allowed)', async () => {
    consoleStore.setUser('admin@example.com');
    resetSessionBookkeeping();
    api.on('GET /api/profile/me2', new TypeError('Failed to fetch'));
    api.on('POST /graphql', () => new Promise(() => {}));
    renderAt('/consumers/con_1/details');
    await waitFor(() =>
      expect(
        api
          .callsTo('POST /graphql')
          .some((c) => (c.body as { operationName: string }).operationName === 'ConsumerPage'),
      ).toBe(true),
    );
    expect(consoleStore.getState().user.userId).toBe('admin@example.com');
  });

  it('restores the permissions from the profile after a reload; a 401 there signs out', async () => {
    signedInWith(['can_view_pac_records']);
    renderAt('/search');
    await waitFor(() => expect(consoleStore.getState().user.permissions).toEqual(['can_view_pac_records']));
    cleanup();
    resetSessionBookkeeping();
    api.on('GET /api/profile/me2', { status: 401, body: { code: 'Unauthorized', message: '' } });
    const router = renderAt('/search');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(consoleStore.getState().user.userId).toBe('');
  });
});

describe('permission-gated routes', () => {
  it('pacAuditRecords shows centred Unauthorized without can_view_pac_records', async () => {
    signedInWith([]);
    api.on('POST /graphql', () => new Promise(() => {})); // the page's data stays loading
    renderAt('/consumers/con_1/pacAuditRecords');
    expect(await screen.findByText('権限がありません')).toBeTruthy();
  });

  it('pacAuditRecords renders with can_view_pac_records', async () => {
    signedInWith(['can_view_pac_records']);
    api.on('POST /graphql', () => new Promise(() => {})); // the page's data stays loading
    renderAt('/consumers/con_1/pacAuditRecords');
    expect(await screen.findByRole('heading', { name: '与信監査記録', hidden: true })).toBeTruthy();
    expect(screen.queryByText('権限がありません')).toBeNull();
  });

  it('the payment fraud tab and consumer fraudpayments need payment_fraud_flags.read', async () => {
    signedInWith([]);
    renderAt('/payments/pay_1/fraud');
    expect(await screen.findByText('pay_1')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('GET /api/profile/me2')).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'fraud', hidden: true })).toBeNull();
    cleanup();
    resetSessionBookkeeping();
    signedInWith(['payment_fraud_flags.read']);
    api.on('POST /graphql', () => new Promise(() => {})); // the page's data stays loading
    renderAt('/consumers/con_1/fraudpayments');
    expect(await screen.findByRole('heading', { name: '不正決済', hidden: true })).toBeTruthy();
  });
});
