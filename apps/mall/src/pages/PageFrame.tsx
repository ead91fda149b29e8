import { Breadcrumb, Heading, PageColumn, Stack } from '@mall/ui-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router-dom';
import { paths } from '../app/paths';
import { breadcrumbTrail, pageHandle } from '../app/routeHandle';

/** Props of `PageFrame`. */
export type PageFrameProps = {
  /** The page's content. */
  children: ReactNode;
  /** false when the content carries the page's h1 itself (an article's or a topic's title). */
  heading?: boolean;
};

/**
 * The frame every page of the mall shares: the breadcrumb trail of the route (spec §2: it starts
 * at home, /home) and the page title from the route's handle.
 */
export function PageFrame({ children, heading = true }: PageFrameProps) {
  const { t } = useTranslation('app');
  const matches = useMatches();
  const handle = pageHandle(matches);
  const title = handle ? t(handle.titleKey) : '';
  const trail = breadcrumbTrail(matches, { id: 'home', labelKey: 'routes.home', path: paths.home() });
  const items = trail.map((step) => ({ id: step.id, label: t(step.labelKey), href: step.path }));
  return (
    <PageColumn>
      <Stack space="large">
        <Breadcrumb items={items} aria-label={t('breadcrumbLabel')} />
        {heading ? <Heading level={1}>{title}</Heading> : null}
        {children}
      </Stack>
    </PageColumn>
  );
}
