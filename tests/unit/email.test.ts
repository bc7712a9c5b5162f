import { describe, expect, it } from 'vitest';
import { isEmail } from '../../src/shared/email';
import { emailError, requiredError } from '../../src/app/ui/validation';

describe('e-mail check', () => {
  it.each(['admin@example.com', 'a.b+tag@sub.example.co.jp', 'x_y@domain.io', ' padded@example.com '])(
    'accepts %j',
    (value) => expect(isEmail(value)).toBe(true),
  );

  it.each([
    '',
    'plain',
    'no-at.example.com',
    'a@b',
    'a@b.c',
    'a@example.c0m',
    'a b@example.com',
    'a@@example.com',
  ])('rejects %j', (value) => expect(isEmail(value)).toBe(false));

  it('the top-level part needs at least 2 letters', () => {
    expect(isEmail('staff@example.j')).toBe(false);
    expect(isEmail('staff@example.jp')).toBe(true);
  });
});

describe('field messages', () => {
  it('required: empty, whitespace-only and non-string values answer 必須項目です', () => {
    expect(requiredError('')).toBe('必須項目です');
    expect(requiredError('   ')).toBe('必須項目です');
    expect(requiredError(undefined)).toBe('必須項目です');
    expect(requiredError(42)).toBe('必須項目です');
    expect(requiredError('x')).toBeUndefined();
  });

  it('an e-mail field checks required first, then the pattern', () => {
    expect(emailError('')).toBe('必須項目です');
    expect(emailError('not-an-address')).toBe('メールアドレスを正しく入力してください');
    expect(emailError('admin@example.com')).toBeUndefined();
  });
});
