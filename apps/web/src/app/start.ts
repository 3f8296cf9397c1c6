import { z } from 'zod';
import { bootApp } from './boot';

// The page runs under a CSP without 'unsafe-eval': zod must not compile parsers with new Function
// (nor probe whether it may, which the browser reports as a violation).
z.config({ jitless: true });

/** Starts the player site in the page's #root (`boot.tsx`). */
export function startApp(): void {
  const container = document.getElementById('root');
  if (container === null) throw new Error('index.html has no #root element');
  void bootApp(container);
}
