/**
 * The app's own routes rendered in a test, in the language the URL asks for: the set-up the language
 * tests of issue 33 share (the landing, the account pages, the redirect-return screens).
 */
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { isAppLocale } from '../lib/i18n/locale';
import { loadTexts } from '../lib/i18n/texts';
import { AppRoutes, preloadScreens } from '../router';

/** A page's language arrives in a chunk of its own after the first render: a busy machine can take seconds. */
export const LANGUAGE_ARRIVAL = { timeout: 10_000 } as const;

/**
 * Renders `ui` in an awaited act, then lets `lang`'s texts of the account's group arrive in another: a
 * page of that group suspends until they are here, and React retries a suspended render only inside
 * an awaited act (lazy-screen.test). The funnel's texts come with them.
 */
export async function renderInLanguage(ui: ReactElement, lang: string | null): Promise<void> {
  await act(async () => {
    render(ui);
  });
  if (lang && isAppLocale(lang)) await act(() => loadTexts(lang, 'account'));
}

/** Renders `entry` through the app's route table, its screen's chunk loaded first, in the language its `lang` flag names. */
export async function renderAppRoute(entry: string): Promise<void> {
  await preloadScreens(entry);
  await renderInLanguage(
    <Provider>
      <MemoryRouter initialEntries={[entry]}>
        <AppRoutes />
      </MemoryRouter>
    </Provider>,
    new URLSearchParams(entry.split('?')[1] ?? '').get('lang'),
  );
}

/** The document's language and direction, as a page in another language left them, back to none. */
export function resetDocumentLanguage(): void {
  document.documentElement.removeAttribute('dir');
  document.documentElement.removeAttribute('lang');
}
