import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Screens render whole: lazy routes and modals are transformed on their first import, which on a
// busy machine (CI runs every project at once) takes longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});

// jsdom has no layout: the router's scroll restoration may call this; there is nothing to scroll.
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;
