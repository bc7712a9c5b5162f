// @vitest-environment jsdom
// Three texts of document 2 that no test read (through the real routes, against a scripted /graphql): the bill
// statement's auto-debit section (引落金額, Processing Status, 支払期限 from the results-processed-by date) only when
// present; the fraud tab's "no assessment exclusion flags"; the e-mail change's 'メールアドレスを更新できませんでした'.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ALL_PERMISSIONS } from '../../src/shared/permissions';
import {
  AT,
  ID,
  answerGraphQL,
  httpFailure,
  openAction,
  pageData,
  renderAt,
  signedInWith,
  startCleanAppForEachTest,
  toastTexts,
} from './support/consumer-actions-harness';

startCleanAppForEachTest();

const BILL = 'bs_aaaaaaaaaaaaaaaa';

function statement(autoDebit: boolean) {
  return {
    billstatementsWithSettlements: [
      {
        billStatement: {
          id: BILL,
          consumerId: ID,
          issueDate: AT,
          amount: '2500',
          unpaidAmount: '0',
          lateFeesAmount: '0',
          currency: 'JPY',
          dueAt: AT + 9 * 86_400_000,
          paidAt: null,
          status: 'Closed',
        },
        autoDebitSettlement: autoDebit
          ? { pullAmount: '2500', pullStatus: 'Succeeded', resultsProcessedBy: AT + 27 * 86_400_000 }
          : null,
        combiniSettlement: null,
      },
    ],
    paidycode: null,
  };
}

/** The label → value rows of the section headed `heading`. */
function sectionRows(heading: string): string[][] {
  const section = screen.getByRole('heading', { name: heading }).closest('section')!;
  return within(section)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent ?? ''));
}

describe('bill statement detail: the auto-debit section', { timeout: 20_000 }, () => {
  it('shows 引落金額, Processing Status and 支払期限 (the results-processed-by date) when the statement has one', async () => {
    signedInWith(ALL_PERMISSIONS);
    answerGraphQL({ BillStatement: statement(true) });
    renderAt(`/consumers/${ID}/billstatements/${BILL}`);
    await screen.findByRole('heading', { name: '口座振替' });
    // 2026-01-15 12:04:05 JST plus 27 days.
    expect(sectionRows('口座振替')).toEqual([
      ['引落金額', '¥2,500'],
      ['処理ステータス', 'Succeeded'],
      ['支払期限', '2026-02-11 12:04:05'],
    ]);
  });

  it('has no auto-debit section when the statement has none', async () => {
    signedInWith(ALL_PERMISSIONS);
    answerGraphQL({ BillStatement: statement(false) });
    renderAt(`/consumers/${ID}/billstatements/${BILL}`);
    await screen.findByText('請求額');
    expect(screen.queryByRole('heading', { name: '口座振替' })).toBeNull();
    expect(screen.queryByText('引落金額')).toBeNull();
    expect(screen.queryByText('処理ステータス')).toBeNull();
  });
});

describe('fraud tab', { timeout: 20_000 }, () => {
  it("says 'no assessment exclusion flags' when the consumer has none (and the staff member may read them)", async () => {
    signedInWith(ALL_PERMISSIONS);
    answerGraphQL({ ConsumerPage: pageData() });
    renderAt(`/consumers/${ID}/fraud`);
    const heading = await screen.findByRole('heading', { name: '審査除外フラグ' });
    expect(heading.closest('section')!.textContent).toContain('審査除外フラグはありません');
    expect(screen.queryByText('審査除外の機能を使う権限がありません')).toBeNull();
  });
});

describe('e-mail change', { timeout: 20_000 }, () => {
  async function submitEmail() {
    renderAt(`/consumers/${ID}/details`);
    const dialog = await openAction('メールアドレスを変更');
    fireEvent.change(within(dialog).getByLabelText('新しいメールアドレス'), {
      target: { value: 'new@example.jp' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    return dialog;
  }

  it("a failed request: the error toast 'failed to update e-mail', the dialog stays open with the error", async () => {
    signedInWith(ALL_PERMISSIONS);
    answerGraphQL({ UpdateConsumerEmail: httpFailure });
    const dialog = await submitEmail();
    await waitFor(() => expect(toastTexts()).toEqual(['error: メールアドレスを更新できませんでした']));
    expect(within(dialog).getByRole('alert').textContent).toContain('エラーが発生しました');
    expect(screen.getByRole('dialog')).toBe(dialog);
  });

  it("a result the console does not know: 'failed to update e-mail' in the dialog, no success toast", async () => {
    signedInWith(ALL_PERMISSIONS);
    answerGraphQL({ UpdateConsumerEmail: { updateConsumerEmail: 'SomethingElse' } });
    const dialog = await submitEmail();
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe('メールアドレスを更新できませんでした'),
    );
    expect(toastTexts()).toEqual([]);
  });
});
