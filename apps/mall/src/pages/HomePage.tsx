import { HomeContent } from '@mall/feature-content';
import { VisuallyHidden } from '@mall/ui-kit';
import { useTranslation } from 'react-i18next';
import { paths } from '../app/paths';

/** /home: the banner carousel and topic floors from the server (spec §2; DESIGN.md §5 seed). */
export function HomePage() {
  const { t } = useTranslation('app');
  return (
    <>
      {/* One h1 per page, for assistive technology; the banners say it visually. */}
      <VisuallyHidden as="h1">{t('home.title')}</VisuallyHidden>
      <HomeContent topicHref={(id) => paths.topic(id)} />
    </>
  );
}

export default HomePage;
