import { createElement, type ElementType, type ReactNode } from 'react';
import { sprinkles, type Sprinkles } from '../../../theme/sprinkles.css';

export type BoxProps = Sprinkles & {
  /** The element to render; pick the one that carries the right meaning (section, nav, ul …). */
  as?: ElementType;
  children?: ReactNode;
  /** Id for labelling relations (aria-labelledby) and in-page links. */
  id?: string;
  /** Accessible name when the element is a landmark or a group without visible label. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** Landmark or group role when the element alone does not say it. */
  role?: string;
};

/** Layout atom: spacing, flex and colour from the theme tokens, never raw styles (STYLE.md §2). */
export function Box({ as = 'div', children, ...rest }: BoxProps) {
  const atoms: Record<string, unknown> = {};
  const attributes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rest)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else attributes[key] = value;
  }
  return createElement(as, { ...attributes, className: sprinkles(atoms as Sprinkles) }, children);
}
