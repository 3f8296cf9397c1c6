// The account panel's history tabs read by period (`from` and `to`, YYYY-MM-DD, both inclusive:
// ZHistoryQuery) and by page.

export const PERIOD_PRESET_DAYS = [7, 30, 90] as const;
export type PresetDays = (typeof PERIOD_PRESET_DAYS)[number];

export type HistoryPeriod =
  { kind: 'preset'; days: PresetDays } | { kind: 'custom'; from: string; to: string };

export const DEFAULT_PERIOD: HistoryPeriod = { kind: 'preset', days: 30 };

export type DateRange = { from: string; to: string };

/** The calendar day of `date` where the player is (not UTC), as YYYY-MM-DD. */
export function isoDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** "Last 7 days" is today and the 6 days before it. */
export function periodRange(period: HistoryPeriod, today: Date): DateRange {
  if (period.kind === 'custom') return { from: period.from, to: period.to };
  const from = new Date(today.getFullYear(), today.getMonth(), today.getDate() - (period.days - 1));
  return { from: isoDate(from), to: isoDate(today) };
}

/** How many pages `total` rows fill; an empty list is one (empty) page. */
export function pageCount(total: number, pageSize: number): number {
  if (pageSize <= 0) return 1;
  return Math.max(1, Math.ceil(total / pageSize));
}
