import { ArticleDetailContainer } from '@mall/feature-content';
import { useTranslation } from 'react-i18next';
import { ActionLink } from '@mall/ui-kit';
import { useSearchParams } from 'react-router-dom';
import { paths } from '../../app/paths';
import { parseNewsTarget } from '../../app/pageQueries';
import { PageFrame } from '../PageFrame';

/** /detail?id=… (spec §2): one news item (an id of another kind is not found); its title is the page's heading. */
export function NewsDetailPage() {
  const { t } = useTranslation('app');
  const [query] = useSearchParams();
  return (
    <PageFrame heading={false}>
      <ArticleDetailContainer target={parseNewsTarget(query)} />
      <ActionLink look="button" href={paths.list()}>
        {t('news.back')}
      </ActionLink>
    </PageFrame>
  );
}

export default NewsDetailPage;
