/**
 * Session expiry mid-checkout (widget §8 in docs/spec-coverage.md, issue 11 point 5): the second poll answers 401,
 * the widget fires onPaymentSessionExpired and fails with AUTHENTICATION_ERROR; the app's callback
 * fetches a fresh session, and the shopper pays again with the form as typed.
 */
import { expect, test } from './fixtures/test';
import { paths } from '../app/config/paths';
import { MESSAGES } from '../widget/messages';
import { E2E_ORIGINS } from './origins';
import { Checkout } from './pages/checkout';
import { holdSubscriptionCreate } from './pages/hold-subscription-create';
import { shopperEmail } from './fixtures/shopper-email';

test('session-expired-mid-poll: the app refreshes the session and the shopper pays without retyping', async ({ page, request }) => {
  const email = shopperEmail('session-expired');
  await page.clock.install();
  const sessions: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/init/session')) sessions.push(r.url());
  });
  const release = await holdSubscriptionCreate(page);
  const checkout = new Checkout(page);
  await checkout.open(email, '?scenario=session-expired-mid-poll');
  await checkout.typeCard({ holder: 'Grace Hopper', number: '4242424242424242', expiry: '12/34', cvv: '123' });
  await checkout.payButton.click();

  const failed = page.getByText(MESSAGES.authorizationFailed, { exact: true });
  await checkout.advanceUntil(failed);
  await expect(checkout.paymentSection).toHaveAttribute('data-failure-code', 'AUTHENTICATION_ERROR');
  expect(sessions).toHaveLength(2);
  expect(sessions[1]).not.toContain('scenario=');
  // Try again gives the options back; the form is still filled in the frame: Pay is enabled at once, nothing is retyped.
  await page.getByRole('button', { name: MESSAGES.tryAgain }).click();
  await expect(checkout.payButton).toBeEnabled();

  await checkout.payButton.click();
  await checkout.advanceUntil(page.getByText(MESSAGES.paymentSuccessful, { exact: true }));
  release();
  await expect(page).toHaveURL(new RegExp(paths.offers));
  const rows = (await (await request.get(`${E2E_ORIGINS.service}/qa/api/subscriptions?email=${encodeURIComponent(email)}`)).json()) as unknown[];
  expect(rows).toHaveLength(1);
});
