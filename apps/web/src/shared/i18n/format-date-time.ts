/**
 * A moment the server sent (ISO 8601) as the player's language writes it: "21 Nov 2026, 14:05".
 * Something that is not a date is shown as it came rather than as "Invalid Date".
 */
export function formatDateTime(iso: string, languageTag: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  try {
    return new Intl.DateTimeFormat(languageTag, { dateStyle: 'medium', timeStyle: 'short' }).format(
      date,
    );
  } catch {
    return date.toISOString();
  }
}
