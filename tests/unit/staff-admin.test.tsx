// @vitest-environment jsdom
// The staff administration page and the set-password page with a scripted server: the list, a held grant showing
// 承認待ち with the request's link instead of a success text, a refusal's message, the lock confirmation starting
// on Cancel, the page without staff.admin; the set-password form's rules, its success and a used link. And the
// page's rules on their own.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { routes } from '../../src/app/routes';
import { queryClient } from '../../src/app/api/query-client';
import { setUnauthorizedNavigation } from '../../src/app/api/unauthorized';
import { consoleStore } from '../../src/app/state/console-store';
import { resetSessionBookkeeping } from '../../src/app/state/session';
import { ALL_PERMISSIONS, PERMISSIONS } from '../../src/shared/permissions';
import {
  grantablePermissions,
  grantableRoles,
  lockText,
  newMemberProblem,
  passwordProblem,
} from '../../src/app/features/staff/staff-rules';
import { toastStore } from '../../src/app/ui/toast';
import { approvalRequestIdOf } from '../../src/app/api/approval-required';
import { installFetchMock } from './fetch-mock';
import { activateLanguage } from '../../src/i18n/i18n';

const toastTexts = () => toastStore.getToasts().map((t) => `${t.kind}: ${t.message}`);

let api: ReturnType<typeof installFetchMock>;
type GqlBody = { operationName: string; variables: Record<string, unknown> };
const REQUEST_ID = '11111111-2222-4333-8444-555555555555';

const member = (email: string, extra: Record<string, unknown> = {}) => ({
  id: `id-${email}`,
  email,
  roles: [],
  permissions: [],
  effectivePermissions: [],
  locked: false,
  lockReason: null,
  lastSignInAt: null,
  passwordSet: true,
  pendingRequests: [],
  ...extra,
});

const STAFF = {
  staffMembers: [
    member('admin@example.com', {
      permissions: [PERMISSIONS.staffAdmin],
      lastSignInAt: Date.UTC(2025, 0, 2),
    }),
    member('agent@example.com', { roles: ['support'], passwordSet: false }),
  ],
  staffRoles: [
    { name: 'fraud', permissions: [PERMISSIONS.fraudFlagsWrite], holders: 0 },
    { name: 'support', permissions: [PERMISSIONS.smsSend], holders: 1 },
  ],
};

/** The server's answer to a change held for a second person. */
const heldForApproval = () => ({
  data: null,
  errors: [{ message: '承認待ち', extensions: { code: 'APPROVAL_REQUIRED', approvalRequestId: REQUEST_ID } }],
});

function answer(operations: Record<string, (variables: Record<string, unknown>) => unknown>) {
  api.on('POST /graphql', () => {
    const body = api.calls.at(-1)!.body as GqlBody;
    const reply = operations[body.operationName];
    return reply ? { status: 200, body: reply(body.variables) } : { status: 500, body: {} };
  });
}

function signedInWith(permissions: readonly string[]) {
  consoleStore.setUser('admin@example.com', permissions);
  api.on('GET /api/profile/me2', { status: 200, body: { email: 'admin@example.com', permissions } });
}

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const operations = () => api.callsTo('POST /graphql').map((c) => (c.body as GqlBody).operationName);

