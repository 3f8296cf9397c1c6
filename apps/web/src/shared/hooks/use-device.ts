import {
  BREAKPOINTS_PX,
  type Device,
  deviceForWidth,
  NARROW_SCREEN_MAX_WIDTH,
} from '@playfair/domain/constants';
import { useSyncExternalStore } from 'react';

// spec 000 §9: each breakpoint is the first width of its class, as min-width media queries read.
const DEVICE_QUERIES = [
  ['hddesktop', `(min-width: ${BREAKPOINTS_PX.hddesktop}px)`],
  ['desktop', `(min-width: ${BREAKPOINTS_PX.desktop}px)`],
  ['tablet', `(min-width: ${BREAKPOINTS_PX.tablet}px)`],
] as const satisfies readonly (readonly [Device, string])[];

// spec 000 §9: "narrow screen means width under 1149".
const WIDE_SCREEN_QUERY = `(min-width: ${NARROW_SCREEN_MAX_WIDTH}px)`;

const hasMatchMedia = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function';

function subscribeToQueries(queries: readonly string[]) {
  return (onChange: () => void): (() => void) => {
    if (!hasMatchMedia()) {
      window.addEventListener('resize', onChange);
      return () => window.removeEventListener('resize', onChange);
    }
    const lists = queries.map((query) => window.matchMedia(query));
    for (const list of lists) list.addEventListener('change', onChange);
    return () => {
      for (const list of lists) list.removeEventListener('change', onChange);
    };
  };
}

const subscribeToDevice = subscribeToQueries(DEVICE_QUERIES.map(([, query]) => query));
const subscribeToWideScreen = subscribeToQueries([WIDE_SCREEN_QUERY]);

function currentDevice(): Device {
  if (!hasMatchMedia()) return deviceForWidth(window.innerWidth);
  const match = DEVICE_QUERIES.find(([, query]) => window.matchMedia(query).matches);
  return match === undefined ? 'mobile' : match[0];
}

function currentIsNarrowScreen(): boolean {
  if (!hasMatchMedia()) return window.innerWidth < NARROW_SCREEN_MAX_WIDTH;
  return !window.matchMedia(WIDE_SCREEN_QUERY).matches;
}

/** The device class of the viewport (spec 000 §9 breakpoints), following resizes. */
export function useDevice(): Device {
  return useSyncExternalStore(subscribeToDevice, currentDevice, () => 'desktop');
}

/** Whether the viewport is a "narrow screen" (spec 000 §9: under 1149 px), following resizes. */
export function useIsNarrowScreen(): boolean {
  return useSyncExternalStore(subscribeToWideScreen, currentIsNarrowScreen, () => false);
}
