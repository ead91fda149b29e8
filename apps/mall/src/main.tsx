import '@mall/ui-kit/theme.css';
import { createI18n, loadRuntimeConfig } from '@mall/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { Providers } from './app/providers';
import { routes } from './app/routes';
import { StartupFailure } from './app/StartupFailure';
import { resources } from './i18n/resources';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root');
const root = createRoot(rootElement);

async function start(): Promise<void> {
  const i18n = await createI18n({ resources });
  try {
    // spec §7: the runtime config is loaded before anything renders.
    const config = await loadRuntimeConfig();
    const router = createBrowserRouter(routes);
    root.render(
      <StrictMode>
        <Providers config={config} i18n={i18n}>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    );
  } catch (error) {
    console.error(error);
    // spec §8: config load failure → 初始化失败.
    root.render(<StartupFailure i18n={i18n} onRetry={() => window.location.reload()} />);
  }
}

void start();
