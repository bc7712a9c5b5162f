import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/app/api/api-error';
import { codeStepError, firstStepError, resendError } from '../../src/app/features/auth/login-errors';

const SESSION_LIMIT =
  '入力回数上限を超えたため、アカウントがロックされました、時間をおいてから再度お試しください。';
const PIN_LIMIT =
  '認証コードの入力回数上限を超えたため、アカウントがロックされました、時間をおいてから再度お試しください。';

describe('sign-in first step errors', () => {
  it('TooManySessions (423 or 429) locks with the session-limit message', () => {
    expect(firstStepError(new ApiError(423, 'TooManySessions', ''))).toEqual({
      message: SESSION_LIMIT,
      lock: true,
    });
    expect(firstStepError(new ApiError(429, 'TooManySessions', ''))).toEqual({
      message: SESSION_LIMIT,
      lock: true,
    });
  });

  it('401 with MemberCannotLogin in the code or the message locks with the PIN-limit message', () => {
    expect(firstStepError(new ApiError(401, 'MemberCannotLogin', ''))).toEqual({
      message: PIN_LIMIT,
      lock: true,
    });
    expect(firstStepError(new ApiError(401, 'Forbidden', 'MemberCannotLogin: locked'))).toEqual({
      message: PIN_LIMIT,
      lock: true,
    });
  });

  it('MemberCannotLogin on another status is an ordinary error', () => {
    expect(firstStepError(new ApiError(403, 'MemberCannotLogin', '')).lock).toBe(false);
  });

  it('503 SignInMailUnavailable asks to try again inline, not that the password is wrong', () => {
    expect(firstStepError(new ApiError(503, 'SignInMailUnavailable', ''))).toEqual({
      message: '認証コードのメールを送信できませんでした。しばらくしてから再度お試しください。',
      lock: false,
    });
  });

  it('anything else shows the credentials message inline', () => {
    const expected = { message: 'メールアドレスもしくはパスワードが間違っています', lock: false };
    expect(firstStepError(new ApiError(401, 'InvalidCredentials', ''))).toEqual(expected);
    expect(firstStepError(new ApiError(500, '', ''))).toEqual(expected);
    expect(firstStepError(new Error('boom'))).toEqual(expected);
  });
});

describe('sign-in code step errors', () => {
  it('404 or SessionNotFound locks with the try-later message', () => {
    const expected = { message: '時間をおいてから再度お試しください。', lock: true };
    expect(codeStepError(new ApiError(404, 'SessionNotFound', ''))).toEqual(expected);
    expect(codeStepError(new ApiError(404, '', ''))).toEqual(expected);
    expect(codeStepError(new ApiError(400, 'SessionNotFound', ''))).toEqual(expected);
  });

  it('TooManySessions locks with the session-limit message', () => {
    expect(codeStepError(new ApiError(429, 'TooManySessions', ''))).toEqual({
      message: SESSION_LIMIT,
      lock: true,
    });
  });

  it('AuthPinAttemptLimitExceeded locks with the PIN-limit message', () => {
    expect(codeStepError(new ApiError(423, 'AuthPinAttemptLimitExceeded', ''))).toEqual({
      message: PIN_LIMIT,
      lock: true,
    });
  });

  it('401 MemberCannotLogin locks with the PIN-limit message', () => {
    expect(codeStepError(new ApiError(401, 'MemberCannotLogin', ''))).toEqual({
      message: PIN_LIMIT,
      lock: true,
    });
  });

  it('anything else asks for a correct code inline', () => {
    const expected = { message: '正しい認証コードを入力してください', lock: false };
    expect(codeStepError(new ApiError(400, 'InvalidAuthPin', ''))).toEqual(expected);
    expect(codeStepError(new ApiError(0, 'NetworkError', ''))).toEqual(expected);
  });

  it('a failed resend shows the unexpected-error message', () => {
    expect(resendError()).toEqual({ message: '予期せぬエラーが発生しました。', lock: false });
    expect(resendError(new ApiError(500, '', ''))).toEqual({
      message: '予期せぬエラーが発生しました。',
      lock: false,
    });
  });

  it('a resend whose mail the relay did not take says so, and that the code already received still works', () => {
    expect(resendError(new ApiError(503, 'SignInMailUnavailable', ''))).toEqual({
      message:
        '認証コードのメールを再送できませんでした。前にお送りした認証コードはそのまま使えます。しばらくしてから再度お試しください。',
      lock: false,
    });
  });
});
