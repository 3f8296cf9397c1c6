import { RESIZE_DEBOUNCE_MS } from '@playfair/domain/constants';
import { useSyncExternalStore } from 'react';

// The viewport width once resizing has stopped (spec 001 §9: resize debounced 500 ms), for
// searchResultsCount: a window dragged across 1149 px changes the number of results once, not on
// every pixel. shared/hooks answers device classes through media queries, without a debounce and
// without the width itself, hence this small store.

let settledWidth = typeof window === 'undefined' ? 0 : window.innerWidth;

function subscribe(onChange: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  function handleResize() {
    clearTimeout(timer);
    timer = setTimeout(() => {
      settledWidth = window.innerWidth;
      onChange();
    }, RESIZE_DEBOUNCE_MS);
  }
  // A resize while nobody listened is taken as settled.
  settledWidth = window.innerWidth;
  window.addEventListener('resize', handleResize);
  return () => {
    clearTimeout(timer);
    window.removeEventListener('resize', handleResize);
  };
}

function snapshot(): number {
  return settledWidth;
}

/** The viewport width in px, updated 500 ms after the last resize. */
export function useSettledWidth(): number {
  return useSyncExternalStore(subscribe, snapshot, () => 0);
}
