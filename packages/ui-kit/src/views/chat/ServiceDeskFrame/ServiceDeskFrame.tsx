import type { ReactNode } from 'react';
import { Heading, Text } from '../../../primitives/typography/Text/Text';
import * as styles from './ServiceDeskFrame.css';

export type ServiceDeskFrameProps = {
  /** The page's heading (客服工作台). */
  title: string;
  /** Why the desk is not drawn (staff without the agent role); given, it is all the page shows. */
  refusal?: string;
  /** The conversation list, on the left. */
  conversations?: ReactNode;
  /** The chosen conversation (or the word to choose one), on the right. */
  children?: ReactNode;
};

/** The agents' desk (spec §7): the title over the conversations and the chosen one side by side. */
export function ServiceDeskFrame({ title, refusal, conversations, children }: ServiceDeskFrameProps) {
  if (refusal !== undefined) {
    return (
      <div className={styles.refusal}>
        <Heading level={1}>{title}</Heading>
        <Text as="p" tone="muted">
          {refusal}
        </Text>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <Heading level={1}>{title}</Heading>
      <div className={styles.desk}>
        {conversations}
        <div className={styles.pane}>{children}</div>
      </div>
    </div>
  );
}
