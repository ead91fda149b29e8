import { createContext, useContext, type MouseEvent, type Ref } from 'react';

/**
 * What a pop-up gives the button that opens it (Popover): the ref it is placed against, a press that
 * toggles it, and its open state for assistive technology. Button and IconButton take it, so any
 * house button can be a trigger without knowing of the pop-up.
 */
export type ButtonTrigger = {
  ref: Ref<HTMLButtonElement>;
  onPress: () => void;
  'aria-expanded': boolean;
  'aria-controls': string | undefined;
};

/** Provided by the pop-up around its trigger; read by Button and IconButton. */
export const ButtonTriggerContext = createContext<ButtonTrigger | null>(null);

/**
 * The press wiring of the house buttons, which are native `<button>`s (issue #16: no press library
 * in the first load; the browser already turns a click, a tap, Enter and Space into one `click`).
 * `isBusy` (a pending button) keeps focus but ignores presses and does not submit its form. Inside a
 * pop-up's trigger context the press also toggles the pop-up, and the pop-up's state is announced.
 */
export function useButtonPress(onPress: (() => void) | undefined, isBusy = false) {
  const trigger = useContext(ButtonTriggerContext);
  return {
    ref: trigger?.ref,
    ...(trigger ? { 'aria-expanded': trigger['aria-expanded'], 'aria-controls': trigger['aria-controls'] } : {}),
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      if (isBusy) {
        event.preventDefault();
        return;
      }
      onPress?.();
      trigger?.onPress();
    },
  };
}
