import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFakeTimersWithTestingLibrary } from '../../../test/fake-timers';
import { createTestI18n } from '../../../test/i18n';
import { Carousel } from './carousel';

// jsdom has no layout: the track's scroll box is described to it.
const box = { scrollLeft: 0, clientWidth: 1000, scrollWidth: 4200 };
const scrollBy = vi.fn((options: ScrollToOptions) => {
  box.scrollLeft = Math.min(
    box.scrollWidth - box.clientWidth,
    Math.max(0, box.scrollLeft + (options.left ?? 0)),
  );
});

beforeEach(() => {
  box.scrollLeft = 0;
  scrollBy.mockClear();
  for (const name of ['scrollLeft', 'clientWidth', 'scrollWidth'] as const) {
    vi.spyOn(HTMLElement.prototype, name, 'get').mockImplementation(function (this: HTMLElement) {
      return this.getAttribute('role') === 'list' ? box[name] : 0;
    });
  }
  HTMLElement.prototype.scrollBy = scrollBy as unknown as HTMLElement['scrollBy'];
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function renderCarousel() {
  const i18n = await createTestI18n();
  render(
    <I18nextProvider i18n={i18n}>
      <Carousel label="Games in Popular">
        {Array.from({ length: 20 }, (_, index) => (
          <div key={index} role="listitem">
            Game {index}
          </div>
        ))}
      </Carousel>
    </I18nextProvider>,
  );
  return screen.getByRole('list', { name: 'Games in Popular' });
}

function wheel(track: Element, deltaX: number, deltaY = 0) {
  const event = new WheelEvent('wheel', { deltaX, deltaY, bubbles: true, cancelable: true });
  act(() => {
    track.dispatchEvent(event);
  });
  return event;
}

describe('carousel (spec 001 §9)', () => {
  it('moves by whole 200 px tiles with its buttons, which know the ends', async () => {
    const track = await renderCarousel();
    const user = userEvent.setup();
    const previous = screen.getByRole('button', { name: 'Previous games' });
    const next = screen.getByRole('button', { name: 'Next games' });
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();

    await user.click(next);
    expect(scrollBy).toHaveBeenCalledWith({ left: 1000, behavior: 'smooth' });
    fireEvent.scroll(track);
    expect(previous).toBeEnabled();

    await user.click(next);
    await user.click(next);
    fireEvent.scroll(track);
    expect(box.scrollLeft).toBe(3000);
    expect(next).toBeEnabled();
    await user.click(next);
    fireEvent.scroll(track);
    expect(box.scrollLeft).toBe(3200);
    expect(next).toBeDisabled();
  });

  it('takes one step per sideways wheel gesture, then ignores the wheel for 800 ms', async () => {
    const track = await renderCarousel();
    useFakeTimersWithTestingLibrary();

    expect(wheel(track, 30).defaultPrevented).toBe(true);
    wheel(track, 30);
    wheel(track, 30);
    expect(scrollBy).toHaveBeenCalledTimes(1);

    act(() => {
      vi.advanceTimersByTime(799);
    });
    wheel(track, 30);
    expect(scrollBy).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    wheel(track, -30);
    expect(scrollBy).toHaveBeenCalledTimes(2);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -1000, behavior: 'smooth' });
  });

  it('leaves vertical wheeling to the page', async () => {
    const track = await renderCarousel();
    const event = wheel(track, 2, 60);
    expect(event.defaultPrevented).toBe(false);
    expect(scrollBy).not.toHaveBeenCalled();
  });
});
