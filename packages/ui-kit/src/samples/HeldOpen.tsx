import { useState, type ComponentType } from 'react';
import { Button } from '../primitives/controls/Button/Button';

/** What a modal needs for HeldOpen to open and close it. */
type Opening = { isOpen: boolean; onOpenChange: (isOpen: boolean) => void; title: string };

/**
 * Story scaffolding for a modal the user may close (Dialog, Drawer): a trigger button named after
 * the modal, and the open state its caller owns; each change still reaches the story's
 * `onOpenChange` spy. Only stories import it.
 */
export function HeldOpen<P extends Opening>({ component: Modal, args }: { component: ComponentType<P>; args: P }) {
  const [isOpen, setOpen] = useState(args.isOpen);
  const held = {
    ...args,
    isOpen,
    onOpenChange: (next: boolean) => {
      setOpen(next);
      args.onOpenChange(next);
    },
  };
  return (
    <>
      <Button tone="secondary" onPress={() => setOpen(true)}>
        {args.title}
      </Button>
      <Modal {...held} />
    </>
  );
}
