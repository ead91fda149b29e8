import { lazy, Suspense, useState } from 'react';
import type { ModalFrameProps } from './modalFrameProps';

/**
 * React Aria's overlay code (focus scope, hiding the page behind, scroll lock, the modal) and the
 * frame's styles are fetched when a modal first opens, not with the page (issue #16: the first load
 * carries what draws the page).
 */
const ModalFrameOverlay = lazy(() => import('./ModalFrameOverlay'));

/**
 * Every modal of ui-kit (Dialog, AlertDialog, Drawer, the clause change notice): the dimmed
 * overlay, the panel with its motion, focus moved in, held inside and returned on close, the page
 * behind hidden from assistive technology, a title bar naming it with the close button, a
 * scrolling body and a footer that stays in view. Until it first opens it renders nothing, as a
 * closed modal does (on the server too), and its code stays out of the first load; once opened it
 * stays mounted so the closing motion plays. Internal to ui-kit; callers use the modals.
 */
export function ModalFrame(props: ModalFrameProps) {
  const [hasOpened, setHasOpened] = useState(props.isOpen);
  if (props.isOpen && !hasOpened) setHasOpened(true);
  if (!hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <ModalFrameOverlay {...props} />
    </Suspense>
  );
}
