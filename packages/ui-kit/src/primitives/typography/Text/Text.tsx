import type { ReactNode } from 'react';
import * as styles from './Text.css';

export const textSizes = ['caption', 'small', 'body', 'lead'] as const;
export const textTones = ['neutral', 'muted', 'brand', 'gold', 'critical', 'positive'] as const;
export const textWeights = ['regular', 'medium', 'strong'] as const;

export type TextProps = {
  /** Type size from the scale. */
  size?: (typeof textSizes)[number];
  /** Colour role; every tone meets AA contrast on the page surface. */
  tone?: (typeof textTones)[number];
  weight?: (typeof textWeights)[number];
  /** Cut to one line with an ellipsis (the full text stays available to assistive technology). */
  truncate?: boolean;
  /** span inside a line (default), p for a paragraph. */
  as?: 'span' | 'p' | 'div' | 'strong' | 'em';
  id?: string;
  children: ReactNode;
};

/** Body text in the house type scale. */
export function Text({ size, tone, weight, truncate, as: Element = 'span', id, children }: TextProps) {
  return (
    <Element id={id} className={styles.text({ size, tone, weight, truncate })}>
      {children}
    </Element>
  );
}

export const headingLevels = [1, 2, 3, 4] as const;

export type HeadingProps = {
  /** Document outline level; also sets the size. */
  level: (typeof headingLevels)[number];
  id?: string;
  children: ReactNode;
};

/** A section heading at the given outline level. */
export function Heading({ level, id, children }: HeadingProps) {
  const Element = `h${level}` as const;
  return (
    <Element id={id} className={styles.heading({ level })}>
      {children}
    </Element>
  );
}
