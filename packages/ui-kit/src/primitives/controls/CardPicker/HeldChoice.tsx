import { useState, type ComponentType } from 'react';

/** What a picker needs for HeldChoice to hold its choice. */
type Choosing = { value: string | null; onChange: (value: string) => void };

/**
 * Story scaffolding for every single-choice picker (CardPicker and the pickers built on it): keeps
 * the choice as a container does, so clicks and arrow keys really move it, and still reports each
 * change to the story's `onChange` spy. Only stories import it.
 */
export function HeldChoice<P extends Choosing>({ component: Picker, args }: { component: ComponentType<P>; args: P }) {
  const [value, setValue] = useState<string | null>(args.value);
  const held = {
    ...args,
    value,
    onChange: (next: string) => {
      setValue(next);
      args.onChange(next);
    },
  };
  return <Picker {...held} />;
}
