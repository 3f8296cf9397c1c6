import {
  notificationDisplayAmount,
  type TPlayerNotification,
} from '@playfair/contracts/player-notifications';
import { formatMoney, isCurrency, MINOR_UNITS_PER_MAJOR } from '@playfair/domain/money';
import { notificationText } from './notification-queue';

// spec 000 §3 Notification: the server writes one text per locale, with the placeholders
// {amount}, {minCashback}, {position} and {minRounds}; the site fills them from the notification's
// fields of the same name. Amounts are major units of the player's currency, SEK and NOK ones
// tenths of it (spec 000 §9: multiplied by 10 for display).

/** Who reads the text: the site's locale, its language tag and the player's currency. */
export type NotificationReader = { locale: string; languageTag: string; currency: string };

type Filled = Pick<TPlayerNotification, 'amount' | 'minCashback' | 'position' | 'minRounds'>;

const PLACEHOLDER = /\{(amount|minCashback|position|minRounds)\}/g;

/**
 * A notification's amount as the site prints money (one formatter: packages/domain formatMoney),
 * in whole units when it has no cents ("€50", "Kr 1,000", "€2.50"). A currency the platform does
 * not know shows its number and code.
 */
export function formatNotificationMoney(amount: number, currency: string): string {
  if (!isCurrency(currency)) return `${amount} ${currency}`;
  const shown = notificationDisplayAmount(amount, currency);
  const minor = BigInt(Math.round(shown * Number(MINOR_UNITS_PER_MAJOR)));
  return formatMoney(minor, currency, {
    fractionDigits: minor % MINOR_UNITS_PER_MAJOR === 0n ? 0 : 2,
  });
}

function formatCount(value: number, languageTag: string): string {
  try {
    return new Intl.NumberFormat(languageTag).format(value);
  } catch {
    return String(value);
  }
}

function placeholderValue(
  name: keyof Filled,
  notification: Filled,
  { languageTag, currency }: NotificationReader,
): string | null {
  const value = notification[name];
  if (value === null) return null;
  switch (name) {
    case 'amount':
    case 'minCashback':
      return formatNotificationMoney(value, currency);
    case 'position':
    case 'minRounds':
      return formatCount(value, languageTag);
  }
}

/**
 * The text a server notification shows to `reader`: its message in the reader's locale, else the
 * English one, else any; its placeholders filled. A placeholder whose field is null stays as
 * written (the server sends a value for every placeholder its text holds).
 */
export function playerNotificationText(
  notification: Pick<TPlayerNotification, 'message'> & Filled,
  reader: NotificationReader,
): string {
  const text = notificationText({ messages: notification.message }, reader.locale);
  return text.replace(
    PLACEHOLDER,
    (placeholder, name: keyof Filled) =>
      placeholderValue(name, notification, reader) ?? placeholder,
  );
}
