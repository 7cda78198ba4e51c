/**
 * The checkout against every scenario of the catalogue, under Playwright's fake clock so that long
 * scripts (60 polls) take seconds. A new scenario file is covered here without touching this spec.
 */
import { faker } from '@faker-js/faker';
import { expect, test } from '@playwright/test';
import { paths } from '../app/config/paths';
import { APP_MESSAGES } from '../app/messages';
import { listScenarios, type ShopperMessage } from '../scenarios';
import { MESSAGES } from '../widget';
import { E2E_ORIGINS } from './origins';
import { holdSubscriptionCreate } from './pages/hold-subscription-create';
import { Checkout } from './pages/checkout';

const CARD = { holder: 'Grace Hopper', number: '4242 4242 4242 4242', expiry: '12/34', cvv: '123' };

function text(message: ShopperMessage): string {
  switch (message.source) {
    case 'widget':
      return MESSAGES[message.key];
    case 'app':
      return APP_MESSAGES[message.key];
  }
}

for (const scenario of listScenarios()) {
  test(`checkout with scenario "${scenario.id}": ${scenario.title}`, async ({ page, request }) => {
    const email = faker.internet.email({ provider: 'example.com' }).toLowerCase();
    await page.clock.install();
    const release = await holdSubscriptionCreate(page);

    const checkout = new Checkout(page);
    await checkout.open(email, `?scenario=${scenario.id}`);
    await checkout.typeCard(CARD);
    await expect(checkout.payButton).toBeEnabled();
    await checkout.payButton.click();

    if (scenario.threeDs) {
      const challenge = page.frameLocator('iframe[title="3-D Secure verification"]').getByRole('button', { name: 'Complete authentication' });
      await checkout.advanceUntil(challenge);
      await expect(page.getByRole('dialog', { name: 'Verify your payment with your bank' })).toBeVisible();
      await challenge.click();
    }

    const { expect: end } = scenario;
    const widgetMessage = page.getByText(end.widgetEvent === 'success' ? MESSAGES.paymentSuccessful : text(end.shopperMessage), { exact: true });
    await checkout.advanceUntil(widgetMessage);
    await expect(checkout.paymentSection).toHaveAttribute('data-payment-event', end.widgetEvent);
    if (end.widgetEvent === 'failure') {
      await expect(checkout.paymentSection).toHaveAttribute('data-failure-code', end.failureCode);
      await expect(checkout.payButton).toBeEnabled();
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
