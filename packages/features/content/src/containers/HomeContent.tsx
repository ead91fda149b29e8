import { AdvertBanner, EmptyState, Heading, HomeLayout, RetryNotice, Rotator, Skeleton, Stack } from '@mall/ui-kit';
import { TopicCards } from './TopicCards';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { homeAdvertTags } from '../api/contentApi';
import { advertLink } from '../api/links';
import { useAdverts, useTopics } from '../hooks/useContent';

/** Each banner stays this long before the next (the shopper can pause). */
const bannerMs = 5000;

export type HomeContentProps = {
  /** The page of a topic (the app's /d?id=…). Features do not know routes. */
  topicHref: (id: number) => string;
};

/**
 * The home page from the server's content: the banner carousel (adverts, position 1) and the
 * floors of topics marked for the home page, each leading to its topic page.
 */
export function HomeContent({ topicHref }: HomeContentProps) {
  const { t } = useTranslation('content');
  const headingId = useId();
  const banners = useAdverts(homeAdvertTags.carousel);
  const topics = useTopics();
  const floors = (topics.data ?? []).filter((topic) => topic.isHomeFloor);

  const slides = (banners.data ?? []).map((advert, index) => {
    const link = advertLink(advert.jumpLink);
    return {
      id: String(advert.id),
      durationMs: bannerMs,
      content: (
        <AdvertBanner
          src={advert.srcLink}
          alt={advert.title}
          priority={index === 0}
          href={link?.href}
          isExternal={link?.isExternal}
        />
      ),
    };
  });

  return (
    <HomeLayout>
      {banners.isLoading ? <Skeleton shape="rect" aspectRatio={3} /> : null}
      {slides.length > 0 ? (
        <Rotator items={slides} label={t('home.banners')} pauseLabel={t('home.pause')} resumeLabel={t('home.resume')} />
      ) : null}

      <section aria-labelledby={headingId}>
        <Stack space="medium">
          <Heading level={2} id={headingId}>
            {t('home.floorsTitle')}
          </Heading>
          {topics.isLoading ? <Skeleton shape="text" lines={3} /> : null}
          {topics.error ? (
            <RetryNotice message={t('home.failed')} retryLabel={t('home.retry')} onRetry={() => void topics.mutate()} />
          ) : null}
          {topics.data && floors.length === 0 ? (
            <EmptyState headingLevel={3} title={t('home.emptyTitle')} description={t('home.emptyDescription')} />
          ) : null}
          {floors.length > 0 ? <TopicCards topics={floors} topicHref={topicHref} /> : null}
        </Stack>
      </section>
    </HomeLayout>
  );
}
