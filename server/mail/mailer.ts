// Outgoing mail: an SMTP relay when SMTP_URL is set, otherwise the development outbox (the server log).
import nodemailer from 'nodemailer';
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

export function createMailer(config: Config, log: (line: string) => void): Mailer {
  if (!config.smtpUrl) {
    return {
      isDevOutbox: true,
      async send(message) {
        // The only place a sign-in code is ever printed: there is no relay to deliver it.
        log(`[dev outbox] to ${message.to}: ${message.subject}\n${message.text}`);
      },
    };
  }
  // A relay that accepts the connection and then stays silent fails after smtpTimeoutMs instead of holding the
  // sign-in for nodemailer's default minutes.
  const transport = nodemailer.createTransport({
    url: config.smtpUrl,
    connectionTimeout: config.smtpTimeoutMs,
    greetingTimeout: config.smtpTimeoutMs,
    socketTimeout: config.smtpTimeoutMs,
  });
  return {
    isDevOutbox: false,
    async send(message) {
      // Nothing about the message is logged: its body holds a sign-in code.
      await transport.sendMail({
        from: config.mailFrom,
        to: message.to,
        subject: message.subject,
        text: message.text,
      });
    },
  };
}
