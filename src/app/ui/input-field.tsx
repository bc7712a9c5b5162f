// One labelled text input of a form (`.field`): the label naming the input, the input, and its problem (a message
// under it that marks it invalid and describes it). Used by the sign-in, set-password and passkey forms.
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

export interface InputFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'id'
> {
  label: ReactNode;
  value: string;
  onValue: (value: string) => void;
  /** The input's id (default: its own). */
  id?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** What is wrong with the value, if anything: the input is then invalid and described by `problemId`. */
  problem?: ReactNode;
  /** The problem message's id; give it when another field shows the message (`showProblem` false here). */
  problemId?: string;
  /** Whether the problem's message stands under this field (default true). */
  showProblem?: boolean;
}

export function InputField({
  label,
  onValue,
  id,
  inputRef,
  problem,
  problemId,
  showProblem = true,
  ...input
}: InputFieldProps) {
  const ownId = useId();
  const ownProblemId = useId();
  const inputId = id ?? ownId;
  const messageId = problemId ?? ownProblemId;
  return (
    <div className="field">
      <label htmlFor={inputId}>{label}</label>
      <input
        ref={inputRef}
        id={inputId}
        onChange={(e) => onValue(e.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? messageId : undefined}
        {...input}
      />
      {problem && showProblem && (
        <p id={messageId} className="field__error">
          {problem}
        </p>
      )}
    </div>
  );
}

/** The current password, asked to sign in or to confirm a change (required). */
export function PasswordField(props: Pick<InputFieldProps, 'label' | 'value' | 'onValue' | 'id'>) {
  return <InputField type="password" autoComplete="current-password" required {...props} />;
}
