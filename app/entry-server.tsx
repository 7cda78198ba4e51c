/**
 * React's server renderer for the pages the build prerenders (scripts/prerender.ts): the same
 * route table and providers as main.tsx, rendered to HTML for one URL.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { Provider } from 'jotai';
import { routes } from './router';

export { PRERENDERED_PAGES, PRERENDERED_ATTRIBUTE } from './prerender/pages';

export async function renderPage(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`Prerendering ${path} answered ${context.status} instead of a page.`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <Provider>
        {/* No hydration script: the routes load no data, and the client resolves its lazy routes before hydrating. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Provider>
    </StrictMode>,
  );
}
