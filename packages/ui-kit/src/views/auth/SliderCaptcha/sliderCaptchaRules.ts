/** The states of the slider captcha (GeeTest-v4-like flow: load, slide, verify). */
export const sliderCaptchaStatuses = [
  'idle',
  'loading',
  'ready',
  'verifying',
  'passed',
  'failed',
  'loadError',
] as const;
export type SliderCaptchaStatus = (typeof sliderCaptchaStatuses)[number];

/** spec §8 captcha network errors: 60204 script load timeout, 60205 resource load timeout. */
export const captchaLoadErrorCodes = [60204, 60205] as const;
export type CaptchaLoadErrorCode = (typeof captchaLoadErrorCodes)[number];

/** One arrow key moves the handle by this many percent; Page Up/Down by ten of them. */
export const captchaKeyStep = 1;
export const captchaPageStep = 10;

/** Keeps a position inside the track (0–100 %), rounded to a whole percent. */
export function clampPosition(position: number): number {
  if (!Number.isFinite(position)) return 0;
  return Math.min(100, Math.max(0, Math.round(position)));
}

/**
 * The position after a key press on the slider handle, or null when the key does not move it
 * (WCAG 2.1.1: arrows, Page Up/Down, Home and End move the handle like any ARIA slider).
 */
export function positionAfterKey(position: number, key: string): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return clampPosition(position + captchaKeyStep);
    case 'ArrowLeft':
    case 'ArrowDown':
      return clampPosition(position - captchaKeyStep);
    case 'PageUp':
      return clampPosition(position + captchaPageStep);
    case 'PageDown':
      return clampPosition(position - captchaPageStep);
    case 'Home':
      return 0;
    case 'End':
      return 100;
    default:
      return null;
  }
}

/** The position (percent of the track) of a pointer at `clientX` over a track spanning `left`…`left + width`. */
export function positionAtPointer(clientX: number, left: number, width: number): number {
  if (width <= 0) return 0;
  return clampPosition(((clientX - left) / width) * 100);
}
