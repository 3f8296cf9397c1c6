import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { HOUR_MS, SECOND_MS } from '@playfair/domain/constants';
import { LOCALE_INFO, type Locale } from '@playfair/domain/locales';
import { IntlMessageFormat } from 'intl-messageformat';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../platform/db/client';
import type { Translate } from '../../platform/errors';
import type { JobRunner } from '../../platform/jobs/jobs';
import {
  claimNextDueMessage,
  insertOutboxMessage,
  listOutboxFor,
  markFailed,
  markSent,
  renewClaim,
  type OutboxChannel,
  type OutboxRow,
} from './repo';
import { createSmtpSender, createWebhookSmsSender, type Sender } from './senders';

export { createSmtpSender, createWebhookSmsSender } from './senders';
export type { Sender } from './senders';
export type { OutboxChannel } from './repo';

// ---------------------------------------------------------------------------------------------
// One-time codes (registration SMS, password recovery): made and checked here, stored hashed by
// the module that asked for them.
// ---------------------------------------------------------------------------------------------

export const ONE_TIME_CODE_DIGITS = 6;

/** A uniformly random code of 6 digits, leading zeros kept. */
export function createOneTimeCode(): string {
  return String(randomInt(0, 10 ** ONE_TIME_CODE_DIGITS)).padStart(ONE_TIME_CODE_DIGITS, '0');
}

/** The stored form of a code: an HMAC keyed by the row's own random id, never the code itself. */
export function hashOneTimeCode(salt: string, code: string): string {
  return createHmac('sha256', salt).update(code).digest('hex');
}

export function isOneTimeCodeMatch(salt: string, code: string, storedHash: string): boolean {
  const presented = Buffer.from(hashOneTimeCode(salt, code), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}

// ---------------------------------------------------------------------------------------------
// Message templates: catalog keys, with the English text used until the catalogs carry them
// ---------------------------------------------------------------------------------------------

const TEMPLATES = {
  registrationSmsCode: {
    channel: 'sms',
    body: [
      'notification_registration_sms_code',
      'Your {brand} verification code is {code}. It expires in {minutes} minutes.',
    ],
  },
  recoveryEmail: {
    channel: 'email',
    subject: ['notification_recovery_email_subject', 'Your {brand} password recovery code'],
    body: [
      'notification_recovery_email_body',
      'Your password recovery code is {code}. It expires in {minutes} minutes. If you did not ask to reset your password, ignore this message: your password stays as it is.',
    ],
  },
  recoverySms: {
    channel: 'sms',
    body: [
      'notification_recovery_sms',
      'Your {brand} password recovery code is {code}. It expires in {minutes} minutes.',
    ],
  },
  passwordChanged: {
    channel: 'email',
    subject: ['notification_password_changed_subject', 'Your {brand} password was changed'],
    body: [
      'notification_password_changed_body',
      'Your password was just changed and every session was logged out. If this was not you, contact customer care at once.',
    ],
  },
  emailChanged: {
    channel: 'email',
    subject: ['notification_contact_changed_subject', 'Your {brand} account details were changed'],
    body: [
      'notification_email_changed_body',
      'The email address of your {brand} account was just changed from this one to another. If this was not you, contact customer care at once.',
    ],
  },
  mobileChanged: {
    channel: 'email',
    subject: ['notification_contact_changed_subject', 'Your {brand} account details were changed'],
    body: [
      'notification_mobile_changed_body',
      'The mobile number of your {brand} account was just changed. If this was not you, contact customer care at once.',
    ],
  },
  emailVerification: {
    channel: 'email',
    subject: ['notification_email_verification_subject', 'Confirm your {brand} email address'],
    body: [
      'notification_email_verification_body',
      'Welcome to {brand}! Confirm your email address with this code: {code}. It expires in {hours} hours.',
    ],
  },
} as const satisfies Record<
  string,
  {
    channel: OutboxChannel;
    subject?: readonly [key: string, english: string];
    body: readonly [key: string, english: string];
  }
>;

export type TemplateName = keyof typeof TEMPLATES;

/** Every catalog key a message uses, with its English text (for the catalog owners). */
export const NOTIFICATION_TEXTS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.values(TEMPLATES).flatMap((template) => [
    template.body,
    ...('subject' in template ? [template.subject] : []),
  ]),
);

