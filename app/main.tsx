import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { Provider } from 'jotai';
import { AppRoutes, preloadScreens } from './router';
import { PRERENDERED_ATTRIBUTE } from './prerender/pages';
import { rendersAsPrerendered, sessionStorageOrNull } from './prerender/hydration';
import './styles.css';
import { loadAccountLanguage } from './lib/i18n/account-choice';

async function start(container: HTMLElement): Promise<void> {
  const prerendered = container.hasAttribute(PRERENDERED_ATTRIBUTE);
  // Over prerendered HTML, the first render commits the page itself, never the empty placeholder; and in the page's language (issue 44).
  await Promise.all([prerendered ? preloadScreens(window.location) : undefined, import('./lib/i18n/first-render').then((first) => first.prepareFirstRender(prerendered))]);
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
