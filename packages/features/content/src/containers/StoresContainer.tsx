import { Heading, PillLinks, Stack, StoreList, Text } from '@mall/ui-kit';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../hooks/useContent';
import { ContentStates } from './states';

export type StoresContainerProps = {
  /** The city whose boutiques are on show; '' for every city. */
  city: string;
  /** Where a city filter leads (the app's /onlineOfficialStore?city=…). */
  cityHref: (city: string) => string;
};

/** /onlineOfficialStore: the house's official shops on other platforms, then its boutiques by city. */
export function StoresContainer({ city, cityHref }: StoresContainerProps) {
  const { t } = useTranslation('content');
  const onlineId = useId();
  const offlineId = useId();
  const online = useStores('online', '');
  const offline = useStores('offline', city);
  const labels = {
    address: t('stores.address'),
    phone: t('stores.phone'),
    hours: t('stores.hours'),
    visit: t('stores.visit'),
    newTab: t('stores.newTab'),
  };
  const cities = [
    { city: '', label: t('stores.allCities') },
    ...(offline.data?.areas ?? []).map((area) => ({ city: area, label: area })),
  ];

  return (
    <Stack space="xlarge">
      <section aria-labelledby={onlineId}>
        <Stack space="medium">
          <Heading level={2} id={onlineId}>
            {t('stores.online')}
          </Heading>
          {online.data ? (
            <StoreList stores={online.data.list.map((store) => ({ ...store, id: String(store.id) }))} labels={labels} />
          ) : (
            <ContentStates state={online} notFoundTitle={t('stores.empty')} />
          )}
        </Stack>
      </section>
      <section aria-labelledby={offlineId}>
        <Stack space="medium">
          <Heading level={2} id={offlineId}>
            {t('stores.offline')}
          </Heading>
          <PillLinks
            navigationLabel={t('stores.cities')}
            links={cities.map((entry) => ({
              key: entry.city || 'all',
              label: entry.label,
              href: cityHref(entry.city),
              current: entry.city === city,
            }))}
          />
          {offline.data ? (
            offline.data.list.length > 0 ? (
              <StoreList
                stores={offline.data.list.map((store) => ({ ...store, id: String(store.id) }))}
                labels={labels}
              />
            ) : (
              <Text tone="muted">{t('stores.noneInCity', { city })}</Text>
            )
          ) : (
            <ContentStates state={offline} notFoundTitle={t('stores.empty')} />
          )}
        </Stack>
      </section>
    </Stack>
  );
}
