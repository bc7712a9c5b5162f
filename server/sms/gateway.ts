// Outgoing SMS: the gateway at SMS_URL when set, otherwise the development outbox (the server log). A gateway that
// fails, refuses or stays silent past SMS_TIMEOUT_MS is an answer (not sent), never an exception.
import type { Config } from '../config';

export interface SmsMessage {
  /** E.164: +81… */
  to: string;
  text: string;
}

export interface SmsDelivery {
  sent: boolean;
  /** What the gateway answered, without personal data: `HTTP 200`, `HTTP 503`, `timeout`, `dev outbox`, … */
  answer: string;
}

export interface SmsGateway {
  send(message: SmsMessage): Promise<SmsDelivery>;
  /** True when messages go to the development outbox (the server log) instead of a gateway. */
  readonly isDevOutbox: boolean;
}

export function createSmsGateway(
  config: Pick<Config, 'smsUrl' | 'smsToken' | 'smsTimeoutMs'>,
  log: (line: string) => void,
): SmsGateway {
  const { smsUrl, smsToken, smsTimeoutMs } = config;
  if (!smsUrl) {
    return {
      isDevOutbox: true,
      async send(message) {
        // Development only (no SMS_URL): there is no gateway to deliver it, so the log is the outbox.
        log(`[dev sms] to ${message.to} : ${message.text}`);
        return { sent: true, answer: 'dev outbox' };
      },
    };
  }
  return {
    isDevOutbox: false,
    async send(message) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (smsToken) headers.authorization = `Bearer ${smsToken}`;
      try {
        const response = await fetch(smsUrl, {
          method: 'POST',
          headers,
          body: JSON.stringify({ to: message.to, text: message.text }),
          signal: AbortSignal.timeout(smsTimeoutMs),
          redirect: 'error',
        });
        // Only the status decides; the body is not needed and is not read (it could be large or slow).
        await response.body?.cancel().catch(() => undefined);
        return { sent: response.ok, answer: `HTTP ${response.status}` };
      } catch (error) {
        const name = (error as { name?: string }).name;
        if (name === 'TimeoutError' || name === 'AbortError') return { sent: false, answer: 'timeout' };
        const cause = (error as { cause?: { code?: unknown } }).cause;
        const code = typeof cause?.code === 'string' ? cause.code : 'network error';
        return { sent: false, answer: `unreachable (${code})` };
      }
    },
  };
}
