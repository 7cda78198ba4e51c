import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { Provider } from 'jotai';
import { AppRoutes, preloadScreens } from './router';
import { PRERENDERED_ATTRIBUTE, prerenderedPage } from './prerender/pages';
import { rendersAsPrerendered, sessionStorageOrNull } from './prerender/hydration';
import './styles.css';
import { loadAccountLanguage } from './lib/i18n/account-choice';
import { chosenLanguage, cookieForRememberedChoice, deviceStorage } from './lib/i18n/language-choice';
import { isAppLocale, resolveAppLocale } from './lib/i18n/locale';
import { loadTexts } from './lib/i18n/texts';
import { setFirstRenderLocale } from './lib/i18n/use-locale';

async function start(container: HTMLElement): Promise<void> {
  const page = prerenderedPage(container.getAttribute(PRERENDERED_ATTRIBUTE));
  const prerendered = page !== undefined;
  // The language the server prerendered the page in (issue 44), else the shopper's: its texts load before the first render, so nothing switches language after the paint.
  const documentLanguage = document.documentElement.lang;
  const locale = prerendered && isAppLocale(documentLanguage) ? documentLanguage : resolveAppLocale(chosenLanguage(window.location.search, deviceStorage()), navigator.languages);
  setFirstRenderLocale(locale);
  // Over prerendered HTML, the first render commits the page itself, never the empty placeholder.
  await Promise.all([prerendered ? preloadScreens(window.location) : undefined, loadTexts(locale, page?.texts ?? '')]);
  const app = (
    <StrictMode>
      <Provider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Provider>
    </StrictMode>
  );
  if (prerendered && rendersAsPrerendered(window.location.search, sessionStorageOrNull())) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html needs a #root element.');
void start(container);
// The signed-in person's stored language (issue 33), read while the page starts; pages follow it when it arrives.
void loadAccountLanguage();
cookieForRememberedChoice(deviceStorage());
