// Four single-digit boxes for the mailed sign-in code (document 1 §2, §5): typing a digit moves to the next
// box, Backspace on an empty box moves back, non-digits are stripped, a pasted code fills all boxes.
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { PIN_LENGTH } from '../../constants';
import { useSignInText } from '../../../i18n/sign-in-texts';

export interface PinInputProps {
  /** Exactly PIN_LENGTH entries, '' for an empty box. */
  digits: readonly string[];
  onChange: (digits: string[]) => void;
  disabled?: boolean;
  autoFocus?: boolean;
}

export const emptyPin = (): string[] => Array.from({ length: PIN_LENGTH }, () => '');

export const onlyDigits = (value: string) => value.replace(/\D/g, '');

/** Whether the boxes hold a complete code (all PIN_LENGTH digits). */
export function isCompletePin(digits: readonly string[]): boolean {
  return digits.length === PIN_LENGTH && digits.every((d) => /^\d$/.test(d));
}

export function PinInput({ digits, onChange, disabled, autoFocus }: PinInputProps) {
  const t = useSignInText();
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(PIN_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };

  /** Writes digits from box `start` onwards; returns the index after the last one written. */
  const fillFrom = (start: number, incoming: string): number => {
    const next = [...digits];
    let i = start;
    for (const d of incoming) {
      if (i >= PIN_LENGTH) break;
      next[i++] = d;
    }
    onChange(next);
    return i;
  };

  const handleChange = (index: number, raw: string) => {
    const typed = onlyDigits(raw);
    if (typed === '') {
      if (raw === '') {
        const next = [...digits];
        next[index] = '';
        onChange(next);
      }
      return; // a non-digit was typed: nothing changes
    }
    if (typed.length >= PIN_LENGTH) {
      // A whole code arrived at once (autofill of a one-time code): it fills every box.
      fillFrom(0, typed.slice(0, PIN_LENGTH));
      focusBox(PIN_LENGTH - 1);
      return;
    }
    const previous = digits[index];
    // Typing into a filled box (caret not over the digit) leaves two: keep the one just typed.
    const incoming = previous && typed.length === 2 ? (typed[0] === previous ? typed[1] : typed[0]) : typed;
    focusBox(fillFrom(index, incoming));
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = onlyDigits(event.clipboardData.getData('text'));
    event.preventDefault();
    if (!pasted) return;
    if (pasted.length >= PIN_LENGTH) {
      fillFrom(0, pasted.slice(0, PIN_LENGTH));
      focusBox(PIN_LENGTH - 1);
    } else {
      focusBox(fillFrom(index, pasted));
    }
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && digits[index] === '' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < PIN_LENGTH - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  return (
    <div className="pin-input" role="group" aria-label={t('signIn.pinPrompt')}>
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(el) => {
            boxes.current[index] = el;
          }}
          className="pin-input__box"
          type="text"
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          pattern="[0-9]*"
          aria-label={t('signIn.pinDigitLabel', { digit: index + 1 })}
          value={digit}
          disabled={disabled}
          autoFocus={autoFocus && index === 0}
          onChange={(e) => handleChange(index, e.target.value)}
          onPaste={(e) => handlePaste(index, e)}
          onKeyDown={(e) => handleKeyDown(index, e)}
          onFocus={(e) => e.target.select()}
        />
      ))}
    </div>
  );
}
