// Staff sign-in: password step, code step, sessions. The HTTP routes and the session guard use only this module.
export {
  startSignIn,
  type PasswordStepInput,
  type PasswordStepOptions,
  type PasswordStepResult,
} from './password-step';
export { completePasskeySignIn, requestMailedCode } from './passkey-step';
export { webAuthnSettings, type WebAuthnSettings } from './webauthn';
export { completeSignIn, type CodeStepInput, type SignedIn } from './code-step';
export { endSession, type SessionPrincipal } from './sessions';
export { MAIL_UNAVAILABLE_CODE, SignInRefusal } from './sign-in-refusal';
export { KNOWN_DEVICE_TTL_MS, SIGN_IN_CODE_TTL_MS } from './sign-in-policy';
