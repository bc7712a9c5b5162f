// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { PinInput, emptyPin, isCompletePin } from '../../src/app/features/auth/pin-input';

function Harness({ onDigits }: { onDigits?: (d: string[]) => void }) {
  const [digits, setDigits] = useState<string[]>(emptyPin);
  return (
    <>
      <PinInput
        digits={digits}
        onChange={(d) => {
          setDigits(d);
          onDigits?.(d);
        }}
      />
      <button type="button" disabled={!isCompletePin(digits)}>
        認証する
      </button>
    </>
  );
}

const box = (n: number) => screen.getByLabelText(`認証コード ${n}桁目`) as HTMLInputElement;
const values = () => [1, 2, 3, 4].map((n) => box(n).value).join('|');

afterEach(cleanup);

describe('PIN boxes', () => {
  it('has four labelled single-digit boxes', () => {
    render(<Harness />);
    expect(screen.getAllByRole('textbox')).toHaveLength(4);
    expect(box(1).getAttribute('inputmode')).toBe('numeric');
  });

  it('strips non-digits', () => {
    render(<Harness />);
    fireEvent.change(box(1), { target: { value: 'a' } });
    expect(box(1).value).toBe('');
    fireEvent.change(box(1), { target: { value: 'x7' } });
    expect(box(1).value).toBe('7');
  });

  it('typing a digit moves focus to the next box', () => {
    render(<Harness />);
    box(1).focus();
    fireEvent.change(box(1), { target: { value: '1' } });
    expect(document.activeElement).toBe(box(2));
    fireEvent.change(box(2), { target: { value: '2' } });
    expect(document.activeElement).toBe(box(3));
  });

  it('Backspace on an empty box moves focus back', () => {
    render(<Harness />);
    fireEvent.change(box(1), { target: { value: '1' } });
    box(2).focus();
    fireEvent.keyDown(box(2), { key: 'Backspace' });
    expect(document.activeElement).toBe(box(1));
  });

  it('Backspace on a filled box only clears it (the browser edits the value)', () => {
    render(<Harness />);
    fireEvent.change(box(1), { target: { value: '1' } });
    fireEvent.change(box(2), { target: { value: '2' } });
    box(2).focus();
    fireEvent.keyDown(box(2), { key: 'Backspace' });
    expect(document.activeElement).toBe(box(2));
    fireEvent.change(box(2), { target: { value: '' } });
    expect(values()).toBe('1|||');
  });

  it('pasting a whole code into any box fills all four', () => {
    render(<Harness />);
    fireEvent.paste(box(3), { clipboardData: { getData: () => ' 98-76 ' } });
    expect(values()).toBe('9|8|7|6');
    expect(document.activeElement).toBe(box(4));
  });

  it('a pasted code longer than four digits uses its first four', () => {
    render(<Harness />);
    fireEvent.paste(box(1), { clipboardData: { getData: () => '123456' } });
    expect(values()).toBe('1|2|3|4');
  });

  it('a whole code arriving in one box (one-time-code autofill) fills all four', () => {
    render(<Harness />);
    fireEvent.change(box(1), { target: { value: '4321' } });
    expect(values()).toBe('4|3|2|1');
  });

  it('typing over a filled box keeps the new digit', () => {
    render(<Harness />);
    fireEvent.change(box(1), { target: { value: '1' } });
    fireEvent.change(box(1), { target: { value: '15' } });
    expect(box(1).value).toBe('5');
  });

  it('the submit is enabled only with all 4 digits', () => {
    render(<Harness />);
    const submit = screen.getByRole('button', { name: '認証する' });
    expect(submit).toHaveProperty('disabled', true);
    fireEvent.change(box(1), { target: { value: '1' } });
    fireEvent.change(box(2), { target: { value: '2' } });
    fireEvent.change(box(3), { target: { value: '3' } });
    expect(submit).toHaveProperty('disabled', true);
    fireEvent.change(box(4), { target: { value: '4' } });
    expect(submit).toHaveProperty('disabled', false);
    fireEvent.change(box(2), { target: { value: '' } });
    expect(submit).toHaveProperty('disabled', true);
  });

  it('isCompletePin wants exactly four single digits', () => {
    expect(isCompletePin(['1', '2', '3', '4'])).toBe(true);
    expect(isCompletePin(['1', '2', '3', ''])).toBe(false);
    expect(isCompletePin(['1', '2', '3', 'a'])).toBe(false);
    expect(isCompletePin(['1', '2', '3'])).toBe(false);
  });
});
