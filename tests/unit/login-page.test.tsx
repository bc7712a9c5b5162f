// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { LoginPage } from '../../src/app/features/auth/login-page';
import { consoleStore, USER_ID_STORAGE_KEY } from '../../src/app/state/console-store';
import { resetSessionBookkeeping } from '../../src/app/state/session';
import { installFetchMock } from './fetch-mock';

let api: ReturnType<typeof installFetchMock>;

function renderLogin(from?: string, search = '', state?: Record<string, unknown>) {
  const router = createMemoryRouter(
    [
      { path: '/login', Component: LoginPage },
      { path: '/search', element: <p>search page</p> },
      { path: '/consumers/:id/payments', element: <p>consumer payments page</p> },
    ],
    { initialEntries: [{ pathname: '/login', search, state: state ?? (from ? { from } : null) }] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const loginButton = () => screen.getByRole('button', { name: 'ログイン' }) as HTMLButtonElement;
const pinButton = () => screen.getByRole('button', { name: '認証する' }) as HTMLButtonElement;
const box = (n: number) => screen.getByLabelText(`認証コード ${n}桁目`);

async function fillCredentialsAndSubmit(email = 'admin@example.com', password = 'secret') {
  fireEvent.change(screen.getByLabelText('メールアドレス'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('パスワード'), { target: { value: password } });
  await act(async () => {
    fireEvent.click(loginButton());
  });
}

async function enterPin(pin = '1234') {
  fireEvent.paste(box(1), { clipboardData: { getData: () => pin } });
  await act(async () => {
    fireEvent.click(pinButton());
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  localStorage.clear();
  consoleStore.clearUser();
  resetSessionBookkeeping();
  api = installFetchMock();
  api.on('GET /api/auth/sso', { status: 200, body: { enabled: false } });
  api.on('POST /api/auth/session/mfa', { status: 200, body: { status: 'PinRequired' } });
  api.on('POST /api/auth/session/mfa/activate', {
    status: 200,
    body: { email: 'admin@example.com', permissions: ['payment_fraud_flags.read'] },
  });
  api.on('GET /api/profile/me2', {
    status: 200,
    body: { email: 'admin@example.com', permissions: ['payment_fraud_flags.read', 'can_view_pac_records'] },
  });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('login form', () => {
  it('starts with the focus in the e-mail field', () => {
    renderLogin();
    expect(document.activeElement).toBe(screen.getByLabelText('メールアドレス'));
  });

  it('ログイン is enabled only when both e-mail and password are filled in', () => {
    renderLogin();
    expect(loginButton().disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('メールアドレス'), { target: { value: 'admin@example.com' } });
    expect(loginButton().disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('パスワード'), { target: { value: 'x' } });
    expect(loginButton().disabled).toBe(false);
    fireEvent.change(screen.getByLabelText('メールアドレス'), { target: { value: '' } });
    expect(loginButton().disabled).toBe(true);
  });

  it('shows the e-mail check message and does not call the server for a malformed address', async () => {
    renderLogin();
    await fillCredentialsAndSubmit('admin@example', 'secret');
    expect(screen.getByText('メールアドレスを正しく入力してください')).toBeTruthy();
    expect(api.calls.filter((c) => c.path !== '/api/auth/sso')).toHaveLength(0);
  });

  it('shows 必須項目です when the e-mail field is left empty', () => {
    renderLogin();
    fireEvent.blur(screen.getByLabelText('メールアドレス'));
    expect(screen.getByText('必須項目です')).toBeTruthy();
  });

  it('sends e-mail and password with credentials included, then shows the code step', async () => {
    renderLogin();
    await fillCredentialsAndSubmit();
    expect(api.callsTo('POST /api/auth/session/mfa')[0]).toMatchObject({
      method: 'POST',
      path: '/api/auth/session/mfa',
      body: { email: 'admin@example.com', password: 'secret' },
      credentials: 'include',
    });
    expect(
      screen.getByText('登録済みのメールアドレスに送信された4桁の認証コードを入力してください'),
    ).toBeTruthy();
    expect(pinButton().disabled).toBe(true);
  });

  it('wrong credentials show the message inline and keep the form', async () => {
    api.on('POST /api/auth/session/mfa', {
      status: 401,
      body: { code: 'InvalidCredentials', message: 'no' },
    });
    renderLogin();
    await fillCredentialsAndSubmit();
    expect(screen.getByText('メールアドレスもしくはパスワードが間違っています')).toBeTruthy();
    expect(loginButton()).toBeTruthy();
    // A 401 at sign-in never runs the signed-out wipe.
    expect(api.callsTo('GET /api/profile/me2')).toHaveLength(0);
  });

  it('a lock goes to the failure state; clicking the message returns to the form', async () => {
    api.on('POST /api/auth/session/mfa', { status: 429, body: { code: 'TooManySessions', message: '' } });
    renderLogin();
    await fillCredentialsAndSubmit();
    const message = screen.getByText(
      '入力回数上限を超えたため、アカウントがロックされました、時間をおいてから再度お試しください。',
    );
    expect(screen.queryByRole('button', { name: 'ログイン' })).toBeNull();
    fireEvent.click(message);
    expect(loginButton()).toBeTruthy();
  });
});

describe('code step', () => {
  it('the 再送する link appears only 30 seconds after the step is shown, and resending restarts the wait', async () => {
    renderLogin();
    await fillCredentialsAndSubmit();
    act(() => vi.advanceTimersByTime(29_999));
    expect(screen.queryByRole('button', { name: '再送する' })).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    const resend = screen.getByRole('button', { name: '再送する' });

    await act(async () => {
      fireEvent.click(resend);
    });
    expect(api.callsTo('POST /api/auth/session/mfa')).toHaveLength(2);
    expect(api.calls[1].body).toEqual({ email: 'admin@example.com', password: 'secret' });
    expect(screen.queryByRole('button', { name: '再送する' })).toBeNull();
    act(() => vi.advanceTimersByTime(29_999));
    expect(screen.queryByRole('button', { name: '再送する' })).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: '再送する' })).toBeTruthy();
  });

  it('a failed resend shows the unexpected-error message', async () => {
    renderLogin();
    await fillCredentialsAndSubmit();
    api.on('POST /api/auth/session/mfa', { status: 400, body: { code: 'Bad', message: '' } });
    act(() => vi.advanceTimersByTime(30_000));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '再送する' }));
    });
    expect(screen.getByText('予期せぬエラーが発生しました。')).toBeTruthy();
  });

  it('Enter in a box submits a complete code', async () => {
    renderLogin();
    await fillCredentialsAndSubmit();
    fireEvent.paste(box(1), { clipboardData: { getData: () => '4321' } });
    await act(async () => {
      fireEvent.submit(box(4).closest('form')!);
    });
    expect(api.callsTo('POST /api/auth/session/mfa/activate')[0].body).toEqual({ pin: '4321' });
  });

  it('a wrong code shows 正しい認証コードを入力してください inline and clears the boxes', async () => {
    api.on('POST /api/auth/session/mfa/activate', {
      status: 400,
      body: { code: 'InvalidAuthPin', message: '' },
    });
    renderLogin();
    await fillCredentialsAndSubmit();
    await enterPin('0000');
    expect(screen.getByText('正しい認証コードを入力してください')).toBeTruthy();
    expect((box(1) as HTMLInputElement).value).toBe('');
    expect(pinButton().disabled).toBe(true);
  });

  it('an expired sign-in session (404) goes to the failure state', async () => {
    api.on('POST /api/auth/session/mfa/activate', {
      status: 404,
      body: { code: 'SessionNotFound', message: '' },
    });
    renderLogin();
    await fillCredentialsAndSubmit();
    await enterPin();
    fireEvent.click(screen.getByText('時間をおいてから再度お試しください。'));
    expect(loginButton()).toBeTruthy();
  });

  it('too many wrong codes lock with the PIN-limit message', async () => {
    api.on('POST /api/auth/session/mfa/activate', {
      status: 423,
      body: { code: 'AuthPinAttemptLimitExceeded', message: '' },
    });
    renderLogin();
    await fillCredentialsAndSubmit();
    await enterPin();
    expect(
      screen.getByText(
        '認証コードの入力回数上限を超えたため、アカウントがロックされました、時間をおいてから再度お試しください。',
      ),
    ).toBeTruthy();
  });
});