export type MessageRequest = {
  template: TemplateName;
  recipient: string;
  locale: Locale;
  values: Readonly<Record<string, string | number>>;
};

export type OutboxView = Pick<
  OutboxRow,
  'id' | 'channel' | 'recipient' | 'subject' | 'body' | 'createdAt' | 'sentAt' | 'attempts'
>;

export type NotificationsService = {
  /** Whether any transport is configured; without one, messages stay in the outbox. */
  hasTransport: boolean;
  /** Renders a message in the recipient's locale and writes it to the outbox. */
  send(request: MessageRequest): Promise<void>;
  /** The newest messages to an email address or a mobile number (the dev outbox). */
  listFor(recipient: string): Promise<OutboxView[]>;
  /** One delivery pass: claims due messages one at a time and hands them to their senders. */
  deliverDue(): Promise<{ sent: number; failed: number }>;
  /**
   * With a transport, registers the delivery passes as a job: a pass `pollIntervalMs` after the
   * previous one ends, one pass at a time across all processes (platform/jobs `every`). Each
   * message is still claimed on its own with a renewed lease, so passes that overlap (one left
   * behind by a process that died) send nothing twice.
   */
  scheduleDelivery(jobs: Pick<JobRunner, 'every'>): void;
};

export type NotificationsOptions = {
  db: Database;
  translate: Translate;
  brandName: () => string;
  senders?: readonly Sender[];
  now?: () => Date;
  log?: FastifyBaseLogger;
  /** How long after a delivery pass ends the next one starts. */
  pollIntervalMs?: number;
  /** How long a claimed message is left alone before another process may try it. */
  leaseMs?: number;
  /** How often a claim is renewed while its message is being handed over (a third of the lease). */
  renewEveryMs?: number;
  /** Messages one pass hands over at most, one claimed at a time. */
  batchSize?: number;
  maxAttempts?: number;
};

export const OUTBOX_LIST_LIMIT = 20;
export const OUTBOX_DELIVERY_JOB = 'notifications.deliver';
const DEFAULT_POLL_INTERVAL_MS = 2 * SECOND_MS;
const DEFAULT_LEASE_MS = 60 * SECOND_MS;
const DEFAULT_BATCH_SIZE = 20;
const DEFAULT_MAX_ATTEMPTS = 8;
const FIRST_RETRY_MS = 30 * SECOND_MS;
const LONGEST_RETRY_MS = HOUR_MS;

/** Exponential backoff: 30 s, 1, 2, 4 … minutes after each failure, at most an hour. */
export function retryDelayMs(attemptsSoFar: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attemptsSoFar - 1), LONGEST_RETRY_MS);
}

function format(text: string, locale: Locale, values: MessageRequest['values']): string {
  return String(new IntlMessageFormat(text, LOCALE_INFO[locale].languageTag).format(values));
}

function errorText(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}

