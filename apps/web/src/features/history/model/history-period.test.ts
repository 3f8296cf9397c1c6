import { describe, expect, it } from 'vitest';
import { isoDate, pageCount, periodRange } from './history-period';

const TODAY = new Date(2026, 2, 5, 14, 30);

describe('periodRange', () => {
  it('counts today as the last of the last 7, 30 or 90 days', () => {
    expect(periodRange({ kind: 'preset', days: 7 }, TODAY)).toEqual({
      from: '2026-02-27',
      to: '2026-03-05',
    });
    expect(periodRange({ kind: 'preset', days: 30 }, TODAY)).toEqual({
      from: '2026-02-04',
      to: '2026-03-05',
    });
    expect(periodRange({ kind: 'preset', days: 90 }, TODAY).from).toBe('2025-12-06');
  });

  it('keeps chosen dates as they are', () => {
    expect(periodRange({ kind: 'custom', from: '2026-01-01', to: '2026-01-31' }, TODAY)).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
    });
  });
});

describe('dates', () => {
  it('writes the local calendar day', () => {
    expect(isoDate(new Date(2026, 0, 9, 23, 59))).toBe('2026-01-09');
  });
});

describe('pageCount', () => {
  it('fills pages of the page size, at least one', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });
});
