// PLACEHOLDER — replaced by the staff sign-in work: SMTP transport and development outbox.
import type { Config } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** True when mail goes to the development outbox (the server log) instead of SMTP. */
  readonly isDevOutbox: boolean;
}

export function createMailer(_config: Config, log: (line: string) => void): Mailer {
  return {
    isDevOutbox: true,
    async send(message) {
      log(`[dev outbox] to ${message.to}: ${message.subject}\n${message.text}`);
    },
  };
}
