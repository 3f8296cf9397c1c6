import { MOUSE_WHEEL_LOCK_MS } from '@playfair/domain/constants';
import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';
import { wheelDirection } from '../model/carousel';

/**
 * Sideways wheel gestures over `ref` move it one step at a time (spec 001 §9): a step, then the
 * wheel is ignored for 800 ms, so a trackpad swipe's many events are one step, not a jump to the
 * end. `onStep` answers whether it could move that way; at an end the gesture is left alone.
 * Vertical wheeling scrolls the page as always.
 */
export function useWheelStep(
  ref: RefObject<HTMLElement | null>,
  onStep: (direction: -1 | 1) => boolean,
): void {
  const step = useRef(onStep);
  useLayoutEffect(() => {
    step.current = onStep;
  });

  useEffect(() => {
    const element = ref.current;
    if (element === null) return;
    let isLocked = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    function handleWheel(event: WheelEvent) {
      const direction = wheelDirection(event.deltaX, event.deltaY, event.shiftKey);
      if (direction === 0) return;
      if (isLocked) {
        event.preventDefault();
        return;
      }
      if (!step.current(direction)) return;
      event.preventDefault();
      isLocked = true;
      timer = setTimeout(() => {
        isLocked = false;
      }, MOUSE_WHEEL_LOCK_MS);
    }

    // A passive listener (React's onWheel) could not stop the native sideways scroll.
    element.addEventListener('wheel', handleWheel, { passive: false });
    return () => {
      clearTimeout(timer);
      element.removeEventListener('wheel', handleWheel);
    };
  }, [ref]);
}
