// The shared stylesheet first, so each feature's own comes after it in the cascade.
import './styles/index.css';
import { DEFAULT_LOCALE, localeFromPath } from '@meetspace/domain';
import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppShell, createQueryClient } from './app/app-shell.tsx';
import { createRouter } from './app/router.tsx';
import { createI18n, loadCommon } from './lib/i18n.ts';
import { preloadScreens, reloadOnceAMinute } from './lib/lazy-with-reload.ts';

const queryClient = createQueryClient();
const locale = localeFromPath(window.location.pathname) ?? DEFAULT_LOCALE;
const i18n = createI18n(locale);
const root = document.getElementById('root');
if (root) {
  const app = (
    <AppShell i18n={i18n} queryClient={queryClient}>
      <RouterProvider router={createRouter()} />
    </AppShell>
  );
  // The page's strings come first (the server preloads their chunk beside this script).
  // Should their chunk be gone (a new version was deployed), the page reloads once.
  const strings = loadCommon(locale).catch(() => {
    reloadOnceAMinute(window.sessionStorage, Date.now(), () => window.location.reload());
  });
  // A page the server rendered is taken over (hydrated) with the answers it used; others are drawn here.
  // The code of the page's lazy screens is loaded first, so hydration never waits inside the page.
  if (root.dataset.ssr === '1') {
    const state = document.getElementById('query-state')?.textContent;
    if (state) hydrate(queryClient, JSON.parse(state));
    const screens = (root.dataset.screens ?? '').split(',').filter(Boolean).map(Number);
    void Promise.all([strings, preloadScreens(screens).catch(() => undefined)])
      // As a transition, hydration yields to the browser between pieces (no long task on a phone).
      .then(() => startTransition(() => void hydrateRoot(root, app)));
  } else {
    void strings.then(() => createRoot(root).render(app));
  }
}
