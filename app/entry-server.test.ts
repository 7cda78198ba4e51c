/** The server renderer the build prerenders with: the landing's and the quiz's first screen as HTML, before any script. */
import { describe, expect, it } from 'vitest';
import { paths } from './config/paths';
import { renderPage } from './entry-server';

describe('renderPage', () => {
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
