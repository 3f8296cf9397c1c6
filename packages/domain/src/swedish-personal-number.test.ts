import { describe, expect, it } from 'vitest';
import { parseSwedishPersonalNumber } from './swedish-personal-number';

describe('parseSwedishPersonalNumber', () => {
  it('accepts a valid number with or without the dash', () => {
    expect(parseSwedishPersonalNumber('19811218-9876')).toEqual({
      normalised: '198112189876',
      birth: { day: 18, month: 12, year: 1981 },
    });
    expect(parseSwedishPersonalNumber('198112189876')?.normalised).toBe('198112189876');
  });

  it('refuses a wrong check digit', () => {
    expect(parseSwedishPersonalNumber('198112189877')).toBeNull();
  });

  it('refuses a date that does not exist', () => {
    expect(parseSwedishPersonalNumber('198102309876')).toBeNull();
  });

  it('reads a coordination number’s day', () => {
    // 1981-12-78 → coordination number for the 18th; check digit recomputed for it.
    const parsed = parseSwedishPersonalNumber('198112789873');
    expect(parsed?.birth).toEqual({ day: 18, month: 12, year: 1981 });
  });

  it.each(['', '1981121898', 'abcdefghijkl', '19811218--9876', '1981121898761'])(
    'refuses %j',
    (input) => {
      expect(parseSwedishPersonalNumber(input)).toBeNull();
    },
  );
});
