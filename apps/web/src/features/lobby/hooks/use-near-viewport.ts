import { type RefObject, useEffect, useState } from 'react';

/**
 * True once the element comes within `rootMargin` of the viewport, and from then on. Rows far down
 * the lobby render their tiles only then, so the first paint builds a small page. Without
 * IntersectionObserver everything counts as near.
 */
export function useNearViewport(ref: RefObject<HTMLElement | null>, rootMargin = '600px'): boolean {
  const [isNear, setIsNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (isNear || element === null) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setIsNear(true);
        observer.disconnect();
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear, ref, rootMargin]);

  return isNear;
}
