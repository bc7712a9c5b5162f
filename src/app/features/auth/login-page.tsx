// The sign-in screen of document 1 §2 with its four states: logged-out form, PIN entry, success, failure.
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  activateSignIn,
  passkeySignIn,
  requestMailedCode,
  startSignIn,
  type PasskeyPrompt,
} from '../../api/auth-api';
import { LOGIN_SUCCESS_DELAY_MS } from '../../constants';
import { earlyText } from '../../../i18n/early-texts';
import { useSignInText } from '../../../i18n/sign-in-texts';
import { loadWebAuthn } from '../../api/passkey-enrolment';
import { completeSignIn } from '../../state/session';
import { codeStepError, firstStepError, resendError } from './login-errors';
import { SignedOutCard } from '../../ui/signed-out-card';
import { LoginForm } from './login-form';
import { PinStep } from './pin-step';
import { EnrolStep, PasskeyStep, passkeyErrorText } from './passkey-step';
import { returnPathFrom } from './return-path';
import { passkeyEnrolmentFrom, withPasskeyEnrolment } from './passkey-enrolment-state';
import { ssoOutcome, ssoReturnOf, SsoSignInLink, useSsoEnabled } from './sso-sign-in';

type Step =
  | { kind: 'form'; error?: string; notice?: string }
  | { kind: 'pin'; error?: string; notice?: string }
  | { kind: 'passkey'; codeAvailable: boolean; error?: string }
  | { kind: 'enrol' }
  | { kind: 'success'; email: string; permissions: readonly string[] }
  | { kind: 'failure'; message: string };

export function LoginPage() {
  const t = useSignInText();
  const location = useLocation();
  const navigate = useNavigate();
  const enrolmentOnly = passkeyEnrolmentFrom(location.state);
  const [step, setStep] = useState<Step>(enrolmentOnly ? { kind: 'enrol' } : { kind: 'form' });
  const [pending, whilePending] = usePendingCall();
  const [pinResetToken, setPinResetToken] = useState(0);
  const credentials = useRef({ email: '', password: '' });
  const returnPath = returnPathFrom(location.state);
  const ssoEnabled = useSsoEnabled();
  const ssoReturn = ssoReturnOf(location.search);

  useSsoReturn(ssoReturn, setStep);

  // Sent here by a refused call (PASSKEY_REQUIRED) while this page was already open.
  useEffect(() => {
    if (enrolmentOnly) setStep({ kind: 'enrol' });
  }, [enrolmentOnly]);

  // The enrolment step is kept in the history entry's state: a reload of the page comes back to it.
  const showEnrolment = (on: boolean) =>
    navigate(location.pathname, { replace: true, state: withPasskeyEnrolment(location.state, on) });

  const signedIn = (profile: { email: string; permissions?: readonly string[] }) => {
    credentials.current.password = '';
    setStep({
      kind: 'success',
      email: profile.email || credentials.current.email,
      permissions: profile.permissions ?? [],
    });
  };

  // A member with a passkey: the browser's prompt opens at once; no code was mailed.
  const promptPasskey = (prompt: PasskeyPrompt) => {
    setStep({ kind: 'passkey', codeAvailable: prompt.codeAvailable });
    return whilePending(async () => {
      try {
        const { startAuthentication } = await loadWebAuthn();
        signedIn(await passkeySignIn(await startAuthentication({ optionsJSON: prompt.options })));
      } catch (error) {
        setStep({ kind: 'passkey', codeAvailable: prompt.codeAvailable, error: passkeyErrorText(error) });
      }
    });
  };

  const submitCredentials = async (email: string, password: string) => {
    credentials.current = { email, password };
    void loadWebAuthn().catch(() => undefined); // ready if the member's answer is a passkey prompt
    // A member with a passkey is answered with the browser's prompt, asked for once this call has ended.
    const prompt = await whilePending(async (): Promise<PasskeyPrompt | null> => {
      try {
        const answer = await startSignIn(email, password);
        if (answer.status === 'PasskeyRequired') return answer;
        setStep({ kind: 'pin' });
      } catch (error) {
        const { lock, message } = firstStepError(error);
        setStep(lock ? { kind: 'failure', message } : { kind: 'form', error: message });
      }
      return null;
    });
    if (prompt) await promptPasskey(prompt);
  };

  const submitPin = (pin: string) =>
    whilePending(async () => {
      try {
        const profile = await activateSignIn(pin);
        if (!profile.passkeyEnrolmentRequired) return signedIn(profile);
        credentials.current.password = '';
        setStep({ kind: 'enrol' });
        showEnrolment(true);
      } catch (error) {
        const { lock, message } = codeStepError(error);
        if (lock) credentials.current.password = '';
        setStep(lock ? { kind: 'failure', message } : { kind: 'pin', error: message });
        if (!lock) setPinResetToken((token) => token + 1);
      }
    });

  // The code instead of the passkey (only offered while the member's role allows it).
  const askForMailedCode = () =>
    whilePending(() =>
      requestMailedCode().then(
        () => setStep({ kind: 'pin' }),
        (error: unknown) => setStep({ kind: 'form', error: firstStepError(error).message }),
      ),
    );

  const retryPasskey = () => void submitCredentials(credentials.current.email, credentials.current.password);

  const resend = () => resendCode(credentials.current, (next) => setStep(next), t('signIn.resent'));

  const backToForm = () => setStep({ kind: 'form' });

  return (
    <LoginCard
      step={step}
      pending={pending}
      email={credentials.current.email}
      pinResetToken={pinResetToken}
      ssoEnabled={ssoEnabled}
      on={{
        submitCredentials,
        submitPin,
        resend,
        retryPasskey,
        askForMailedCode,
        backToForm,
        showEnrolment,
        setStep,
      }}
      onProceed={(done) => {
        void completeSignIn(done.email, done.permissions);
        navigate(returnPath, { replace: true });
      }}
    />
  );
}

