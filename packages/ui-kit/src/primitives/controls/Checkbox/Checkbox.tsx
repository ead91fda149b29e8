import type { ReactNode, SyntheticEvent } from 'react';
import { Checkbox as AriaCheckbox } from 'react-aria-components';
import { Icon } from '../../media/Icon/Icon';
import * as styles from './Checkbox.css';

export type CheckboxProps = {
  /**
   * The label, also the accessible name. May contain links (《用户协议》): a click on a link opens
   * it and does not toggle the box. Left out only where `aria-label` names the box (a table row's).
   */
  children?: ReactNode;
  /** The name of a box without a visible label (选择本行). */
  'aria-label'?: string;
  /**
   * 'selection' in a React Aria table (DataTable): the row's or the header's select box, which the
   * table wires to its selection.
   */
  slot?: 'selection';
  /** Ticked (controlled); pair with `onChange`. */
  isSelected?: boolean;
  /** Ticked at first when uncontrolled. */
  defaultSelected?: boolean;
  /** Called with the new state on click, tap or Space. */
  onChange?: (isSelected: boolean) => void;
  /** Marks the box in the error colour, e.g. an agreement not accepted on submit (spec §5). */
  isInvalid?: boolean;
  /** Greys the box out. */
  isDisabled?: boolean;
  /** Announces the box as required. */
  isRequired?: boolean;
  /** Name submitted with a native form. */
  name?: string;
  /** Value submitted with a native form when ticked. */
  value?: string;
  /** Id of an element that explains the box further, read after the name. */
  'aria-describedby'?: string;
};

/**
 * React Aria toggles the box on any press inside the label and cancels the label's clicks, which
 * would tick the box and stop the link from opening when a shopper opens 《用户协议》. Pointer and
 * click events that start on a link or button inside the label therefore stop here.
 */
function keepInnerControls(event: SyntheticEvent) {
  if (event.target instanceof Element && event.target.closest('a, button, [role="link"], [role="button"]')) {
    event.stopPropagation();
  }
}

/** A tick box with its label, on React Aria's Checkbox (a real input, toggled with Space). */
export function Checkbox({ children, isInvalid = false, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox {...props} className={styles.root} isInvalid={isInvalid} validationBehavior="aria">
      {({ isIndeterminate }) => (
        <>
          <span className={styles.box}>
            {/* Some but not all chosen (a table's select-all while some rows are): a dash, not a tick. */}
            <Icon name={isIndeterminate ? 'minus' : 'check'} size="small" />
          </span>
          {children === undefined ? null : (
            <span
              className={styles.text}
              onPointerDown={keepInnerControls}
              onPointerUp={keepInnerControls}
              onMouseDown={keepInnerControls}
              onMouseUp={keepInnerControls}
              onTouchStart={keepInnerControls}
              onTouchEnd={keepInnerControls}
              onClick={keepInnerControls}
            >
              {children}
            </span>
          )}
        </>
      )}
    </AriaCheckbox>
  );
}
