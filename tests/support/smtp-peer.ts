// A real SMTP server for tests (smtp-server + mailparser): receives the sign-in mails the console sends.
import net from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  receivedAt: number;
}

export interface SmtpPeer {
  port: number;
  url: string;
  messages: ReceivedMail[];
  /** The first mail to `to` received at or after `after` (default: any); waits up to timeoutMs (default 10 s). */
  waitForMail(to: string, options?: { after?: number; timeoutMs?: number }): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** The 4-digit code in a sign-in mail, in either language (never any other 4-digit number of the mail). */
export function extractSignInCode(text: string): string {
  const match = /(?:認証コード|Sign-in code)[:：]\s*(\d{4})(?!\d)/.exec(text);
  if (!match) throw new Error(`No sign-in code in the mail:\n${text}`);
  return match[1];
}

/**
 * `refuse: true` makes a relay that answers every connection with a permanent refusal (554), as a relay that
 * does not accept this sender does.
 */
export async function startSmtpPeer(options: { port?: number; refuse?: boolean } = {}): Promise<SmtpPeer> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();

  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP only: no STARTTLS offer, so the client never tries to upgrade to a self-signed certificate.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      if (!options.refuse) return callback();
      const refusal = new Error('Relay access denied') as Error & { responseCode: number };
      refusal.responseCode = 554;
      callback(refusal);
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const receivedAt = Date.now();
          for (const rcpt of session.envelope.rcptTo) {
            messages.push({
              to: rcpt.address.toLowerCase(),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              receivedAt,
            });
          }
          for (const wake of waiters) wake();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : Number(options.port);

  function find(to: string, after: number): ReceivedMail | undefined {
    const address = to.trim().toLowerCase();
    return messages.find((m) => m.to === address && m.receivedAt >= after);
  }

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitForMail(to, { after = 0, timeoutMs = 10_000 } = {}) {
      const already = find(to, after);
      if (already) return Promise.resolve(already);
      return new Promise<ReceivedMail>((resolve, reject) => {
        const wake = () => {
          const mail = find(to, after);
          if (!mail) return;
          clearTimeout(timer);
          waiters.delete(wake);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(new Error(`No mail to ${to} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(wake);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A "relay" that accepts TCP connections and never says a word (no greeting): a hung mail server. */
export async function startSilentSmtpPeer(): Promise<{
  url: string;
  connections: () => number;
  close(): Promise<void>;
}> {
  const sockets = new Set<net.Socket>();
  let accepted = 0;
  const server = net.createServer((socket) => {
    accepted++;
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    connections: () => accepted,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
