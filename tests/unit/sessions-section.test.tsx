// @vitest-environment jsdom
// The security page's session list with a scripted server: each live session's device, address and times, the
// current one marked; ending another session sends its id and reloads the list; ending the current one signs this
// browser out (the unauthorized handler runs, as after any 401).
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../../src/app/api/query-client';
import { setUnauthorizedNavigation } from '../../src/app/api/unauthorized';
import { consoleStore } from '../../src/app/state/console-store';
import { SessionsSection } from '../../src/app/features/security/sessions-section';
import { installFetchMock } from './fetch-mock';

let api: ReturnType<typeof installFetchMock>;
type GqlBody = { operationName: string; variables: Record<string, unknown> };

const STARTED = Date.UTC(2025, 5, 1, 0, 0);
const laptop = {
  id: 'session-laptop',
  device: 'Chrome / Windows',
  address: '10.0.0.1',
  startedAt: STARTED,
  lastSeenAt: STARTED + 60_000,
  current: true,
};
const phone = { ...laptop, id: 'session-phone', device: 'Safari / iOS', address: '10.0.0.2', current: false };

function serve(sessions: () => unknown[]) {
  api.on('POST /graphql', () => {
    const body = api.calls.at(-1)!.body as GqlBody;
    if (body.operationName === 'MySessions')
      return { status: 200, body: { data: { mySessions: sessions() } } };
    if (body.operationName === 'EndMySession') return { status: 200, body: { data: { endMySession: [] } } };
    return { status: 500, body: {} };
  });
}

const ended = () =>
  api
    .callsTo('POST /graphql')
    .map((c) => c.body as GqlBody)
    .filter((b) => b.operationName === 'EndMySession')
    .map((b) => b.variables.sessionId);

function renderSection() {
  render(
    <QueryClientProvider client={queryClient}>
      <SessionsSection />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  queryClient.clear();
  consoleStore.setUser('member@example.com', []);
  api = installFetchMock();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SessionsSection', () => {
  it('lists the sessions with device, address and times; the current one is marked このブラウザ', async () => {
    serve(() => [laptop, phone]);
    renderSection();
    const table = await screen.findByTestId('sessions-table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/Chrome \/ Windowsこのブラウザ10\.0\.0\.1.*ログアウト$/),
      expect.stringMatching(/Safari \/ iOS10\.0\.0\.2.*終了$/),
    ]);
  });

  it('ending another session sends its id and shows the list again without it', async () => {
    let sessions = [laptop, phone];
    serve(() => sessions);
    renderSection();
    const end = await screen.findByRole('button', { name: 'Safari / iOS（10.0.0.2）のセッションを終了' });
    sessions = [laptop];
    fireEvent.click(end);
    await waitFor(() => expect(ended()).toEqual(['session-phone']));
    await waitFor(() => expect(screen.queryByText('Safari / iOS')).toBeNull());
    expect(consoleStore.getState().user.userId).toBe('member@example.com');
  });

  it('ending the current session signs this browser out', async () => {
    const toLogin = vi.fn();
    setUnauthorizedNavigation(toLogin);
    serve(() => [laptop]);
    renderSection();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Chrome / Windows（10.0.0.1）のセッションを終了' }),
    );
    await waitFor(() => expect(ended()).toEqual(['session-laptop']));
    await waitFor(() => expect(consoleStore.getState().user.userId).toBe(''));
  });

  it('says so when there is no live session', async () => {
    serve(() => []);
    renderSection();
    expect(await screen.findByText('ログイン中のセッションはありません')).toBeTruthy();
  });
});
