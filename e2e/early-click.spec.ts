/**
 * A click on a prerendered page before its scripts run (issue 13). The landing and the quiz paint
 * from HTML and fetch their scripts after that paint; a click made before the app runs is held by
 * the page's inline script and replayed once the app has rendered, so the landing's flags (QA's
 * scenario, wmq, the ad pixel's tt, campaign data) and its funnel events survive a quick visitor.
 */
import { faker } from '@faker-js/faker';
import { expect, test, type Page } from './fixtures/test';
import { paths } from '../app/config/paths';
import { SCENARIOS } from '../scenarios';
import { MESSAGES } from '../widget/messages';
import { E2E_ORIGINS } from './origins';
import { Checkout } from './pages/checkout';
import { shopperEmail } from './fixtures/shopper-email';

const CARD = { holder: 'Ada Lovelace', number: '4242 4242 4242 4242', expiry: '12/34', cvv: '123' };

/** Holds every script of the app origin until the returned release is called. */
async function holdAppScripts(page: Page): Promise<{ release: () => void; requested: string[] }> {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const requested: string[] = [];
  await page.route(
    (url) => url.origin === E2E_ORIGINS.app && url.pathname.endsWith('.js'),
    async (route) => {
      requested.push(route.request().url());
      await gate;
      await route.continue();
    },
  );
  return { release, requested };
}

test("\"Start the test\" clicked before the scripts run keeps the landing's flags: the chosen scenario decides, the funnel events and the ad pixel hear the landing", async ({ page, request }) => {
  const campaign = `e2e-early-${faker.string.alphanumeric(10)}`;
  const pixel = `px-${faker.string.alphanumeric(10)}`;
  const scripts = await holdAppScripts(page);
  // The payment's poll waits pass in fake time, a poll step at a go; the clock otherwise runs with real time.
  await page.clock.install();
  // Not waiting for the load event: the held scripts may be part of it.
  await page.goto(`${paths.landing}?scenario=declined&wmq=1&tt=${pixel}&campaign_id=${campaign}`, { waitUntil: 'domcontentloaded' });
  await page.getByRole('link', { name: 'Start the test' }).click();
  // The click is held, not followed as a plain link: the visitor stays on the landing while the app loads.
  await expect.poll(() => scripts.requested.length).toBeGreaterThan(0);
  await page.waitForTimeout(300);
  expect(new URL(page.url()).pathname).toBe(paths.landing);
  scripts.release();

  await expect(page.getByText('Question 1 of 20')).toBeVisible();
  const quizUrl = new URL(page.url());
  expect(quizUrl.pathname).toBe(paths.quiz);
  expect(quizUrl.searchParams.get('scenario')).toBe('declined');
  expect(quizUrl.searchParams.get('wmq')).toBe('1');

  const funnel = new Checkout(page);
  await funnel.answerAll();
  await funnel.giveEmail(shopperEmail('early-click'));
  await funnel.typeCard(CARD);
  await funnel.payButton.click();
  // A test card that succeeds, declined all the same: the scenario chosen on the landing decides.
  const message = SCENARIOS.declined.expect.shopperMessage;
  if (message.source !== 'widget') throw new Error('the declined scenario ends on a widget message');
  await funnel.advanceUntil(page.getByText(MESSAGES[message.key], { exact: true }));
  await expect(page.getByText(MESSAGES[message.key], { exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(paths.subscription));

  // The landing's own events went out (wmq from its address), in order, with its campaign.
  const events = async () => {
    const res = await request.get(`${E2E_ORIGINS.service}/qa/api/events?campaign=${encodeURIComponent(campaign)}`);
    return ((await res.json()) as { event: string }[]).map((e) => e.event).reverse();
  };
  await expect.poll(async () => (await events()).slice(0, 3)).toEqual(['intro_shown', 'intro_success', 'email_success']);
  // The ad pixel started from the landing's tt and heard the landing's events too.
  for (const tracker of ['ad-pixel', 'short-video']) {
    const heard = async () => {
      const res = await request.get(`${E2E_ORIGINS.service}/qa/api/ad-events?pixel=${pixel}&tracker=${tracker}`);
      return ((await res.json()) as { event: string }[]).map((e) => e.event);
    };
    await expect.poll(heard).toEqual(expect.arrayContaining(['ViewContent', 'Contact', 'CompleteRegistration', 'InitiateCheckout']));
  }
});

test('an answer clicked on the prerendered quiz before its scripts run counts once the app runs', async ({ page }) => {
  const scripts = await holdAppScripts(page);
  await page.goto(paths.quiz, { waitUntil: 'domcontentloaded' });
  await expect(page.getByText('Question 1 of 20')).toBeVisible();
  await page.getByRole('radio').first().click();
  scripts.release();
  await expect(page.getByText('Question 2 of 20')).toBeVisible();
});

test("when the app's scripts never load, \"Start the test\" goes on as a plain link that still carries the landing's flags", async ({ page }) => {
  await page.route(
    (url) => url.origin === E2E_ORIGINS.app && url.pathname.endsWith('.js'),
    (route) => route.abort(),
  );
  await page.goto(`${paths.landing}?scenario=declined&tt=px-plain&campaign_id=c%22%3E%3Cb%3E&step=4`);
  await page.getByRole('link', { name: 'Start the test' }).click();
  await expect(page).toHaveURL(new RegExp(paths.quiz));
  const quizUrl = new URL(page.url());
  // Only the known flags, escaped; the landing's stray step stays behind, so the quiz starts at its first question.
  expect(Object.fromEntries(quizUrl.searchParams)).toEqual({ scenario: 'declined', tt: 'px-plain', campaign_id: 'c"><b>' });
  await expect(page.getByText('Question 1 of 20')).toBeVisible();
});
