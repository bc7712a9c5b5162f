// The sign-in page's passkey steps. PasskeyStep: after the password, the browser's own prompt opens at once
// (navigator.credentials.get); if it fails or is closed, the member tries again or, when their role allows, asks for
// the mailed code instead. EnrolStep: a member whose role requires a passkey and who has none signed in with the code
// into a session that can only enrol one; they enrol here and then sign in again with it.
import { useState } from 'react';
import { defaultPasskeyName, registerPasskey } from '../../api/passkey-enrolment';
import { statusOf } from '../../api/api-error';
import { signInText, useSignInText } from '../../../i18n/sign-in-texts';

/** Whether the browser's prompt was closed or timed out. */
function isCancelled(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'NotAllowedError' || name === 'AbortError';
}

/** The browser's refusal (closed, timed out) or the server's 400, in the member's words. */
export function passkeyErrorText(error: unknown): string {
  return signInText(isCancelled(error) ? 'signIn.passkeyCancelled' : 'signIn.passkeyFailed');
}

export function PasskeyStep({
  pending,
  error,
  codeAvailable,
  onRetry,
  onUseCode,
}: {
  pending: boolean;
  error?: string;
  codeAvailable: boolean;
  onRetry: () => void;
  onUseCode: () => void;
}) {
  const t = useSignInText();
  return (
    <div className="login-card__form" aria-busy={pending}>
      {pending && <p role="status">{t('signIn.passkeyPrompting')}</p>}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="button" className="button button--primary" disabled={pending} onClick={onRetry}>
        {t('signIn.passkeyRetry')}
      </button>
      {codeAvailable ? (
        <button type="button" className="button" disabled={pending} onClick={onUseCode}>
          {t('signIn.passkeyUseCode')}
        </button>
      ) : (
        <p className="hint">{t('signIn.passkeyCodeUnavailable')}</p>
      )}
    </div>
  );
}

/** `onSessionGone`: the enrolment-only session has ended (expired, signed out elsewhere): sign in again. */
export function EnrolStep({
  onEnrolled,
  onSessionGone,
}: {
  onEnrolled: () => void;
  onSessionGone: () => void;
}) {
  const t = useSignInText();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const enrol = async () => {
    setPending(true);
    setError(null);
    try {
      await registerPasskey(defaultPasskeyName());
      onEnrolled();
    } catch (caught) {
      if (statusOf(caught) === 401) {
        onSessionGone();
        return;
      }
      setError(t(isCancelled(caught) ? 'signIn.passkeyCancelled' : 'signIn.enrolFailed'));
    } finally {
      setPending(false);
    }
  };
  return (
    <div className="login-card__form">
      <h2>{t('signIn.enrolTitle')}</h2>
      <p>{t('signIn.enrolText')}</p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <button
        type="button"
        className="button button--primary"
        disabled={pending}
        onClick={() => void enrol()}
      >
        {t('signIn.enrol')}
      </button>
    </div>
  );
}
