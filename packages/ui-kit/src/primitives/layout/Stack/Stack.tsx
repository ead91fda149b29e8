import { Children, createElement, type ReactNode } from 'react';
import * as flex from '../atoms/flex.css';
import * as gaps from '../atoms/gap.css';
import {
  alignItemsValues,
  flexDirections,
  justifyContentValues,
  type AlignItems,
  type FlexDirection,
  type JustifyContent,
  type Space,
} from '../atoms/values';
import { classNames, responsiveClass, type Responsive } from '../responsive';
import * as styles from './Stack.css';

export const stackDirections = flexDirections;
export const stackAligns = alignItemsValues;
export const stackJustifies = justifyContentValues;

export type StackProps = {
  /** Gap between children, a theme space token, or one per breakpoint (`{ mobile: 'small', desktop: 'large' }`). */
  space?: Responsive<Space>;
  /** column stacks vertically (default); row lines children up (for a row that wraps, prefer Inline). */
  direction?: Responsive<FlexDirection>;
  /** Cross-axis alignment. */
  align?: Responsive<AlignItems>;
  /** Main-axis distribution. */
  justify?: Responsive<JustifyContent>;
  /** Let a row wrap onto several lines. */
  wrap?: boolean;
  /** Render as a list (ul/li) when the children are a list of like things. */
  as?: 'div' | 'ul' | 'ol';
  /** The list's or group's name, when it needs one. */
  'aria-label'?: string;
  /** The stacked content; with as="ul" each child becomes an li. */
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
  const className = classNames(
    styles.stack,
    isList && styles.list,
    responsiveClass(flex.flexDirection, direction),
    responsiveClass(gaps.gap, space),
    responsiveClass(flex.alignItems, align),
    responsiveClass(flex.justifyContent, justify),
    wrap && flex.flexWrap.wrap,
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
