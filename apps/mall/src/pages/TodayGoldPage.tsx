import { TodayGoldContainer } from '@mall/feature-goods';
import { Breadcrumb, PageColumn, Stack } from '@mall/ui-kit';
import { useTranslation } from 'react-i18next';
import { paths } from '../app/paths';

/** /todaygold (spec §2, §3): today's four gold prices in 元/克, the reading time and the recent days. */
export function TodayGoldPage() {
  const { t } = useTranslation('app');
  return (
    <PageColumn>
      <Stack space="large">
        <Breadcrumb
          aria-label={t('breadcrumbLabel')}
          items={[
            { id: 'home', label: t('routes.home'), href: paths.home() },
            { id: 'todaygold', label: t('routes.todaygold') },
          ]}
        />
        <TodayGoldContainer />
      </Stack>
    </PageColumn>
  );
}

export default TodayGoldPage;
