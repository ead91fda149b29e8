import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useEffect, useReducer } from 'react';
import { completeHoldMs, fadeOutMs, initialProgress, progressReducer, trickleIntervalMs } from './progressRules';
import * as styles from './ProgressBar.css';

export type ProgressBarProps = {
  /**
   * True while the route loads: the bar appears and trickles forward. Turning false fills it,
   * then it fades out and is removed.
   */
  isActive: boolean;
  /** Accessible name of the progress bar (页面加载中). */
  'aria-label': string;
};

/**
 * The thin brand-coloured bar at the very top of the page while a route loads. Indeterminate to
 * assistive technology while loading (the trickle is an estimate, not a measurement), 100 when done.
 * A plain `progressbar` element: it is in every page's first load (issue #16), and React Aria's
 * version would bring a number formatter for a value it never shows.
 */
export function ProgressBar({ isActive, 'aria-label': ariaLabel }: ProgressBarProps) {
  const [state, dispatch] = useReducer(progressReducer, isActive, initialProgress);

  useEffect(() => {
    dispatch({ type: isActive ? 'start' : 'finish' });
  }, [isActive]);

  useEffect(() => {
    if (state.phase === 'active') {
      const id = window.setInterval(() => dispatch({ type: 'tick' }), trickleIntervalMs);
      return () => window.clearInterval(id);
    }
    if (state.phase === 'completing') {
      const id = window.setTimeout(() => dispatch({ type: 'fade' }), completeHoldMs);
      return () => window.clearTimeout(id);
    }
    if (state.phase === 'fading') {
      const id = window.setTimeout(() => dispatch({ type: 'reset' }), fadeOutMs);
      return () => window.clearTimeout(id);
    }
    return undefined;
  }, [state.phase]);

  if (state.phase === 'idle') return null;
  const isIndeterminate = state.phase === 'active';
  return (
    <div
      role="progressbar"
      className={styles.root}
      aria-label={ariaLabel}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={isIndeterminate ? undefined : Math.round(state.value)}
      aria-valuetext={isIndeterminate ? undefined : `${Math.round(state.value)}%`}
      data-phase={state.phase}
    >
      <div className={styles.fill} style={assignInlineVars({ [styles.fillVar]: String(state.value / 100) })} />
    </div>
  );
}
