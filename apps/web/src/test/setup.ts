import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});

// jsdom has no layout: the router's scroll restoration may call this; there is nothing to scroll.
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;