export function createNotificationsService({
  db,
  translate,
  brandName,
  senders = [],
  now = () => new Date(),
  log,
  pollIntervalMs = DEFAULT_POLL_INTERVAL_MS,
  leaseMs = DEFAULT_LEASE_MS,
  renewEveryMs = leaseMs / 3,
  batchSize = DEFAULT_BATCH_SIZE,
  maxAttempts = DEFAULT_MAX_ATTEMPTS,
}: NotificationsOptions): NotificationsService {
  const senderByChannel = new Map(senders.map((sender) => [sender.channel, sender]));

  /** The catalog's text when it has one that formats, else the English text of the template. */
  function render(
    [key, english]: readonly [string, string],
    locale: Locale,
    values: MessageRequest['values'],
  ): string {
    const text = translate(locale, key);
    if (text !== key) {
      try {
        return format(text, locale, values);
      } catch (error) {
        log?.error({ err: error, key, locale }, 'a message text does not format; English used');
      }
    }
    return format(english, 'en', values);
  }

  /**
   * Hands one claimed message to its sender, renewing the claim while the sender works, so a
   * slow gateway never lets the lease run out and another process send the message again. Only a
   * process that dies mid-send leaves its claim to lapse; the retry then carries the same
   * idempotency key, which the gateway may use to drop the copy.
   */
  async function deliverOne(message: OutboxRow, sender: Sender, heldUntil: Date): Promise<boolean> {
    let lease = heldUntil;
    let renewing = Promise.resolve();
    const renewal = setInterval(() => {
      renewing = renewing
        .then(async () => {
          const next = new Date(now().getTime() + leaseMs);
          if (await renewClaim(db, message.id, lease, next)) lease = next;
          else log?.error({ messageId: message.id }, 'a message claim was lost while sending');
        })
        .catch((error: unknown) => log?.warn({ err: error }, 'a message claim was not renewed'));
    }, renewEveryMs);
    try {
      await sender.send({
        idempotencyKey: `outbox-${message.id}`,
        recipient: message.recipient,
        subject: message.subject,
        body: message.body,
      });
    } catch (error) {
      clearInterval(renewal);
      await renewing;
      const attempts = message.attempts + 1;
      const retryAt =
        attempts >= maxAttempts ? null : new Date(now().getTime() + retryDelayMs(attempts));
      await markFailed(db, message.id, errorText(error), retryAt);
      log?.warn(
        { err: error, messageId: message.id, attempts, isGivenUp: retryAt === null },
        'message delivery failed',
      );
      return false;
    }
    clearInterval(renewal);
    await renewing;
    await markSent(db, message.id, now());
    return true;
  }

  async function deliverDue(): Promise<{ sent: number; failed: number }> {
    const channels = [...senderByChannel.keys()];
    let sent = 0;
    let failed = 0;
    // One claim per message: the ones after it stay free for other processes meanwhile.
    while (sent + failed < batchSize) {
      const leaseUntil = new Date(now().getTime() + leaseMs);
      const message = await claimNextDueMessage(db, channels, now(), leaseUntil);
      if (message === undefined) break;
      const sender = senderByChannel.get(message.channel);
      if (sender === undefined) break;
      if (await deliverOne(message, sender, leaseUntil)) sent += 1;
      else failed += 1;
    }
    return { sent, failed };
  }

  return {
    hasTransport: senders.length > 0,

    async send({ template: name, recipient, locale, values }) {
      const template: {
        channel: OutboxChannel;
        subject?: readonly [string, string];
        body: readonly [string, string];
      } = TEMPLATES[name];
      const allValues = { brand: brandName(), ...values };
      await insertOutboxMessage(
        db,
        {
          channel: template.channel,
          recipient,
          subject:
            template.subject === undefined ? null : render(template.subject, locale, allValues),
          body: render(template.body, locale, allValues),
        },
        now(),
      );
    },

    async listFor(recipient) {
      const trimmed = recipient.trim();
      const query = trimmed.includes('@')
        ? { email: trimmed.toLowerCase() }
        : { mobileDigits: trimmed.replace(/\D+/g, '') };
      if ('mobileDigits' in query && query.mobileDigits === '') return [];
      const rows = await listOutboxFor(db, query, OUTBOX_LIST_LIMIT);
      return rows.map(
        ({ id, channel, recipient: to, subject, body, createdAt, sentAt, attempts }) => ({
          id,
          channel,
          recipient: to,
          subject,
          body,
          createdAt,
          sentAt,
          attempts,
        }),
      );
    },

    deliverDue,

    scheduleDelivery(jobs) {
      if (senders.length === 0) return;
      jobs.every(OUTBOX_DELIVERY_JOB, pollIntervalMs, () => deliverDue());
    },
  };
}

/** The senders the configuration names: SMTP for email, an HTTP gateway for SMS; none by default. */
export function sendersFromConfig(config: {
  smtpUrl: string | undefined;
  mailFrom: string;
  smsWebhookUrl: string | undefined;
}): Sender[] {
  return [
    ...(config.smtpUrl === undefined ? [] : [createSmtpSender(config.smtpUrl, config.mailFrom)]),
    ...(config.smsWebhookUrl === undefined ? [] : [createWebhookSmsSender(config.smsWebhookUrl)]),
  ];
}

export { createInboxService, type InboxService, type NotificationInput } from './inbox';
