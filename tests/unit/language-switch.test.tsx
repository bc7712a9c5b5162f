// @vitest-environment jsdom
import 'fake-indexeddb/auto';
// The header's language switch in the app: the server's remembered language is applied once the shell is up, a
// click switches every converted text at once (no reload), <html lang> and the title follow, and the choice is
// sent to the server; a failed save says so and keeps the switch on screen.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { activateLanguage } from '../../src/i18n/i18n';
import { PERMISSIONS } from '../../src/shared/permissions';
import { renderRoute, signIn, startApp, stopApp, type FetchMock } from './support/render-app';

describe('the language switch', { timeout: 30_000 }, () => {
  let api: FetchMock;
  beforeEach(() => {
    api = startApp();
  });
  afterEach(async () => {
    stopApp();
    await activateLanguage('ja');
  });

  it('applies the remembered English, then 日本語 at a click, and saves the choice', async () => {
    signIn(api, [PERMISSIONS.auditLogRead]);
    api.on('GET /api/preferences/language', { status: 200, body: { language: 'en' } });
    api.on('PUT /api/preferences/language', { status: 200, body: { language: 'ja' } });
    api.on('POST /graphql', () => new Promise(() => {}));
    renderRoute('/search');
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByRole('link', { name: 'Legal Status Update' })).toBeTruthy();
    expect(within(banner).getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    await waitFor(() => expect(document.title).toBe('Search · BNPL Console'));
    expect(screen.getByRole('heading', { name: 'Search' })).toBeTruthy();

    fireEvent.click(within(banner).getByRole('button', { name: '日本語' }));
    expect(await within(banner).findByRole('link', { name: '法的ステータス一括更新' })).toBeTruthy();
    expect(within(banner).getByRole('button', { name: /ログアウト/ })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: '検索' })).toBeTruthy();
    await waitFor(() => expect(document.documentElement.lang).toBe('ja'));
    await waitFor(() => expect(document.title).toBe('検索 · BNPL 管理コンソール'));
    await waitFor(() => expect(api.callsTo('PUT /api/preferences/language')).toHaveLength(1));
    expect(api.callsTo('PUT /api/preferences/language')[0].body).toEqual({ language: 'ja' });
    expect(localStorage.getItem('console.language')).toBe('ja');
  });

  it('says when the choice could not be saved, and keeps the new language on screen', async () => {
    signIn(api, []);
    api.on('PUT /api/preferences/language', { status: 400, body: { code: 'BadRequest', message: 'no' } });
    api.on('POST /graphql', () => new Promise(() => {}));
    renderRoute('/search');
    const banner = await screen.findByRole('banner');
    fireEvent.click(await within(banner).findByRole('button', { name: 'English' }));
    expect(await within(banner).findByRole('alert')).toHaveProperty(
      'textContent',
      'The language could not be saved. It changed on this screen, but your next sign-in will use the previous one.',
    );
    expect(within(banner).getByRole('link', { name: 'Installment Plans Cancel' })).toBeTruthy();
  });
});
