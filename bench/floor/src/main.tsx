// The bare stack floor (notes/targets.md): React 19 + react-router 7 data router + SWR + i18next +
// redaxios, one heading and one image. The mall's first load is measured against this, built in
// the same run with the same Vite.
import i18next from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import redaxios from 'redaxios';
import useSWR from 'swr';

await i18next
  .use(initReactI18next)
  .init({ lng: 'zh-CN', resources: { 'zh-CN': { translation: { title: '金缘珠宝' } } } });

function Home() {
  const { t } = useTranslation();
  const { data } = useSWR('/config.json', (url: string) =>
    redaxios.get(url).then((r) => r.data as { brand?: { name: string } }),
  );
  return (
    <main>
      <h1>{data?.brand?.name ?? t('title')}</h1>
      <img
        src="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='640' height='360'%3E%3Crect width='640' height='360' fill='%23c9a24a'/%3E%3C/svg%3E"
        width="640"
        height="360"
        alt="金饰"
      />
    </main>
  );
}

const router = createBrowserRouter([{ path: '*', element: <Home /> }]);
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <I18nextProvider i18n={i18next}>
      <RouterProvider router={router} />
    </I18nextProvider>
  </StrictMode>,
);
