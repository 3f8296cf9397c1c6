import { type ReactNode, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowRightIcon } from '../../../shared/ui/icons';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { useWheelStep } from '../hooks/use-wheel-step';
import { type CarouselEdges, carouselEdges, carouselStepPx } from '../model/carousel';
import styles from './carousel.module.css';

type CarouselProps = {
  /** The list's name ("Games in Popular"). */
  label: string;
  /** Its items, each with role="listitem". */
  children: ReactNode;
};

function edgesOf(track: HTMLElement): CarouselEdges {
  return carouselEdges(track.scrollLeft, track.clientWidth, track.scrollWidth);
}

function isSameEdges(a: CarouselEdges, b: CarouselEdges): boolean {
  return a.canGoBack === b.canGoBack && a.canGoForward === b.canGoForward;
}

/**
 * A horizontal row of tiles (spec 001 §9): previous / next buttons move it by whole 200 px tiles,
 * a sideways wheel gesture by one step per 800 ms; touch swipes and keyboard focus scroll it
 * natively (it is an ordinary scrolling box with snap points).
 */
export function Carousel({ label, children }: CarouselProps) {
  const { t } = useTranslation();
  const trackRef = useRef<HTMLDivElement>(null);
  const isReducedMotion = useReducedMotion();
  const [edges, setEdges] = useState<CarouselEdges>({ canGoBack: false, canGoForward: false });

  const updateEdges = useCallback(() => {
    const track = trackRef.current;
    if (track === null) return;
    const next = edgesOf(track);
    setEdges((current) => (isSameEdges(current, next) ? current : next));
  }, []);

  // After each render (the tiles arrived or changed) and resize: is there more to either side?
  useLayoutEffect(() => {
    updateEdges();
  });
  useEffect(() => {
    window.addEventListener('resize', updateEdges);
    return () => window.removeEventListener('resize', updateEdges);
  }, [updateEdges]);

  function step(direction: -1 | 1): boolean {
    const track = trackRef.current;
    if (track === null) return false;
    const current = edgesOf(track);
    if (direction < 0 ? !current.canGoBack : !current.canGoForward) return false;
    track.scrollBy({
      left: direction * carouselStepPx(track.clientWidth),
      behavior: isReducedMotion ? 'auto' : 'smooth',
    });
    return true;
  }

  useWheelStep(trackRef, step);

  return (
    <div className={styles.carousel}>
      <button
        type="button"
        className={`${styles.arrow} ${styles.previous}`}
        aria-label={t('lobby_carousel_previous')}
        disabled={!edges.canGoBack}
        onClick={() => step(-1)}
      >
        <ArrowRightIcon className={styles.arrowIcon} />
      </button>
      <div
        ref={trackRef}
        className={styles.track}
        role="list"
        aria-label={label}
        onScroll={updateEdges}
      >
        {children}
      </div>
      <button
        type="button"
        className={`${styles.arrow} ${styles.next}`}
        aria-label={t('lobby_carousel_next')}
        disabled={!edges.canGoForward}
        onClick={() => step(1)}
      >
        <ArrowRightIcon className={styles.arrowIcon} />
      </button>
    </div>
  );
}
