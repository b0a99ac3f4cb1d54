import { localeFromPath } from '@meetspace/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { createI18n } from './app/i18n.ts';
import { createRouter } from './app/router.tsx';
import { SessionProvider } from './features/auth/session.tsx';
import './styles.css';
import { ToastProvider } from './components/toasts.tsx';

const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1 } } });
const i18n = createI18n(localeFromPath(window.location.pathname));
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <SessionProvider>
            <ToastProvider>
              <RouterProvider router={createRouter()} />
            </ToastProvider>
          </SessionProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </StrictMode>,
  );
}
