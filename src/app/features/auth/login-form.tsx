// The logged-out form: e-mail, password and ログイン, active only when both fields are filled in.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useSignInText } from '../../../i18n/sign-in-texts';
import { InputField, PasswordField } from '../../ui/input-field';
import { emailError } from '../../ui/validation';

export interface LoginFormProps {
  initialEmail?: string;
  pending: boolean;
  error?: string;
  onSubmit: (email: string, password: string) => void;
}

/** Login submit is active only when e-mail and password are both non-empty (document 1 §5). */
export function canSubmitCredentials(email: string, password: string): boolean {
  return email !== '' && password !== '';
}

export function LoginForm({ initialEmail = '', pending, error, onSubmit }: LoginFormProps) {
  const t = useSignInText();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [emailTouched, setEmailTouched] = useState(false);
  const errorId = useId();
  const emailInput = useRef<HTMLInputElement>(null);
  // The sign-in page starts in the e-mail field, so staff can type at once.
  useEffect(() => emailInput.current?.focus(), []);

  const emailMessage = emailTouched ? emailError(email) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setEmailTouched(true);
    if (!canSubmitCredentials(email, password) || emailError(email) || pending) return;
    onSubmit(email.trim(), password);
  };

  return (
    <form
      className="login-card__form"
      onSubmit={submit}
      noValidate
      aria-describedby={error ? errorId : undefined}
    >
      <InputField
        label={t('signIn.emailLabel')}
        inputRef={emailInput}
        type="email"
        autoComplete="username"
        value={email}
        onValue={setEmail}
        onBlur={() => setEmailTouched(true)}
        problem={emailMessage}
        required
      />
      <PasswordField label={t('signIn.passwordLabel')} value={password} onValue={setPassword} />
      {error && (
        <p id={errorId} className="form-error" role="alert">
          {error}
        </p>
      )}
      <button
        type="submit"
        className="button button--primary"
        disabled={!canSubmitCredentials(email, password) || pending}
      >
        {t('signIn.submit')}
      </button>
    </form>
  );
}
