import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { Provider } from 'jotai';
import { routes } from './router';
import { PRERENDERED_ATTRIBUTE } from './prerender/pages';
import { rendersAsPrerendered, sessionStorageOrNull } from './prerender/hydration';
import './styles.css';

/** Loads the lazy routes this URL matches before the first render, so it commits the page itself, never the empty placeholder over prerendered HTML. */
async function resolveLazyMatches(table: RouteObject[]): Promise<void> {
  const matches = matchRoutes(table, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}

async function start(container: HTMLElement): Promise<void> {
  const prerendered = container.hasAttribute(PRERENDERED_ATTRIBUTE);
  if (prerendered) await resolveLazyMatches(routes);
  const app = (
    <StrictMode>
      <Provider>
        <RouterProvider router={createBrowserRouter(routes)} />
      </Provider>
    </StrictMode>
  );
  if (prerendered && rendersAsPrerendered(window.location.search, sessionStorageOrNull())) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html needs a #root element.');
void start(container);
