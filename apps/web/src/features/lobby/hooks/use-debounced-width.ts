import { RESIZE_DEBOUNCE_MS } from '@playfair/domain/constants';
import { type RefObject, useLayoutEffect, useState } from 'react';

function widthOf(element: HTMLElement): number {
  // Before layout (or where there is none) the element has no width yet: the window's stands in.
  return element.clientWidth > 0 ? element.clientWidth : window.innerWidth;
}

/**
 * The element's width, read before the first paint and again 500 ms after the last window resize
 * (spec 001 §9 resize debounce), so dragging a window edge does not re-lay out a list per frame.
 */
export function useDebouncedWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);

  useLayoutEffect(() => {
    const element = ref.current;
    if (element === null) return;
    setWidth(widthOf(element));
    let timer: ReturnType<typeof setTimeout> | undefined;
    function handleResize() {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (element !== null) setWidth(widthOf(element));
      }, RESIZE_DEBOUNCE_MS);
    }
    window.addEventListener('resize', handleResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', handleResize);
    };
  }, [ref]);

  return width;
}
