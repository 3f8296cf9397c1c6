import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { COOKIE_DISCLAIMER_COOKIE } from '@playfair/domain/constants';
import { afterEach, beforeEach } from 'vitest';

// Screens render whole: lazy routes and modals are transformed on their first import, which on a
// busy machine (CI runs every project at once) takes longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5_000 });

// A returning visitor: the cookie notice was accepted (its own tests start without the cookie).
beforeEach(() => {
  document.cookie = `${COOKIE_DISCLAIMER_COOKIE}=1; Path=/`;
});

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});

// jsdom has no layout: the router's scroll restoration may call this; there is nothing to scroll.
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;
