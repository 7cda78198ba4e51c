/**
 * The landing and the quiz in the shopper's language (issue 33), rendered through the app's own route
 * table: Spanish words once the Spanish chunk arrives, Arabic laid out right to left, and a quiz
 * question about English words left in English with a note that says so.
 */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../config/paths';
import spanish from '../../lib/i18n/catalogues/es.json' with { type: 'json' };
import arabic from '../../lib/i18n/catalogues/ar.json' with { type: 'json' };
import { QUIZ_ITEMS } from '../../../catalog/quiz/question-items';
import { LANGUAGE_ARRIVAL, renderAppRoute, resetDocumentLanguage } from '../../test-support/app-routes';

// The quiz looks the visitor's country up from the app origin; there is none here.
beforeEach(() => vi.stubGlobal('fetch', () => Promise.reject(new Error('no app origin in this test'))));

afterEach(() => {
  vi.unstubAllGlobals();
  cleanup();
  resetDocumentLanguage();
});

describe('the landing for a signed-in member (issue 41)', { timeout: 20_000 }, () => {
  afterEach(() => localStorage.clear());

  it('offers their account, not "Already a member? Sign in"', async () => {
    localStorage.setItem('__signedIn', '1');
    await renderAppRoute(`${paths.landing}?lang=es`);
    await screen.findByRole('heading', { level: 1, name: spanish['landing.heading'] }, LANGUAGE_ARRIVAL);
    expect(screen.queryByText(spanish['landing.alreadyMember'], { exact: false })).toBeNull();
    const links = screen.getAllByRole('link', { name: spanish['landing.myAccount'] });
    // The header's, the landing's own in place of the sign-in line, and the footer's (Footer.test.tsx).
    expect(links.map((a) => a.getAttribute('href'))).toEqual([paths.webapp.root, paths.webapp.root, paths.webapp.root]);
  });

  it('offers a visitor the sign-in', async () => {
    await renderAppRoute(`${paths.landing}?lang=es`);
    await screen.findByRole('heading', { level: 1, name: spanish['landing.heading'] }, LANGUAGE_ARRIVAL);
    expect(screen.getByText(spanish['landing.alreadyMember'], { exact: false })).toBeTruthy();
  });
});

describe('the landing in another language (issue 33)', { timeout: 20_000 }, () => {
  it('reads Spanish from the catalogue: heading, call to action, footer and its switcher', async () => {
    await renderAppRoute(`${paths.landing}?lang=es`);
    expect(await screen.findByRole('heading', { level: 1, name: spanish['landing.heading'] }, LANGUAGE_ARRIVAL)).toBeTruthy();
    expect(screen.getByRole('link', { name: spanish['landing.start'] })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: spanish['footer.navLabel'] })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: spanish['footer.language'] })).toHaveProperty('value', 'es');
    // The legal facts in Spanish, the plan's dollars as Spanish writes them.
    expect(screen.getByTestId('landing-price').textContent).toMatch(/^Tu puntuación de CI.*: 1\u00a0US\$ hoy por 7 días, después 19,99\u00a0US\$ cada semana/);
  });

  it('lays an Arabic page out right to left, with the lang and dir on <html>', async () => {
    await renderAppRoute(`${paths.landing}?lang=ar`);
    expect(await screen.findByRole('heading', { level: 1, name: arabic['landing.heading'] }, LANGUAGE_ARRIVAL)).toBeTruthy();
    await expect.poll(() => [document.documentElement.lang, document.documentElement.dir]).toEqual(['ar', 'rtl']);
  });
});

describe('the quiz in another language (issue 33)', { timeout: 20_000 }, () => {
  it('translates a number series question and its frame', async () => {
    await renderAppRoute(`${paths.quiz}?lang=es&step=1`);
    expect(await screen.findByRole('heading', { level: 1, name: spanish['items.q1'] }, LANGUAGE_ARRIVAL)).toBeTruthy();
    expect(screen.getByText('Pregunta 1 de 20')).toBeTruthy();
    expect(screen.queryByText(spanish['quiz.englishOnly'])).toBeNull();
  });

  it('keeps a question about English words in English, marked lang=en, and says why', async () => {
    const analogy = QUIZ_ITEMS.find((item) => item.kind === 'analogy');
    if (!analogy) throw new Error('catalog/quiz/question-items.ts lost its analogies');
    await renderAppRoute(`${paths.quiz}?lang=ar&step=${analogy.id}`);
    expect(await screen.findByText(arabic['quiz.englishOnly'], {}, LANGUAGE_ARRIVAL)).toBeTruthy();
    const heading = screen.getByRole('heading', { level: 1, name: analogy.prompt });
    expect([heading.getAttribute('lang'), heading.getAttribute('dir')]).toEqual(['en', 'ltr']);
    expect(screen.getAllByRole('radio').map((answer) => answer.querySelector('[lang="en"]')?.textContent)).toEqual([...analogy.answers]);
  });

  it('writes the answers in words in the language: compass points in German', async () => {
    await renderAppRoute(`${paths.quiz}?lang=de&step=11`);
    expect(await screen.findByRole('radio', { name: /Osten/ }, LANGUAGE_ARRIVAL)).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /East/ })).toBeNull();
  });
});
