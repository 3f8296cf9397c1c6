import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date-time';

describe('formatDateTime', () => {
  it("writes a moment in the player's language", () => {
    const english = formatDateTime('2026-03-01T12:05:00Z', 'en-GB');
    expect(english).toMatch(/2026/);
    expect(english).toMatch(/Mar/);
  });

  it('shows what is not a date as it came', () => {
    expect(formatDateTime('soon', 'en-GB')).toBe('soon');
  });
});
