import { describe, expect, it } from 'vitest';
import { ownValue } from './own';

describe('ownValue', () => {
  const table: Readonly<Record<string, number>> = { en: 1, fi: 2 };

  it('answers the table own values', () => {
    expect(ownValue(table, 'fi')).toBe(2);
    expect(ownValue(table, 'xx')).toBeUndefined();
  });

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'])(
    'answers nothing for the inherited %s',
    (key) => {
      expect(ownValue(table, key)).toBeUndefined();
    },
  );
});
