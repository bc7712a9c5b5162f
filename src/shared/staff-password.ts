// The staff password rule shared by the server (CLI, set-password link) and the console's set-password page.
export const MIN_PASSWORD_LENGTH = 12;
