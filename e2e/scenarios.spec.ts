/**
 * The checkout against every scenario of the catalogue, under Playwright's fake clock so that long
 * scripts (60 polls, a 750000 ms instant-payment time-out) take seconds. Each scenario is paid with
 * its method (card by default; stored card, Apple Pay, Google Pay, PayPal, pix or a bank redirect,
 * through the simulator's SDK stand-ins), so a new scenario file is covered here without touching this spec.
 */
import { expect, test, type Page } from '@playwright/test';
import { paths } from '../app/config/paths';
import { APP_MESSAGES } from '../app/messages';
import { listScenarios, type Scenario, type ShopperMessage } from '../scenarios';
import { MESSAGES } from '../widget';
import { CARD_FORM_TEXT } from '../widget/messages';
import { E2E_ORIGINS } from './origins';
import { holdSubscriptionCreate } from './pages/hold-subscription-create';
import { Checkout } from './pages/checkout';
import { shopperEmail } from './fixtures/shopper-email';

const CARD = { holder: 'Grace Hopper', number: '4242 4242 4242 4242', expiry: '12/34', cvv: '123' };
/** The instant-payment poll runs every 2000 ms; the time-out is 750000 ms after the popup opens. */
const PIX_STEP_MS = 2000;
const PIX_MAX_STEPS = 400;
/** Hundreds of real poll round trips under the fake clock: more than the default 60 s on a loaded machine. */
const PIX_TEST_TIMEOUT_MS = 240_000;

function text(message: ShopperMessage): string {
  switch (message.source) {
    case 'widget':
      return MESSAGES[message.key];
    case 'app':
      return APP_MESSAGES[message.key];
  }
}

async function completeChallenge(page: Page, checkout: Checkout): Promise<void> {
  const challenge = page.frameLocator('iframe[title="3-D Secure verification"]').getByRole('button', { name: 'Complete authentication' });
  await checkout.advanceUntil(challenge);
  await expect(page.getByRole('dialog', { name: 'Verify your payment with your bank' })).toBeVisible();
  await challenge.click();
}

/** Pays the way the scenario's shopper does; returns the clock step for waiting on the end. */
async function payAsScenario(page: Page, checkout: Checkout, scenario: Scenario): Promise<{ stepMs: number; maxSteps: number; pollPath?: string }> {
  const approve = (scenario.shopper?.action ?? 'approve') === 'approve';
  const quick = { stepMs: 700, maxSteps: 200 };
  switch (scenario.method ?? 'card') {
    case 'card': {
      await checkout.typeCard(CARD);
      // Scenarios whose card option supports billing info (installments-br) need an address too.
      const country = checkout.cardFrame.getByLabel(CARD_FORM_TEXT.countryLabel);
      if (await country.isVisible()) {
        await country.selectOption({ label: 'United States' });
        await checkout.cardFrame.getByLabel(CARD_FORM_TEXT.postalCodeLabel).fill('94105');
      }
      await expect(checkout.payButton).toBeEnabled();
      await checkout.payButton.click();
      if (scenario.threeDs) await completeChallenge(page, checkout);
      return quick;
    }
    case 'stored-card':
      await checkout.chooseMethod('Visa •••• 4242');
      await expect(checkout.payButton).toBeEnabled();
      await checkout.payButton.click();
      return quick;
    case 'apple-pay': {
      await checkout.chooseMethod('Apple Pay');
      await page.getByRole('button', { name: 'Buy with Apple Pay' }).click();
      const sheet = checkout.walletSheet('Apple Pay');
      await expect(sheet).toBeVisible();
      if (approve) {
        await expect(sheet.getByRole('button', { name: 'Pay with Apple Pay' })).toBeEnabled();
        await sheet.getByRole('button', { name: 'Pay with Apple Pay' }).click();
      } else await sheet.getByRole('button', { name: 'Cancel' }).click();
      return quick;
    }
    case 'google-pay': {
      await checkout.chooseMethod('Google Pay');
      await page.getByRole('button', { name: 'Buy with Google Pay' }).click();
      const sheet = checkout.walletSheet('Google Pay');
      await sheet.getByRole('button', { name: approve ? 'Continue with Google Pay' : 'Cancel' }).click();
      if (approve && scenario.threeDs) await completeChallenge(page, checkout);
      return quick;
    }
    case 'paypal': {
      await checkout.chooseMethod('PayPal');
      await page.getByRole('button', { name: 'Pay with PayPal' }).click();
      const sheet = checkout.walletSheet('PayPal');
      await sheet.getByRole('button', { name: approve ? 'Approve payment' : 'Cancel and return' }).click();
      return quick;
    }
    case 'pix': {
      await checkout.chooseMethod('Pix');
      await page.getByRole('button', { name: 'Continue with Pix' }).click();
      await expect(checkout.redirectPopup).toBeVisible();
      const paid = page.frameLocator('iframe[title="Pay with Pix"]').getByRole('button', { name: 'I have paid' });
      if (approve) await paid.click();
      else await expect(paid).toBeVisible();
      // The first poll comes 20000 ms after the popup opens; then one per 2000 ms step.
      await page.clock.runFor(20_000 - PIX_STEP_MS);
      return { stepMs: PIX_STEP_MS, maxSteps: PIX_MAX_STEPS, pollPath: '/authorization-result' };
    }
    case 'redirect':
      await checkout.chooseMethod('Online banking');
      await page.getByRole('button', { name: 'Continue with Online banking' }).click();
      return { stepMs: 2000, maxSteps: 40 };
  }
}

