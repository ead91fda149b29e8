import { Children, createElement, type ReactNode } from 'react';
import * as flex from '../atoms/flex.css';
import * as gaps from '../atoms/gap.css';
import type { AlignItems, JustifyContent, Space } from '../atoms/values';
import { classNames, responsiveClass, type Responsive } from '../responsive';
import * as styles from './Inline.css';

export type InlineProps = {
  /** Gap between the children, across and between lines: a theme space token, or one per breakpoint. */
  space?: Responsive<Space>;
  /** Vertical alignment of the children on a line (stretch when left out, as in CSS). */
  align?: Responsive<AlignItems>;
  /** Horizontal distribution of the children on a line. */
  justify?: Responsive<JustifyContent>;
  /** false keeps the children on one line (they shrink instead of wrapping). */
  wrap?: boolean;
  /** Render as a list (ul/li) when the children are a list of like things (tags, links). */
  as?: 'div' | 'ul' | 'ol';
  /** The list's or group's name, when it needs one. */
  'aria-label'?: string;
  /** The row's content; with as="ul" each child becomes an li. */
  children: ReactNode;
};

/**
 * Children side by side with a theme gap, wrapping onto further lines when the row is full (issue
 * #37, after Braid's Inline): tags, buttons, meta data. Static classes looked up per breakpoint.
 */
export function Inline({ space = 'small', align, justify, wrap = true, as = 'div', children, ...rest }: InlineProps) {
  const isList = as !== 'div';
  const className = classNames(
    styles.inline,
    isList && styles.list,
    flex.flexWrap[wrap ? 'wrap' : 'nowrap'],
    responsiveClass(gaps.gap, space),
    responsiveClass(flex.alignItems, align),
    responsiveClass(flex.justifyContent, justify),
  );
  return createElement(
    as,
    { className, ...rest },
    isList
      ? Children.toArray(children).map((child, index) => (
          <li key={index} className={styles.item}>
            {child}
          </li>
        ))
      : children,
  );
}
