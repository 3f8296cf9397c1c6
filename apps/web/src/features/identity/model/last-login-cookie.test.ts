import { describe, expect, it } from 'vitest';
import { lastLoginCookie } from './last-login-cookie';

describe('the LastLogin cookie (spec 001 §3)', () => {
  it('holds the login moment for 3540 seconds, site-wide', () => {
    expect(lastLoginCookie(1_795_680_000_000, { isSecure: true })).toBe(
      'LastLogin=1795680000000; Max-Age=3540; Path=/; SameSite=Lax; Secure',
    );
    expect(lastLoginCookie(1, { isSecure: false })).not.toContain('Secure');
  });
});
