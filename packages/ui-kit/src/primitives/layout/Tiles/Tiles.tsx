import { Children, createElement, type ReactNode } from 'react';
import * as gaps from '../atoms/gap.css';
import type { Space } from '../atoms/values';
import { classNames, responsiveClass, type Responsive } from '../responsive';
import * as styles from './Tiles.css';

/** How many columns Tiles may have. */
export const tileColumns = [1, 2, 3, 4, 5, 6] as const;

export type TilesProps = {
  /** Columns of the grid, or per breakpoint (`{ mobile: 2, desktop: 4 }`). */
  columns: Responsive<(typeof tileColumns)[number]>;
  /** Gap between the tiles, both ways: a theme space token, or one per breakpoint. */
  space: Responsive<Space>;
  /** Render as a list (ul/li) when the tiles are a list of like things (products, stores). */
  as?: 'div' | 'ul' | 'ol';
  /** The grid's or list's name, when it needs one. */
  'aria-label'?: string;
  /** The tiles; with as="ul" each child becomes an li. */
  children: ReactNode;
};

/** An even grid of equal columns with a theme gap (issue #37, after Braid's Tiles): product cards, photos. */
export function Tiles({ columns, space, as = 'div', children, ...rest }: TilesProps) {
  const isList = as !== 'div';
  const className = classNames(
    styles.tiles,
    isList && styles.list,
    responsiveClass(styles.columns, columns),
    responsiveClass(gaps.gap, space),
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
