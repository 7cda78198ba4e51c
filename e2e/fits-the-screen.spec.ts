/**
 * Finished on a phone (issue 31): every game's board and controls lie inside the viewport at
 * 390 x 844 and 1280 x 800 with the page unscrolled, and no page of the funnel, the members' area or
 * the QA console is wider than a 390 px phone (tables scroll inside their own frame).
 * One subscriber per test and one visit per page: a layout check, not a crawl.
 */
import { readdirSync } from 'node:fs';
import { expect, test, type BrowserContext, type Page } from './fixtures/test';
import { paths } from '../app/config/paths';
import { MembersArea } from './members/members-area';
import { newSubscriber } from './members/subscriber';
import { E2E_ORIGINS } from './origins';

const PHONE = { width: 390, height: 844 } as const;
/** Tabs the width check visits its pages in at once. */
const PAGES_AT_ONCE = 3;
const SCREENS = [
  { name: 'phone', use: { viewport: PHONE } },
  { name: 'desktop', use: { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 } },
] as const;

/** Every control and board of the play area (buttons, canvas, groups), with its box, and the viewport. */
function playAreaBoxes(page: Page) {
  return page.evaluate(() => {
    const play = document.querySelector('[data-testid="game-play"]');
    const parts = play ? [play, ...play.querySelectorAll('button, canvas, [role="group"]')] : [];
    return {
      scrollY: window.scrollY,
      viewport: { width: window.innerWidth, height: window.innerHeight },
      parts: parts.map((el) => {
        const r = el.getBoundingClientRect();
        const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 20) ?? el.tagName;
        return { name: `${el.tagName.toLowerCase()} ${name}`, top: r.top, left: r.left, bottom: r.bottom, right: r.right };
      }),
    };
  });
}

for (const screen of SCREENS) {
  test.describe(`on a ${screen.name}`, () => {
    test.use(screen.use);

    test('every game: the board and its controls lie inside the viewport, unscrolled', async ({ page }) => {
      const user = await newSubscriber(page.request, 'fit');
      await new MembersArea(page).enter(paths.webapp.games, user);
      await expect(page.getByRole('heading', { level: 1, name: 'Brain games' })).toBeVisible();
      for (const path of Object.values(paths.gamePages)) {
        await page.goto(path);
        const play = page.getByTestId('game-play');
        // A board is in: a group named like one, or fruit merge's canvas.
        await expect(play.locator('[role="group"][aria-label*="oard"], canvas').first()).toBeVisible();
        const { scrollY, viewport, parts } = await playAreaBoxes(page);
        expect(scrollY).toBe(0);
        expect(parts.length, path).toBeGreaterThanOrEqual(5);
        const outside = parts.filter((p) => p.top < 0 || p.left < 0 || p.bottom > viewport.height + 0.5 || p.right > viewport.width + 0.5);
        expect(outside, `${path} at ${viewport.width} x ${viewport.height}`).toEqual([]);
      }
    });
  });
}

test.describe('no page is wider than a 390 px phone', () => {
  test.use({ viewport: PHONE });

  /** Once the page has loaded all it asks for (no request for 500 ms), it is no wider than the viewport. */
  const expectNoSideScroll = async (page: Page, where: string) => {
    await page.waitForLoadState('networkidle');
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth }));
    expect(widths.page, `${where} is ${widths.page} px wide`).toBeLessThanOrEqual(widths.viewport);
  };

  /**
   * Visits every path, each once, in PAGES_AT_ONCE tabs of the test's context (its viewport, its
   * signed-in user) side by side: each visit's wait for networkidle's 500 ms of quiet, most of a
   * visit, then overlaps the others' instead of adding up (33 visits: 35 s one after the other).
   */
  const visitEach = async (context: BrowserContext, paths: readonly string[], visit: (page: Page, path: string) => Promise<void>) => {
    const queue = [...paths];
    await Promise.all(
      Array.from({ length: PAGES_AT_ONCE }, async () => {
        const page = await context.newPage();
        for (let path = queue.shift(); path !== undefined; path = queue.shift()) await visit(page, path);
        await page.close();
      }),
    );
  };

  test('the funnel, the members area and the QA console', async ({ page, context }) => {
    const funnel = [paths.landing, paths.quiz, `${paths.quiz}?step=21`, paths.subscription, paths.offers, paths.privacy, paths.terms, paths.cookiePolicy, paths.signIn, paths.activate, paths.accessProduct, paths.accessRecovery, paths.unsubscription, paths.unsubscribeWithEmail];
    await visitEach(context, funnel, async (tab, path) => {
      await tab.goto(path);
      await expectNoSideScroll(tab, path);
    });
    // Bought with a funnel quiz, so the IQ tests page is measured with the quiz's history row (798 px wide before a4e3a85);
    // with a4e3a85's CSS taken out of a build, this run still passed on 2026-12-08: it does not yet hold that fix.
    const user = await newSubscriber(page.request, 'fit-wide', { quiz: true });
    const area = new MembersArea(page);
    await area.enter(paths.webapp.iqTests, user);
    await expect(page.getByRole('row', { name: /Starting quiz · 1 question/ })).toBeVisible();
    // One article: the catalogue is the Markdown files' names (app/features/members/articles/catalog.ts).
    const slug = readdirSync(new URL('../app/content/articles/', import.meta.url))[0]?.replace(/\.md$/, '') ?? 'no-article';
    const members = [...Object.values(paths.webapp).filter((p) => p !== paths.webapp.root), paths.memberPages.article(slug), ...Object.values(paths.gamePages)];
    const qa = ['/qa', `/qa/subscriptions/${encodeURIComponent(user.subscriptionId)}`].map((path) => `${E2E_ORIGINS.service}${path}`);
    // The other tabs find the user's session where the first page restored it (the app origin's IndexedDB).
    await visitEach(context, [...members, ...qa], async (tab, path) => {
      await tab.goto(path);
      await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSideScroll(tab, path);
    });
  });
});
