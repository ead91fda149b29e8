import { ModalFrame } from '../ModalFrame/ModalFrame';
import type { ModalProps } from '../ModalFrame/modalFrameProps';

export type DrawerProps = ModalProps;

/**
 * A modal side sheet sliding in from the right, 528 px wide (spec §2), for the login, register,
 * reset-password and bag drawers: a ModalFrame placed at the side, so focus is held inside while
 * open and restored on close; with reduced motion it fades instead of sliding.
 */
export function Drawer(props: DrawerProps) {
  return <ModalFrame {...props} placement="side" />;
}
