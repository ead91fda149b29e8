import { createElement, type ReactNode } from 'react';
import * as styles from './PageColumn.css';

export const pageColumnSpacings = ['none', 'large', 'xxlarge'] as const;

export type PageColumnProps = {
  /** The page's content. */
  children: ReactNode;
  /** Space above and below: large for a page under the header (default), xxlarge for a page on its own, none when the content brings its own. */
  spacing?: (typeof pageColumnSpacings)[number];
  /** main when the column is the page's main landmark (a page outside the mall's layout). */
  as?: 'div' | 'main';
};

/**
 * The column every page's content sits in: the content width of the design (spec §1), centred, with
 * the gutter on both sides.
 */
export function PageColumn({ children, spacing, as = 'div' }: PageColumnProps) {
  return createElement(as, { className: styles.column({ spacing }) }, children);
}
