/**
 * React's server renderer for the pages the build prerenders (scripts/prerender.ts): the same
 * route table and providers as main.tsx, rendered to HTML for one URL.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { Provider } from 'jotai';
import { AppRoutes, preloadScreens } from './router';

export { PRERENDERED_PAGES, PRERENDERED_ATTRIBUTE } from './prerender/pages';

export async function renderPage(path: string): Promise<string> {
  // The screens load first, so the render holds the page, not the placeholder; the client preloads the same before hydrating.
  await preloadScreens(path);
  return renderToString(
    <StrictMode>
      <Provider>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </Provider>
    </StrictMode>,
  );
}
