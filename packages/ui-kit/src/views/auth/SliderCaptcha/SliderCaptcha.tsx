import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Button } from '../../../primitives/controls/Button/Button';
import { Icon } from '../../../primitives/media/Icon/Icon';
import { Spinner } from '../../../primitives/feedback/Spinner/Spinner';
import {
  clampPosition,
  positionAfterKey,
  positionAtPointer,
  type CaptchaLoadErrorCode,
  type SliderCaptchaStatus,
} from './sliderCaptchaRules';
import * as styles from './SliderCaptcha.css';

/** What the server's challenge tells the widget: where the gap is. No secret lives here. */
export type SliderCaptchaChallenge = {
  /** The gap's position along the track, in percent (0–100). */
  target: number;
};

/** Every visible text and accessible name, already translated (ui-kit never translates). */
export type SliderCaptchaLabels = {
  /** The idle button, e.g. 点击按钮进行验证. */
  start: string;
  /** Announced while the challenge loads, e.g. 验证码加载中. */
  loading: string;
  /** The instruction over the track, e.g. 拖动滑块到缺口处，或点击缺口. */
  instruction: string;
  /** Accessible name of the handle (a slider), e.g. 验证滑块. */
  slider: string;
  /** Text of the gap as a button, completing the check in one click or one key press, e.g. 点击缺口完成验证. */
  target: string;
  /** Announced while the server checks, e.g. 验证中. */
  verifying: string;
  /** e.g. 验证通过. */
  passed: string;
  /** e.g. 验证失败，请重试. */
  failed: string;
  /** The retry button after a failure or a load error, e.g. 重新验证. */
  retry: string;
  /** The load error with its code (spec §8: 60204 / 60205), e.g. `验证码加载失败（60204）`. */
  loadError: (code: CaptchaLoadErrorCode) => string;
  /** aria-valuetext of the handle, e.g. `滑块位置 42%，缺口位置 63%`. */
  valueText: (position: number, target: number) => string;
};

export type SliderCaptchaProps = {
  /** The flow's state; the owner moves it on (loading → ready → verifying → passed / failed). */
  status: SliderCaptchaStatus;
  /** The loaded challenge; needed in `ready`, `verifying` and `failed`. */
  challenge?: SliderCaptchaChallenge;
  /** The load failure's code (spec §8) when `status` is `loadError`. */
  errorCode?: CaptchaLoadErrorCode;
  /** The form's message when the check is missing (spec §5: 请点击按钮进行验证). */
  errorMessage?: string;
  labels: SliderCaptchaLabels;
  /** The shopper asks for a challenge: the idle button, and retry after a failure or load error. */
  onStart: () => void;
  /** The shopper let go of the handle (or pressed Enter, or clicked the gap) at `position` percent. */
  onVerify: (position: number) => void;
};

/**
 * A slider captcha: drag the handle onto the gap. Dragging is never required (WCAG 2.2 2.5.7 and
 * 3.3.8): the handle is an ARIA slider moved by arrow keys, Page Up/Down, Home and End and
 * submitted with Enter, and the gap itself is a button, so one click or one key press completes it.
 * The widget holds no secret: the owner fetches the challenge and verifies the position.
 */
export function SliderCaptcha({
  status,
  challenge,
  errorCode,
  errorMessage,
  labels,
  onStart,
  onVerify,
}: SliderCaptchaProps) {
  const [position, setPosition] = useState(0);
  const errorId = useId();
  const trackRef = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);
  const isInteractive = status === 'ready';

  // A new challenge or a new attempt starts the handle at the left again.
  useEffect(() => {
    if (status === 'ready' || status === 'idle' || status === 'loading') setPosition(0);
  }, [status, challenge]);

  function pointerPosition(event: PointerEvent) {
    const rect = trackRef.current?.getBoundingClientRect();
    return rect ? positionAtPointer(event.clientX, rect.left, rect.width) : 0;
  }

  function handlePointerDown(event: PointerEvent<HTMLDivElement>) {
    if (!isInteractive || event.button !== 0) return;
    dragging.current = true;
    event.currentTarget.setPointerCapture?.(event.pointerId);
  }

  function handlePointerMove(event: PointerEvent<HTMLDivElement>) {
    if (dragging.current) setPosition(pointerPosition(event));
  }

  function handlePointerUp(event: PointerEvent<HTMLDivElement>) {
    if (!dragging.current) return;
    dragging.current = false;
    const released = pointerPosition(event);
    setPosition(released);
    // A press without a drag is no attempt: the gap button is the one-click way.
    if (released > 0) onVerify(released);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!isInteractive) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onVerify(position);
      return;
    }
    const next = positionAfterKey(position, event.key);
    if (next !== null) {
      event.preventDefault();
      setPosition(next);
    }
  }

  if (status === 'idle' || status === 'loadError') {
    return (
      <div className={styles.root}>
        <button
          type="button"
          className={styles.startButton({ isInvalid: Boolean(errorMessage) })}
          onClick={onStart}
          aria-describedby={errorMessage ? errorId : undefined}
        >
          <Icon name="check" size="small" />
          {status === 'loadError' ? labels.retry : labels.start}
        </button>
        {status === 'loadError' && errorCode ? (
          <p className={styles.message({ tone: 'critical' })} role="alert">
            {labels.loadError(errorCode)}
          </p>
        ) : null}
        {errorMessage && status === 'idle' ? (
          <p id={errorId} className={styles.message({ tone: 'critical' })}>
            {errorMessage}
          </p>
        ) : null}
      </div>
    );
  }

  if (status === 'loading') {
    return (
      <div className={styles.root}>
        <div className={styles.track} aria-busy="true">
          <Spinner size="small" label={labels.loading} />
        </div>
      </div>
    );
  }

  if (status === 'passed') {
    return (
      <div className={styles.root}>
        <p className={styles.passed} role="status">
          <Icon name="check" size="small" />
          {labels.passed}
        </p>
      </div>
    );
  }

  const target = clampPosition(challenge?.target ?? 0);
  return (
    <div className={styles.root}>
      <p className={styles.instruction}>{labels.instruction}</p>
      <div className={styles.track} ref={trackRef}>
        <div className={styles.fill} style={assignInlineVars({ [styles.positionVar]: `${position}%` })} />
        <button
          type="button"
          className={styles.target}
          style={assignInlineVars({ [styles.targetVar]: `${target}%` })}
          disabled={!isInteractive}
          onClick={() => {
            setPosition(target);
            onVerify(target);
          }}
        >
          <span className={styles.targetText}>{labels.target}</span>
        </button>
        <div
          role="slider"
          tabIndex={isInteractive ? 0 : -1}
          aria-label={labels.slider}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={position}
          aria-valuetext={labels.valueText(position, target)}
          aria-disabled={!isInteractive || undefined}
          className={styles.handle}
          style={assignInlineVars({ [styles.positionVar]: `${position}%` })}
          onPointerDown={handlePointerDown}
          onPointerMove={handlePointerMove}
          onPointerUp={handlePointerUp}
          onPointerCancel={() => {
            dragging.current = false;
          }}
          onKeyDown={handleKeyDown}
        >
          {status === 'verifying' ? (
            <Spinner size="small" label={labels.verifying} />
          ) : (
            <Icon name="chevronRight" size="small" />
          )}
        </div>
      </div>
      {status === 'failed' ? (
        <div className={styles.failedRow}>
          <p className={styles.message({ tone: 'critical' })} role="alert">
            {labels.failed}
          </p>
          <Button tone="link" size="small" onPress={onStart}>
            {labels.retry}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
