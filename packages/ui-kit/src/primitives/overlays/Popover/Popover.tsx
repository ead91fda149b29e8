import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
} from 'react';
import { ButtonTriggerContext, type ButtonTrigger } from '../../controls/Button/buttonPress';
import * as styles from './Popover.css';
import type { OpenedBy, PopoverChildren, popoverPlacements } from './popoverProps';

/**
 * React Aria's overlay code (positioning, focus scope, dismissal) is its own chunk, fetched on the
 * first sign of intent (pointer over, focus or press on the trigger), so the header's pop-ups cost
 * the first load only their triggers (issue #16). A press before it arrives opens the panel as soon
 * as it does.
 */
const loadPanel = () => import('./PopoverPanel');
const PopoverPanel = lazy(loadPanel);

/** A press on the trigger this soon after pointer-down or Enter/Space on it counts as a press on the trigger. */
const triggerPressWindowMs = 1000;

export type PopoverProps = {
  /**
   * The element that opens the panel: a house `Button` or `IconButton`, which take the press, the
   * ref and the open state from the popover. A function receives `isOpen`, e.g. to turn a chevron.
   */
  trigger: ReactElement | ((state: { isOpen: boolean }) => ReactElement);
  /** The panel content. A function receives `close`, e.g. for menu entries that navigate (退出登录). */
  children: PopoverChildren;
  /** Accessible name of the panel (e.g. 今日金价, 我的账户). */
  'aria-label': string;
  /** Where the panel sits relative to the trigger; it flips when there is no room. */
  placement?: (typeof popoverPlacements)[number];
  /** Draw a small notch pointing at the trigger. */
  hasArrow?: boolean;
  /** Controlled open state; leave out to let the popover keep its own. */
  isOpen?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called whenever the panel opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
  /**
   * Also open while a mouse rests on the trigger (header gold price, account). Press and keyboard
   * still open it; a hover-opened panel does not take focus, stays open while the pointer is over
   * the trigger or the panel, closes on Escape, and becomes a normal (focused, modal) panel when
   * the trigger is pressed.
   */
  openOnHover?: boolean;
  /** How long the pointer must rest on the trigger before a hover opens the panel. */
  hoverDelayMs?: number;
  /** How long after the pointer leaves trigger and panel a hover-opened panel closes; time to cross the gap. */
  closeDelayMs?: number;
};

/**
 * A header pop-up (gold price, account menu, search) on React Aria's Popover and Dialog; the
 * trigger is wired here (press toggles, aria-expanded, aria-controls) and the panel's code loads on
 * first intent, so a closed pop-up renders only its trigger (on the server too). Opened by press or
 * keyboard it is a modal panel: focus moves in, Escape or a click outside closes it, and focus
 * returns to the trigger. With `openOnHover` a resting mouse opens a non-modal panel that leaves
 * focus where it is (WCAG 1.4.13: hoverable, dismissible, persistent).
 */