describe('success', () => {
  it('stays 2 seconds, then sets the user id, goes to the remembered page and stores the profile permissions', async () => {
    const router = renderLogin('/consumers/con_1/payments?page=2');
    await fillCredentialsAndSubmit();
    await enterPin();
    expect(screen.getByText('ログインに成功しました')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1_999));
    expect(consoleStore.getState().user.userId).toBe('');
    expect(router.state.location.pathname).toBe('/login');
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(consoleStore.getState().user.userId).toBe('admin@example.com');
    expect(localStorage.getItem(USER_ID_STORAGE_KEY)).toBe('admin@example.com');
    expect(router.state.location.pathname).toBe('/consumers/con_1/payments');
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getByText('consumer payments page')).toBeTruthy();
    expect(api.callsTo('GET /api/profile/me2')).toHaveLength(1);
    expect(consoleStore.getState().user.permissions).toEqual([
      'payment_fraud_flags.read',
      'can_view_pac_records',
    ]);
  });

  it('a click proceeds at once, to /search when no page was asked for', async () => {
    const router = renderLogin();
    await fillCredentialsAndSubmit();
    await enterPin();
    await act(async () => {
      fireEvent.click(screen.getByText('ログインに成功しました'));
    });
    expect(router.state.location.pathname).toBe('/search');
    expect(consoleStore.getState().user.userId).toBe('admin@example.com');
    // The timer firing later does not proceed a second time.
    await act(async () => {
      vi.advanceTimersByTime(5_000);
    });
    expect(api.callsTo('GET /api/profile/me2')).toHaveLength(1);
  });

  it('when the profile fetch fails after sign-in, the stored e-mail is cleared', async () => {
    api.on('GET /api/profile/me2', { status: 403, body: { code: 'Forbidden', message: '' } });
    renderLogin();
    await fillCredentialsAndSubmit();
    await enterPin();
    await act(async () => {
      fireEvent.click(screen.getByText('ログインに成功しました'));
    });
    await vi.waitFor(() => expect(consoleStore.getState().user.userId).toBe(''));
    expect(localStorage.getItem(USER_ID_STORAGE_KEY)).toBeNull();
  });
});