beforeEach(() => {
  localStorage.clear();
  queryClient.clear();
  consoleStore.clearUser();
  resetSessionBookkeeping();
  setUnauthorizedNavigation(() => {});
  toastStore.clear();
  api = installFetchMock();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/staff', () => {
  it('lists staff; a held grant shows 承認待ち with the request link, a refusal its message', async () => {
    signedInWith([PERMISSIONS.staffAdmin]);
    answer({
      StaffAdmin: () => ({ data: STAFF }),
      GrantStaffRole: heldForApproval,
      RevokeStaffRole: () => ({
        data: null,
        errors: [
          { message: 'The staff member does not have the role support', extensions: { code: 'CONFLICT' } },
        ],
      }),
    });
    renderAt('/staff');
    const row = await screen.findByTestId('staff-agent@example.com');
    expect(row.textContent).toContain('support');
    expect(row.textContent).toContain('パスワード未設定');
    expect(row.textContent).toContain('未ログイン');
    expect(within(row).getByRole('button', { name: 'リンク再送' })).toBeTruthy();
    // Nobody locks themselves: no lock button on the signed-in member's own row.
    expect(
      within(screen.getByTestId('staff-admin@example.com')).queryByRole('button', { name: 'ロック' }),
    ).toBeNull();

    fireEvent.change(within(row).getByRole('combobox', { name: 'ロールを付与' }), {
      target: { value: 'fraud' },
    });
    fireEvent.click(within(row).getAllByRole('button', { name: '付与' })[0]);
    const held = await screen.findByTestId('approval-pending');
    expect(held.textContent).toContain('agent@example.com へのロール付与');
    expect(
      within(held)
        .getByRole('link', { name: /^申請 .+ を開く$/ })
        .getAttribute('href'),
    ).toBe(`/approvals/${REQUEST_ID}`);
    // Held is not a failure: no error toast.
    expect(toastTexts()).toEqual([]);
    const grant = api
      .callsTo('POST /graphql')
      .find((c) => (c.body as GqlBody).operationName === 'GrantStaffRole')!;
    expect((grant.body as GqlBody).variables).toEqual({ staffId: 'id-agent@example.com', role: 'fraud' });
    expect(grant.headers.get('idempotency-key')).toBeTruthy();

    // A revoke asks first (a confirmation starting on キャンセル); the refusal then comes back as a toast.
    fireEvent.click(within(row).getByRole('button', { name: 'ロール support を外す' }));
    const ask = await screen.findByRole('dialog', { name: 'ロールを外す' });
    expect(document.activeElement).toBe(within(ask).getByRole('button', { name: 'キャンセル' }));
    fireEvent.click(within(ask).getByRole('button', { name: '外す' }));
    await waitFor(() =>
      expect(toastTexts()).toContain(
        'error: 変更できませんでした: The staff member does not have the role support',
      ),
    );
  });

  it('lock asks first, starting on Cancel; confirming locks and reloads the list', async () => {
    signedInWith([PERMISSIONS.staffAdmin]);
    answer({
      StaffAdmin: () => ({ data: STAFF }),
      LockStaffMember: () => ({ data: { lockStaffMember: member('agent@example.com', { locked: true }) } }),
    });
    renderAt('/staff');
    const row = await screen.findByTestId('staff-agent@example.com');
    fireEvent.click(within(row).getByRole('button', { name: 'ロック' }));
    const dialog = await screen.findByRole('dialog', { name: 'スタッフをロック' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'キャンセル' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'ロックする' }));
    await waitFor(() =>
      expect(toastTexts()).toContain(
        'success: agent@example.com をロックしました（ログイン中のセッションは終了しました）',
      ),
    );
    await waitFor(() => expect(operations().filter((o) => o === 'StaffAdmin')).toHaveLength(2));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('edits a role: adding a permission is held (承認待ち), removing only is applied', async () => {
    signedInWith([PERMISSIONS.staffAdmin]);
    answer({
      StaffAdmin: () => ({ data: STAFF }),
      UpdateStaffRole: (variables) =>
        (variables.permissions as string[]).length > 1
          ? {
              data: null,
              errors: [
                {
                  message: '承認待ち',
                  extensions: { code: 'APPROVAL_REQUIRED', approvalRequestId: REQUEST_ID },
                },
              ],
            }
          : { data: { updateStaffRole: { name: 'support', permissions: [], holders: 1 } } },
    });
    renderAt('/staff');
    fireEvent.click(await screen.findByRole('button', { name: 'ロール support を編集' }));
    let dialog = await screen.findByRole('dialog', { name: 'ロール support の権限' });
    const save = within(dialog).getByRole('button', { name: '保存' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: PERMISSIONS.cardsWrite }));
    fireEvent.click(save);
    const held = await screen.findByTestId('approval-pending');
    expect(held.textContent).toContain('ロール support への権限追加');
    expect(
      within(held)
        .getByRole('link', { name: /^申請 .+ を開く$/ })
        .getAttribute('href'),
    ).toBe(`/approvals/${REQUEST_ID}`);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'ロール support を編集' }));
    dialog = await screen.findByRole('dialog', { name: 'ロール support の権限' });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: PERMISSIONS.smsSend }));
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(toastTexts()).toContain('success: ロール support の権限を更新しました'));
    const calls = api
      .callsTo('POST /graphql')
      .filter((c) => (c.body as GqlBody).operationName === 'UpdateStaffRole');
    expect(calls.map((c) => (c.body as GqlBody).variables)).toEqual([
      { name: 'support', permissions: [PERMISSIONS.smsSend, PERMISSIONS.cardsWrite] },
      { name: 'support', permissions: [] },
    ]);
  });

  it('without staff.admin: Unauthorized, nothing asked of the server, the header link marked', async () => {
    signedInWith([PERMISSIONS.consumersWrite]);
    answer({});
    renderAt('/staff');
    expect(await screen.findByText('権限がありません')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'スタッフ管理' }).getAttribute('data-restricted')).toBe('page');
    expect(operations()).toEqual([]);
  });
});

