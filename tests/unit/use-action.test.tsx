// @vitest-environment jsdom
// The action pattern every mutation follows: a fresh Idempotency-Key per user action, 'pending' while it runs,
// success and error toasts, invalidation through the key factories (a consumer's key covers its fraud data),
// never retried, never queued offline (disabled with the reason, nothing sent).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider, onlineManager } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { gql } from 'graphql-request';
import { createQueryClient } from '../../src/app/api/query-client';
import { requestMutation } from '../../src/app/api/graphql-client';
import { useAction, type ActionHandle, type UseActionOptions } from '../../src/app/ui/use-action';
import { toastStore } from '../../src/app/ui/toast';
import { consumerKeys } from '../../src/app/features/consumers/api/consumer-keys';
import { fraudKeys } from '../../src/app/features/fraud/api/fraud-keys';
import { installFetchMock } from './fetch-mock';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let queryClient: QueryClient;
let online = true;

beforeEach(() => {
  queryClient = createQueryClient();
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  toastStore.clear();
});
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  onlineManager.setOnline(true);
});

/** Renders a component using the hook and hands out its latest handle. */
function renderAction<V, R>(options: UseActionOptions<V, R>) {
  const handle: { current: ActionHandle<V, R> | null } = { current: null };
  function Probe() {
    handle.current = useAction(options);
    const h = handle.current;
    return (
      <p>
        {h.pending ? 'pending' : 'idle'} / {h.availability.disabled ? h.availability.reason : 'available'}
      </p>
    );
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  render(<Probe />, { wrapper });
  return () => handle.current!;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const toastTexts = () => toastStore.getToasts().map((t) => `${t.kind}: ${t.message}`);

describe('useAction', () => {
  it('runs with a fresh Idempotency-Key per user action, pending until it answers, then a success toast', async () => {
    const answers = [deferred<string>(), deferred<string>()];
    const mutationFn = vi.fn(
      (_vars: { id: string }, _ctx: { idempotencyKey: string }) =>
        answers[mutationFn.mock.calls.length - 1].promise,
    );
    const action = renderAction({ mutationFn, successToast: (r: string) => `done ${r}` });

    let first!: Promise<unknown>;
    act(() => void (first = action().run({ id: 'con_1' })));
    await vi.waitFor(() => expect(screen.getByText(/^pending/)).toBeTruthy());
    expect(action().pending).toBe(true);
    await act(async () => {
      answers[0].resolve('once');
      await first;
    });
    expect(await first).toEqual({ ok: true, data: 'once' });
    await vi.waitFor(() => expect(screen.getByText(/^idle/)).toBeTruthy());
    expect(toastTexts()).toEqual(['success: done once']);

    let second!: Promise<unknown>;
    act(() => void (second = action().run({ id: 'con_1' })));
    await act(async () => {
      answers[1].resolve('twice');
      await second;
    });
    const keys = mutationFn.mock.calls.map(([, ctx]) => ctx.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toMatch(UUID);
    expect(keys[0]).not.toBe(keys[1]);
    expect(mutationFn.mock.calls.map(([vars]) => vars)).toEqual([{ id: 'con_1' }, { id: 'con_1' }]);
  });

  it('a second click while the first run is under way joins it: the change is sent once', async () => {
    const answer = deferred<string>();
    const mutationFn = vi.fn(() => answer.promise);
    const action = renderAction({ mutationFn });
    let a!: Promise<unknown>;
    let b!: Promise<unknown>;
    act(() => {
      a = action().run(undefined);
      b = action().run(undefined);
    });
    await act(async () => {
      answer.resolve('ok');
      await Promise.all([a, b]);
    });
    expect(mutationFn).toHaveBeenCalledTimes(1);
    expect(await b).toEqual({ ok: true, data: 'ok' });
  });

  it('a failure is not retried: error toast, the error kept for the modal, the outcome says so', async () => {
    const failure = new Error('server said no');
    const mutationFn = vi.fn(() => Promise.reject(failure));
    const action = renderAction({ mutationFn, errorToast: 'Failed to create log.' });
    let outcome: unknown;
    await act(async () => {
      outcome = await action().run(undefined);
    });
    expect(outcome).toEqual({ ok: false, error: failure });
    expect(mutationFn).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(action().error).toBe(failure));
    expect(toastTexts()).toEqual(['error: Failed to create log.']);
    act(() => action().reset());
    await vi.waitFor(() => expect(action().error).toBeNull());
  });

  it('without its own error text the shared one shows, and only once (not the global handler as well)', async () => {
    const action = renderAction({ mutationFn: () => Promise.reject(new Error('x')) });
    await act(async () => void (await action().run(undefined)));
    expect(toastTexts()).toEqual(['error: 予期せぬエラーが発生しました。再試行してください。']);
  });

  it('invalidates the affected queries through the key factories: a consumer’s key covers its fraud data', async () => {
    const ID = 'con_aaaaaaaaaaaaaaaa';
    queryClient.setQueryData(fraudKeys.eventLogs(ID), []);
    queryClient.setQueryData(fraudKeys.paymentFlags(ID), []);
    queryClient.setQueryData(consumerKeys.adminLogs(ID), []);
    queryClient.setQueryData(consumerKeys.adminLogs('con_other'), []);
    const action = renderAction({
      mutationFn: () => Promise.resolve('ok'),
      invalidate: () => [consumerKeys.detail(ID)],
    });
    await act(async () => void (await action().run(undefined)));
    const invalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(invalidated(fraudKeys.eventLogs(ID))).toBe(true);
    expect(invalidated(fraudKeys.paymentFlags(ID))).toBe(true);
    expect(invalidated(consumerKeys.adminLogs(ID))).toBe(true);
    expect(invalidated(consumerKeys.adminLogs('con_other'))).toBe(false);
  });

  it('offline: unavailable with the offline reason, and a run sends nothing', async () => {
    online = false;
    const mutationFn = vi.fn(() => Promise.resolve('ok'));
    const action = renderAction({ mutationFn, unavailableReason: 'This action is not available yet' });
    expect(screen.getByText(/オフライン/)).toBeTruthy();
    let outcome: { ok: boolean } | undefined;
    await act(async () => {
      outcome = await action().run(undefined);
    });
    expect(outcome?.ok).toBe(false);
    expect(mutationFn).not.toHaveBeenCalled();

    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.getByText(/This action is not available yet/)).toBeTruthy();
  });
});

describe('the query client’s mutation defaults', () => {
  it('never retry and never pause offline: an offline attempt fails at once instead of queueing', async () => {
    const client = createQueryClient();
    expect(client.getDefaultOptions().mutations).toMatchObject({ retry: false, networkMode: 'always' });
    onlineManager.setOnline(false);
    const mutationFn = vi.fn(() => Promise.reject(new Error('network down')));
    const mutation = client
      .getMutationCache()
      .build(client, { mutationFn, meta: { handlesOwnErrors: true } });
    await expect(mutation.execute(undefined)).rejects.toThrow('network down');
    expect(mutation.state.isPaused).toBe(false);
    expect(mutationFn).toHaveBeenCalledTimes(1);
  });
});

describe('requestMutation', () => {
  it('sends the mutation to /graphql with the Idempotency-Key header', async () => {
    const api = installFetchMock();
    api.on('POST /graphql', { status: 200, body: { data: { closeConsumer: 'Success' } } });
    const result = await requestMutation<{ closeConsumer: string }>(
      gql`
        mutation CloseConsumer($consumerId: ID!) {
          closeConsumer(consumerId: $consumerId)
        }
      `,
      { consumerId: 'con_1' },
      { idempotencyKey: 'f47ac10b-58cc-4372-a567-0e02b2c3d479' },
    );
    expect(result).toEqual({ closeConsumer: 'Success' });
    const [call] = api.callsTo('POST /graphql');
    expect(call.headers.get('Idempotency-Key')).toBe('f47ac10b-58cc-4372-a567-0e02b2c3d479');
    expect((call.body as { variables: unknown }).variables).toEqual({ consumerId: 'con_1' });
  });

  it('without a key sends no Idempotency-Key header', async () => {
    const api = installFetchMock();
    api.on('POST /graphql', { status: 200, body: { data: { ok: true } } });
    await requestMutation(gql`
      mutation Ok {
        ok
      }
    `);
    expect(api.callsTo('POST /graphql')[0].headers.has('Idempotency-Key')).toBe(false);
  });
});
