import type { ReactNode } from 'react';
import { Modal, ModalOverlay } from 'react-aria-components';
import { ModalFrame } from '../Dialog/ModalFrame';
import * as styles from './Drawer.css';

export type DrawerProps = {
  /** Whether the drawer is shown. Controlled: the caller owns this state (spec §4: login, register and reset drawers are mutually exclusive). */
  isOpen: boolean;
  /** Called with `false` on the close button, Escape, or a click on the dimmed page; focus then returns to the opener. */
  onOpenChange: (isOpen: boolean) => void;
  /** The heading and accessible name (e.g. 登录, 购物袋). */
  title: string;
  /** Accessible name of the × button (e.g. 关闭). */
  closeLabel: string;
  /** The drawer body (a form, the bag list). Scrolls under the sticky title bar when long. */
  children: ReactNode;
  /** Kept at the bottom while the body scrolls (e.g. the bag total and 去结算). */
  footer?: ReactNode;
  /** Whether a click on the dimmed page closes it. */
  isDismissable?: boolean;
};

/**
 * A modal side sheet sliding in from the right, 528 px wide (spec §2), for the login, register,
 * reset-password and bag drawers. React Aria contains focus while open and restores it on close;
 * with reduced motion it fades instead of sliding.
 */
export function Drawer({ isOpen, onOpenChange, title, closeLabel, children, footer, isDismissable = true }: DrawerProps) {
  return (
    <ModalOverlay className={styles.overlay} isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={isDismissable}>
      <Modal className={styles.panel}>
        <ModalFrame title={title} closeLabel={closeLabel} onClose={() => onOpenChange(false)} footer={footer}>
          {children}
        </ModalFrame>
      </Modal>
    </ModalOverlay>
  );
}