for (const scenario of listScenarios()) {
  test(`checkout with scenario "${scenario.id}": ${scenario.title}`, async ({ page, request }) => {
    if (scenario.method === 'pix') test.setTimeout(PIX_TEST_TIMEOUT_MS);
    const email = shopperEmail(scenario.id);
    await page.clock.install();
    const release = await holdSubscriptionCreate(page);

    const checkout = new Checkout(page);
    await checkout.open(email, `?scenario=${scenario.id}`);
    const { stepMs, maxSteps, pollPath } = await payAsScenario(page, checkout, scenario);

    const { expect: end } = scenario;
    if (scenario.method === 'apple-pay' && end.widgetEvent === 'success') {
      // The app creates the subscription before the sheet completes (app-spec section 4), then goes straight on to offers.
      release();
      await expect(page).toHaveURL(new RegExp(paths.offers));
      const created = (await (await request.get(`${E2E_ORIGINS.service}/qa/api/subscriptions?email=${encodeURIComponent(email)}`)).json()) as unknown[];
      expect(created).toHaveLength(end.subscriptionCreated ? 1 : 0);
      return;
    }
    const widgetMessage = page.getByText(end.widgetEvent === 'success' ? MESSAGES.paymentSuccessful : text(end.shopperMessage), { exact: true });
    if (pollPath) await checkout.advancePolls(widgetMessage, pollPath, stepMs, maxSteps);
    else await checkout.advanceUntil(widgetMessage, stepMs, maxSteps);
    await expect(checkout.paymentSection).toHaveAttribute('data-payment-event', end.widgetEvent);
    if (end.widgetEvent === 'failure') {
      await expect(checkout.paymentSection).toHaveAttribute('data-failure-code', end.failureCode);
      const method = scenario.method ?? 'card';
      if (method === 'card' || method === 'stored-card') await expect(checkout.payButton).toBeEnabled();
      if (method === 'pix') await expect(checkout.redirectPopup).toBeHidden();
    }
    release();

    if (end.subscriptionCreated) {
      await expect(page).toHaveURL(new RegExp(paths.offers));
    } else if (end.widgetEvent === 'success') {
      await expect(page.getByText(text(end.shopperMessage), { exact: true })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(paths.subscription));
    }

    const rows = (await (await request.get(`${E2E_ORIGINS.service}/qa/api/subscriptions?email=${encodeURIComponent(email)}`)).json()) as unknown[];
    expect(rows).toHaveLength(end.subscriptionCreated ? 1 : 0);
  });
}
