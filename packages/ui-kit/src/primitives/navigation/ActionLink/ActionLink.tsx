import type { ReactNode } from 'react';
import { PlainLink } from '../PlainLink/PlainLink';
import * as styles from './ActionLink.css';

export const actionLinkLooks = ['text', 'button'] as const;

export type ActionLinkProps = {
  /** Where it leads (a page of the mall: the app routes it). */
  href: string;
  /** The link's words. */
  children: ReactNode;
  /** text: a brand-coloured text link on its own line (default); button: a secondary button's look. */
  look?: (typeof actionLinkLooks)[number];
};

/** A link that leads on from a page (to the fund's orders, back to the news list), in a look of its own. */
export function ActionLink({ href, children, look }: ActionLinkProps) {
  return (
    <PlainLink className={styles.link({ look })} href={href}>
      {children}
    </PlainLink>
  );
}
