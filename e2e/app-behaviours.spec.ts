/**
 * App behaviours outside the payment itself: the unknown-plan message, the in-app browser escape,
 * and an add-on tapped without the stored subscription data.
 */
import { expect, test } from '@playwright/test';
import { paths } from '../app/config/paths';
import { UA } from '../app/lib/in-app-browser/user-agents.fixture';
import { APP_MESSAGES } from '../app/messages';

test('an unknown plan id shows the exact full-screen white message', async ({ page }) => {
  await page.goto(`${paths.subscription}?plan=pro_weekly_trial&ult_pack=pro_nope`);
  const message = page.getByRole('alert');
  await expect(message).toHaveText(`Can't find "pro_nope" for "ult_pack" parameter`);
  expect(APP_MESSAGES.unknownPlan('pro_nope', 'ult_pack')).toBe(await message.textContent());
  const box = await message.evaluate((el) => ({ bg: getComputedStyle(el).backgroundColor, w: el.getBoundingClientRect().width, vw: window.innerWidth }));
  expect(box).toEqual({ bg: 'rgb(255, 255, 255)', w: box.vw, vw: box.vw });
});

test.describe('in an Instagram in-app browser on an iPhone', () => {
  test.use({ userAgent: UA.instagramIos17 });

  test('the landing with bb=true is sent to the redirect service in the Safari scheme', async ({ page }) => {
    const escaped = page.waitForRequest((req) => req.url().startsWith('http://in-app-escape.localhost/'));
    await page.route('http://in-app-escape.localhost/**', (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'escaped' }));
    await page.goto(`${paths.landing}?bb=true`, { waitUntil: 'commit' });
    const target = new URL((await escaped).url());
    expect(target.pathname).toBe('/safari');
    const back = target.searchParams.get('url') ?? '';
    expect(back).toMatch(/^x-safari-http:\/\/localhost:\d+\/mindmetric\/\?bb=true$/);
  });
});

test('an add-on tapped without the stored subscription says "No subscription data"', async ({ page }) => {
  await page.goto(paths.offers);
  const early = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Early access' }) });
  await early.getByRole('button', { name: 'Add for $19.99' }).click();
  // Nothing is charged before the price is confirmed (issue 29).
  await early.getByRole('button', { name: 'Confirm and pay $19.99' }).click();
  await expect(early.getByRole('alert')).toHaveText(APP_MESSAGES.noSubscriptionData);
  await expect(early.getByRole('button', { name: 'Try again' })).toBeVisible();
});
