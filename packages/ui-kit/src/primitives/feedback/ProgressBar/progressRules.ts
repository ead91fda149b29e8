/**
 * The route progress bar as a small state machine (NProgress-style "trickle"): it jumps to a
 * start value, creeps towards but never reaches the end while the route loads, fills up when the
 * load finishes, then fades out and resets. Values are percentages.
 */
export type ProgressPhase = 'idle' | 'active' | 'completing' | 'fading';

/** Where the bar is and how full. */
export type ProgressState = { phase: ProgressPhase; value: number };

/** start: a route began loading; tick: trickle once; finish: loaded; fade / reset: timers after finishing. */
export type ProgressEvent =
  { type: 'start' } | { type: 'tick' } | { type: 'finish' } | { type: 'fade' } | { type: 'reset' };

/** The bar appears already part-filled, so that a short load still reads as progress. */
export const progressStartValue = 8;
/** The trickle stops short of the end: only a finished load fills the bar. */
export const progressCeiling = 99.4;
/** How often the bar creeps forward while loading. */
export const trickleIntervalMs = 300;
/** How long the full bar stays before it fades (lets the eye catch "done"). */
export const completeHoldMs = 200;
/** Length of the fade; the same as `vars.duration.slow`, the fade's CSS transition. */
export const fadeOutMs = 300;

/** Not loading and not shown. */
export const idleProgress: ProgressState = { phase: 'idle', value: 0 };

/** The state a bar starts in, loading or not. */
export function initialProgress(isActive: boolean): ProgressState {
  return isActive ? { phase: 'active', value: progressStartValue } : idleProgress;
}

/**
 * One trickle step: big steps early, smaller ones as the bar fills (the load is probably nearly
 * done but we do not know), never past `progressCeiling`.
 */
export function trickle(value: number): number {
  let step: number;
  if (value < 20) step = 10;
  else if (value < 50) step = 4;
  else if (value < 80) step = 2;
  else if (value < progressCeiling) step = 0.5;
  else step = 0;
  return Math.min(progressCeiling, Math.round((value + step) * 10) / 10);
}

/** The next state of the bar after an event; events that do not apply in a phase change nothing. */
export function progressReducer(state: ProgressState, event: ProgressEvent): ProgressState {
  switch (event.type) {
    case 'start':
      // Already loading: keep the progress made. Finishing or fading: a new load starts over.
      return state.phase === 'active' ? state : initialProgress(true);
    case 'tick':
      return state.phase === 'active' ? { phase: 'active', value: trickle(state.value) } : state;
    case 'finish':
      return state.phase === 'active' ? { phase: 'completing', value: 100 } : state;
    case 'fade':
      return state.phase === 'completing' ? { phase: 'fading', value: 100 } : state;
    case 'reset':
      return state.phase === 'fading' ? idleProgress : state;
  }
}
