import { useId } from 'react';
import { Dialog as AriaDialog, Heading as AriaHeading, Modal, ModalOverlay } from 'react-aria-components';
import { IconButton } from '../../controls/IconButton/IconButton';
import type { ModalFrameProps } from './modalFrameProps';
import * as styles from './ModalFrame.css';

/**
 * The open modal of `ModalFrame` on React Aria: the dimmed overlay, the panel with its motion,
 * focus moved in, held inside and returned on close, the page behind hidden from assistive
 * technology, a title bar naming it with the close button, a scrolling body and a footer that
 * stays in view. Its own chunk, loaded when a modal first opens (issue #16).
 */
export default function ModalFrameOverlay({
  isOpen,
  onOpenChange,
  title,
  closeLabel,
  children,
  footer,
  placement = 'centre',
  width,
  variant = 'default',
  isDismissable = variant !== 'alert',
  isKeyboardDismissDisabled,
}: ModalFrameProps) {
  const isAlert = variant === 'alert';
  const bodyId = useId();
  return (
    <ModalOverlay
      className={styles.overlay({ placement })}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
    >
      <Modal className={styles.panel({ placement, width })}>
        <AriaDialog
          role={isAlert ? 'alertdialog' : 'dialog'}
          aria-describedby={isAlert ? bodyId : undefined}
          className={styles.frame}
        >
          <div className={styles.header}>
            <AriaHeading slot="title" className={styles.title}>
              {title}
            </AriaHeading>
            {closeLabel && onOpenChange ? (
              <IconButton icon="close" label={closeLabel} size="small" onPress={() => onOpenChange(false)} />
            ) : null}
          </div>
          <div id={isAlert ? bodyId : undefined} className={isAlert ? styles.alertBody : styles.body}>
            {children}
          </div>
          {footer ? <div className={isAlert ? styles.alertFooter : styles.footer}>{footer}</div> : null}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