describe('/staff in English', () => {
  afterEach(async () => {
    cleanup(); // first, so no page still reading the preference switches back to English
    await activateLanguage('ja');
  });

  it('the list, its columns, a held grant and the role editor from the English catalogue', async () => {
    signedInWith([PERMISSIONS.staffAdmin]);
    api.on('GET /api/preferences/language', { status: 200, body: { language: 'en' } });
    answer({
      StaffAdmin: () => ({ data: STAFF }),
      GrantStaffRole: heldForApproval,
    });
    renderAt('/staff');
    // The remembered English is applied once the shell has read it.
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff' })).toBeTruthy();
    const row = await screen.findByTestId('staff-agent@example.com');
    const table = screen.getByRole('table', { name: 'Staff members' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['E-mail', 'Roles', 'Direct permissions', 'Last sign-in', 'State', 'Actions']);
    expect(row.textContent).toContain('Password not set');
    expect(row.textContent).toContain('Never signed in');
    expect(row.textContent).toContain('Active');
    expect(within(row).getByRole('button', { name: 'Resend link' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Remove role support' })).toBeTruthy();

    fireEvent.change(within(row).getByRole('combobox', { name: 'Grant a role' }), {
      target: { value: 'fraud' },
    });
    fireEvent.click(within(row).getAllByRole('button', { name: 'Grant' })[0]);
    const held = await screen.findByTestId('approval-pending');
    expect(held.textContent).toContain('Pending approval');
    expect(held.textContent).toContain('granting a role to agent@example.com');
    expect(within(held).getByRole('link', { name: /^Open request .+$/ })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Edit role fraud' }));
    const editor = await screen.findByRole('dialog', { name: 'Permissions of role fraud' });
    expect(within(editor).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(within(editor).getByRole('button', { name: 'Save' })).toBeTruthy();
  });
});

describe('/set-password', () => {
  it('checks length and confirmation, sends the token with the password, then offers the login', async () => {
    window.history.replaceState(null, '', '/set-password?token=tok_abcdefghijklmnopqrstuvwxyz');
    api.on('POST /api/auth/set-password', { status: 200, body: { email: 'agent@example.com' } });
    renderAt('/set-password?token=tok_abcdefghijklmnopqrstuvwxyz');
    const password = await screen.findByLabelText('新しいパスワード');
    expect(window.location.search).toBe('');
    fireEvent.change(password, { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'パスワードを設定' }));
    expect(await screen.findByText('パスワードは12文字以上で入力してください')).toBeTruthy();
    fireEvent.change(password, { target: { value: 'long enough passw0rd' } });
    fireEvent.change(screen.getByLabelText('新しいパスワード（確認）'), {
      target: { value: 'long enough passw0rd' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'パスワードを設定' }));
    expect(await screen.findByText(/パスワードを設定しました/)).toBeTruthy();
    expect(api.callsTo('POST /api/auth/set-password')[0].body).toEqual({
      token: 'tok_abcdefghijklmnopqrstuvwxyz',
      password: 'long enough passw0rd',
    });
    expect(screen.getByRole('link', { name: 'ログイン画面へ' }).getAttribute('href')).toBe('/login');
  });

  it('a used or expired link says so; no token at all too', async () => {
    window.history.replaceState(null, '', '/set-password?token=tok_abcdefghijklmnopqrstuvwxyz');
    api.on('POST /api/auth/set-password', { status: 400, body: { code: 'InvalidToken', message: 'x' } });
    renderAt('/set-password');
    fireEvent.change(await screen.findByLabelText('新しいパスワード'), {
      target: { value: 'long enough passw0rd' },
    });
    fireEvent.change(screen.getByLabelText('新しいパスワード（確認）'), {
      target: { value: 'long enough passw0rd' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'パスワードを設定' }));
    expect((await screen.findByRole('alert')).textContent).toContain('このリンクは使用できません');
    cleanup();
    renderAt('/set-password');
    expect((await screen.findByRole('alert')).textContent).toContain('このリンクは使用できません');
  });
});

describe('staff rules', () => {
  it('reads a held answer, the grantable roles and permissions, the form rules and the lock text', () => {
    const held = {
      response: { errors: [{ extensions: { code: 'APPROVAL_REQUIRED', approvalRequestId: 'r1' } }] },
    };
    expect(approvalRequestIdOf(held)).toBe('r1');
    expect(approvalRequestIdOf({ response: { errors: [{ extensions: { code: 'FORBIDDEN' } }] } })).toBeNull();
    expect(approvalRequestIdOf(new Error('x'))).toBeNull();
    expect(grantableRoles(['support'], [{ name: 'fraud' }, { name: 'support' }])).toEqual(['fraud']);
    expect(grantablePermissions([PERMISSIONS.smsSend])).toHaveLength(ALL_PERMISSIONS.length - 1);
    expect(passwordProblem('a'.repeat(11), 'a'.repeat(11))).toMatch(/12文字以上/);
    expect(passwordProblem('a'.repeat(12), 'b'.repeat(12))).toMatch(/一致しません/);
    expect(passwordProblem('a'.repeat(12), 'a'.repeat(12))).toBeNull();
    expect(newMemberProblem(' ')).toBe('必須項目です');
    expect(newMemberProblem('x@')).toMatch(/正しく/);
    expect(newMemberProblem(' a@example.com ')).toBeNull();
    expect(lockText({ locked: false })).toBe('有効');
    expect(lockText({ locked: true, lockReason: 'manual' })).toBe('ロック中（管理者）');
    expect(lockText({ locked: true, lockReason: 'code_attempts' })).toBe('ロック中（認証コード誤入力）');
  });
});
