import type { ReactNode } from 'react';
import { Dialog as AriaDialog, Heading as AriaHeading } from 'react-aria-components';
import { IconButton } from '../../controls/IconButton/IconButton';
import * as styles from './ModalFrame.css';

export type ModalFrameProps = {
  /** The heading and accessible name. */
  title: string;
  /** With `onClose`, shows the × button under this accessible name. */
  closeLabel?: string;
  onClose?: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /** alert: role alertdialog, larger message, centred buttons (the spec's 温馨提示). */
  variant?: 'default' | 'alert';
  /** Id of the element that describes the dialog (the alert's message). */
  describedBy?: string;
};

/**
 * The inside of every modal (Dialog, AlertDialog, Drawer): title bar with the close button, a
 * scrolling body and a footer that stays in view. Internal to ui-kit; each modal supplies its
 * own overlay and panel.
 */
export function ModalFrame({ title, closeLabel, onClose, children, footer, variant = 'default', describedBy }: ModalFrameProps) {
  const isAlert = variant === 'alert';
  return (
    <AriaDialog role={isAlert ? 'alertdialog' : 'dialog'} aria-describedby={describedBy} className={styles.frame}>
      <div className={styles.header}>
        <AriaHeading slot="title" className={styles.title}>
          {title}
        </AriaHeading>
        {closeLabel && onClose ? <IconButton icon="close" label={closeLabel} size="small" onPress={onClose} /> : null}
      </div>
      <div id={describedBy} className={isAlert ? styles.alertBody : styles.body}>
        {children}
      </div>
      {footer ? <div className={isAlert ? styles.alertFooter : styles.footer}>{footer}</div> : null}
    </AriaDialog>
  );
}
