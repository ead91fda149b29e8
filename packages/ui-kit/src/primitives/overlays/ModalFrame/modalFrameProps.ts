import type { ReactNode } from 'react';

/** centre: a dialog in the middle of the page; side: a full-height sheet at the right edge (a drawer). */
export const modalPlacements = ['centre', 'side'] as const;

/** A centred panel's width: default 720 px, wide 832 px (spec §2). */
export const modalWidths = ['default', 'wide'] as const;

/** What the caller gives a modal the user may close (Dialog, Drawer). */
export type ModalProps = {
  /**
   * Whether it is shown. Controlled: the caller owns this state (spec §4: the login, register and
   * reset drawers are mutually exclusive).
   */
  isOpen: boolean;
  /**
   * Called with `false` when the user asks to close it (the × button, Escape, a click on the dimmed
   * page when `isDismissable`); focus then returns to the element that opened it.
   */
  onOpenChange: (isOpen: boolean) => void;
  /** The heading, which is also the accessible name (用户协议, 登录, 购物袋). */
  title: string;
  /** Accessible name of the × button (关闭). */
  closeLabel: string;
  /** The body (text, a form, the bag list); when long it scrolls under the sticky title bar. */
  children: ReactNode;
  /** Kept in view under the body while it scrolls (同意 / 不同意, the bag total and 去结算). */
  footer?: ReactNode;
  /** Whether a click on the dimmed page closes it (yes unless an alert); turn off when the user must answer. */
  isDismissable?: boolean;
};

export type ModalFrameProps = Omit<ModalProps, 'onOpenChange' | 'closeLabel'> & {
  /** As for every modal; without it only the footer's buttons answer (an alert). */
  onOpenChange?: ModalProps['onOpenChange'];
  /** With `onOpenChange`, shows the × button under this accessible name. */
  closeLabel?: string;
  /** Where the panel stands: centred (Dialog, AlertDialog) or a side sheet (Drawer). */
  placement?: (typeof modalPlacements)[number];
  /** A centred panel's width; a side sheet ignores it. */
  width?: (typeof modalWidths)[number];
  /** alert: role alertdialog, its body announced as the description, a larger message, centred buttons. */
  variant?: 'default' | 'alert';
  /** Ignore Escape, so only a button answers. */
  isKeyboardDismissDisabled?: boolean;
};
