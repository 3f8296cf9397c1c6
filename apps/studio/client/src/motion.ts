// The table games show their outcome before they say it: the cards are dealt, the wheel turns.
// With reduced motion asked for, nothing moves and nothing is waited for.

export function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Resolves when `element` ends its CSS `kind`, or after `fallbackMs` (a hidden frame may never
 * run it), at once with reduced motion.
 */
export function afterMotion(
  element: HTMLElement,
  kind: 'transitionend' | 'animationend',
  fallbackMs: number,
): Promise<void> {
  if (prefersReducedMotion()) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = window.setTimeout(done, fallbackMs);
    function done(): void {
      window.clearTimeout(timer);
      element.removeEventListener(kind, onEnd);
      resolve();
    }
    function onEnd(event: Event): void {
      if (event.target === element) done();
    }
    element.addEventListener(kind, onEnd);
  });
}
