import { assignInlineVars } from '@vanilla-extract/dynamic';
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { IconButton } from '../../controls/IconButton/IconButton';
import {
  canRotate,
  clockFor,
  marqueeTiming,
  nextIndex,
  runClock,
  stopClock,
  timeLeft,
  type MarqueeTiming,
  type RotatorClock,
} from './rotatorRules';
import * as styles from './Rotator.css';

export const rotatorTones = ['neutral', 'inverse'] as const;

/** One item of a rotator. */
export type RotatorItem = {
  /** Stable id (a notice id): the display timer follows ids, so a new list restarts it. */
  id: string;
  /** What to show: text or inline content (a notice with a link). */
  content: ReactNode;
  /** How long this item shows before the next, in ms (the notice bar: 0.3 s per character + 3 s). */
  durationMs: number;
};

export type RotatorProps = {
  /** The items, shown one after another in order, looping. One item does not rotate; none renders nothing. */
  items: readonly RotatorItem[];
  /** Accessible name of the whole rotator, a region (站点公告). */
  label: string;
  /** Name of the toggle while moving (暂停滚动). */
  pauseLabel: string;
  /** Name of the toggle while paused (继续滚动). */
  resumeLabel: string;
  /**
   * Scroll an item sideways when it is wider than the box (the notice bar: text wider than 1380).
   * Not when the user prefers reduced motion: the text then wraps instead.
   */
  marquee?: boolean;
  /** Start paused, as if the pause button had been pressed. */
  defaultPaused?: boolean;
  /** neutral on light surfaces, inverse on dark ones (the pause button's colour). */
  tone?: (typeof rotatorTones)[number];
  /** Called with the id of each item as it comes on show (not for the first one). */
  onItemChange?: (id: string) => void;
};

/**
 * Shows items one after another, each for its own time (the top notice bar). Follows the WAI-ARIA
 * carousel pattern: rotation stops while the pointer is over it or focus is in its content, a
 * pause/resume button stops it for good (WCAG 2.2.2), and changes are not announced while it
 * rotates on its own (aria-live off), only while paused.
 */
export function Rotator({
  items,
  label,
  pauseLabel,
  resumeLabel,
  marquee = false,
  defaultPaused = false,
  tone = 'neutral',
  onItemChange,
}: RotatorProps) {
  const count = items.length;
  const [rawIndex, setIndex] = useState(0);
  const index = rawIndex < count ? rawIndex : 0;
  const item = items[index];

  const [isUserPaused, setIsUserPaused] = useState(defaultPaused);
  const [isHovered, setIsHovered] = useState(false);
  const [isFocusWithin, setIsFocusWithin] = useState(false);
  const [isScrolling, setIsScrolling] = useState(false);
  const isHeld = isUserPaused || isHovered || isFocusWithin;
  const isRotating = canRotate(count);

  // The timer of the item on show survives pauses, so each item gets exactly its own time.
  const clockRef = useRef<RotatorClock | null>(null);
  useEffect(() => {
    if (!item || !isRotating || isHeld) return undefined;
    const clock = runClock(clockFor(clockRef.current, item.id, item.durationMs), performance.now());
    clockRef.current = clock;
    const timer = window.setTimeout(
      () => {
        clockRef.current = null;
        setIndex((current) => nextIndex(current, count));
      },
      timeLeft(clock, performance.now()),
    );
    return () => {
      window.clearTimeout(timer);
      if (clockRef.current) clockRef.current = stopClock(clockRef.current, performance.now());
    };
  }, [item, count, isRotating, isHeld]);

  const shownId = item?.id;
  const announcedId = useRef(shownId);
  useEffect(() => {
    if (shownId === undefined || shownId === announcedId.current) return;
    announcedId.current = shownId;
    onItemChange?.(shownId);
  }, [shownId, onItemChange]);

  if (!item) return null;

  // Something moves on its own: rotation or a scrolling marquee. Then the user must be able to stop it.
  const hasMotion = isRotating || isScrolling;

  const handlePointerEnter = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') setIsHovered(true);
  };
  const handlePointerLeave = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') setIsHovered(false);
  };
  // Focus on the toggle itself does not hold the rotation: the toggle's name must stay true to
  // what it does. Focus on content (a link in a notice) does.
  const handleFocus = () => setIsFocusWithin(true);
  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setIsFocusWithin(false);
  };

  return (
    <section
      className={styles.root}
      aria-label={label}
      data-held={isHeld && hasMotion ? '' : undefined}
      onPointerEnter={handlePointerEnter}
      onPointerLeave={handlePointerLeave}
    >
      {hasMotion ? (
        <IconButton
          size="small"
          tone={tone}
          icon={isUserPaused ? 'play' : 'pause'}
          label={isUserPaused ? resumeLabel : pauseLabel}
          onPress={() => setIsUserPaused((paused) => !paused)}
        />
      ) : null}
      <div
        className={styles.viewport}
        // WAI carousel: silent while rotating on its own, polite when the user is in control.
        aria-live={isRotating && !isUserPaused ? 'off' : 'polite'}
        aria-atomic="true"
        onFocus={handleFocus}
        onBlur={handleBlur}
      >
        <Slide key={item.id} isMarquee={marquee} onScrollingChange={setIsScrolling}>
          {item.content}
        </Slide>
      </div>
    </section>
  );
}

type SlideProps = {
  isMarquee: boolean;
  onScrollingChange: (isScrolling: boolean) => void;
  children: ReactNode;
};

/** One item; with marquee, measures its overflow and scrolls by it. */
function Slide({ isMarquee, onScrollingChange, children }: SlideProps) {
  const trackRef = useRef<HTMLDivElement>(null);
  const [timing, setTiming] = useState<MarqueeTiming | null>(null);

  useLayoutEffect(() => {
    // The viewport is the parent element (its ref is not attached yet when this effect runs).
    const track = trackRef.current;
    const viewport = track?.parentElement;
    if (!isMarquee || !track || !viewport) return undefined;
    const measure = () => {
      const next = marqueeTiming(track.scrollWidth - viewport.clientWidth);
      setTiming((current) =>
        current?.shiftPx === next?.shiftPx && current?.durationMs === next?.durationMs ? current : next,
      );
    };
    // Measured on the observer's reports, the first in the frame after mounting (measuring at once
    // forced a layout of the whole page while a server-rendered page hydrates, issue #16); widths
    // change with the window, fonts loading, and the reduced-motion setting (text wraps).
    const observer = new ResizeObserver(measure);
    observer.observe(viewport);
    observer.observe(track);
    return () => observer.disconnect();
  }, [isMarquee]);

  useEffect(() => {
    onScrollingChange(timing !== null);
  }, [timing, onScrollingChange]);

  return (
    <div
      ref={trackRef}
      className={styles.track}
      data-marquee={isMarquee ? (timing ? 'scrolling' : 'fits') : undefined}
      style={
        timing
          ? assignInlineVars({
              [styles.shiftVar]: `${timing.shiftPx}px`,
              [styles.durationVar]: `${timing.durationMs}ms`,
            })
          : undefined
      }
    >
      {children}
    </div>
  );
}
