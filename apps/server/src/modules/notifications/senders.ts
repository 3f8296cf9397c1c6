import nodemailer from 'nodemailer';
import type { OutboxChannel } from './repo';

/**
 * One message as a sender hands it over. `idempotencyKey` is the same on every attempt at the
 * message, so a gateway that dedupes (most SMS APIs do) delivers it once even when an attempt
 * whose answer was lost is made again.
 */
export type OutgoingMessage = {
  idempotencyKey: string;
  recipient: string;
  subject: string | null;
  body: string;
};

/** One way out for one channel. `send` resolves once the message is handed over, else throws. */
export type Sender = {
  channel: OutboxChannel;
  send(message: OutgoingMessage): Promise<void>;
};

/** Email through an SMTP server (SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465). */
export function createSmtpSender(smtpUrl: string, from: string): Sender {
  const transport = nodemailer.createTransport(smtpUrl);
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return {
    channel: 'email',
    async send({ idempotencyKey, recipient, subject, body }) {
      await transport.sendMail({
        from,
        to: recipient,
        subject: subject ?? '',
        text: body,
        // The same Message-ID on every attempt lets mail systems drop a repeated copy.
        messageId: `<${idempotencyKey}@${domain}>`,
      });
    },
  };
}

const WEBHOOK_TIMEOUT_MS = 10_000;

/**
 * SMS through an HTTP gateway (SMS_WEBHOOK_URL): a JSON POST `{ id, to, body }` with the same
 * `id` (and `Idempotency-Key` header) on every attempt at one message, any 2xx meaning accepted.
 * Most SMS providers offer such an endpoint, or a small relay can adapt it.
 */
export function createWebhookSmsSender(webhookUrl: string): Sender {
  return {
    channel: 'sms',
    async send({ idempotencyKey, recipient, body }) {
      const response = await fetch(webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
        body: JSON.stringify({ id: idempotencyKey, to: recipient.replace(/\s+/g, ''), body }),
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}
