/** The server renderer the build prerenders with: the landing's and the quiz's first screen as HTML, before any script. */
import { describe, expect, it } from 'vitest';
import { paths } from './config/paths';
import { PRERENDERED_PAGES, renderPage } from './entry-server';
import arabic from './lib/i18n/catalogues/ar.json' with { type: 'json' };
import german from './lib/i18n/catalogues/de.json' with { type: 'json' };

/** The quiz's "Question {n} of {total}" for its first screen. */
const englishFree = (text: string) => text.replace('{step}', '1').replace('{count}', '20');

describe('renderPage', () => {
  it('renders each prerendered page in German and Arabic with their words, not English (issue 44)', async () => {
    const landing = await renderPage(paths.landing, 'de');
    expect(landing).toContain(german['landing.heading']);
    expect(landing).toMatch(new RegExp(`<a[^>]+href="${paths.quiz}"[^>]*>${german['landing.start']}</a>`));
    expect(landing).not.toContain('How sharp is your mind today?');
    expect(await renderPage(paths.quiz, 'ar')).toContain(`<p class="eyebrow">${englishFree(arabic['quiz.questionOf'])}</p>`);
    expect(await renderPage(paths.withdrawFromContract, 'de')).toContain(german['withdrawal.publicIntro'].slice(0, 24));
    for (const page of PRERENDERED_PAGES) expect(await renderPage(page.path, 'de')).toContain(`>${german['landing.memberSignIn']}</a>`);
    expect(await renderPage(paths.terms, 'de')).toContain(german['legal.contents']);
  });


  it('renders the landing with its headline, pitch and the link into the quiz', async () => {
    const html = await renderPage(paths.landing);
    expect(html).toContain('How sharp is your mind today?');
    expect(html).toMatch(new RegExp(`<a[^>]+href="${paths.quiz}"[^>]*>Start the test</a>`));
    expect(html).toContain('Reasoning, not trivia');
  });

  it('renders the landing for any path under the product prefix it does not know (the wildcard route)', async () => {
    const html = await renderPage(`${paths.landing}no-such-page/at-all`);
    expect(html).toContain('How sharp is your mind today?');
    expect(html).toMatch(new RegExp(`<a[^>]+href="${paths.quiz}"[^>]*>Start the test</a>`));
  });

  it("renders the quiz's first question with its four answers", async () => {
    const html = await renderPage(paths.quiz);
    expect(html).toContain('<p class="eyebrow">Question 1 of 20</p>');
    expect(html.match(/role="radio"/g)).toHaveLength(4);
  });
});
