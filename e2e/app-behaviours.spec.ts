/**
 * App behaviours outside the payment itself: the unknown-plan message, the in-app browser escape,
 * a quiz started part-way (`?startFrom=`), and an add-on tapped without the stored subscription data.
 */
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { FOOTER_TEXT } from '../app/components/footer-text';
import { paths } from '../app/config/paths';
import { UA } from '../app/lib/in-app-browser/user-agents.fixture';
import { APP_MESSAGES } from '../app/messages';
import { ESCAPE_PAGE_TEXT, ESCAPE_PAGES } from '../simulator/payment-provider/in-app-escape/escape-page';
import { E2E_ORIGINS, E2E_PORTS } from './origins';
import { QUESTIONS } from '../catalog/quiz/questions';
import { CHECKOUT_TEXT } from '../app/features/checkout/checkout-text';
import { shopperEmail } from './fixtures/shopper-email';
import { QUIZ_EMAIL_KEY } from '../app/shared/quiz/storage-keys';
import { SCENARIO_IDS } from '../scenarios/ids';

test('an unknown plan id shows the exact full-screen white message', async ({ page }) => {
  await page.goto(`${paths.subscription}?plan=pro_weekly_trial&ult_pack=pro_nope`);
  const message = page.getByRole('alert');
  await expect(message).toHaveText(`Can't find "pro_nope" for "ult_pack" parameter`);
  expect(APP_MESSAGES.unknownPlan('pro_nope', 'ult_pack')).toBe(await message.textContent());
  const box = await message.evaluate((el) => ({ bg: getComputedStyle(el).backgroundColor, w: el.getBoundingClientRect().width, vw: window.innerWidth }));
  expect(box).toEqual({ bg: 'rgb(255, 255, 255)', w: box.vw, vw: box.vw });
});

test('a visit that starts at question 20 (?startFrom=20) answers it, leaves an email and reaches the checkout, scored on that one answer; terms, privacy and how to cancel are linked all the way into the payment modal', async ({ page }) => {
  await page.goto(`${paths.quiz}?startFrom=20`);
  const last = QUESTIONS[19];
  if (!last) throw new Error('the quiz has no question 20');
  // The terms, the privacy policy and how to cancel, on every page from the quiz to the payment modal.
  const legal = (within: Locator) => Promise.all([
    expect(within.getByRole('link', { name: FOOTER_TEXT.terms })).toHaveAttribute('href', paths.terms),
    expect(within.getByRole('link', { name: FOOTER_TEXT.privacy })).toHaveAttribute('href', paths.privacy),
    expect(within.getByRole('link', { name: FOOTER_TEXT.cancel })).toHaveAttribute('href', paths.unsubscription),
  ]);
  await legal(page.locator('main'));
  await page.getByRole('radiogroup', { name: last.prompt, exact: true }).getByRole('radio').first().click();
  await page.getByLabel('Email').fill(shopperEmail('start-from-20'));
  await page.getByRole('button', { name: 'See my results' }).click();
  await expect(page).toHaveURL(new RegExp(paths.subscription));
  await expect(page.getByTestId('score-basis')).toContainText('It rests on your answers to 1 of the 20 questions.');
  await legal(page.locator('main'));
  await page.getByRole('button', { name: CHECKOUT_TEXT.openModal }).click();
  const modal = page.getByRole('dialog', { name: CHECKOUT_TEXT.modalTitle });
  await expect(modal.getByTestId('renewal-terms')).toContainText('By paying you agree');
  await legal(modal);
  await modal.getByRole('button', { name: CHECKOUT_TEXT.closeModal }).click();
  await page.getByRole('link', { name: CHECKOUT_TEXT.answerSkipped }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.quiz}\\?step=1`));
  await expect(page.getByRole('radiogroup', { name: QUESTIONS[0]?.prompt ?? '', exact: true })).toBeVisible();
});

test('an unknown ?scenario= id is named in the checkout with the valid ones, not "Something went wrong"', async ({ page }) => {
  const email = shopperEmail('unknown-scenario');
  await page.addInitScript(([key, value]) => sessionStorage.setItem(key, JSON.stringify(value)), [QUIZ_EMAIL_KEY, email] as const);
  await page.goto(`${paths.subscription}?scenario=declinedd`);
  await page.getByRole('button', { name: CHECKOUT_TEXT.openModal }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('There is no test scenario "declinedd". Valid ids: ');
  await expect(alert).toContainText(SCENARIO_IDS.join(', '));
});

test.describe('in an Instagram in-app browser on an iPhone', () => {
  test.use({ userAgent: UA.instagramIos17 });

  test('the quiz with bb=true lands on the redirect service\'s stand-in, which names the Safari scheme and offers the link on', async ({ page }) => {
    await page.goto(`${paths.quiz}?bb=true&startFrom=3`);
    // The simulator's stand-in on the asset origin (README, "In-app browser escape").
    await expect(page).toHaveURL(new RegExp(`^${E2E_ORIGINS.asset}/in-app-escape/safari\\?url=`));
    const link = `x-safari-http://localhost:${E2E_PORTS.app}${paths.quiz}?bb=true&startFrom=3`;
    expect(new URL(page.url()).searchParams.get('url')).toBe(link);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ESCAPE_PAGE_TEXT.title);
    await expect(page.getByTestId('escape-branch')).toContainText(ESCAPE_PAGES.safari.branch);
    await expect(page.getByTestId('escape-scheme')).toHaveText('x-safari-http');
    await expect(page.getByRole('link', { name: ESCAPE_PAGES.safari.action })).toHaveAttribute('href', link);
    await expect(page.getByRole('link', { name: ESCAPE_PAGE_TEXT.stay })).toHaveAttribute('href', `${E2E_ORIGINS.app}${paths.quiz}?bb=true&startFrom=3`);
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
