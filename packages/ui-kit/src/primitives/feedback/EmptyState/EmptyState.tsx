import type { ReactNode } from 'react';
import { Heading, type headingLevels } from '../../typography/Text/Text';
import * as styles from './EmptyState.css';

export const emptyStateIllustrations = ['box', 'bag'] as const;

export type EmptyStateProps = {
  /** What is empty, as a heading (e.g. 购物袋是空的). */
  title: string;
  /** What to do about it (e.g. 挑选心仪的金饰，加入购物袋吧。). */
  description?: string;
  /** The way out, usually a Button (e.g. 去逛逛). */
  action?: ReactNode;
  /** box for empty results and lists (an empty jewellery box), bag for the shopping bag. */
  illustration?: (typeof emptyStateIllustrations)[number];
  /** Outline level of the title, to fit the page's heading structure. */
  headingLevel?: (typeof headingLevels)[number];
};

/** An open jewellery box with an empty cushion. */
function BoxDrawing() {
  return (
    <>
      <ellipse className={styles.floor} cx="80" cy="110" rx="58" ry="6" />
      <path className={styles.goldSoft} d="M34 44 50 14h60l16 30z" />
      <path className={styles.surface} d="M46 40 57 22h46l11 18z" />
      <rect className={styles.goldSoft} x="30" y="44" width="100" height="62" rx="4" />
      <rect className={styles.surface} x="42" y="52" width="76" height="28" rx="8" />
      <path className={styles.goldLine} d="M62 66h36" />
      <rect className={styles.goldFill} x="73" y="88" width="14" height="9" rx="2" />
      <path
        className={styles.goldFill}
        d="m138 18 2.2 5.8 5.8 2.2-5.8 2.2-2.2 5.8-2.2-5.8-5.8-2.2 5.8-2.2zM22 30l1.5 3.5 3.5 1.5-3.5 1.5-1.5 3.5-1.5-3.5-3.5-1.5 3.5-1.5z"
      />
    </>
  );
}

/** A gift-wrapped shopping bag, flat and empty. */
function BagDrawing() {
  return (
    <>
      <ellipse className={styles.floor} cx="80" cy="110" rx="58" ry="6" />
      <path className={styles.brandLine} d="M62 48V36a18 18 0 0 1 36 0v12" />
      <path className={styles.brandSoft} d="M42 40h76l7 66H35z" />
      <circle className={styles.brandFill} cx="62" cy="50" r="3" />
      <circle className={styles.brandFill} cx="98" cy="50" r="3" />
      <path className={styles.goldSoft} d="m80 76-15-9v18zm0 0 15-9v18z" />
      <circle className={styles.goldFill} cx="80" cy="76" r="4" />
      <path
        className={styles.goldFill}
        d="m136 20 2.2 5.8 5.8 2.2-5.8 2.2-2.2 5.8-2.2-5.8-5.8-2.2 5.8-2.2zM24 34l1.5 3.5 3.5 1.5-3.5 1.5-1.5 3.5-1.5-3.5-3.5-1.5 3.5-1.5z"
      />
    </>
  );
}

/**
 * What an empty list, search or bag shows instead of nothing: a decorative drawing in the theme's
 * colours (hidden from assistive technology), a heading, a short explanation and a way out.
 */
export function EmptyState({ title, description, action, illustration = 'box', headingLevel = 2 }: EmptyStateProps) {
  return (
    <div className={styles.root}>
      <svg className={styles.illustration} viewBox="0 0 160 120" aria-hidden="true" focusable="false">
        {illustration === 'bag' ? <BagDrawing /> : <BoxDrawing />}
      </svg>
      <Heading level={headingLevel}>{title}</Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
