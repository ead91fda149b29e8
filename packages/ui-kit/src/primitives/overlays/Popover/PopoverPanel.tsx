import type { PointerEvent, RefObject } from 'react';
import { Dialog as AriaDialog, OverlayArrow, Popover as AriaPopover } from 'react-aria-components';
import type { OpenedBy, PopoverChildren, popoverPlacements } from './popoverProps';
import * as styles from './Popover.css';

type PopoverPanelProps = {
  placement: (typeof popoverPlacements)[number];
  hasArrow: boolean;
  'aria-label': string;
  /** The dialog's id, named by the trigger's aria-controls while open. */
  id: string;
  /** The trigger the panel is placed against and returns focus to. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Closes the panel: handed to function children (menu entries that navigate). */
  onClose: () => void;
  openedBy: OpenedBy;
  onPanelEnter: () => void;
  onPanelLeave: (event: PointerEvent) => void;
  children: PopoverChildren;
};

/**
 * The panel of `Popover` on React Aria's Popover and Dialog: placed against the trigger, modal
 * (focus in, held, returned; Escape and a click outside close it) when pressed open, non-modal
 * when hover-opened. Its own chunk, fetched on the trigger's first intent (issue #16).
 */
export default function PopoverPanel({
  id,
  triggerRef,
  isOpen,
  onOpenChange,
  onClose,
  openedBy,
  placement,
  hasArrow,
  'aria-label': ariaLabel,
  onPanelEnter,
  onPanelLeave,
  children,
}: PopoverPanelProps) {
  return (
    <AriaPopover
      // A new panel when the mode changes, so focus is taken (and later restored) from the trigger.
      key={openedBy}
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      className={styles.popover}
      placement={placement}
      isNonModal={openedBy === 'hover'}
      onPointerEnter={onPanelEnter}
      onPointerLeave={onPanelLeave}
    >
      {hasArrow ? (
        <OverlayArrow className={styles.arrow}>
          <svg viewBox="0 0 12 12" className={styles.arrowShape} aria-hidden="true">
            <path d="M0 0 L6 6 L12 0" />
          </svg>
        </OverlayArrow>
      ) : null}
      <AriaDialog
        id={id}
        aria-label={ariaLabel}
        className={styles.dialog}
        // While hover-opened, React Aria must not move focus into the panel.
        isEntering={openedBy === 'hover'}
      >
        {typeof children === 'function' ? children({ close: onClose }) : children}
      </AriaDialog>
    </AriaPopover>
  );
}
