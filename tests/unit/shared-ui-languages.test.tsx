// @vitest-environment jsdom
// The shared UI in both languages: the pager, status tags (a name, the code in the tooltip, an unknown code as it
// is), the test tag, the empty box, the loading line and a failed query's message and retry button. A switch of
// language re-renders them at once, including the parts of the entry chunk that do not use the catalogue.
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { activateLanguage, i18n } from '../../src/i18n/i18n';
import { Pager } from '../../src/app/ui/pager';
import { StatusTag, TestTag } from '../../src/app/ui/status-tag';
import { EmptyBox } from '../../src/app/ui/empty-box';
import { Loading } from '../../src/app/ui/query-state';
import { QueryError } from '../../src/app/ui/query-error';
import { ApiError } from '../../src/app/api/api-error';

function Parts() {
  return (
    <I18nProvider i18n={i18n}>
      <Pager page={2} pageCount={3} onChange={() => {}} label="Rows" />
      <StatusTag status="AUTHORIZED" />
      <StatusTag status="partially paid" />
      <StatusTag status="SomethingNew" />
      <TestTag test />
      <EmptyBox />
      <Loading />
      <QueryError error={new ApiError(503, 'Unavailable', '')} onRetry={() => {}} />
    </I18nProvider>
  );
}

const texts = () => ({
  pager: screen.getAllByRole('button').map((b) => b.textContent),
  statuses: [...document.querySelectorAll('.status-tag')].map((t) => [
    t.textContent,
    t.getAttribute('title'),
  ]),
  test: document.querySelector('.tag--warning')?.textContent,
  empty: screen.getByRole('note').textContent,
  loading: document.querySelector('.page-loading')?.textContent,
  error: screen.getByRole('alert').textContent,
});

describe('the shared UI in both languages', () => {
  afterEach(async () => {
    cleanup();
    await act(() => activateLanguage('ja'));
  });

  it('speaks Japanese, then English at once after a switch; codes stay in the tooltip', async () => {
    render(<Parts />);
    expect(texts()).toEqual({
      pager: ['前へ', '1', '2', '3', '次へ', '再試行'],
      statuses: [
        ['オーソリ済み', 'AUTHORIZED'],
        ['一部支払済み', 'partially paid'],
        ['SomethingNew', null],
      ],
      test: 'テスト',
      empty: 'データがありません',
      loading: '読み込み中…',
      error:
        '読み込めませんでした' +
        'サーバーが一時的に利用できません（HTTP 503）。しばらくしてから再試行してください。' +
        '再試行',
    });
    expect(screen.getByRole('button', { name: 'ページ 2' }).getAttribute('aria-current')).toBe('page');

    await act(() => activateLanguage('en'));
    expect(texts()).toEqual({
      pager: ['Prev', '1', '2', '3', 'Next', 'Retry'],
      statuses: [
        ['Authorized', 'AUTHORIZED'],
        ['Partially paid', 'partially paid'],
        ['SomethingNew', null],
      ],
      test: 'test',
      empty: 'No data',
      loading: 'Loading…',
      error: 'Could not loadThe server is unavailable for now (HTTP 503). Try again in a while.Retry',
    });
    expect(screen.getByRole('navigation', { name: 'Rows' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page 2' })).toBeTruthy();
  });
});
