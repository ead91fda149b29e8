import { Heading, PageColumn, Stack, Text } from '@mall/ui-kit';
import type { ReactNode } from 'react';

/** Props of `StandalonePage`. */
export type StandalonePageProps = {
  /** The page's name, as its only first-level heading. */
  title: string;
  children: ReactNode;
};

/**
 * A page shown outside the mall's layout (spec §2: /customerServiceView and /webView), full
 * window, without header, footer or zoom: it is opened in its own tab or embedded elsewhere.
 */
export function StandalonePage({ title, children }: StandalonePageProps) {
  return (
    <PageColumn as="main" spacing="xxlarge">
      <Stack space="medium">
        <Heading level={1}>{title}</Heading>
        <Text as="p" tone="muted">
          {children}
        </Text>
      </Stack>
    </PageColumn>
  );
}
