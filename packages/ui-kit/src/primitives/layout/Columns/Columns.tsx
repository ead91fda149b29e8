import { createContext, useContext, type ReactNode } from 'react';
import * as flex from '../atoms/flex.css';
import type { AlignItems, Space } from '../atoms/values';
import { classNames, responsiveClass, type Responsive } from '../responsive';
import * as styles from './Columns.css';

export type { ColumnWidth } from './Columns.css';

/** The widths a Column takes: fluid (the space left, shared), content (its own width) or a fraction of the row. */
export const columnWidths = [
  'fluid',
  'content',
  '1/2',
  '1/3',
  '2/3',
  '1/4',
  '3/4',
  '1/5',
  '2/5',
  '3/5',
  '4/5',
] as const;

type Collapse = 'tablet' | 'desktop';
const CollapseContext = createContext<Collapse | undefined>(undefined);

export type ColumnsProps = {
  /** Gap between the columns (and between them once stacked): a theme space token, or one per breakpoint. */
  space: Responsive<Space>;
  /** Vertical alignment of the columns (stretch when left out: columns of equal height). */
  align?: Responsive<AlignItems>;
  /** Stack the columns one under another below this breakpoint. */
  collapseBelow?: Collapse;
  /** The columns, each a Column. */
  children: ReactNode;
};

/**
 * Columns side by side with a theme gap (issue #37, after Braid's Columns): each `Column` is fluid,
 * as wide as its content, or a fraction of the row; below `collapseBelow` they stack.
 */
export function Columns({ space, align, collapseBelow, children }: ColumnsProps) {
  const className = classNames(
    styles.columns,
    collapseBelow && styles.collapseBelow[collapseBelow],
    responsiveClass(styles.space, space),
    responsiveClass(flex.alignItems, align),
  );
  return (
    <div className={className}>
      <CollapseContext value={collapseBelow}>{children}</CollapseContext>
    </div>
  );
}

export type ColumnProps = {
  /** fluid (default) shares the space left; content keeps its own width; a fraction takes that share of the row. */
  width?: (typeof columnWidths)[number];
  /** The column's content. */
  children?: ReactNode;
};

/** One column of a `Columns` row. */
export function Column({ width = 'fluid', children }: ColumnProps) {
  const collapse = useContext(CollapseContext);
  return <div className={styles.width[collapse ?? 'none'][width]}>{children}</div>;
}
