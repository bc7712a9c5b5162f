// /set-password?token=…: public like /login. A new staff member chooses a password (at least the
// minimum length, typed twice) from the one-time link mailed to them, then signs in as everyone does. The token is
// taken out of the address bar at once, so it stays in neither the history nor a screenshot. Shown signed out, in the
// language the sign-in page would speak (routes.tsx loads the catalogue with it).
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { ApiError } from '../../api/api-error';
import { useT } from '../../../i18n/use-t';
import { paths } from '../../paths';
import { InputField } from '../../ui/input-field';
import { SignedOutCard } from '../../ui/signed-out-card';
import { setPasswordWithLink } from './api/staff-api';
import { passwordProblem } from './staff-rules';

function tokenFromAddress(): string {
  const token = new URLSearchParams(window.location.search).get('token') ?? '';
  if (token) window.history.replaceState(window.history.state, '', window.location.pathname);
  return token;
}

export function SetPasswordPage() {
  const t = useT();
  const [token] = useState(tokenFromAddress);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [touched, setTouched] = useState(false);
  const [state, setState] = useState<'form' | 'sending' | 'done' | 'invalid'>(token ? 'form' : 'invalid');
  const [error, setError] = useState<string | null>(null);
  const problemId = useId();
  const problem = touched ? passwordProblem(password, confirmation) : null;
  const newPassword = { type: 'password', autoComplete: 'new-password', problem, problemId } as const;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (passwordProblem(password, confirmation) || state === 'sending') return;
    setState('sending');
    setError(null);
    try {
      await setPasswordWithLink(token, password);
      setState('done');
    } catch (caught) {
      if (caught instanceof ApiError && caught.code === 'InvalidToken') setState('invalid');
      else {
        setError(
          caught instanceof ApiError && caught.status === 400 ? caught.message : t('signIn.unexpected'),
        );
        setState('form');
      }
    }
  };

  return (
    <SignedOutCard id="set-password-title" title={t('setPassword.title')}>
      {state === 'invalid' && (
        <p className="form-error" role="alert">
          {t('setPassword.invalidLink')}
        </p>
      )}
      {state === 'done' && (
        <p role="status">
          {t('setPassword.done')} <Link to={paths.login}>{t('setPassword.toLogin')}</Link>
        </p>
      )}
      {(state === 'form' || state === 'sending') && (
        <form className="login-card__form" onSubmit={(e) => void submit(e)} noValidate>
          {/* The problem is the pair's: both fields are invalid, its message stands under the second. */}
          <InputField
            label={t('setPassword.password')}
            value={password}
            onValue={setPassword}
            showProblem={false}
            {...newPassword}
          />
          <InputField
            label={t('setPassword.confirmation')}
            value={confirmation}
            onValue={setConfirmation}
            onBlur={() => setTouched(true)}
            {...newPassword}
          />
          {error && (
            <p className="form-error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="button button--primary" disabled={state === 'sending'}>
            {state === 'sending' ? t('setPassword.sending') : t('setPassword.submit')}
          </button>
        </form>
      )}
    </SignedOutCard>
  );
}
