// Whether the sign-in page shows its passkey enrolment step, kept in the /login history entry's state (beside the
// return path): a reload of the page keeps the step, and a refused call (PASSKEY_REQUIRED) elsewhere sends the member
// there. Never in the URL: nothing to bookmark or share, and the server decides in any case what the session may do.

/** Whether a /login history entry's state asks for the enrolment step. */
export function passkeyEnrolmentFrom(state: unknown): boolean {
  return (state as { passkeyEnrolment?: unknown } | null)?.passkeyEnrolment === true;
}

/** The state with the enrolment step on or off, the rest (the return path) kept. */
export function withPasskeyEnrolment(state: unknown, on: boolean): Record<string, unknown> {
  const rest = { ...((typeof state === 'object' && state) || {}) } as Record<string, unknown>;
  delete rest.passkeyEnrolment;
  return on ? { ...rest, passkeyEnrolment: true } : rest;
}
