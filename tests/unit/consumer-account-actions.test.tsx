// @vitest-environment jsdom
// The consumer page's account actions (document 2 §2, §4, §5, §6, §8) through the real routes, against a scripted
// /graphql: close account, disable, change status and the e-mail and phone dialogs, with each dialog's states and its
// message per result value, the reasons an action is disabled (a missing permission, a closed account, a terminal
// legal status, offline), and the refresh after a success (the page refetched and recorded as the recent copy). The
// set-up is support/consumer-actions-harness.ts; the tabs' actions are in consumer-tab-actions.test.tsx.
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { queryClient } from '../../src/app/api/query-client';
import { readRecentLookup } from '../../src/db/recent-lookup-read';
import type { ConsumerPageData } from '../../src/app/features/consumers/api/consumer-page-query';
import { ALL_PERMISSIONS, PERMISSIONS } from '../../src/shared/permissions';
import {
  AT,
  ID,
  STAFF,
  pageData,
  answerGraphQL,
  httpFailure,
  signedInWith,
  renderAt,
  bodiesOf,
  toastTexts,
  actions,
  openAction,
  deferred,
  contract,
  type Consumer,
  startCleanAppForEachTest,
} from './support/consumer-actions-harness';

startCleanAppForEachTest();

describe('close account', { timeout: 20_000 }, () => {
  it.each([
    ['ErrorUncapturedPayments', 'there are uncaptured payments'],
    ['ErrorBalanceNotSettled', 'there are unpaid bills'],
    ['ErrorActiveContracts', 'there are unfinished installments'],
    ['ErrorBalanceFutureChargesExist', 'there are uncharged future charges'],
  ])('%s: the dialog stays open and says %s', async (result, message) => {
    signedInWith(ALL_PERMISSIONS);
    answerGraphQL({ CloseConsumer: { closeConsumer: result } });
    renderAt(`/consumers/${ID}/details`);
    const dialog = await openAction('Close account');
    expect(within(dialog).getByRole('heading').textContent).toBe('Close account');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close account' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(message);
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(toastTexts()).toEqual([]);
    const [sent] = bodiesOf('CloseConsumer');
    expect(sent.variables).toEqual({ id: ID });
    expect(sent.query).toContain('reason: ""');
    expect(sent.query).toContain('test: false');
    expect(sent.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('Success: processing, then closed, toast, the page refetched and recorded as the recent copy', async () => {
    signedInWith(ALL_PERMISSIONS);
    const answer = deferred<unknown>();
    let closed = false;
    answerGraphQL({
      CloseConsumer: () => answer.promise,
      ConsumerPage: () =>
        closed ? pageData({ status: 'Closed', closedAt: AT, closedBy: STAFF }) : pageData(),
    });
    renderAt(`/consumers/${ID}/details`);
    const dialog = await openAction('Close account');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close account' }));
    expect(await within(dialog).findByText('processing')).toBeTruthy();
    closed = true;
    await act(async () => answer.resolve({ closeConsumer: 'Success' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toastTexts()).toContain('success: account closed successfully');
    const info = document.querySelector('.consumer-info') as HTMLElement;
    await waitFor(() => expect(info.textContent).toContain('Closed by'));
    const close = within(await actions()).getByRole('button', { name: 'Close account' });
    expect((close as HTMLButtonElement).disabled).toBe(true);
    expect(close.className).toContain('is-dimmed');
    expect(close.parentElement!.getAttribute('data-reason')).toBe('The account is closed');
    expect(bodiesOf('ConsumerPage').length).toBeGreaterThanOrEqual(2);
    await waitFor(async () => {
      const recent = await readRecentLookup(STAFF, 'consumer', ID);
      expect((recent?.snapshot as ConsumerPageData | undefined)?.consumer?.status).toBe('Closed');
    });
  });

  it('a transport failure: an error occurred with the error, the failure toast, the dialog open', async () => {
    signedInWith(ALL_PERMISSIONS);
    answerGraphQL({ CloseConsumer: httpFailure });
    renderAt(`/consumers/${ID}/details`);
    const dialog = await openAction('Close account');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close account' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('an error occurred');
    expect(alert.textContent).toContain('サーバーでエラーが発生しました（HTTP 500）。再試行してください。');
    expect(toastTexts()).toEqual(['error: failed to close the account']);
  });
});

describe('disabled with the reason', { timeout: 20_000 }, () => {
  const reasonOf = (button: HTMLElement) => button.parentElement!.getAttribute('data-reason');

  it('support (consumers.write only): close and the fraud actions disabled with the missing permission', async () => {
    signedInWith([PERMISSIONS.consumersWrite, PERMISSIONS.assessmentExclusionsRead]);
    answerGraphQL({ ConsumerPage: pageData({}, true) });
    const router = renderAt(`/consumers/${ID}/fraud`);
    const group = await actions();
    const close = within(group).getByRole('button', { name: 'Close account' });
    expect((close as HTMLButtonElement).disabled).toBe(true);
    expect(reasonOf(close)).toBe('権限がありません: consumers.close');
    expect(close.getAttribute('aria-describedby')).toBeTruthy();
    for (const name of ['Disable account', 'Change status', 'Change e-mail', 'Change phone']) {
      expect((within(group).getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(false);
    }
    for (const name of ['Add flag', 'Unflag', 'Create log']) {
      const button = await screen.findByRole('button', { name });
      expect((button as HTMLButtonElement).disabled).toBe(true);
      expect(reasonOf(button)).toBe('権限がありません: fraud_flags.write');
    }
    const add = screen.getByRole('button', { name: 'Add' });
    expect(reasonOf(add)).toBe('権限がありません: assessment_exclusions.write');

    // The Logs tab's admin log needs consumers.write only, which support holds.
    await router.navigate(`/consumers/${ID}/logs`);
    await screen.findByRole('region', { name: 'Logs' });
    expect(screen.getByRole('button', { name: 'Create log' }).hasAttribute('disabled')).toBe(false);
  });

  it('no permission at all: every account action and the log say consumers.write', async () => {
    signedInWith([]);
    answerGraphQL({
      Contracts: {
        contractsByConsumerId: {
          threePay: [contract('isp_AAAAAAAAAAAAAAAA', 'active')],
          sixPay: [],
          twelvePay: [],
          apple: [],
        },
      },
    });
    const router = renderAt(`/consumers/${ID}/details`);
    const group = await actions();
    for (const name of ['Disable account', 'Change status', 'Change e-mail', 'Change phone']) {
      expect(reasonOf(within(group).getByRole('button', { name }))).toBe('権限がありません: consumers.write');
    }
    await router.navigate(`/consumers/${ID}/logs`);
    expect(reasonOf(await screen.findByRole('button', { name: 'Create log' }))).toBe(
      '権限がありません: consumers.write',
    );
    await router.navigate(`/consumers/${ID}/payments`);
    const revert = await screen.findByRole('button', { name: /Revert to lump sum/ });
    expect(reasonOf(revert)).toBe('権限がありません: contracts.write');
  });

  it('offline: every action disabled with the offline reason', async () => {
    signedInWith(ALL_PERMISSIONS);
    answerGraphQL();
    renderAt(`/consumers/${ID}/details`);
    const group = await actions();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    for (const button of within(group).getAllByRole('button')) {
      expect((button as HTMLButtonElement).disabled).toBe(true);
      expect(reasonOf(button)).toMatch(/オフラインのため操作できません/);
    }
  });
});

describe('disable and legal status', { timeout: 20_000 }, () => {
  it('disable: shown only while Enabled, confirms, sends the notice, toasts', async () => {
    signedInWith(ALL_PERMISSIONS);
    answerGraphQL({ DisableConsumer: { disableConsumer: { id: ID, status: 'Disabled' } } });
    renderAt(`/consumers/${ID}/details`);
    const dialog = await openAction('Disable account');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disable account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesOf('DisableConsumer')[0].query).toContain('displayDisableNoticeToConsumer: true');
    expect(toastTexts()).toContain('success: The account has been disabled');
    cleanup();
    queryClient.clear();
    answerGraphQL({ ConsumerPage: pageData({ status: 'Disabled' }) });
    renderAt(`/consumers/${ID}/details`);
    await waitFor(() => expect(document.querySelector('.consumer-info .status-tag--disabled')).toBeTruthy());
    expect(within(await actions()).queryByRole('button', { name: 'Disable account' })).toBeNull();
  });

  it('change status: every value offered; a note-carrying one warns it disables the account; sent and toasted', async () => {
    signedInWith(ALL_PERMISSIONS);
    answerGraphQL({
      UpdateConsumerLegalStatus: {
        updateConsumerLegalStatus: { id: ID, status: 'Disabled', legalStatus: 'BankruptcyStart' },
      },
    });
    renderAt(`/consumers/${ID}/details`);
    const dialog = await openAction('Change status');
    const select = within(dialog).getByLabelText('Legal status') as HTMLSelectElement;
    expect(select.options).toHaveLength(11);
    expect([...select.options].every((o) => !o.disabled)).toBe(true);
    const submit = within(dialog).getByRole('button', { name: 'Submit' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.change(select, { target: { value: 'CollectionPending' } });
    expect(within(dialog).queryByText(/also disables the account/)).toBeNull();
    fireEvent.change(select, { target: { value: 'BankruptcyStart' } });
    expect(within(dialog).getByText(/also disables the account/)).toBeTruthy();
    fireEvent.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesOf('UpdateConsumerLegalStatus')[0].variables).toEqual({
      id: ID,
      legalStatus: 'BankruptcyStart',
    });
    expect(toastTexts()).toContain('success: The legal status has been updated');
  });

  it('change status to Dead held for a second person: 承認待ち with the link, no success, the banner appears', async () => {
    signedInWith(ALL_PERMISSIONS);
    let asked = false;
    answerGraphQL({
      UpdateConsumerLegalStatus: () => {
        asked = true;
        return { heldBy: 'apr_dead' };
      },
      ConsumerPendingApprovals: () => ({
        pendingApprovals: asked
          ? [
              {
                id: 'apr_dead',
                operation: 'updateConsumerLegalStatus',
                createdAt: AT,
                maker: { email: STAFF },
              },
            ]
          : [],
      }),
      PendingApprovalCount: { pendingApprovalCount: 0 },
    });
    renderAt(`/consumers/${ID}/details`);
    const dialog = await openAction('Change status');
    fireEvent.change(within(dialog).getByLabelText('Legal status'), { target: { value: 'Dead' } });
    // A final status is confirmed first (issue 20; tests/unit/irreversible-confirmations.test.tsx).
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change status' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change status' }));
    const notice = await within(dialog).findByTestId('approval-pending');
    expect(notice.textContent).toContain('承認待ち');
    expect(within(notice).getByRole('link').getAttribute('href')).toBe('/approvals/apr_dead');
    // Nothing to submit again; the dialog closes with 閉じる.
    expect(within(dialog).queryByRole('button', { name: 'Change status' })).toBeNull();
    expect(within(dialog).getAllByRole('button', { name: '閉じる' }).length).toBeGreaterThan(0);
    expect(toastTexts().filter((t) => t.startsWith('success'))).toEqual([]);
    expect(toastTexts().filter((t) => t.startsWith('error'))).toEqual([]);
    const banner = await screen.findByTestId('pending-approval-banner');
    expect(within(banner).getByRole('link', { name: '法的ステータス変更' }).getAttribute('href')).toBe(
      '/approvals/apr_dead',
    );
  });

  it.each(['Dead', 'BankruptcyConfirmed'])(
    'change status from %s: every option and the submit disabled',
    async (status) => {
      signedInWith(ALL_PERMISSIONS);
      answerGraphQL({ ConsumerPage: pageData({ legalStatus: status as Consumer['legalStatus'] }) });
      renderAt(`/consumers/${ID}/details`);
      const dialog = await openAction('Change status');
      const select = within(dialog).getByLabelText('Legal status') as HTMLSelectElement;
      expect([...select.options].every((o) => o.disabled)).toBe(true);
      expect(select.disabled).toBe(true);
      expect((within(dialog).getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(
        true,
      );
      expect(within(dialog).getByText(/final/)).toBeTruthy();
    },
  );
});

describe('e-mail and phone', { timeout: 20_000 }, () => {
  it('e-mail: required field, then each refusal in the dialog, then Success shows the new value in the header', async () => {
    signedInWith(ALL_PERMISSIONS);
    const results = ['InvalidEmailAddress', 'EmailExists', 'Success'];
    // The page's refetch after the change answers only when the test says so.
    const stored = deferred<unknown>();
    let changed = false;
    answerGraphQL({
      UpdateConsumerEmail: () => {
        const result = results.shift();
        changed = result === 'Success';
        return { updateConsumerEmail: result };
      },
      ConsumerPage: () => (changed ? stored.promise : pageData()),
    });
    renderAt(`/consumers/${ID}/details`);
    const dialog = await openAction('Change e-mail');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    fireEvent.click(save);
    expect(within(dialog).getByText('required field')).toBeTruthy();
    expect(bodiesOf('UpdateConsumerEmail')).toHaveLength(0);
    const input = within(dialog).getByLabelText('New e-mail');
    fireEvent.change(input, { target: { value: 'not-an-address' } });
    fireEvent.click(save);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('invalid e-mail address');
    fireEvent.change(input, { target: { value: 'hanako@example.jp' } });
    fireEvent.click(save);
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe('e-mail already registered'),
    );
    fireEvent.change(input, { target: { value: ' new@example.jp ' } });
    fireEvent.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesOf('UpdateConsumerEmail').at(-1)!.variables).toEqual({ id: ID, email: 'new@example.jp' });
    // Shown at once, before the refetch answers (document 2 §2: overridden locally after edits).
    expect((document.querySelector('.consumer-info') as HTMLElement).textContent).toContain('new@example.jp');
    expect(toastTexts()).toContain('success: The e-mail has been updated');
    await act(async () => stored.resolve(pageData({ email: 'new@example.jp' })));
    expect((document.querySelector('.consumer-info') as HTMLElement).textContent).toContain('new@example.jp');
  });

  it('phone: each refusal, and a failure toasts mobile number is incorrect', async () => {
    signedInWith(ALL_PERMISSIONS);
    const results: unknown[] = [
      { updateConsumerPhone: 'InvalidPhoneNumber' },
      { updateConsumerPhone: 'PhoneExists' },
      httpFailure,
    ];
    answerGraphQL({ UpdateConsumerPhone: () => results.shift() });
    renderAt(`/consumers/${ID}/details`);
    const dialog = await openAction('Change phone');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    fireEvent.click(save);
    expect(within(dialog).getByText('required field')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('New mobile phone number'), {
      target: { value: '090-1111-2222' },
    });
    fireEvent.click(save);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('invalid mobile phone number');
    fireEvent.click(save);
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('already registered'));
    fireEvent.click(save);
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toContain('an error occurred'));
    expect(toastTexts()).toContain('error: mobile number is incorrect');
  });
});
