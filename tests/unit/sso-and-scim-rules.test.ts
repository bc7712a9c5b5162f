// The rules of single sign-on and SCIM that need no server: who must use SSO, the refusal's text and how the
// sign-in page words it, the SSO outcomes' messages, the device names of the session list, and the SCIM requests
// the console reads (the userName filter, Okta's and Entra ID's PATCH dialects, a User body).
import { describe, expect, it } from 'vitest';
import { ssoRequired } from '../../server/domain/staff-auth/sso-policy';
import { refusals, SSO_REQUIRED_CODE } from '../../server/domain/staff-auth/sign-in-refusal';
import {
  activeFromPatch,
  ScimInputError,
  userFromBody,
  userNameFilter,
} from '../../server/domain/scim/scim-user';
import { deviceLabel, UNKNOWN_DEVICE } from '../../src/shared/device-label';
import { ApiError } from '../../src/app/api/api-error';
import { firstStepError, ssoReturnError } from '../../src/app/features/auth/login-errors';
import { ja } from '../../src/i18n/catalogues/ja';

describe('ssoRequired', () => {
  it('is true when any of the member’s roles is among the SSO-required roles', () => {
    expect(ssoRequired(['support', 'collections'], ['collections'])).toBe(true);
    expect(ssoRequired(['support'], ['collections', 'admin'])).toBe(false);
    expect(ssoRequired([], ['collections'])).toBe(false);
    expect(ssoRequired(['support'], [])).toBe(false);
  });
});

describe('the password step’s refusal for an SSO-only member', () => {
  it('is a 403 SsoRequired that says to use SSOでログイン', () => {
    const refusal = refusals.ssoRequired();
    expect([refusal.status, refusal.code, refusal.message]).toEqual([
      403,
      SSO_REQUIRED_CODE,
      'This account signs in with single sign-on only; use SSOでログイン',
    ]);
  });

  it('the sign-in page shows it inline in Japanese, naming the SSO button', () => {
    const error = new ApiError(403, 'SsoRequired', 'This account signs in with single sign-on only');
    expect(firstStepError(error)).toEqual({ message: ja['signIn.ssoRequired'], lock: false });
    expect(ja['signIn.ssoRequired']).toContain('SSOでログイン');
  });

  it('each SSO return reason has its own text; anything else is the generic failure', () => {
    expect(ssoReturnError('unknown_email')).toBe(ja['signIn.ssoUnknownEmail']);
    expect(ssoReturnError('email_not_verified')).toBe(ja['signIn.ssoEmailNotVerified']);
    expect(ssoReturnError('locked')).toBe(ja['signIn.ssoLocked']);
    expect(ssoReturnError('unavailable')).toBe(ja['signIn.ssoUnavailable']);
    expect(ssoReturnError('failed')).toBe(ja['signIn.ssoFailed']);
    expect(ssoReturnError('<script>')).toBe(ja['signIn.ssoFailed']);
  });
});

describe('deviceLabel', () => {
  it('names the browser and system of common User-Agents', () => {
    const ua = {
      chromeWin:
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
      edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
      safariMac:
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
      chromeAndroid:
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
    };
    expect(deviceLabel(ua.chromeWin)).toBe('Chrome / Windows');
    expect(deviceLabel(ua.edge)).toBe('Edge / Windows');
    expect(deviceLabel(ua.safariMac)).toBe('Safari / macOS');
    expect(deviceLabel(ua.firefoxLinux)).toBe('Firefox / Linux');
    expect(deviceLabel(ua.chromeAndroid)).toBe('Chrome / Android');
    expect(deviceLabel(null)).toBe(UNKNOWN_DEVICE);
    expect(deviceLabel('curl/8.0')).toBe(UNKNOWN_DEVICE);
  });
});

describe('SCIM requests', () => {
  it('reads userName eq "…" (any case of the attribute and operator, escaped quotes) and refuses other filters', () => {
    expect(userNameFilter(undefined)).toBeNull();
    expect(userNameFilter('')).toBeNull();
    expect(userNameFilter('userName eq "a@example.com"')).toBe('a@example.com');
    expect(userNameFilter('USERNAME EQ "a@example.com"')).toBe('a@example.com');
    expect(userNameFilter('userName eq "we\\"ird@example.com"')).toBe('we"ird@example.com');
    for (const filter of ['emails.value eq "a@example.com"', 'userName co "a"', 'userName eq a@example.com'])
      expect(() => userNameFilter(filter), filter).toThrow(ScimInputError);
  });

  it('reads active from Okta’s and Entra ID’s PATCH operations; other attributes change nothing', () => {
    expect(activeFromPatch({ Operations: [{ op: 'replace', value: { active: false } }] })).toBe(false);
    expect(activeFromPatch({ Operations: [{ op: 'Replace', path: 'active', value: 'False' }] })).toBe(false);
    expect(activeFromPatch({ Operations: [{ op: 'Replace', path: 'active', value: 'True' }] })).toBe(true);
    expect(activeFromPatch({ Operations: [{ op: 'add', path: 'displayName', value: 'x' }] })).toBeUndefined();
    expect(
      activeFromPatch({
        Operations: [
          { op: 'replace', value: { active: true } },
          { op: 'replace', path: 'active', value: false },
        ],
      }),
    ).toBe(false);
  });

  it('refuses a PATCH without operations, an unknown op, a non-boolean active and removing active', () => {
    for (const body of [
      {},
      { Operations: 'x' },
      { Operations: [{ op: 'move', path: 'active', value: true }] },
      { Operations: [{ op: 'replace', path: 'active', value: 'maybe' }] },
      { Operations: [{ op: 'remove', path: 'active' }] },
    ])
      expect(() => activeFromPatch(body), JSON.stringify(body)).toThrow(ScimInputError);
  });

  it('reads a User body: userName and active (true when absent)', () => {
    expect(userFromBody({ userName: ' a@example.com ' })).toEqual({
      userName: 'a@example.com',
      active: true,
    });
    expect(userFromBody({ userName: 'a@example.com', active: false })).toEqual({
      userName: 'a@example.com',
      active: false,
    });
    expect(userFromBody({})).toEqual({ userName: null, active: true });
    expect(() => userFromBody([])).toThrow(ScimInputError);
  });
});
