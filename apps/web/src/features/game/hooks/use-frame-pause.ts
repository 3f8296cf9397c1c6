import { type RefObject, useEffect, useRef } from 'react';
import { casinoMessage, type FrameState } from '../model/casino-message';

/**
 * Tells the game frame when something of the casino covers it and when it goes (spec 001 §4
 * "State events inview, closed and submit_data"): posted to the frame's window, for the studio's
 * origin only, each time the state changes. A new frame (a new launch) starts out playing. The
 * frame is a system outside React, told after each render.
 */
export function useFramePause(
  frame: RefObject<HTMLIFrameElement | null>,
  origin: string,
  state: FrameState,
): void {
  const told = useRef<{ target: Window | null; state: FrameState }>({
    target: null,
    state: 'closed',
  });
  useEffect(() => {
    const target = frame.current?.contentWindow ?? null;
    if (target === null) return;
    const previous = told.current.target === target ? told.current.state : 'closed';
    told.current = { target, state };
    if (previous !== state) target.postMessage(casinoMessage(state), origin);
  });
}
