import { LOBBY_FIRST_SCREEN_ELEMENT_ID } from '@playfair/contracts/page-elements';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scheduleAppStart, START_FALLBACK_MS } from './schedule-start';

/** A window whose animation frames run only when the test says the browser paints. */
function fakeWindow() {
  const frames: FrameRequestCallback[] = [];
  const win = {
    requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(callback),
    setTimeout: (callback: () => void, ms?: number) => window.setTimeout(callback, ms),
    clearTimeout: (id?: number) => window.clearTimeout(id),
  } as unknown as Window;
  const paint = () => frames.splice(0).forEach((callback) => callback(performance.now()));
  return { win, paint };
}

function pageWith(elementId?: string) {
  const doc = document.implementation.createHTMLDocument('page');
  if (elementId !== undefined) {
    const element = doc.createElement('script');
    element.id = elementId;
    doc.body.append(element);
  }
  return doc;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('scheduleAppStart', () => {
  it('starts the app at once on a page without a first screen of its own', () => {
    const start = vi.fn();
    scheduleAppStart({ doc: pageWith(), win: fakeWindow().win, start });
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts the app after the lobby’s first screen has painted, once', () => {
    const start = vi.fn();
    const { win, paint } = fakeWindow();
    scheduleAppStart({ doc: pageWith(LOBBY_FIRST_SCREEN_ELEMENT_ID), win, start });
    expect(start).not.toHaveBeenCalled();
    paint();
    // The frame runs before the paint; the start comes in a task after it.
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(start).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(START_FALLBACK_MS);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts the app anyway in a tab that paints nothing (hidden), after the fallback', () => {
    const start = vi.fn();
    scheduleAppStart({
      doc: pageWith(LOBBY_FIRST_SCREEN_ELEMENT_ID),
      win: fakeWindow().win,
      start,
    });
    vi.advanceTimersByTime(START_FALLBACK_MS - 1);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
