// @vitest-environment happy-dom
import { formerPatterns } from '@meetspace/domain';
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createRoutes } from '../router.tsx';
import { MovedPage } from './moved-page.tsx';

// React's act() in a test DOM.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(cleanup);

describe('a page that moved', () => {
  it('has its former paths in the router, under their locale', () => {
    const routes = createRoutes();
    const nl = routes.find((route) => route.path === '/nl');
    expect(nl?.children?.map((child) => child.path)).toContain('/nl/locaties/:id/:slug/werkplekken');
    const en = routes.find((route) => route.path === '/en');
    expect(en?.children?.map((child) => child.path)).not.toContain('/nl/locaties/:id/:slug/werkplekken');
  });

  it('sends a link to its former path on to the current one, keeping query and hash', async () => {
    const router = createMemoryRouter(
      [
        ...formerPatterns().map(({ pattern }) => ({ path: pattern, element: <MovedPage /> })),
        { path: '/nl/locaties/:id/:slug/flexplekken', element: <p>Flexplekken</p> },
      ],
      { initialEntries: ['/nl/locaties/12/de-werf/werkplekken?datum=2026-12-01#boven'] },
    );
    await act(async () => {
      render(<RouterProvider router={router} />);
    });
    expect(router.state.location).toMatchObject({
      pathname: '/nl/locaties/12/de-werf/flexplekken',
      search: '?datum=2026-12-01',
      hash: '#boven',
    });
  });
});
