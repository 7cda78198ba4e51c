/**
 * React's server renderer for the pages the build prerenders (scripts/prerender.ts): the same
 * route table and providers as main.tsx, rendered to HTML for one URL in one language (issue 44).
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { Provider } from 'jotai';
import { AppRoutes, preloadScreens } from './router';
import { loadTexts } from './lib/i18n/texts';
import { setFirstRenderLocale } from './lib/i18n/use-locale';
import type { AppLocale } from './lib/i18n/locale';
import { LANDING_TEXTS } from './features/landing/landing-texts';
import { QUIZ_QUESTION_COUNT } from '../catalog/quiz/question-count';
import { preloadLegalBodies } from './features/legal/legal-body';

export { PRERENDERED_PAGES, PRERENDERED_ATTRIBUTE } from './prerender/pages';
export { APP_LOCALES, directionOf } from './lib/i18n/locale';

export async function renderPage(path: string, locale: AppLocale = 'en'): Promise<string> {
  // The screens and the language's texts load first, so the render holds the page in that language, not the placeholder; the client does the same before hydrating.
  await Promise.all([preloadScreens(path), loadTexts(locale, 'account')]);
  // A legal page's body in that language is a chunk of its own (legal-body.tsx), registered once the screen's chunk is here.
  await preloadLegalBodies(locale);
  setFirstRenderLocale(locale);
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

/** The document's title and description in `locale` (the template's are English). */
export async function documentHead(locale: AppLocale): Promise<{ readonly title: string; readonly description: string }> {
  await loadTexts(locale);
  return { title: LANDING_TEXTS.format(locale, 'documentTitle'), description: LANDING_TEXTS.format(locale, 'documentDescription', { count: QUIZ_QUESTION_COUNT }) };
}
