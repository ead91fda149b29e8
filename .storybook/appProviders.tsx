import type { RuntimeConfig } from '@mall/contract';
import {
  ApiClientProvider,
  createApiClient,
  createI18n,
  createMemoryStorage,
  createSessionStore,
  RuntimeConfigProvider,
  SessionProvider,
  type UserInfo,
} from '@mall/core';
import type { Decorator, Loader } from '@storybook/react-vite';
import type { i18n as I18n, Resource } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig } from 'swr';

/** The runtime config every feature story runs with (as the reference server writes it). */
export const storyConfig: RuntimeConfig = {
  productCode: 'mall',
  appId: 'jinyuan-web',
  brand: {
    name: '金缘珠宝',
    logo: "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'%3E%3Crect width='64' height='64' rx='12' fill='%23a4141d'/%3E%3C/svg%3E",
  },
  hosts: { api: '', newApi: '', sso: '', crm: '', origin: '' },
  staffSso: { issuer: '/oidc', clientId: 'mall-web', redirectUri: '/login' },
  captcha: { provider: 'builtin', captchaId: 'builtin' },
  chatUrl: '/customerServiceView',
  storeLocatorUrl: '/onlineOfficialStore',
  // /webView stories frame the storybook's own pages (self) and refuse the rest.
  webViewHosts: ['self', 'https://campaign.jinyuan.example'],
  support: { hotline: '400-820-1314', hotlineHours: '9:30-17:30', chatHours: '8:15-23:45' },
};

// Every feature's namespace, found by convention: packages/features/*/src/i18n/resources.ts.
const modules = import.meta.glob<Record<string, Resource>>('../packages/features/*/src/i18n/resources.ts', {
  eager: true,
});
const resources: Resource = {};
for (const exported of Object.values(modules)) {
  for (const bundle of Object.values(exported)) {
    for (const [locale, namespaces] of Object.entries(bundle))
      resources[locale] = { ...resources[locale], ...namespaces };
  }
}

let shared: Promise<I18n> | undefined;

/** One i18next instance for all feature stories, switched to the locale toolbar's choice. */
export const i18nLoader: Loader = async (context) => {
  shared ??= createI18n({ resources, storage: createMemoryStorage(), document });
  const i18n = await shared;
  await i18n.changeLanguage((context.globals.locale as string | undefined) ?? 'zh-CN');
  return { i18n };
};

/**
 * Feature stories (parameter `app: { user? }`) run inside the real providers: runtime config, the
 * real api client (its calls answered by the story's MSW handlers), a session (a visitor unless
 * the story gives a user), a fresh SWR cache per story, and i18next.
 */
export const withAppProviders: Decorator = (Story, context) => {
  const app = context.parameters.app as { user?: Partial<UserInfo> } | undefined;
  if (!app) return <Story />;
  const session = createSessionStore(createMemoryStorage());
  if (app.user) session.set(app.user);
  const client = createApiClient({ config: storyConfig, session });
  return (
    <I18nextProvider i18n={context.loaded.i18n as I18n}>
      <RuntimeConfigProvider config={storyConfig}>
        <SessionProvider store={session}>
          <ApiClientProvider client={client}>
            <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
              <Story />
            </SWRConfig>
          </ApiClientProvider>
        </SessionProvider>
      </RuntimeConfigProvider>
    </I18nextProvider>
  );
};
