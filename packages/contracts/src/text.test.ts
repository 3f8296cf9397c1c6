import { describe, expect, it } from 'vitest';
import { controlCharacterPaths, hasControlCharacter } from './text';

describe('hasControlCharacter', () => {
  it.each(['a\u0000b', '\u0007', 'x\u001b[31m', 'del\u007f', '\u000b'])('refuses %j', (value) => {
    expect(hasControlCharacter(value)).toBe(true);
  });

  it.each(['plain', 'two\nlines', 'tab\there', 'crlf\r\n', 'Hrvatski čćž', '😀', ''])(
    'lets %j through',
    (value) => {
      expect(hasControlCharacter(value)).toBe(false);
    },
  );
});

describe('controlCharacterPaths', () => {
  it('names each field holding one, in bodies, lists and nested objects', () => {
    expect(
      controlCharacterPaths({
        form_email: 'a\u0000@example.com',
        keys: ['ok', 'bad\u0001'],
        nested: { reason: 'fine', note: 'x\u007f' },
        count: 3,
      }),
    ).toEqual(['form_email', 'keys.1', 'nested.note']);
  });

  it('names a key that holds one, and a bare string', () => {
    expect(controlCharacterPaths({ 'a\u0000': 'x' })).toEqual(['a\u0000']);
    expect(controlCharacterPaths('\u0000')).toEqual(['_']);
    expect(controlCharacterPaths(undefined)).toEqual([]);
  });
});