describe('single sign-on', () => {
  const ssoLink = () => screen.queryByRole('link', { name: 'SSOでログイン' });

  it('SSOでログイン is a link to the server’s start of the flow, shown only when the server has SSO', async () => {
    renderLogin();
    await act(async () => undefined);
    expect(ssoLink()).toBeNull();
    cleanup();
    api.on('GET /api/auth/sso', { status: 200, body: { enabled: true } });
    renderLogin();
    await act(async () => undefined);
    expect(ssoLink()?.getAttribute('href')).toBe('/api/auth/sso/start');
  });

  it('back from the provider signed in: the profile is read and the success step shows', async () => {
    renderLogin(undefined, '?sso=signed-in');
    await act(async () => undefined);
    expect(screen.getByText('ログインに成功しました')).toBeTruthy();
    expect(api.callsTo('GET /api/profile/me2').length).toBeGreaterThan(0);
  });

  it('back from the provider without a session: the reason shows on the form', async () => {
    renderLogin(undefined, '?sso=locked');
    await act(async () => undefined);
    expect(screen.getByText('アカウントがロックされています。管理者に連絡してください。')).toBeTruthy();
    expect(loginButton()).toBeTruthy();
  });

  it('a member whose role requires SSO is told to use it', async () => {
    api.on('POST /api/auth/session/mfa', { status: 403, body: { code: 'SsoRequired', message: 'use SSO' } });
    renderLogin();
    await fillCredentialsAndSubmit();
    expect(
      screen.getByText(
        'このアカウントはSSOでのログインが必要です。「SSOでログイン」からログインしてください。',
      ),
    ).toBeTruthy();
  });
});

describe('passkey enrolment step', () => {
  const enrolHeading = () => screen.queryByRole('heading', { name: 'パスキーの登録が必要です' });

  it('after the mailed code of a session that can only enrol, the step is kept in the history state for a reload', async () => {
    api.on('POST /api/auth/session/mfa/activate', {
      status: 200,
      body: { email: 'support@example.com', permissions: [], passkeyEnrolmentRequired: true },
    });
    const router = renderLogin('/consumers/con_1/payments');
    await fillCredentialsAndSubmit();
    await enterPin();
    expect(enrolHeading()).not.toBeNull();
    expect(router.state.location.state).toEqual({
      from: '/consumers/con_1/payments',
      passkeyEnrolment: true,
    });
  });

  it('opens at the step when sent there by a refused call (PASSKEY_REQUIRED)', () => {
    renderLogin(undefined, '', { passkeyEnrolment: true });
    expect(enrolHeading()).not.toBeNull();
    expect(screen.queryByLabelText('メールアドレス')).toBeNull();
  });

  it('a session that has ended meanwhile (401) goes back to the form with the sign-in-again message', async () => {
    api.on('POST /api/passkeys/registration/options', {
      status: 401,
      body: { code: 'Unauthorized', message: 'Sign-in required' },
    });
    const router = renderLogin(undefined, '', { passkeyEnrolment: true });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'パスキーを登録' }));
    });
    expect(screen.getByText('ログインの有効期限が切れました。もう一度ログインしてください。')).toBeTruthy();
    expect(screen.getByLabelText('メールアドレス')).toBeTruthy();
    expect(router.state.location.state).toEqual({});
  });
});
