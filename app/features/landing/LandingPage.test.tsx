/**
 * The landing and the quiz in the shopper's language (issue 33), rendered through the app's own route
 * table: Spanish words once the Spanish chunk arrives, Arabic laid out right to left, and a quiz
 * question about English words left in English with a note that says so.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes, preloadScreens } from '../../router';
import { paths } from '../../config/paths';
import spanish from '../../lib/i18n/catalogues/es.json' with { type: 'json' };
import arabic from '../../lib/i18n/catalogues/ar.json' with { type: 'json' };
import { QUIZ_ITEMS } from '../../../catalog/quiz/question-items';

// The quiz looks the visitor's country up from the app origin; there is none here.
beforeEach(() => vi.stubGlobal('fetch', () => Promise.reject(new Error('no app origin in this test'))));

afterEach(() => {
  vi.unstubAllGlobals();
  cleanup();
  document.documentElement.removeAttribute('dir');
  document.documentElement.removeAttribute('lang');
});

/** The page's language arrives in a chunk of its own after the first render: a busy machine can take seconds. */
const ARRIVAL = { timeout: 10_000 };

async function renderAt(entry: string) {
  await preloadScreens(entry);
  render(
    <Provider>
      <MemoryRouter initialEntries={[entry]}>
        <AppRoutes />
      </MemoryRouter>
    </Provider>,
  );
}

describe('the landing in another language (issue 33)', { timeout: 20_000 }, () => {
  it('reads Spanish from the catalogue: heading, call to action, footer and its switcher', async () => {
    await renderAt(`${paths.landing}?lang=es`);
    expect(await screen.findByRole('heading', { level: 1, name: spanish['landing.heading'] }, ARRIVAL)).toBeTruthy();
    expect(screen.getByRole('link', { name: spanish['landing.start'] })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: spanish['footer.navLabel'] })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: spanish['footer.language'] })).toHaveProperty('value', 'es');
    // The legal facts in Spanish, the plan's dollars as Spanish writes them.
    expect(screen.getByTestId('landing-price').textContent).toMatch(/^Tu puntuación de CI.*: 1\u00a0US\$ hoy por 7 días, después 19,99\u00a0US\$ cada semana/);
  });

  it('lays an Arabic page out right to left, with the lang and dir on <html>', async () => {
    await renderAt(`${paths.landing}?lang=ar`);
    expect(await screen.findByRole('heading', { level: 1, name: arabic['landing.heading'] }, ARRIVAL)).toBeTruthy();
    await expect.poll(() => [document.documentElement.lang, document.documentElement.dir]).toEqual(['ar', 'rtl']);
  });
});

describe('the quiz in another language (issue 33)', { timeout: 20_000 }, () => {
  it('translates a number series question and its frame', async () => {
    await renderAt(`${paths.quiz}?lang=es&step=1`);
    expect(await screen.findByRole('heading', { level: 1, name: spanish['items.q1'] }, ARRIVAL)).toBeTruthy();
    expect(screen.getByText('Pregunta 1 de 20')).toBeTruthy();
    expect(screen.queryByText(spanish['quiz.englishOnly'])).toBeNull();
  });

  it('keeps a question about English words in English, marked lang=en, and says why', async () => {
    const analogy = QUIZ_ITEMS.find((item) => item.kind === 'analogy');
    if (!analogy) throw new Error('catalog/quiz/question-items.ts lost its analogies');
    await renderAt(`${paths.quiz}?lang=ar&step=${analogy.id}`);
    expect(await screen.findByText(arabic['quiz.englishOnly'], {}, ARRIVAL)).toBeTruthy();
    const heading = screen.getByRole('heading', { level: 1, name: analogy.prompt });
    expect([heading.getAttribute('lang'), heading.getAttribute('dir')]).toEqual(['en', 'ltr']);
    expect(screen.getAllByRole('radio').map((answer) => answer.querySelector('[lang="en"]')?.textContent)).toEqual([...analogy.answers]);
  });

  it('writes the answers in words in the language: compass points in German', async () => {
    await renderAt(`${paths.quiz}?lang=de&step=11`);
    expect(await screen.findByRole('radio', { name: /Osten/ }, ARRIVAL)).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /East/ })).toBeNull();
  });
});
