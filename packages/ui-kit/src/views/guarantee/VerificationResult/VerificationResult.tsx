import type { ReactNode } from 'react';
import { Badge } from '../../../primitives/feedback/Badge/Badge';
import { Image } from '../../../primitives/media/Image/Image';
import { FactList, type Fact } from '../../../primitives/data/FactList/FactList';
import { Box } from '../../../primitives/layout/Box/Box';
import * as styles from '../guarantee.css';

export const verificationStates = ['found', 'notFound', 'malformed', 'limited', 'captcha', 'voided'] as const;
export type VerificationState = (typeof verificationStates)[number];

/** Each answer's heading and explanation. */
export type VerificationResultLabels = Record<VerificationState, { title: string; description: string }> & {
  /** The badge of a genuine piece (正品). */
  genuine: string;
};

export type VerificationResultProps = {
  state: VerificationState;
  labels: VerificationResultLabels;
  /** The genuine piece's public facts (state found). */
  piece?: { title: string; thumb: string; facts: readonly Fact[] };
  /** The slider to pass before looking up again (state captcha). */
  captcha?: ReactNode;
};

const tones = {
  found: 'positive',
  notFound: 'warning',
  malformed: 'warning',
  limited: 'critical',
  captcha: 'info',
  voided: 'critical',
} as const;

/**
 * The answer of a certificate look-up (issue #14 商品验证): a genuine piece's public facts, no such
 * certificate, a number that cannot be one, too many look-ups, the slider to pass first, or a
 * certificate made void when its piece was refunded.
 */
export function VerificationResult({ state, labels, piece, captcha }: VerificationResultProps) {
  const text = labels[state];
  return (
    <Box
      as="section"
      aria-label={text.title}
      display="flex"
      flexDirection="column"
      gap="medium"
      padding="gutter"
      borderRadius="large"
      border="standard"
      background="surface"
    >
      <h2 className={styles.resultHead}>
        {state === 'found' ? <Badge tone={tones[state]}>{labels.genuine}</Badge> : null}
        <span>{text.title}</span>
      </h2>
      <p className={styles.meta}>{text.description}</p>
      {state === 'found' && piece ? (
        <div className={styles.piece}>
          <Image src={piece.thumb} alt="" ratio="1/1" />
          <Box display="flex" flexDirection="column" gap="small" minWidth={0}>
            <h3 className={styles.itemTitle}>{piece.title}</h3>
            <FactList facts={piece.facts} />
          </Box>
        </div>
      ) : null}
      {state === 'captcha' ? captcha : null}
    </Box>
  );
}
