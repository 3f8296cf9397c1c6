import { describe, expect, it } from 'vitest';
import { isLoopbackAddress } from './loopback';

describe('isLoopbackAddress', () => {
  it.each(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])(
    '%s is this machine',
    (address) => {
      expect(isLoopbackAddress(address)).toBe(true);
    },
  );

  it.each([
    undefined,
    '',
    '10.0.0.1',
    '192.168.1.5',
    '::ffff:10.0.0.1',
    '127.0.0.1.evil',
    'fe80::1',
    '1270::1',
  ])('%s is not', (address) => {
    expect(isLoopbackAddress(address)).toBe(false);
  });
});
