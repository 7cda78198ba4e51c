/**
 * A declined shopper tries another card in the same checkout: the provider allows a new attempt on the
 * same execution until one is authorized (simulator/payment-provider/payments/sessions.ts), so the second card pays,
 * the shopper reaches offers, and exactly one subscription is recorded. The failure replaces the
 * payment options (app §2 in docs/spec-coverage.md): its message in view and announced, "Try again" restoring them,
 * and the next step (issue 45: another card or method) focused beside it.
 */
import { expect, test } from './fixtures/test';
import { paths } from '../app/config/paths';
import { MESSAGES } from '../widget/messages';
import { CHECKOUT_TEXT } from '../app/features/checkout/checkout-text';
import { FIELD_TEXT } from '../widget/messages';
import { E2E_ORIGINS } from './origins';
import { Checkout } from './pages/checkout';
import { shopperEmail } from './fixtures/shopper-email';

const DECLINED = { holder: 'Grace Hopper', number: '4000 0000 0000 0002', expiry: '12/34', cvv: '123' };
const GOOD_NUMBER = '4242 4242 4242 4242';

test('a declined card, then another card in the same checkout, pays once and reaches offers', async ({ page, request }) => {
  const email = shopperEmail('retry');
  await page.clock.install();
  const checkout = new Checkout(page);
  // No scenario flag: the test cards decide (declined, then success).
  await checkout.open(email, '');

  await checkout.typeCard(DECLINED);
  await expect(checkout.payButton).toBeEnabled();
  await checkout.payButton.click();
  const declined = checkout.paymentSection.getByRole('alert');
  await checkout.advanceUntil(declined);
  await expect(declined).toHaveText(MESSAGES.authorizationFailed);
  await expect(checkout.paymentSection).toHaveAttribute('data-failure-code', 'AUTHORIZATION_ERROR');
  await expect(page).toHaveURL(new RegExp(paths.subscription));
  // The message stands where the options were, in view, with Try again beside it and the next step
  // (another card or method) focused, so it is read next; the options are gone.
  await expect(declined).toBeInViewport();
  const tryAgain = page.getByRole('button', { name: MESSAGES.tryAgain });
  await expect(tryAgain).toBeInViewport();
  const nextStep = page.getByTestId('failure-next-step');
  await expect(nextStep).toHaveText(CHECKOUT_TEXT.nextAnotherCard);
  await expect(nextStep).toBeFocused();
  await expect(nextStep).toBeInViewport();
  await expect(checkout.methods).toBeHidden();
  await expect(checkout.payButton).toBeHidden();

  // Try again: the options come back as they were left, the card still typed in the frame.
  await tryAgain.click();
  await expect(checkout.methods).toBeVisible();
  await expect(declined).toBeHidden();
  await expect(checkout.payButton).toBeEnabled();
  // Same page, same payment session: replace the card number only.
  const number = checkout.cardFrame.getByLabel(FIELD_TEXT.number.label);
  await number.fill('');
  await number.pressSequentially(GOOD_NUMBER);
  await expect(checkout.payButton).toBeEnabled();
  await checkout.payButton.click();
  // The next step belonged to the failed payment: a new one takes it away.
  await expect(nextStep).toBeHidden();
  await checkout.advanceUntil(page.getByRole('heading', { name: 'Your subscription is active' }));
  await expect(page).toHaveURL(new RegExp(paths.offers));

  const rows = (await (await request.get(`${E2E_ORIGINS.service}/qa/api/subscriptions?email=${encodeURIComponent(email)}`)).json()) as { card_last4: string }[];
  expect(rows).toEqual([expect.objectContaining({ card_last4: '4242' })]);
});

test('Apple Pay declined by the session\'s scenario: the app says why, the sheet fails, no subscription', async ({ page, request }) => {
  const email = shopperEmail('retry');
  const checkout = new Checkout(page);
  await checkout.open(email, '?scenario=declined');
  const sheet = await checkout.openWalletSheet('Apple Pay');
  await expect(sheet.getByRole('button', { name: 'Pay with Apple Pay' })).toBeEnabled();
  await sheet.getByRole('button', { name: 'Pay with Apple Pay' }).click();
  // The app's text for the failed create, in place of the options (ADR 6).
  await expect(checkout.paymentSection.getByRole('alert')).toHaveText('Apple Pay: The provider declined the payment.');
  await expect(checkout.methods).toBeHidden();
  await expect(checkout.paymentSection).toHaveAttribute('data-failure-code', 'AUTHORIZATION_ERROR');
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(new RegExp(paths.subscription));
  const rows = (await (await request.get(`${E2E_ORIGINS.service}/qa/api/subscriptions?email=${encodeURIComponent(email)}`)).json()) as unknown[];
  expect(rows).toEqual([]);
});
