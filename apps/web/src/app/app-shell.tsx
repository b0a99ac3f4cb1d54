import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { type ReactNode, StrictMode, useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ToastProvider } from '../components/toasts.tsx';
import { SessionProvider } from '../lib/session.tsx';

/** One query client per page load (browser) or per rendered page (server). */
export const createQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1 } } });

/** Marks the page as interactive once React has taken it over (`<html data-ready>`; tests wait for it). */
function ReadyMark() {
  useEffect(() => {
    document.documentElement.dataset.ready = '1';
  }, []);
  return null;
}

/**
 * The providers around the router, the same in the browser and on the server, so that a
 * server-rendered page hydrates into the same tree.
 */
export function AppShell({
  i18n,
  queryClient,
  children,
}: {
  i18n: I18n;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <SessionProvider>
            <ToastProvider>
              {children}
              <ReadyMark />
            </ToastProvider>
          </SessionProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </StrictMode>
  );
}
