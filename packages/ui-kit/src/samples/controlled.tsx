import { useState, type ComponentType } from 'react';

/**
 * A story `render` that holds a controlled component's value like its container would, and still
 * reports every change to the story's `onChange` spy. A new `value` arg (the controls panel) starts over.
 */
export function renderControlled<P extends { value: unknown; onChange: (value: never) => void }>(
  Component: ComponentType<P>,
) {
  function Controlled(props: P) {
    const [value, setValue] = useState<P['value']>(props.value);
    const handleChange = (next: Parameters<P['onChange']>[0]) => {
      setValue(next);
      props.onChange(next);
    };
    return <Component {...props} value={value} onChange={handleChange} />;
  }
  return function render(args: P) {
    return <Controlled key={JSON.stringify(args.value)} {...args} />;
  };
}

/**
 * Like {@link renderControlled} for forms whose `onChange` reports only what changed (a partial
 * draft): the story merges each change into the held value.
 */
export function renderMerged<V extends object, P extends { value: V; onChange: (change: Partial<V>) => void }>(
  Component: ComponentType<P>,
) {
  function Controlled(props: P) {
    const [value, setValue] = useState<V>(props.value);
    const handleChange = (change: Partial<V>) => {
      setValue((current) => ({ ...current, ...change }));
      props.onChange(change);
    };
    return <Component {...props} value={value} onChange={handleChange} />;
  }
  return function render(args: P) {
    return <Controlled key={JSON.stringify(args.value)} {...args} />;
  };
}
