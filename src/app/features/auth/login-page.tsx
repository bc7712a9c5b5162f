// The sign-in screen of document 1 §2 with its four states: logged-out form, PIN entry, success, failure.
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { activateSignIn, startSignIn } from '../../api/auth-api';
import { LOGIN_SUCCESS_DELAY_MS } from '../../constants';
import { MESSAGES } from '../../messages';
import { completeSignIn } from '../../state/session';
import { codeStepError, firstStepError, resendError } from './login-errors';
import { LoginForm } from './login-form';
import { PinStep } from './pin-step';
import { returnPathFrom } from './return-path';

type Step =
  | { kind: 'form'; error?: string }
  | { kind: 'pin'; error?: string; notice?: string }
  | { kind: 'success'; email: string; permissions: readonly string[] }
  | { kind: 'failure'; message: string };

export function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const [pending, setPending] = useState(false);
  const [pinResetToken, setPinResetToken] = useState(0);
  const credentials = useRef({ email: '', password: '' });
  const returnPath = returnPathFrom(location.state);

  const submitCredentials = async (email: string, password: string) => {
    credentials.current = { email, password };
    setPending(true);
    try {
      await startSignIn(email, password);
      setStep({ kind: 'pin' });
    } catch (error) {
      const outcome = firstStepError(error);
      setStep(
        outcome.lock
          ? { kind: 'failure', message: outcome.message }
          : { kind: 'form', error: outcome.message },
      );
    } finally {
      setPending(false);
    }
  };

  const submitPin = async (pin: string) => {
    setPending(true);
    try {
      const profile = await activateSignIn(pin);
      credentials.current.password = '';
      setStep({
        kind: 'success',
        email: profile.email || credentials.current.email,
        permissions: profile.permissions ?? [],
      });
    } catch (error) {
      const outcome = codeStepError(error);
      if (outcome.lock) {
        credentials.current.password = '';
        setStep({ kind: 'failure', message: outcome.message });
      } else {
        setStep({ kind: 'pin', error: outcome.message });
        setPinResetToken((t) => t + 1);
      }
    } finally {
      setPending(false);
    }
  };

  const resend = async () => {
    try {
      await startSignIn(credentials.current.email, credentials.current.password);
      setStep({ kind: 'pin', notice: MESSAGES.login.resent });
    } catch (error) {
      setStep({ kind: 'pin', error: resendError(error).message });
    }
  };

  const backToForm = () => setStep({ kind: 'form' });

  return (
    <main className="login-screen">
      <section className="login-card" aria-labelledby="login-title">
        <h1 id="login-title" className="login-card__title">
          {MESSAGES.shell.logo}
        </h1>
        {step.kind === 'form' && (
          <LoginForm
            initialEmail={credentials.current.email}
            pending={pending}
            error={step.error}
            onSubmit={(email, password) => void submitCredentials(email, password)}
          />
        )}
        {step.kind === 'pin' && (
          <PinStep
            pending={pending}
            error={step.error}
            notice={step.notice}
            resetToken={pinResetToken}
            onSubmit={(pin) => void submitPin(pin)}
            onResend={resend}
          />
        )}
        {step.kind === 'success' && (
          <LoginSuccess
            onProceed={() => {
              void completeSignIn(step.email, step.permissions);
              navigate(returnPath, { replace: true });
            }}
          />
        )}
        {step.kind === 'failure' && <LoginFailure message={step.message} onClick={backToForm} />}
      </section>
    </main>
  );
}

/** ログインに成功しました; proceeds after 2 seconds or on click, whichever comes first (once). */
export function LoginSuccess({ onProceed }: { onProceed: () => void }) {
  const proceeded = useRef(false);
  const proceedRef = useRef(onProceed);
  useEffect(() => {
    proceedRef.current = onProceed;
  });
  const proceed = () => {
    if (proceeded.current) return;
    proceeded.current = true;
    proceedRef.current();
  };
  useEffect(() => {
    const timer = setTimeout(proceed, LOGIN_SUCCESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <button type="button" className="login-outcome login-outcome--success" onClick={proceed}>
      {MESSAGES.login.success}
    </button>
  );
}

/** The lock message; clicking it returns to the login form. */
export function LoginFailure({ message, onClick }: { message: string; onClick: () => void }) {
  return (
    <button type="button" className="login-outcome login-outcome--failure" onClick={onClick}>
      <span role="alert">{message}</span>
      <small className="login-outcome__hint">{MESSAGES.login.failureHint}</small>
    </button>
  );
}
