import { Children, createElement, type ReactNode } from 'react';
import type { vars } from '../../../theme/contract.css';
import * as styles from './Stack.css';

export const stackDirections = ['column', 'row'] as const;
export const stackAligns = ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'] as const;
export const stackJustifies = ['flex-start', 'center', 'flex-end', 'space-between', 'space-around'] as const;

export type StackProps = {
  /** Gap between children, a theme space token. */
  space?: keyof typeof vars.space;
  /** column stacks vertically (default); row lines children up. */
  direction?: (typeof stackDirections)[number];
  /** Cross-axis alignment. */
  align?: (typeof stackAligns)[number];
  /** Main-axis distribution. */
  justify?: (typeof stackJustifies)[number];
  /** Let a row wrap onto several lines. */
  wrap?: boolean;
  /** Render as a list (ul/li) when the children are a list of like things. */
  as?: 'div' | 'ul' | 'ol';
  'aria-label'?: string;
  children: ReactNode;
};

/** Even spacing between children; with as="ul" each child is wrapped in an li. */
export function Stack({
  space = 'medium',
  direction = 'column',
  align,
  justify,
  wrap,
  as = 'div',
  children,
  ...rest
}: StackProps) {
  const isList = as !== 'div';
  return createElement(
    as,
    { className: styles.stack({ space, direction, align, justify, wrap, isList }), ...rest },
    isList
      ? Children.toArray(children).map((child, index) => (
          <li key={index} className={styles.item}>
            {child}
          </li>
        ))
      : children,
  );
}
