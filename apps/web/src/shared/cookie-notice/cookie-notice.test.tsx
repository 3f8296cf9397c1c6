import { COOKIE_DISCLAIMER_COOKIE } from '@playfair/domain/constants';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { cookieDisclaimerCookie, hasCookieDisclaimer } from './cookie-disclaimer';

beforeEach(() => {
  document.cookie = `${COOKIE_DISCLAIMER_COOKIE}=; Max-Age=0; Path=/`;
});

describe('the cookie disclaimer cookie (spec 001 §3)', () => {
  it('never expires, site-wide, and is secure over TLS', () => {
    expect(cookieDisclaimerCookie({ isSecure: true })).toBe(
      'CookieDisclaimer=1; Expires=Fri, 31 Dec 9999 23:59:59 GMT; Path=/; SameSite=Lax; Secure',
    );
    expect(cookieDisclaimerCookie({ isSecure: false })).not.toContain('Secure');
  });

  it('is found among the others, and not by a look-alike name', () => {
    expect(hasCookieDisclaimer('a=1; CookieDisclaimer=1')).toBe(true);
    expect(hasCookieDisclaimer('NoCookieDisclaimer=1; b=2')).toBe(false);
  });
});

describe('the cookie notice (spec 000 §1)', () => {
  it('shows until accepted, then sets the cookie and stays away', async () => {
    const user = userEvent.setup();
    const first = await renderApp('/en/casino');
    const notice = await screen.findByTestId('cookie-notice');
    expect(notice).toHaveTextContent('We use no advertising or tracking cookies.');
    expect(document.cookie).not.toContain('CookieDisclaimer');

    await user.click(screen.getByRole('button', { name: 'OK, got it' }));
    expect(screen.queryByTestId('cookie-notice')).not.toBeInTheDocument();
    expect(hasCookieDisclaimer(document.cookie)).toBe(true);

    first.unmount();
    await renderApp('/en/casino');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByTestId('cookie-notice')).not.toBeInTheDocument();
  });
});
