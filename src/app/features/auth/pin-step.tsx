// The code step: four digit boxes, 認証する (active only with 4 digits; Enter submits) and a 再送する link
// that appears 30 seconds after the step is shown and again 30 seconds after each resend.
import { useEffect, useState, type FormEvent } from 'react';
import { PIN_RESEND_DELAY_MS } from '../../constants';
import { useSignInText } from '../../../i18n/sign-in-texts';
import { PinInput, emptyPin, isCompletePin } from './pin-input';

export interface PinStepProps {
  pending: boolean;
  error?: string;
  notice?: string;
  /** Bumped by the parent to clear the boxes (after a wrong code). */
  resetToken: number;
  onSubmit: (pin: string) => void;
  /** Resolves when the code has been sent again. */
  onResend: () => Promise<void>;
}

export function PinStep({ pending, error, notice, resetToken, onSubmit, onResend }: PinStepProps) {
  const t = useSignInText();
  const [digits, setDigits] = useState<string[]>(emptyPin);
  const [resendVisible, setResendVisible] = useState(false);
  const [resendRound, setResendRound] = useState(0);
  const [lastReset, setLastReset] = useState(resetToken);

  if (resetToken !== lastReset) {
    setLastReset(resetToken);
    setDigits(emptyPin());
  }

  useEffect(() => {
    const timer = setTimeout(() => setResendVisible(true), PIN_RESEND_DELAY_MS);
    return () => clearTimeout(timer);
  }, [resendRound]);

  const complete = isCompletePin(digits);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (complete && !pending) onSubmit(digits.join(''));
  };

  const resend = async () => {
    setResendVisible(false);
    await onResend();
    setResendRound((r) => r + 1);
  };

  return (
    <form className="login-card__form" onSubmit={submit} noValidate>
      <p className="login-card__prompt">{t('signIn.pinPrompt')}</p>
      <PinInput key={resetToken} digits={digits} onChange={setDigits} disabled={pending} autoFocus />
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {notice && !error && (
        <p className="form-notice" role="status">
          {notice}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={!complete || pending}>
        {t('signIn.pinSubmit')}
      </button>
      {resendVisible && (
        <button type="button" className="link-button login-card__resend" onClick={() => void resend()}>
          {t('signIn.resend')}
        </button>
      )}
    </form>
  );
}