export function Popover({
  trigger,
  children,
  'aria-label': ariaLabel,
  placement = 'bottom',
  hasArrow = false,
  isOpen: isOpenProp,
  defaultOpen = false,
  onOpenChange,
  openOnHover = false,
  hoverDelayMs = 200,
  closeDelayMs = 300,
}: PopoverProps) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const isOpen = isOpenProp ?? ownOpen;
  const [openedBy, setOpenedBy] = useState<OpenedBy>('press');
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  // Mounted from the first opening on, so the panel can play its closing motion.
  const [hasOpened, setHasOpened] = useState(isOpen);
  if (isOpen && !hasOpened) setHasOpened(true);

  // Timers and the latest state, read from timer callbacks and native listeners.
  const isOpenRef = useRef(isOpen);
  const openedByRef = useRef(openedBy);
  const openTimer = useRef<number | undefined>(undefined);
  const closeTimer = useRef<number | undefined>(undefined);
  const triggerDownAt = useRef(Number.NEGATIVE_INFINITY);

  // Re-synced after every render, also when a controlling parent declined a change.
  useEffect(() => {
    isOpenRef.current = isOpen;
    openedByRef.current = openedBy;
  });

  const clearTimers = useCallback(() => {
    window.clearTimeout(openTimer.current);
    window.clearTimeout(closeTimer.current);
  }, []);
  useEffect(() => clearTimers, [clearTimers]);

  const setOpen = useCallback(
    (next: boolean, by: OpenedBy) => {
      clearTimers();
      if (next) {
        openedByRef.current = by;
        setOpenedBy(by);
      }
      if (next === isOpenRef.current) return;
      isOpenRef.current = next;
      setOwnOpen(next);
      onOpenChange?.(next);
    },
    [clearTimers, onOpenChange],
  );

  const handleOpenChange = (next: boolean) => {
    const isTriggerPress = performance.now() - triggerDownAt.current < triggerPressWindowMs;
    if (!next && openedByRef.current === 'hover' && isTriggerPress) {
      // Pressing the trigger of a hover-opened panel means "I want this": keep it open and let it
      // take focus as a normal panel, rather than toggling it shut under the user's pointer.
      clearTimers();
      openedByRef.current = 'press';
      setOpenedBy('press');
      return;
    }
    setOpen(next, 'press');
  };

  const scheduleClose = () => {
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(() => setOpen(false, 'hover'), closeDelayMs);
  };

  const isHoverPointer = (event: PointerEvent) => openOnHover && event.pointerType === 'mouse';

  const prefetch = () => void loadPanel();

  const handleTriggerEnter = (event: PointerEvent) => {
    prefetch();
    if (!isHoverPointer(event)) return;
    window.clearTimeout(closeTimer.current);
    if (isOpenRef.current) return;
    window.clearTimeout(openTimer.current);
    openTimer.current = window.setTimeout(() => setOpen(true, 'hover'), hoverDelayMs);
  };

  const handleTriggerLeave = (event: PointerEvent) => {
    if (!isHoverPointer(event)) return;
    window.clearTimeout(openTimer.current);
    if (isOpenRef.current && openedByRef.current === 'hover') scheduleClose();
  };

  const handlePanelEnter = () => {
    if (openedByRef.current === 'hover') window.clearTimeout(closeTimer.current);
  };

  const handlePanelLeave = (event: PointerEvent) => {
    if (isHoverPointer(event) && openedByRef.current === 'hover') scheduleClose();
  };

  const markTriggerPress = () => {
    prefetch();
    triggerDownAt.current = performance.now();
  };
  const handleTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') markTriggerPress();
  };

  const isHoverOpen = isOpen && openedBy === 'hover';

  // A hover-opened panel does not hold focus, so Escape is heard on the document (WCAG 1.4.13).
  useEffect(() => {
    if (!isHoverOpen) return;
    const handleKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false, 'hover');
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [isHoverOpen, setOpen]);

  // What the trigger button takes: press toggles, and the open state for assistive technology.
  const triggerContext: ButtonTrigger = {
    ref: triggerRef,
    onPress: () => handleOpenChange(!isOpenRef.current),
    'aria-expanded': isOpen,
    'aria-controls': isOpen ? panelId : undefined,
  };

  return (
    <>
      <span
        className={styles.trigger}
        onPointerEnter={handleTriggerEnter}
        onPointerLeave={handleTriggerLeave}
        onPointerDownCapture={markTriggerPress}
        onKeyDownCapture={handleTriggerKeyDown}
        onFocusCapture={prefetch}
      >
        <ButtonTriggerContext.Provider value={triggerContext}>
          {typeof trigger === 'function' ? trigger({ isOpen }) : trigger}
        </ButtonTriggerContext.Provider>
      </span>
      {hasOpened ? (
        <Suspense fallback={null}>
          <PopoverPanel
            id={panelId}
            triggerRef={triggerRef}
            isOpen={isOpen}
            onOpenChange={handleOpenChange}
            onClose={() => setOpen(false, 'press')}
            openedBy={openedBy}
            placement={placement}
            hasArrow={hasArrow}
            aria-label={ariaLabel}
            onPanelEnter={handlePanelEnter}
            onPanelLeave={handlePanelLeave}
          >
            {children}
          </PopoverPanel>
        </Suspense>
      ) : null}
    </>
  );
}