/** A flag that is true while one of the page's calls is out, and the wrapper that raises it around a call. */
function usePendingCall(): [boolean, <T>(work: () => Promise<T>) => Promise<T>] {
  const [pending, setPending] = useState(false);
  const whilePending = async <T,>(work: () => Promise<T>) => {
    setPending(true);
    try {
      return await work();
    } finally {
      setPending(false);
    }
  };
  return [pending, whilePending];
}

/** Back from the identity provider: signed in (the cookie is set) or told why not; the query is then dropped. */
function useSsoReturn(ssoReturn: ReturnType<typeof ssoReturnOf>, setStep: (step: Step) => void) {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!ssoReturn) return;
    let live = true;
    void ssoOutcome(ssoReturn).then((outcome) => {
      if (!live) return;
      setStep(
        'profile' in outcome
          ? { kind: 'success', email: outcome.profile.email, permissions: outcome.profile.permissions ?? [] }
          : { kind: 'form', error: outcome.error },
      );
      navigate(location.pathname, { replace: true, state: location.state });
    });
    return () => {
      live = false;
    };
  }, [ssoReturn, navigate, location.pathname, location.state, setStep]);
}

/** Mails a new code: a new first step with the same credentials (and, for a passkey member, the code asked for). */
async function resendCode(
  credentials: { email: string; password: string },
  setStep: (step: Step) => void,
  resent: string,
) {
  try {
    const answer = await startSignIn(credentials.email, credentials.password);
    // A member with a passkey who asked for the code: the new sign-in mails one only when asked again.
    if (answer.status === 'PasskeyRequired') await requestMailedCode();
    setStep({ kind: 'pin', notice: resent });
  } catch (error) {
    setStep({ kind: 'pin', error: resendError(error).message });
  }
}

/** The sign-in card showing the current step. */
function LoginCard(props: {
  step: Step;
  pending: boolean;
  email: string;
  pinResetToken: number;
  ssoEnabled: boolean;
  on: {
    submitCredentials: (email: string, password: string) => Promise<void>;
    submitPin: (pin: string) => Promise<void>;
    resend: () => Promise<void>;
    retryPasskey: () => void;
    askForMailedCode: () => Promise<void>;
    backToForm: () => void;
    showEnrolment: (on: boolean) => void;
    setStep: (step: Step) => void;
  };
  onProceed: (done: Extract<Step, { kind: 'success' }>) => void;
}) {
  const t = useSignInText();
  const { step, pending, email, pinResetToken, ssoEnabled, on, onProceed } = props;
  return (
    <SignedOutCard id="login-title" title={t('shell.logo')}>
      {step.kind === 'form' && step.notice && (
        <p className="login-card__notice" role="status">
          {step.notice}
        </p>
      )}
      {step.kind === 'form' && (
        <LoginForm
          initialEmail={email}
          pending={pending}
          error={step.error}
          onSubmit={(address, password) => void on.submitCredentials(address, password)}
        />
      )}
      {step.kind === 'form' && ssoEnabled && <SsoSignInLink />}
      {step.kind === 'pin' && (
        <PinStep
          pending={pending}
          error={step.error}
          notice={step.notice}
          resetToken={pinResetToken}
          onSubmit={(pin) => void on.submitPin(pin)}
          onResend={on.resend}
        />
      )}
      {step.kind === 'passkey' && (
        <PasskeyStep
          pending={pending}
          error={step.error}
          codeAvailable={step.codeAvailable}
          onRetry={on.retryPasskey}
          onUseCode={() => void on.askForMailedCode()}
        />
      )}
      {step.kind === 'enrol' && (
        <EnrolStep
          onEnrolled={() => {
            on.showEnrolment(false);
            on.setStep({ kind: 'form', notice: t('signIn.enrolled') });
          }}
          onSessionGone={() => {
            on.showEnrolment(false);
            on.setStep({ kind: 'form', error: earlyText('ui.error.signedOut') });
          }}
        />
      )}
      {step.kind === 'success' && <LoginSuccess onProceed={() => onProceed(step)} />}
      {step.kind === 'failure' && <LoginFailure message={step.message} onClick={on.backToForm} />}
    </SignedOutCard>
  );
}

/** ログインに成功しました; proceeds after 2 seconds or on click, whichever comes first (once). */
export function LoginSuccess({ onProceed }: { onProceed: () => void }) {
  const t = useSignInText();
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
      {t('signIn.success')}
    </button>
  );
}

/** The lock message; clicking it returns to the login form. */
export function LoginFailure({ message, onClick }: { message: string; onClick: () => void }) {
  const t = useSignInText();
  return (
    <button type="button" className="login-outcome login-outcome--failure" onClick={onClick}>
      <span role="alert">{message}</span>
      <small className="login-outcome__hint">{t('signIn.failureHint')}</small>
    </button>
  );
}
