import { createElement, type ReactNode } from 'react';
import { visuallyHidden } from '../../../styles/utilities.css';

export type VisuallyHiddenProps = {
  /** What assistive technology reads and the screen does not show. */
  children: ReactNode;
  /** span inside a line (default); h1 for a page whose heading the pictures say (the home page). */
  as?: 'span' | 'p' | 'div' | 'h1' | 'h2';
  /** status: announced when it changes (正在加载物流). */
  role?: 'status';
};

/** Text for assistive technology only: hidden on screen, still read. */
export function VisuallyHidden({ children, as = 'span', role }: VisuallyHiddenProps) {
  return createElement(as, { className: visuallyHidden, role }, children);
}
