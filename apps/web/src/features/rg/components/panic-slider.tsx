import { type CSSProperties, type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { ArrowRightIcon } from '../../../shared/ui/icons';
import { Spinner } from '../../../shared/ui/spinner';
import styles from './panic-bar.module.css';

const MAX = 100;
const STEP = 10;
const PAGE_STEP = 25;

type Drag = { pointerId: number; startX: number; startValue: number; travelPx: number };

type PanicSliderProps = {
  /** The slider's name and the words on its track ("Slide to pause play for 24 hours"). */
  label: string;
  /** Shown on the track while the pause is being asked for. */
  busyLabel: string;
  languageTag: string;
  isBusy: boolean;
  /** The thumb reached the end: no further confirmation (GlüStV §6i). */
  onComplete: () => void;
};

/**
 * spec 001 §2 "panic button bar with slider": a slide-to-confirm control (WAI-ARIA slider). The
 * thumb is dragged by pointer (a tap on the track does nothing, so it is not set off by accident)
 * or moved by the arrow keys, Page Up / Page Down, Home and End; at the end it fires. Let go
 * before the end, or left by the keyboard, it slides back.
 */
export function PanicSlider({
  label,
  busyLabel,
  languageTag,
  isBusy,
  onComplete,
}: PanicSliderProps) {
  const [value, setValue] = useState(0);
  const [isDragging, setIsDragging] = useState(false);
  const trackRef = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);

  function moveTo(next: number) {
    if (isBusy) return;
    const clamped = Math.min(MAX, Math.max(0, Math.round(next)));
    if (clamped < MAX) {
      setValue(clamped);
      return;
    }
    drag.current = null;
    setIsDragging(false);
    setValue(0);
    onComplete();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLElement>) {
    const next = {
      ArrowRight: value + STEP,
      ArrowUp: value + STEP,
      ArrowLeft: value - STEP,
      ArrowDown: value - STEP,
      PageUp: value + PAGE_STEP,
      PageDown: value - PAGE_STEP,
      Home: 0,
      End: MAX,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    moveTo(next);
  }

  function handlePointerDown(event: PointerEvent<HTMLElement>) {
    const track = trackRef.current;
    if (isBusy || track === null || event.button !== 0) return;
    const travelPx = track.clientWidth - event.currentTarget.offsetWidth;
    if (travelPx <= 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = {
      pointerId: event.pointerId,
      startX: event.clientX,
      startValue: value,
      travelPx,
    };
    setIsDragging(true);
  }

  function handlePointerMove(event: PointerEvent<HTMLElement>) {
    const current = drag.current;
    if (current === null || current.pointerId !== event.pointerId) return;
    moveTo(current.startValue + ((event.clientX - current.startX) / current.travelPx) * MAX);
  }

  function handlePointerEnd(event: PointerEvent<HTMLElement>) {
    if (drag.current?.pointerId !== event.pointerId) return;
    drag.current = null;
    setIsDragging(false);
    setValue(0);
  }

  const progress = { '--panic-progress': String(value / MAX) } as CSSProperties;
  const valueText = new Intl.NumberFormat(languageTag, { style: 'percent' }).format(value / MAX);

  return (
    <div
      ref={trackRef}
      className={styles.track}
      style={progress}
      data-dragging={isDragging || undefined}
    >
      <span className={styles.fill} aria-hidden="true" />
      <span className={styles.trackLabel} aria-hidden="true">
        {isBusy ? busyLabel : label}
      </span>
      <span
        role="slider"
        tabIndex={isBusy ? -1 : 0}
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={MAX}
        aria-valuenow={value}
        aria-valuetext={valueText}
        aria-disabled={isBusy || undefined}
        aria-busy={isBusy || undefined}
        className={styles.thumb}
        onKeyDown={handleKeyDown}
        onPointerDown={handlePointerDown}
        onPointerMove={handlePointerMove}
        onPointerUp={handlePointerEnd}
        onPointerCancel={handlePointerEnd}
        onBlur={() => setValue(0)}
      >
        {isBusy ? <Spinner /> : <ArrowRightIcon className={styles.thumbIcon} />}
      </span>
    </div>
  );
}
