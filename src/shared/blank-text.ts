// Whether a required text is empty as a reader would see it: only whitespace, zero-width or control characters.
// One rule for the client's forms and the server's checks.
const INVISIBLE = /[\s\p{Cc}\p{Cf}]/gu;

export function isBlankText(text: string): boolean {
  return text.replace(INVISIBLE, '') === '';
}
