/**
 * Finished on a phone (issue 31): every game's board and controls lie inside the viewport at
 * 390 x 844 and 1280 x 800 with the page unscrolled, and no page of the funnel, the members' area or
 * the QA console is wider than a 390 px phone (tables scroll inside their own frame).
 * One subscriber per test and one visit per page: a layout check, not a crawl.
 */
import { readdirSync } from 'node:fs';
import { expect, test, type Page } from './fixtures/test';
import { paths } from '../app/config/paths';
import { MembersArea } from './members/members-area';
import { newSubscriber } from './members/subscriber';
import { E2E_ORIGINS } from './origins';

const PHONE = { width: 390, height: 844 } as const;
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

  const expectNoSideScroll = async (page: Page, where: string) => {
    await page.waitForLoadState('networkidle');
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth }));
    expect(widths.page, `${where} is ${widths.page} px wide`).toBeLessThanOrEqual(widths.viewport);
  };

  test('the funnel, the members area and the QA console', async ({ page }) => {
    const funnel = [paths.landing, paths.quiz, `${paths.quiz}?step=21`, paths.subscription, paths.offers, paths.privacy, paths.terms, paths.cookiePolicy, paths.signIn, paths.activate, paths.accessProduct, paths.accessRecovery, paths.unsubscription, paths.unsubscribeWithEmail];
    for (const path of funnel) {
      await page.goto(path);
      await expectNoSideScroll(page, path);
    }
    const user = await newSubscriber(page.request, 'fit-wide');
    const area = new MembersArea(page);
    await area.enter(paths.webapp.iqTests, user);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // One article: the catalogue is the Markdown files' names (app/features/members/articles/catalog.ts).
    const slug = readdirSync(new URL('../app/content/articles/', import.meta.url))[0]?.replace(/\.md$/, '') ?? 'no-article';
    const members = [...Object.values(paths.webapp).filter((p) => p !== paths.webapp.root), paths.memberPages.article(slug), ...Object.values(paths.gamePages)];
    for (const path of members) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSideScroll(page, path);
    }
    for (const path of ['/qa', `/qa/subscriptions/${encodeURIComponent(user.subscriptionId)}`]) {
      await page.goto(`${E2E_ORIGINS.service}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSideScroll(page, path);
    }
  });
});
