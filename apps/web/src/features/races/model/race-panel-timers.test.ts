import { SECOND_MS } from '@playfair/domain/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRacePanelTimers, type RacePanelTimers } from './race-panel-timers';

let timers: RacePanelTimers;

beforeEach(() => {
  vi.useFakeTimers();
  timers = createRacePanelTimers();
});

afterEach(() => {
  timers.dispose();
  vi.useRealTimers();
});

describe('race panel timers: opening at a start (spec 001 §9)', () => {
  it('starts closed and opens 5 s after a race starts', () => {
    timers.raceStarted();
    vi.advanceTimersByTime(5 * SECOND_MS - 1);
    expect(timers.snapshot().isOpen).toBe(false);
    vi.advanceTimersByTime(1);
    expect(timers.snapshot().isOpen).toBe(true);
  });

  it('counts the 5 s from the start, not from when the page learnt of it', () => {
    timers.raceStarted(3 * SECOND_MS);
    vi.advanceTimersByTime(2 * SECOND_MS);
    expect(timers.snapshot().isOpen).toBe(true);
  });

  it('keeps open a panel the player opened before the 5 s', () => {
    timers.raceStarted();
    timers.toggle();
    vi.advanceTimersByTime(5 * SECOND_MS);
    expect(timers.snapshot().isOpen).toBe(true);
  });

  it('opens at start + 5 s when the first read finds a race that just started, only then', () => {
    timers.racesRead({ sinceStartMs: 4 * SECOND_MS, isGameOutside: false }, vi.fn());
    vi.advanceTimersByTime(SECOND_MS);
    expect(timers.snapshot().isOpen).toBe(true);
    timers.toggle();
    timers.racesRead({ sinceStartMs: 0, isGameOutside: false }, vi.fn());
    vi.advanceTimersByTime(10 * SECOND_MS);
    expect(timers.snapshot().isOpen).toBe(false);
  });

  it('tells its listeners, and nothing after it is gone', () => {
    const onChange = vi.fn();
    timers.subscribe(onChange);
    timers.raceStarted();
    timers.dispose();
    vi.advanceTimersByTime(10 * SECOND_MS);
    expect(onChange).not.toHaveBeenCalled();
    expect(timers.snapshot().isOpen).toBe(false);
  });
});

describe('race panel timers: the result at a finish (spec 001 §9)', () => {
  it('reads again after 5 s, then shows the result for 25 s', async () => {
    const refresh = vi.fn(() => Promise.resolve());
    timers.raceFinished('race-1', refresh);

    await vi.advanceTimersByTimeAsync(5 * SECOND_MS - 1);
    expect(refresh).not.toHaveBeenCalled();
    expect(timers.snapshot().finishedRaceId).toBeNull();

    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledOnce();
    expect(timers.snapshot()).toEqual({ isOpen: true, finishedRaceId: 'race-1' });

    await vi.advanceTimersByTimeAsync(25 * SECOND_MS - 1);
    expect(timers.snapshot().finishedRaceId).toBe('race-1');
    await vi.advanceTimersByTimeAsync(1);
    expect(timers.snapshot().finishedRaceId).toBeNull();
  });

  it('still shows the result when reading again fails', async () => {
    timers.raceFinished('race-1', () => Promise.reject(new Error('down')));
    await vi.advanceTimersByTimeAsync(5 * SECOND_MS);
    expect(timers.snapshot().finishedRaceId).toBe('race-1');
  });
});

describe('race panel timers: a game outside the race (spec 001 §8)', () => {
  it('warns once per game view', () => {
    const warn = vi.fn();
    timers.racesRead({ sinceStartMs: null, isGameOutside: false }, warn);
    expect(warn).not.toHaveBeenCalled();
    timers.racesRead({ sinceStartMs: null, isGameOutside: true }, warn);
    timers.racesRead({ sinceStartMs: null, isGameOutside: true }, warn);
    expect(warn).toHaveBeenCalledOnce();
  });
});
