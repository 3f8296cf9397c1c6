import nodemailer from 'nodemailer';
import type { OutboxChannel } from './repo';

/** One way out for one channel. `send` resolves once the message is handed over, else throws. */
export type Sender = {
  channel: OutboxChannel;
  send(message: { recipient: string; subject: string | null; body: string }): Promise<void>;
};

/** Email through an SMTP server (SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465). */
export function createSmtpSender(smtpUrl: string, from: string): Sender {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    channel: 'email',
    async send({ recipient, subject, body }) {
      await transport.sendMail({ from, to: recipient, subject: subject ?? '', text: body });
    },
  };
}

const WEBHOOK_TIMEOUT_MS = 10_000;

/**
 * SMS through an HTTP gateway (SMS_WEBHOOK_URL): a JSON POST `{ to, body }`, any 2xx meaning
 * accepted. Most SMS providers offer such an endpoint, or a small relay can adapt it.
 */
export function createWebhookSmsSender(webhookUrl: string): Sender {
  return {
    channel: 'sms',
    async send({ recipient, body }) {
      const response = await fetch(webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ to: recipient.replace(/\s+/g, ''), body }),
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}
