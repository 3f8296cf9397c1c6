import { describe, expect, it } from 'vitest';
import { addressBucket } from './client-address';

describe('addressBucket', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:aa:bb::1', '2001:db8:aa:bb::/64'],
    ['2001:0db8:00aa:00bb:ffff:1:2:3', '2001:db8:aa:bb::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::192.0.2.1', '64:ff9b:0:0::/64'],
  ])('%s → %s', (ip, bucket) => {
    expect(addressBucket(ip)).toBe(bucket);
  });

  it('puts two addresses of one /64 together and of two /64s apart', () => {
    expect(addressBucket('2001:db8:1:2::a')).toBe(addressBucket('2001:db8:1:2:ffff::b'));
    expect(addressBucket('2001:db8:1:2::a')).not.toBe(addressBucket('2001:db8:1:3::a'));
  });
});
