/**
 * The app's own routes rendered in a test, in the language the URL asks for: the set-up the language
 * tests of issue 33 share (the landing, the account pages, the redirect-return screens).
 */
import { render } from '@testing-library/react';
import { Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { AppRoutes, preloadScreens } from '../router';

/** A page's language arrives in a chunk of its own after the first render: a busy machine can take seconds. */
export const LANGUAGE_ARRIVAL = { timeout: 10_000 } as const;

/** Renders `entry` through the app's route table, its screen's chunk loaded first. */
export async function renderAppRoute(entry: string): Promise<void> {
  await preloadScreens(entry);
  render(
    <Provider>
      <MemoryRouter initialEntries={[entry]}>
        <AppRoutes />
      </MemoryRouter>
    </Provider>,
  );
}

/** The document's language and direction, as a page in another language left them, back to none. */
export function resetDocumentLanguage(): void {
  document.documentElement.removeAttribute('dir');
  document.documentElement.removeAttribute('lang');
}
