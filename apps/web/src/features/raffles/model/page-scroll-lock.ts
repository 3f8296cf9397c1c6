// Several leaderboards may be open at once: the page scrolls again when the last one closes.
let lockCount = 0;
let overflowBefore = '';

/** Stops `body` from scrolling until the returned function is called (once per lock). */
export function lockPageScroll(body: HTMLElement): () => void {
  if (lockCount === 0) {
    overflowBefore = body.style.overflow;
    body.style.overflow = 'hidden';
  }
  lockCount += 1;
  let isReleased = false;
  return () => {
    if (isReleased) return;
    isReleased = true;
    lockCount -= 1;
    if (lockCount === 0) body.style.overflow = overflowBefore;
  };
}
